// One request with its status history (GET /api/hr/requests/:kerelem_id), in the design system's
// Dialog: Escape, the backdrop or "Bezárás" close it and the focus returns to the row's button.
import { useTranslation } from 'react-i18next';
import type { HrRow } from '@tavollet/contract/api/hr';
import { failureMessage } from '@tavollet/contract/client/http';
import { historyStepText } from '@tavollet/contract/domain/status-history';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Dialog } from '@tavollet/design-system/components/Dialog/Dialog';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';
import { formatDate, formatDateTime } from '@tavollet/design-system/lib/format-date';
import { NS } from '../../../i18n/register.ts';
import { useHrRequestDetails } from '../api/get-request-details.ts';
import styles from './hr-page.module.css';

export interface HrDetailsDialogProps {
  /** The row whose details are shown; null = closed. */
  row: HrRow | null;
  onClose: () => void;
}

export function HrDetailsDialog({ row, onClose }: HrDetailsDialogProps) {
  const { t } = useTranslation(NS);
  const details = useHrRequestDetails(row?.id ?? null);
  const r = details.data;
  const failure = details.error ? failureMessage(details.error, t('details.failed')) : null;
  const none = t('details.none');
  const field = (label: string, value: string) => (
    <div className={styles.detailRow}>
      <dt>{label}</dt>
      <dd>{value || none}</dd>
    </div>
  );

  return (
    <Dialog open={row !== null} onOpenChange={onClose} maxWidth={640}>
      <Dialog.Title>{t('details.title')}</Dialog.Title>
      <Dialog.Body>
        {details.isPending && <Spinner label={t('details.loading')} showLabel />}
        {failure && <Alert tone="error">{failure}</Alert>}
        {r && (
          <>
            <dl className={styles.detailList}>
              {field(t('details.teacher'), r.teacherName)}
              {field(t('details.om'), r.om ?? '')}
              {field(t('details.status'), t(`statuses.${r.status}`))}
              {field(t('details.type'), t(`types.${r.typeId}`))}
              {field(
                t('details.range'),
                t('details.rangeValue', {
                  from: formatDate(r.start),
                  to: formatDate(r.end),
                  days: r.days,
                  workingDays: r.munkanapok_szama,
                }),
              )}
              {field(t('details.created'), formatDateTime(r.createdAt))}
              {field(t('details.decided'), r.decidedAt ? formatDateTime(r.decidedAt) : '')}
              {field(t('details.approver'), r.jovahagyo_szerep ? t(`roles.${r.jovahagyo_szerep}`) : '')}
              {field(t('details.note'), r.megjegyzes ?? '')}
              {field(
                t(r.status === 'elutasitva' ? 'details.rejectionReason' : 'details.decisionNote'),
                r.jovahagyoi_megjegyzes ?? '',
              )}
            </dl>
            <h3 className={styles.historyTitle}>{t('details.history')}</h3>
            <ol className={styles.history}>
              {r.history.map((h, i, all) => {
                const step = historyStepText(all, i, h.byKind === 'system' ? null : h.byName);
                return (
                  <li key={i}>
                    <span className={styles.historyWhen}>{formatDateTime(h.at)}</span> <strong>{step.text}</strong>
                    {step.note && <span className={styles.note}>{step.note}</span>}
                  </li>
                );
              })}
            </ol>
          </>
        )}
      </Dialog.Body>
      <Dialog.Actions>
        <Button variant="secondary" onClick={onClose}>
          {t('details.close')}
        </Button>
      </Dialog.Actions>
    </Dialog>
  );
}
