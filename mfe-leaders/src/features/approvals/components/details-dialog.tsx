// "Részletek" (staff-area.md §2 "Approval screens"): the request, its status history and the
// requester's other requests of the year. Escape, the backdrop and the close buttons close it;
// the design system's Dialog returns focus to the button that opened it.
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaderRole, PendingRow } from '@tavollet/contract/api/leaders';
import { failureMessage } from '@tavollet/contract/client/http';
import { historyStepText } from '@tavollet/contract/domain/status-history';
import { formatDate, formatDateTime } from '@tavollet/design-system/lib/format-date';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Badge } from '@tavollet/design-system/components/Badge/Badge';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Dialog } from '@tavollet/design-system/components/Dialog/Dialog';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';
import { NS } from '../../../i18n/register.ts';
import { useDetails } from '../api/get-details.ts';
import styles from './approvals.module.css';

export interface DetailsDialogProps {
  szerep: LeaderRole;
  /** The row whose details are open; null closes the dialog. */
  row: PendingRow | null;
  onClose: () => void;
}

export function DetailsDialog({ szerep, row, onClose }: DetailsDialogProps) {
  const { t } = useTranslation(NS);
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={row !== null} onOpenChange={onClose} maxWidth={720} initialFocusRef={closeRef}>
      <Dialog.Title>{t('approvals.details.title')}</Dialog.Title>
      <Dialog.Body>{row && <DetailsContent szerep={szerep} row={row} />}</Dialog.Body>
      <Dialog.Actions>
        <Button ref={closeRef} variant="primary" onClick={onClose}>
          {t('approvals.details.close')}
        </Button>
      </Dialog.Actions>
    </Dialog>
  );
}

function DetailsContent({ szerep, row }: { szerep: LeaderRole; row: PendingRow }) {
  const { t } = useTranslation(NS);
  const details = useDetails(szerep, row.kerelem_id);
  // The list's row shows at once; the server's fresher copy replaces it when it arrives.
  const r = details.data?.request ?? row;
  const failure = details.error ? failureMessage(details.error, t('approvals.details.failed')) : null;
  const item = (key: string, value: ReactNode) => (
    <div className={styles.detailsItem}>
      <dt>{t(`approvals.details.${key}`)}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <div className={styles.details}>
      <dl className={styles.detailsList}>
        {item('requester', r.om ? `${r.nev} (${t('approvals.om', { om: r.om })})` : r.nev)}
        {item('type', t(`types.${r.tipus}`))}
        {item('period', t('approvals.range', { from: formatDate(r.kezdete), to: formatDate(r.vege) }))}
        {item('days', r.munkanapok_szama)}
        {item('requestDate', formatDateTime(r.keres_datum))}
        {item('stage', t(`stages.${r.stage}`))}
        {item(
          'remaining',
          r.maradek === null ? t('approvals.noQuota') : t('approvals.remainingDays', { count: r.maradek }),
        )}
        {r.letrehozo_nev && item('filedBy', r.letrehozo_nev)}
        {item('note', r.megjegyzes ?? t('approvals.details.noNote'))}
      </dl>
      {r.surgos && <Badge tone="danger">{t('approvals.details.urgent')}</Badge>}

      {failure && <Alert tone="error">{failure}</Alert>}
      {!details.data && !failure && <Spinner showLabel label={t('approvals.details.loading')} />}
      {details.data && (
        <>
          <h3 className={styles.detailsHeading}>{t('approvals.details.historyTitle')}</h3>
          {details.data.history.length === 0 ? (
            <p className={styles.muted}>{t('approvals.details.noHistory')}</p>
          ) : (
            <ol className={styles.history}>
              {details.data.history.map((h, i, all) => {
                const step = historyStepText(all, i, h.by_nev);
                return (
                  <li key={i}>
                    <span>{step.text}</span>
                    <span className={styles.muted}>{formatDateTime(h.at)}</span>
                    {step.note && <span className={styles.muted}>{step.note}</span>}
                  </li>
                );
              })}
            </ol>
          )}
          <h3 className={styles.detailsHeading}>{t('approvals.details.othersTitle')}</h3>
          {details.data.others.length === 0 ? (
            <p className={styles.muted}>{t('approvals.details.noOthers')}</p>
          ) : (
            <ul className={styles.others} aria-label={t('approvals.details.othersLabel')}>
              {details.data.others.map((o) => (
                <li key={o.kerelem_id}>
                  <span>
                    {t('approvals.summaryShort', {
                      type: t(`types.${o.tipus}`),
                      from: formatDate(o.kezdete),
                      to: formatDate(o.vege),
                      days: o.munkanapok_szama,
                    })}
                  </span>
                  <Badge tone="neutral">{t(`statuses.${o.statusz_kod}`)}</Badge>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
