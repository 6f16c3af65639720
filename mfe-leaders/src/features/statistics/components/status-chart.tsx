// Requests by status (staff-area.md §4's four names) as a plain SVG bar chart with the figures as
// a table, and the mean decision time (docs/architecture.md "Statistics").
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SUMMARY_STATUSES,
  type StatusSummaryAnswer,
  type SummaryStatus,
} from '@tavollet/contract/api/leaders-statistics';
import { Table, type TableColumn } from '@tavollet/design-system/components/Table/Table';
import { NS } from '../../../i18n/register.ts';
import { niceMax, oneDecimal } from '../lib/chart.ts';
import { TableToggle } from './table-toggle.tsx';
import styles from './charts.module.css';

const W = 320;
const ROW = 36;
const LABEL = 96;
const VALUE = 40;

interface StatusRow {
  status: SummaryStatus;
  count: number;
}

export function StatusChart({ summary }: { summary: StatusSummaryAnswer }) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const rows = useMemo<StatusRow[]>(
    () => SUMMARY_STATUSES.map((status) => ({ status, count: summary.statuszok[status] })),
    [summary],
  );
  const top = niceMax(Math.max(...rows.map((r) => r.count)));
  const barMax = W - LABEL - VALUE;
  const columns = useMemo<TableColumn<StatusRow>[]>(
    () => [
      {
        id: 'status',
        header: t('statistics.status.statusColumn'),
        accessorFn: (r) => t(`statistics.status.statuses.${r.status}`),
      },
      { id: 'count', header: t('statistics.status.countColumn'), accessorKey: 'count', meta: { align: 'end' } },
    ],
    [t],
  );

  return (
    <div className={styles.statusGrid}>
      <div>
        <svg
          className={`${styles.svg} ${styles.svgNarrow}`}
          viewBox={`0 0 ${W} ${ROW * rows.length}`}
          role="img"
          aria-labelledby={titleId}
        >
          <title id={titleId}>{t('statistics.status.chartLabel')}</title>
          {rows.map((r, i) => (
            <g key={r.status} data-status={r.status}>
              <text className={styles.axisText} x={0} y={i * ROW + ROW / 2 + 4}>
                {t(`statistics.status.statuses.${r.status}`)}
              </text>
              <rect
                className={styles[r.status]}
                x={LABEL}
                y={i * ROW + 8}
                height={ROW - 16}
                width={Math.max((r.count / top) * barMax, r.count > 0 ? 2 : 0)}
                rx={3}
              />
              <text className={styles.valueText} x={LABEL + (r.count / top) * barMax + 6} y={i * ROW + ROW / 2 + 4}>
                {r.count}
              </text>
            </g>
          ))}
        </svg>
        <TableToggle>
          <Table
            label={t('statistics.status.tableLabel')}
            columns={columns}
            data={rows}
            enableSorting={false}
            getRowId={(r) => r.status}
            dense
          />
        </TableToggle>
      </div>
      <p className={styles.figure}>
        <span className={styles.muted}>{t('statistics.status.decisionTime')}</span>
        {summary.atlagos_dontesi_ido_nap === null ? (
          <span>{t('statistics.status.noDecision')}</span>
        ) : (
          <>
            <span className={styles.figureValue}>
              {t('statistics.status.decisionTimeValue', { days: oneDecimal(summary.atlagos_dontesi_ido_nap) })}
            </span>
            <span className={styles.muted}>{t('statistics.status.decisionTimeBasis', { count: summary.dontott })}</span>
          </>
        )}
      </p>
    </div>
  );
}
