// What the request page shows before the teacher's data is there: a spinner while it loads, and
// after a failure (once its dialog was closed) the reason with a retry.
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';
import { NS } from '../../../i18n/register.ts';

export interface TeacherDataStatusProps {
  loading: boolean;
  /** The failure's text, or null. */
  failure: string | null;
  onRetry: () => void;
}

export function TeacherDataStatus({ loading, failure, onRetry }: TeacherDataStatusProps) {
  const { t } = useTranslation(NS);
  if (loading) return <Spinner showLabel label={t('request.loading')} />;
  if (!failure) return null;
  return (
    <Alert
      tone="error"
      title={t('messages.loadFailedTitle')}
      actions={
        <Button size="sm" onClick={onRetry} loading={loading}>
          {t('request.retry')}
        </Button>
      }
    >
      {failure}
    </Alert>
  );
}
