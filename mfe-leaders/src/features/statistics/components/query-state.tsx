// What a statistics section shows before its figures are there: a spinner while the first answer
// loads, the reason with a retry after a failure (staff-area.md §8 "General rule": the server's
// message, else the section's fallback; nothing for an ended session, the shell takes over).
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '@tavollet/contract/client/http';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';
import { NS } from '../../../i18n/register.ts';

export interface QueryStateProps {
  query: Pick<UseQueryResult, 'isPending' | 'isFetching' | 'error' | 'refetch'>;
}

/** Null once the data is there (the section renders it); else the loading or failure state. */
export function QueryState({ query }: QueryStateProps) {
  const { t } = useTranslation(NS);
  if (query.error) {
    const text = failureMessage(query.error, t('statistics.loadFailed'));
    if (text === null) return null;
    return (
      <Alert
        tone="error"
        title={t('statistics.loadFailedTitle')}
        actions={
          <Button size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('statistics.retry')}
          </Button>
        }
      >
        {text}
      </Alert>
    );
  }
  if (query.isPending) return <Spinner showLabel label={t('statistics.loading')} />;
  return null;
}
