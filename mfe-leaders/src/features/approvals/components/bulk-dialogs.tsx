// Bulk approve (contract/src/api/leaders.ts "approve-bulk"): one confirmation for the selected
// rows with an optional comment for all, then a summary of each row's own result (a refused row
// does not stop the others).
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkApproveBody, DECISION_NOTE_MAX, type BulkAnswer } from '@tavollet/contract/api/leaders';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Badge } from '@tavollet/design-system/components/Badge/Badge';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { ConfirmDialog } from '@tavollet/design-system/components/ConfirmDialog/ConfirmDialog';
import { Dialog } from '@tavollet/design-system/components/Dialog/Dialog';
import { TextArea } from '@tavollet/design-system/components/TextArea/TextArea';
import { NS } from '../../../i18n/register.ts';
import styles from './approvals.module.css';

export interface BulkConfirmDialogProps {
  open: boolean;
  count: number;
  pending: boolean;
  /** The server's or the check's refusal, shown in the dialog. */
  error: string | null;
  onConfirm: (megjegyzes: string) => void;
  onCancel: () => void;
}

export function BulkConfirmDialog({ open, count, pending, error, onConfirm, onCancel }: BulkConfirmDialogProps) {
  const { t } = useTranslation(NS);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const close = () => {
    setNote('');
    setNoteError(null);
    onCancel();
  };
  const confirm = () => {
    const checked = BulkApproveBody.shape.megjegyzes.safeParse(note);
    if (!checked.success) return setNoteError(checked.error.issues[0]?.message ?? null);
    setNoteError(null);
    onConfirm(note);
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      onConfirm={confirm}
      title={t('approvals.bulk.title')}
      description={t('approvals.bulk.question', { count })}
      confirmLabel={t('approvals.bulk.yes')}
      cancelLabel={t('approvals.bulk.no')}
      busy={pending}
    >
      {/* Content rather than `failure`, which would put the refusal under the note field. */}
      {error && <Alert tone="error">{error}</Alert>}
      <TextArea
        label={t('approvals.bulk.note')}
        maxLength={DECISION_NOTE_MAX}
        showCount
        rows={2}
        value={note}
        error={noteError ?? undefined}
        onChange={(e) => setNote(e.target.value)}
      />
    </ConfirmDialog>
  );
}

export interface BulkResult {
  answer: BulkAnswer;
  /** The rows' one-line names, taken before the list refreshed. */
  names: Map<number, string>;
}

export function BulkResultDialog({ result, onClose }: { result: BulkResult | null; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const okRef = useRef<HTMLButtonElement>(null);
  const summaryId = useId();
  return (
    <Dialog
      open={result !== null}
      onOpenChange={onClose}
      maxWidth={640}
      initialFocusRef={okRef}
      describedBy={summaryId}
    >
      <Dialog.Title>{t('approvals.bulk.resultTitle')}</Dialog.Title>
      <Dialog.Body>
        {result && (
          <div className={styles.dialogBody}>
            <p id={summaryId} className={styles.summary}>
              {result.answer.message}
            </p>
            <ul className={styles.results} aria-label={t('approvals.bulk.resultTableLabel')}>
              {result.answer.results.map((r) => (
                <li key={r.kerelem_id} data-result={r.ok ? 'ok' : 'failed'}>
                  <span className={styles.resultHead}>
                    <Badge tone={r.ok ? 'success' : 'danger'}>
                      {t(r.ok ? 'approvals.bulk.resultOk' : 'approvals.bulk.resultFailed')}
                    </Badge>
                    <span>
                      {result.names.get(r.kerelem_id) ?? t('approvals.bulk.unknownRow', { id: r.kerelem_id })}
                    </span>
                  </span>
                  <span className={styles.muted}>{r.message}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Dialog.Body>
      <Dialog.Actions>
        <Button ref={okRef} variant="primary" onClick={onClose}>
          {t('approvals.bulk.close')}
        </Button>
      </Dialog.Actions>
    </Dialog>
  );
}
