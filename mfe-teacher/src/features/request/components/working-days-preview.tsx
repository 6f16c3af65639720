// What the chosen range costs, from the school calendar (GET /workingdays): shown under the
// dates so the teacher sees a week with a holiday in it before submitting.
import { useTranslation } from 'react-i18next';
import { failureMessage } from '@tavollet/contract/client/http';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';
import { NS } from '../../../i18n/register.ts';
import styles from './request-page.module.css';

interface WorkingDays {
  munkanapok_szama: number;
  napok: number;
}

/** The parts of the working-days query the preview reads (api/get-working-days.ts). */
export interface WorkingDaysQuery {
  data: WorkingDays | undefined;
  error: unknown;
}

export interface WorkingDaysPreviewProps {
  query: WorkingDaysQuery;
  mettol: string;
  meddig: string;
}

export function WorkingDaysPreview({ query, mettol, meddig }: WorkingDaysPreviewProps) {
  const { t } = useTranslation(NS);
  // Null also for an ended session: the shell takes over, the spinner stays meanwhile.
  const failure = query.error ? failureMessage(query.error, t('request.workingDays.failed')) : null;
  let content;
  // A reversed range is said at once (the submit's dialog says it again, §5).
  if (mettol && meddig && mettol > meddig)
    content = <span className={styles.warning}>{t('messages.startAfterEnd')}</span>;
  else if (!mettol || !meddig) content = <span className={styles.muted}>{t('request.workingDays.pick')}</span>;
  else if (query.data)
    content =
      query.data.munkanapok_szama === 0 ? (
        <span className={styles.warning}>{t('messages.noWorkingDay')}</span>
      ) : (
        <span>
          {t('request.workingDays.result', { workingDays: query.data.munkanapok_szama, days: query.data.napok })}
        </span>
      );
  // The server's reason when it refuses the range (e.g. longer than a year), else a neutral note.
  else if (failure) content = <span className={styles.warning}>{failure}</span>;
  else content = <Spinner size="sm" showLabel label={t('request.workingDays.counting')} />;
  // A polite live region: the count is announced when the dates change, without stealing focus.
  return (
    <p className={styles.preview} aria-live="polite" data-testid="working-days">
      {content}
    </p>
  );
}
