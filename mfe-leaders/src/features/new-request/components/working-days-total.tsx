// The range's working-day total from the school calendar (GET /api/leaders/workingdays), under
// the dates; a reversed range or a range without a working day is said at once.
import { useTranslation } from 'react-i18next';
import { LEADERS_MESSAGES } from '@tavollet/contract/api/leaders';
import { TEACHER_MESSAGES } from '@tavollet/contract/api/teacher';
import { failureMessage } from '@tavollet/contract/client/http';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';
import { NS } from '../../../i18n/register.ts';
import styles from './new-request.module.css';

export interface WorkingDaysTotalProps {
  query: { data: { munkanapok_szama: number; napok: number } | undefined; error: unknown };
  mettol: string;
  meddig: string;
}

export function WorkingDaysTotal({ query, mettol, meddig }: WorkingDaysTotalProps) {
  const { t } = useTranslation(NS);
  const failure = query.error ? failureMessage(query.error, t('newRequest.workingDays.failed')) : null;
  let content;
  if (mettol && meddig && mettol > meddig)
    content = <span className={styles.warning}>{TEACHER_MESSAGES.startAfterEnd}</span>;
  else if (!mettol || !meddig) content = <span className={styles.muted}>{t('newRequest.workingDays.pick')}</span>;
  else if (query.data)
    content =
      query.data.munkanapok_szama === 0 ? (
        <span className={styles.warning}>{LEADERS_MESSAGES.noWorkingDay}</span>
      ) : (
        <span>
          {t('newRequest.workingDays.result', { workingDays: query.data.munkanapok_szama, days: query.data.napok })}
        </span>
      );
  else if (failure) content = <span className={styles.warning}>{failure}</span>;
  else content = <Spinner size="sm" showLabel label={t('newRequest.workingDays.counting')} />;
  return (
    <p className={styles.total} aria-live="polite" data-testid="working-days">
      {content}
    </p>
  );
}
