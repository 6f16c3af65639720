// The audit log's rows: when, who, what (the action's Hungarian name), whom or what, and the
// change — a small table of the changed fields before and after, then any other details. A plain
// table (the rows arrive ordered and paged by the server): on a narrow screen each row becomes a
// block whose cells carry their column's name, so nothing scrolls sideways.
import { useTranslation } from 'react-i18next';
import type { AuditRow } from '@tavollet/contract/api/admin-audit';
import { Badge } from '@tavollet/design-system/components/Badge/Badge';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';
import { NS } from '../../../i18n/audit.ts';
import styles from './audit-page.module.css';

const dateTime = new Intl.DateTimeFormat('hu-HU', {
  timeZone: 'Europe/Budapest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

type Values = Record<string, unknown>;

function Change({ row }: { row: AuditRow }) {
  const { t } = useTranslation(NS);
  const value = (v: unknown) =>
    v === null || v === undefined || v === ''
      ? t('audit.change.none')
      : typeof v === 'boolean'
        ? t(v ? 'audit.change.yes' : 'audit.change.no')
        : typeof v === 'object'
          ? JSON.stringify(v)
          : String(v);
  const field = (k: string) => t(`audit.fields.${k}`, { defaultValue: k });
  const before: Values = row.elotte ?? {};
  const after: Values = row.utana ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const details = Object.entries(row.reszletek ?? {});
  if (keys.length === 0 && details.length === 0) return <>{t('audit.change.none')}</>;
  return (
    <div className={styles.change}>
      {keys.length > 0 && (
        <table className={styles.changeTable}>
          <thead>
            <tr>
              <th scope="col">{t('audit.change.field')}</th>
              {row.elotte && <th scope="col">{t('audit.change.before')}</th>}
              {row.utana && <th scope="col">{t('audit.change.after')}</th>}
            </tr>
          </thead>
          <tbody>
            {keys.map((k) => (
              <tr key={k}>
                <th scope="row">{field(k)}</th>
                {row.elotte && <td>{value(before[k])}</td>}
                {row.utana && <td>{value(after[k])}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {details.length > 0 && (
        <dl className={styles.details} aria-label={t('audit.change.details')}>
          {details.map(([k, v]) => (
            <div key={k}>
              <dt>{field(k)}</dt>
              <dd>{value(v)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

export interface AuditTableProps {
  rows: AuditRow[];
  loading: boolean;
}

export function AuditTable({ rows, loading }: AuditTableProps) {
  const { t } = useTranslation(NS);
  const columns = ['at', 'actor', 'action', 'target', 'change'] as const;
  const label = (c: (typeof columns)[number]) => t(`audit.columns.${c}`);
  return (
    <table className={styles.table} aria-busy={loading || undefined}>
      <caption className={styles.srOnly}>{t('audit.tableLabel')}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {label(c)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className={styles.empty}>
              {loading ? <Spinner label={t('audit.busy')} showLabel /> : t('audit.empty')}
            </td>
          </tr>
        ) : (
          rows.map((r) => (
            <tr key={r.id} data-action={r.action}>
              <td data-label={label('at')} className={styles.nowrap}>
                <time dateTime={r.at}>{dateTime.format(new Date(r.at))}</time>
              </td>
              <td data-label={label('actor')}>
                <span className={styles.strong}>{r.actorNev ?? t('audit.unknownActor')}</span>
                <span className={styles.muted}>
                  {[t(`audit.actorKinds.${r.actorKind}`), r.actorEmail].filter(Boolean).join(' · ')}
                </span>
                {r.ip && <span className={styles.muted}>{t('audit.ip', { ip: r.ip })}</span>}
              </td>
              <td data-label={label('action')}>
                <Badge tone="neutral">{t(`audit.actions.${r.action}`, { defaultValue: r.action })}</Badge>
              </td>
              <td data-label={label('target')} className={styles.wrap}>
                {r.targetLabel ?? r.target ?? t('audit.change.none')}
              </td>
              <td data-label={label('change')}>
                <Change row={r} />
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
