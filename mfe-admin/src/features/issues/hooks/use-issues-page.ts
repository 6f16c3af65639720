// The state of the issue-report screen (admin-area.md §2 "/admin/hibabejelentesek"): the list, which
// report's details or forward dialog is open (by id, so both follow the reloaded list), the close
// action and the one notice the screen shows (a success or the failure of admin-area.md §8 "Issues").
// A done forward or close turns its own button off, so the focus is moved to a button that stays:
// the details dialog's "Ablak bezárása", else the row's "Részletek" (keyboard users keep their place
// and Escape still reaches the dialog).
import { useCallback, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssueItem } from '@tavollet/contract/api/admin-issues';
import { failureMessage, onApiError } from '@tavollet/contract/client/http';
import { useFocusAfterClose } from '@tavollet/design-system/lib/use-focus-after-close';
import { NS } from '../../../i18n/issues.ts';
import { useIssueData } from '../api/get-issue-data.ts';
import { useCloseIssue } from '../api/close-issue.ts';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/** The row's "Részletek" button, looked up when the focus moves (the row may have moved). */
const detailsButtonOf = (id: number): RefObject<HTMLElement | null> => ({
  get current() {
    return document.querySelector<HTMLElement>(`[data-issue-details="${id}"]`);
  },
});

export function useIssuesPage() {
  const { t } = useTranslation(NS);
  const list = useIssueData();
  const { mutate: mutateClose, isPending: closing, variables: closingVariables } = useCloseIssue();
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [forwardId, setForwardId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const focusAfter = useFocusAfterClose();
  const closeWindowRef = useRef<HTMLButtonElement>(null);
  const items = list.data?.items ?? [];
  const byId = (id: number | null) => (id === null ? null : (items.find((i) => i.bejelentes_id === id) ?? null));

  const openDetails = useCallback((item: IssueItem) => {
    setNotice(null);
    setDetailsId(item.bejelentes_id);
  }, []);
  const closeDetails = useCallback(() => {
    setNotice(null);
    setDetailsId(null);
  }, []);
  const openForward = useCallback((item: IssueItem) => {
    setNotice(null);
    setForwardId(item.bejelentes_id);
  }, []);
  const cancelForward = useCallback(() => setForwardId(null), []);
  /** Where the focus goes once an action turned its own button off. */
  const keepFocus = useCallback(
    (id: number) => focusAfter(closeWindowRef.current ? closeWindowRef : detailsButtonOf(id)),
    [focusAfter],
  );
  const forwarded = useCallback(
    (message: string) => {
      if (forwardId !== null) keepFocus(forwardId);
      setForwardId(null);
      setNotice({ tone: 'success', text: message });
    },
    [forwardId, keepFocus],
  );

  const closeReport = useCallback(
    (item: IssueItem) => {
      setNotice(null);
      mutateClose(item.bejelentes_id, {
        onSuccess: (answer) => {
          keepFocus(item.bejelentes_id);
          setNotice({ tone: 'success', text: answer.message });
        },
        onError: onApiError(t('issues.close.failed'), (text) => setNotice({ tone: 'error', text })),
      });
    },
    [mutateClose, keepFocus, t],
  );

  return {
    items,
    loading: list.isPending || list.isFetching,
    loadFailure: list.error && !list.data ? failureMessage(list.error, t('issues.loadFailed')) : null,
    retry: () => void list.refetch(),
    developerEmail: list.data?.fejleszto_email ?? null,
    details: byId(detailsId),
    forwarding: byId(forwardId),
    /** The report whose close is running, if any. */
    closingId: closing ? (closingVariables ?? null) : null,
    closeWindowRef,
    notice,
    dismissNotice: () => setNotice(null),
    openDetails,
    closeDetails,
    openForward,
    cancelForward,
    forwarded,
    closeReport,
  };
}
