// Absence working days per month by leave type (docs/architecture.md "Statistics"): a stacked bar
// chart in plain SVG with a legend of the types present, and the same figures as a table. Wider
// than a phone: it scrolls inside its own box.
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAVE_TYPES, type LeaveType } from '@tavollet/contract/codes';
import type { MonthRow } from '@tavollet/contract/api/leaders-statistics';
import { Table, type TableColumn } from '@tavollet/design-system/components/Table/Table';
import { NS } from '../../../i18n/register.ts';
import { longMonth, niceMax, shortMonth, ticks } from '../lib/chart.ts';
import { TableToggle } from './table-toggle.tsx';
import styles from './charts.module.css';

const W = 640;
const H = 260;
const PAD = { top: 20, right: 8, bottom: 28, left: 36 };

/** The types that have at least one day, in the codes' order. */
function typesIn(rows: readonly MonthRow[]): LeaveType[] {
  return LEAVE_TYPES.filter((t) => rows.some((r) => (r.tipusok[t] ?? 0) > 0));
}

export function MonthlyChart({ rows }: { rows: MonthRow[] }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const types = useMemo(() => typesIn(rows), [rows]);
  const top = niceMax(Math.max(...rows.map((r) => r.osszesen)));
  const plotH = H - PAD.top - PAD.bottom;
  const slot = (W - PAD.left - PAD.right) / rows.length;
  const barW = Math.min(32, slot * 0.6);
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;

  const columns = useMemo<TableColumn<MonthRow>[]>(
    () => [
      {
        id: 'honap',
        header: t('statistics.monthly.month'),
        accessorFn: (r) => longMonth(r.honap),
        meta: { nowrap: true },
      },
      ...types.map((type): TableColumn<MonthRow> => ({
        id: type,
        header: t(`statistics.types.${type}`),
        accessorFn: (r) => r.tipusok[type] ?? 0,
        meta: { align: 'end' },
      })),
      { id: 'osszesen', header: t('statistics.monthly.total'), accessorKey: 'osszesen', meta: { align: 'end' } },
    ],
    [t, types],
  );

  return (
    <>
      <ul className={styles.legend} aria-hidden="true">
        {types.map((type) => (
          <li key={type}>
            <span className={`${styles.swatch} ${styles[type]}`} />
            {t(`statistics.types.${type}`)}
          </li>
        ))}
      </ul>
      <div className={styles.scroll} tabIndex={0} role="group" aria-label={t('statistics.monthly.scroll')}>
        <svg className={styles.svg} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId}>
          <title id={titleId}>{t('statistics.monthly.chartLabel')}</title>
          {ticks(top).map((v) => (
            <g key={v}>
              <line className={styles.grid} x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} />
              <text className={styles.axisText} x={PAD.left - 6} y={y(v) + 4} textAnchor="end">
                {v}
              </text>
            </g>
          ))}
          {rows.map((row, i) => {
            const x = PAD.left + slot * i + (slot - barW) / 2;
            let acc = 0;
            return (
              <g key={row.honap} data-month={row.honap}>
                {types.map((type) => {
                  const v = row.tipusok[type] ?? 0;
                  if (v === 0) return null;
                  const y0 = y(acc + v);
                  acc += v;
                  return (
                    <rect
                      key={type}
                      className={`${styles.segment} ${styles[type]}`}
                      x={x}
                      width={barW}
                      y={y0}
                      height={(v / top) * plotH}
                    >
                      <title>
                        {t('statistics.monthly.segment', {
                          month: longMonth(row.honap),
                          type: t(`statistics.types.${type}`),
                          count: v,
                        })}
                      </title>
                    </rect>
                  );
                })}
                {row.osszesen > 0 && (
                  <text className={styles.valueText} x={x + barW / 2} y={y(row.osszesen) - 4} textAnchor="middle">
                    {row.osszesen}
                  </text>
                )}
                <text className={styles.axisText} x={x + barW / 2} y={H - 8} textAnchor="middle">
                  {shortMonth(row.honap)}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <TableToggle>
        <Table
          label={t('statistics.monthly.tableLabel')}
          columns={columns}
          data={rows}
          enableSorting={false}
          getRowId={(r) => r.honap}
          dense
        />
      </TableToggle>
    </>
  );
}
