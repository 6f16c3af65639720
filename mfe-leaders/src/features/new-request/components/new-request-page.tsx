// /app/igazgatohelyettes/uj-keres (staff-area.md §2 "The deputy new-request form"): the teachers
// load first; while they do the page says so, and a failure offers a retry.
import { useTranslation } from 'react-i18next';
import { failureMessage } from '@tavollet/contract/client/http';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';
import { PageFrame } from '../../../components/page-frame.tsx';
import { NS } from '../../../i18n/register.ts';
import { useTeachers } from '../api/get-teachers.ts';
import { NewRequestForm } from './new-request-form.tsx';

export function NewRequestPage() {
  const { t } = useTranslation(NS);
  const teachers = useTeachers();
  const failure = teachers.error ? failureMessage(teachers.error, t('newRequest.loadFailed')) : null;
  return (
    <PageFrame page="newRequest" title={t('newRequest.title')} intro={t('newRequest.intro')}>
      {teachers.data ? (
        <NewRequestForm teachers={teachers.data} />
      ) : failure ? (
        <Alert
          tone="error"
          title={t('newRequest.loadFailedTitle')}
          actions={
            <Button size="sm" onClick={() => void teachers.refetch()} loading={teachers.isFetching}>
              {t('newRequest.retry')}
            </Button>
          }
        >
          {failure}
        </Alert>
      ) : (
        <Spinner showLabel label={t('newRequest.loading')} />
      )}
    </PageFrame>
  );
}
