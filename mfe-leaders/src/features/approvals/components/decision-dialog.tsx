// Approve (optional comment) or reject (required reason) one request (staff-area.md §2 "Approval
// screens"): the contract's schema checks the text before sending, the server's message shows
// in the dialog on a refusal. A 409 (withdrawn or decided meanwhile) closes the dialog and is
// said on the page instead, where the list has just refreshed.
import { useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApproveBody,
  DECISION_NOTE_MAX,
  RejectBody,
  type LeaderRole,
  type PendingRow,
} from '@tavollet/contract/api/leaders';
import { ApiError, failureMessage } from '@tavollet/contract/client/http';
import { formatDate } from '@tavollet/design-system/lib/format-date';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Dialog } from '@tavollet/design-system/components/Dialog/Dialog';
import { TextArea } from '@tavollet/design-system/components/TextArea/TextArea';
import { useToast } from '@tavollet/design-system/components/Toast/Toast';
import { NS } from '../../../i18n/register.ts';
import { useApprove, useReject } from '../api/decide.ts';
import styles from './approvals.module.css';

export type Decision = { action: 'approve' | 'reject'; row: PendingRow };

export interface DecisionDialogProps {
  szerep: LeaderRole;
  decision: Decision | null;
  onClose: () => void;
  /** Decided: the row leaves the list. */
  onDone: () => void;
  /** Someone else was faster (409): the page says it with the server's text. */
  onConflict: (message: string) => void;
}

export function DecisionDialog(props: DecisionDialogProps) {
  const { decision } = props;
  // Focus starts in the text field; not through autoFocus, which would run before the Dialog
  // records the opener and so lose the way back to the row's button.
  const noteRef = useRef<HTMLTextAreaElement>(null);
  // The calls live here, so the dialog cannot be dismissed while one runs (its answer is never lost).
  const approve = useApprove();
  const reject = useReject();
  const pending = approve.isPending || reject.isPending;
  return (
    <Dialog
      open={decision !== null}
      onOpenChange={props.onClose}
      maxWidth={520}
      initialFocusRef={noteRef}
      closeOnEscape={!pending}
      closeOnBackdropClick={!pending}
      showCloseButton={!pending}
    >
      {decision && (
        <DecisionForm
          key={`${decision.action}-${decision.row.kerelem_id}`}
          {...props}
          decision={decision}
          noteRef={noteRef}
          approve={approve}
          reject={reject}
        />
      )}
    </Dialog>
  );
}

/** One line naming the request (also used by the details and bulk dialogs). */
export function useRequestSummary() {
  const { t } = useTranslation(NS);
  return (r: PendingRow) =>
    t('approvals.summary', {
      name: r.nev,
      type: t(`types.${r.tipus}`),
      from: formatDate(r.kezdete),
      to: formatDate(r.vege),
      days: r.munkanapok_szama,
    });
}

interface DecisionFormProps extends DecisionDialogProps {
  decision: Decision;
  noteRef: RefObject<HTMLTextAreaElement | null>;
  approve: ReturnType<typeof useApprove>;
  reject: ReturnType<typeof useReject>;
}

function DecisionForm(props: DecisionFormProps) {
  const { szerep, decision, onClose, onDone, onConflict, noteRef, approve, reject } = props;
  const { t } = useTranslation(NS);
  const toast = useToast();
  const summary = useRequestSummary();
  const summaryId = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { action, row } = decision;
  const pending = approve.isPending || reject.isPending;
  const keys = action === 'approve' ? 'approvals.approve' : 'approvals.reject';

  const callbacks = {
    onSuccess: (answer: { message: string }) => {
      toast.show({ tone: 'success', message: answer.message });
      onDone();
    },
    onError: (err: unknown) => {
      const text = failureMessage(err, t(`${keys}.failed`));
      if (text === null) return onClose();
      if (err instanceof ApiError && err.status === 409) onConflict(text);
      else setError(text);
    },
  };

  const send = () => {
    setError(null);
    const approving = action === 'approve';
    const body = approving
      ? { szerep, kerelem_id: row.kerelem_id, megjegyzes: note }
      : { szerep, kerelem_id: row.kerelem_id, jovahagyoi_megjegyzes: note };
    const checked = (approving ? ApproveBody : RejectBody).safeParse(body);
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? t(`${keys}.failed`));
      return noteRef.current?.focus();
    }
    setFieldError(null);
    if (approving) approve.mutate(body as ApproveBody, callbacks);
    else reject.mutate(body as RejectBody, callbacks);
  };

  return (
    <form
      className={styles.dialogForm}
      noValidate
      aria-describedby={summaryId}
      onSubmit={(e) => {
        e.preventDefault();
        if (!pending) send();
      }}
    >
      <Dialog.Title>{t(`${keys}.title`)}</Dialog.Title>
      <Dialog.Body>
        <div className={styles.dialogBody}>
          <p id={summaryId} className={styles.summary}>
            {summary(row)}
          </p>
          {error && <Alert tone="error">{error}</Alert>}
          <TextArea
            ref={noteRef}
            label={t(action === 'approve' ? 'approvals.approve.note' : 'approvals.reject.reason')}
            hint={t(`${keys}.${action === 'approve' ? 'noteHint' : 'reasonHint'}`)}
            required={action === 'reject'}
            error={fieldError ?? undefined}
            maxLength={DECISION_NOTE_MAX}
            showCount
            rows={3}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
      </Dialog.Body>
      <Dialog.Actions>
        <Button onClick={onClose} disabled={pending}>
          {t(`${keys}.no`)}
        </Button>
        <Button type="submit" variant={action === 'approve' ? 'primary' : 'danger'} loading={pending}>
          {t(`${keys}.yes`)}
        </Button>
      </Dialog.Actions>
    </form>
  );
}
