// "Naptípusok időszak" (admin-area.md §2 "/admin/tanev-napok", §3 "Active period", §4, §5, §8
// "Calendar"): the current period as start – end in Hungarian dates, or "Nincs időszak beállítva";
// the first and last stored day (getconfigureddays); the editor with two dates, Save only when the
// start is not after the end, and Delete after a confirmation.
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Card } from '@tavollet/design-system/components/Card/Card';
import { DateField } from '@tavollet/design-system/components/DateField/DateField';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';
import { formatDate } from '@tavollet/design-system/lib/format-date';
import type { ActivePeriod } from '@tavollet/contract/api/admin-calendar';
import { FIRST_DAY, LAST_DAY } from '@tavollet/contract/domain/day-csv';
import { NS } from '../../../i18n/calendar.ts';
import { useActivePeriod } from '../api/get-active-period.ts';
import { useConfiguredDays } from '../api/get-configured-days.ts';
import { usePeriodEditor } from '../hooks/use-period-editor.ts';
import { DeletePeriodDialog } from './delete-period-dialog.tsx';
import styles from './calendar.module.css';

export function PeriodPanel() {
  const { t } = useTranslation(NS);
  const period = useActivePeriod();
  const configured = useConfiguredDays();
  const stored = period.data?.data;
  const editor = usePeriodEditor(stored);
  const range = (p: ActivePeriod) =>
    t('calendar.period.range', { from: formatDate(p.megnyitva_tol), to: formatDate(p.megnyitva_ig) });

  return (
    <Card title={t('calendar.period.title')} className={styles.card}>
      <div className={styles.panel}>
        {period.isPending ? (
          <Spinner label={t('calendar.period.loading')} showLabel />
        ) : period.isError ? (
          <Alert
            tone="error"
            actions={
              <Button size="sm" onClick={() => void period.refetch()}>
                {t('calendar.month.retry')}
              </Button>
            }
          >
            {t('calendar.month.loadFailed')}
          </Alert>
        ) : (
          <dl className={styles.facts}>
            <dt>{t('calendar.period.current')}</dt>
            <dd data-testid="active-period">{stored ? range(stored) : t('calendar.period.none')}</dd>
            <dt>{t('calendar.period.configured')}</dt>
            <dd>{configured.data?.data ? range(configured.data.data) : t('calendar.period.configuredNone')}</dd>
          </dl>
        )}
        <div className={styles.dates}>
          <DateField
            label={t('calendar.period.from')}
            value={editor.from}
            onValueChange={editor.setFrom}
            min={FIRST_DAY}
            max={LAST_DAY}
          />
          <DateField
            label={t('calendar.period.to')}
            value={editor.to}
            onValueChange={editor.setTo}
            min={FIRST_DAY}
            max={LAST_DAY}
            error={editor.orderError ?? undefined}
          />
        </div>
        <div className={styles.buttons}>
          <Button variant="primary" onClick={editor.save} disabled={!editor.canSave} loading={editor.saving}>
            {t('calendar.period.save')}
          </Button>
          <Button variant="danger" onClick={editor.askDelete} disabled={!editor.canDelete} loading={editor.deleting}>
            {t('calendar.period.delete')}
          </Button>
        </div>
        {editor.notice && (
          <Alert
            tone={editor.notice.tone}
            title={editor.notice.detail ? editor.notice.title : undefined}
            onDismiss={editor.dismissNotice}
          >
            {editor.notice.detail ?? editor.notice.title}
          </Alert>
        )}
      </div>
      <DeletePeriodDialog
        open={editor.confirmDelete}
        range={stored ? range(stored) : ''}
        deleting={editor.deleting}
        onCancel={editor.cancelDelete}
        onConfirm={editor.doDelete}
      />
    </Card>
  );
}
