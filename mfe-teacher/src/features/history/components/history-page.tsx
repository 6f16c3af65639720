// /app/tanar/elozmenyek (staff-area.md §2): the teacher's own requests from the server, a page at
// a time, with filters and sorting kept in the URL and applied by the server, and the withdraw
// of a request that awaits a decision.
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
import { historySearch } from '../lib/history-filter.ts';
import { HistoryFilters } from './history-filters.tsx';
import { HistoryTable } from './history-table.tsx';
import styles from './history-page.module.css';

export function HistoryPage() {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const { filters, sort, setFilter, setSort, clearFilters, filtered } = useHistoryParams();
  const history = useHistory(historySearch(filters, sort));
  const withdraw = useWithdrawRequest();
  const [toWithdraw, setToWithdraw] = useState<HistoryRow | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  const focusAfterClose = useFocusAfterClose();

  const pages = history.data?.pages;
  const rows = useMemo(() => pages?.flatMap((p) => p.items) ?? [], [pages]);
  const total = pages?.[0]?.total;
  const onWithdraw = useCallback((row: HistoryRow) => setToWithdraw(row), []);

  const loadFailure = history.error ? failureMessage(history.error, t('messages.loadFailed')) : null;
  // A failed further page keeps the rows shown; trying again asks for that page only.
  const retry = () => void (history.isFetchNextPageError ? history.fetchNextPage() : history.refetch());
  const loadMore = () =>
    void history.fetchNextPage().then((r) => {
      // The button leaves with the last page: the count keeps the keyboard's place.
      if (!r.hasNextPage && !r.isError) countRef.current?.focus();
    });

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
            <Button size="sm" onClick={retry} loading={history.isFetching}>
              {t('history.retry')}
            </Button>
          }
        >
          {loadFailure}
        </Alert>
      )}

      {/* No match gets the table's empty text instead of "0 / 0"; the count: rows shown of those matching. */}
      {total !== undefined && total > 0 && (
        <p ref={countRef} tabIndex={-1} className={styles.count} aria-live="polite">
          {t('history.count', { shown: rows.length, total })}
        </p>
      )}
      {(pages || history.isFetching) && (
        <HistoryTable
          rows={rows}
          sort={sort}
          onSortChange={setSort}
          onWithdraw={onWithdraw}
          // A further page arrives under the rows (the button says so); another view replaces them.
          loading={history.isFetching && !history.isFetchingNextPage}
          // A teacher without any request gets a plain "none yet" instead of the filter text.
          emptyText={t(total === 0 && !filtered ? 'history.none' : 'history.empty')}
        />
      )}
      {history.hasNextPage && (
        <div className={styles.more}>
          <Button variant="secondary" onClick={loadMore} loading={history.isFetchingNextPage}>
            {t('history.more')}
          </Button>
        </div>
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
