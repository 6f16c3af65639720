// /app/tanar/elozmenyek (staff-area.md §2): the teacher's own requests from the server, with
// filters and sorting kept in the URL, and the withdraw of a request that awaits a decision.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryRow } from '@tavollet/contract/api/teacher';
import { failureMessage, messageOf, onApiError } from '@tavollet/contract/client/http';
import { formatDate } from '@tavollet/design-system/lib/format-date';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { ConfirmDialog } from '@tavollet/design-system/components/ConfirmDialog/ConfirmDialog';
import { useToast } from '@tavollet/design-system/components/Toast/Toast';
import { MessageDialog, type Message } from '../../../components/message-dialog.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { NS } from '../../../i18n/register.ts';
import { useHistory } from '../api/get-history.ts';
import { useWithdrawRequest } from '../api/withdraw-request.ts';
import { useHistoryParams } from '../hooks/use-history-params.ts';
import { useFocusAfterClose } from '@tavollet/design-system/lib/use-focus-after-close';
import { filterHistory, sortHistory, type HistoryLabels } from '../lib/history-filter.ts';
import { HistoryFilters } from './history-filters.tsx';
import { HistoryTable } from './history-table.tsx';
import styles from './history-page.module.css';

export function HistoryPage() {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const history = useHistory();
  const withdraw = useWithdrawRequest();
  const { filters, sort, setFilter, setSort, clearFilters } = useHistoryParams();
  const [toWithdraw, setToWithdraw] = useState<HistoryRow | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  const focusAfterClose = useFocusAfterClose();

  const labels = useMemo<HistoryLabels>(
    () => ({ type: (c) => t(`types.${c}`), status: (s) => t(`statuses.${s}`) }),
    [t],
  );
  const all = history.data;
  const rows = useMemo(
    () => (all ? sortHistory(filterHistory(all, filters, labels), sort, labels) : []),
    [all, filters, sort, labels],
  );
  const onWithdraw = useCallback((row: HistoryRow) => setToWithdraw(row), []);

  const loadFailure = history.error ? failureMessage(history.error, t('messages.loadFailed')) : null;

  const onConfirmWithdraw = () => {
    if (!toWithdraw) return;
    withdraw.mutate(
      { kerelem_id: toWithdraw.id },
      {
        onSuccess: (answer) => {
          toast.show({ tone: 'success', message: messageOf(answer, t('messages.withdrawn')) });
          // The row's withdraw button leaves with the reload; the list's count keeps the keyboard's place.
          focusAfterClose(countRef);
        },
        onError: onApiError(t('messages.withdrawFailed'), (text) =>
          setMessage({ title: t('history.withdraw.failedTitle'), text, tone: 'error' }),
        ),
        onSettled: () => setToWithdraw(null),
      },
    );
  };

  return (
    <PageFrame page="history" title={t('history.title')} intro={t('history.intro')}>
      <HistoryFilters filters={filters} onChange={setFilter} onClear={clearFilters} />

      {loadFailure && (
        <Alert
          tone="error"
          title={t('messages.loadFailedTitle')}
          actions={
            <Button size="sm" onClick={() => void history.refetch()} loading={history.isFetching}>
              {t('history.retry')}
            </Button>
          }
        >
          {loadFailure}
        </Alert>
      )}

      {/* A teacher without any request gets a plain "none yet" instead of "0 / 0" and the filter text. */}
      {all && all.length > 0 && (
        <p ref={countRef} tabIndex={-1} className={styles.count} aria-live="polite">
          {t('history.count', { shown: rows.length, total: all.length })}
        </p>
      )}
      {(all || history.isFetching) && (
        <HistoryTable
          rows={rows}
          sort={sort}
          onSortChange={setSort}
          onWithdraw={onWithdraw}
          loading={history.isFetching}
          emptyText={t(all?.length === 0 ? 'history.none' : 'history.empty')}
        />
      )}

      <ConfirmDialog
        open={toWithdraw !== null}
        title={t('history.withdraw.title')}
        confirmLabel={t('history.withdraw.yes')}
        cancelLabel={t('history.withdraw.no')}
        destructive
        busy={withdraw.isPending}
        onConfirm={onConfirmWithdraw}
        onOpenChange={() => setToWithdraw(null)}
        description={
          toWithdraw && (
            <>
              <p>
                {t('history.withdraw.text', {
                  type: t(`types.${toWithdraw.typeId}`),
                  from: formatDate(toWithdraw.start),
                  to: formatDate(toWithdraw.end),
                })}
              </p>
              <p className={styles.muted}>{t('history.withdraw.after')}</p>
            </>
          )
        }
      />
      <MessageDialog message={message} onClose={() => setMessage(null)} returnFocusRef={countRef} />
    </PageFrame>
  );
}
