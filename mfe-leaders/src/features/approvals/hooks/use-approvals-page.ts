// The approvals page's state (staff-area.md §2 "Approval screens"): the list in its default
// order, the selection for bulk approve, which dialog is open, and the page-level notice of a
// 409 (someone else decided meanwhile). Focus goes to the page title when the row whose button
// opened a dialog has left the list.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/register.ts';
import type { LeaderRole, PendingRow } from '@tavollet/contract/api/leaders';
import { ApiError, failureMessage } from '@tavollet/contract/client/http';
import { useFocusAfterClose } from '@tavollet/design-system/lib/use-focus-after-close';
import { usePending } from '../api/get-pending.ts';
import { useApproveBulk } from '../api/decide.ts';
import type { BulkResult } from '../components/bulk-dialogs.tsx';
import type { Decision } from '../components/decision-dialog.tsx';
import type { RowAction } from '../components/approvals-table.tsx';
import { defaultOrder, keepListed } from '../lib/pending-order.ts';

export function useApprovalsPage(szerep: LeaderRole, nameOf: (row: PendingRow) => string) {
  const { t } = useTranslation(NS);
  const pending = usePending(szerep);
  const bulk = useApproveBulk();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusAfterClose = useFocusAfterClose();

  const rows = useMemo(() => (pending.data ? defaultOrder(pending.data) : []), [pending.data]);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const selected = useMemo(() => keepListed(picked, rows), [picked, rows]);
  const [detailsRow, setDetailsRow] = useState<PendingRow | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [bulkError, setBulkError] = useState<string | null>(null);
  const [bulkResult, setBulkResult] = useState<BulkResult | null>(null);

  const onToggle = useCallback((id: number) => {
    setPicked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const onToggleAll = useCallback(() => {
    setPicked(selected.size === rows.length ? new Set() : new Set(rows.map((r) => r.kerelem_id)));
  }, [selected.size, rows]);

  const onAction = useCallback((action: RowAction, row: PendingRow) => {
    setNotice(null);
    if (action === 'details') setDetailsRow(row);
    else setDecision({ action, row });
  }, []);

  const decisionDone = () => {
    // The decided row (and its buttons) left the list with the refresh.
    focusAfterClose(titleRef);
    setDecision(null);
  };
  const decisionConflict = (message: string) => {
    setNotice(message);
    decisionDone();
  };

  const confirmBulk = (megjegyzes: string) => {
    const ids = rows.filter((r) => selected.has(r.kerelem_id));
    const names = new Map(ids.map((r) => [r.kerelem_id, nameOf(r)]));
    setBulkError(null);
    bulk.mutate(
      { szerep, kerelem_ids: ids.map((r) => r.kerelem_id), megjegyzes },
      {
        onSuccess: (answer) => {
          setPicked(new Set());
          setBulkOpen(false);
          setBulkResult({ answer, names });
        },
        onError: (err) => {
          const text = failureMessage(err, t('approvals.bulk.failed'));
          if (text === null) return setBulkOpen(false);
          if (err instanceof ApiError && err.status === 409) {
            setBulkOpen(false);
            setNotice(text);
            focusAfterClose(titleRef);
          } else setBulkError(text);
        },
      },
    );
  };
  const closeBulkResult = () => {
    focusAfterClose(titleRef);
    setBulkResult(null);
  };

  return {
    pending,
    rows,
    selected,
    titleRef,
    notice,
    dismissNotice: () => setNotice(null),
    table: { onToggle, onToggleAll, onAction },
    details: { row: detailsRow, close: () => setDetailsRow(null) },
    decision: { decision, close: () => setDecision(null), done: decisionDone, conflict: decisionConflict },
    bulk: {
      open: bulkOpen,
      start: () => {
        setBulkError(null);
        setBulkOpen(true);
      },
      cancel: () => setBulkOpen(false),
      confirm: confirmBulk,
      pending: bulk.isPending,
      error: bulkError,
      result: bulkResult,
      closeResult: closeBulkResult,
    },
  };
}
