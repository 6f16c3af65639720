// The schedule editor modal (admin-area.md §2 "/admin/email" "Schedule editor modal"): "Új
// ütemezés" / "Ütemezés módosítása", up to 920 px wide, closed by Escape or a backdrop click (not
// while saving). Email neve, Email kód (from the name, editable), Funkció with its description,
// Tárgy, Szöveg, the recipients picker and the timing; Mégse and Mentés ("Mentés..." while
// saving); a failed save shows the inline error box and the modal stays open.
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAIL_BODY_MAX,
  MAIL_SUBJECT_MAX,
  SCHEDULE_CODE_MAX,
  SCHEDULE_NAME_MAX,
  type AddressItem,
  type MailFunctionItem,
} from '@tavollet/contract/api/admin-email';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Dialog } from '@tavollet/design-system/components/Dialog/Dialog';
import { Select } from '@tavollet/design-system/components/Select/Select';
import { TextArea } from '@tavollet/design-system/components/TextArea/TextArea';
import { TextField } from '@tavollet/design-system/components/TextField/TextField';
import { NS } from '../../../i18n/email.ts';
import { useScheduleEditor } from '../hooks/use-schedule-editor.ts';
import type { ScheduleForm } from '../lib/schedule-form.ts';
import { RecipientsPicker } from './recipients-picker.tsx';
import { ScheduleTiming } from './schedule-timing.tsx';
import styles from './email-page.module.css';

export interface ScheduleEditorProps {
  initial: ScheduleForm;
  functions: readonly MailFunctionItem[];
  catalogue: readonly AddressItem[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function ScheduleEditor({ initial, functions, catalogue, onClose, onSaved }: ScheduleEditorProps) {
  const { t } = useTranslation(NS);
  const e = useScheduleEditor(initial, onSaved);
  const { shown, set } = e;
  const chosenFunction = functions.find((f) => f.funkcio_id === shown.functionId) ?? null;
  const onSubmit = (ev: FormEvent) => {
    ev.preventDefault();
    e.submit();
  };
  return (
    <Dialog open onOpenChange={onClose} maxWidth={920} closeOnEscape={!e.saving} closeOnBackdropClick={!e.saving}>
      <Dialog.Title>{shown.email_id ? t('email.editor.editTitle') : t('email.editor.newTitle')}</Dialog.Title>
      <form onSubmit={onSubmit} noValidate data-form="schedule-editor">
        <Dialog.Body>
          <div className={styles.editorGrid}>
            <div className={styles.form}>
              <TextField
                label={t('email.editor.name')}
                maxLength={SCHEDULE_NAME_MAX}
                required
                error={e.fieldError.name}
                {...e.name}
              />
              <TextField
                label={t('email.editor.code')}
                hint={t('email.editor.codeHint')}
                maxLength={SCHEDULE_CODE_MAX}
                error={e.fieldError.code}
                {...e.code}
              />
              <Select
                label={t('email.editor.function')}
                placeholder={t('email.editor.functionPlaceholder')}
                value={shown.functionId === null ? '' : String(shown.functionId)}
                onChange={(ev) => set('functionId', ev.target.value ? Number(ev.target.value) : null)}
                options={functions.map((f) => ({ value: String(f.funkcio_id), label: f.funkcio_megjelenites }))}
                hint={chosenFunction?.leiras}
              />
              <TextField
                label={t('email.editor.subject')}
                maxLength={MAIL_SUBJECT_MAX}
                required
                error={e.fieldError.subject}
                {...e.subject}
              />
              <TextArea label={t('email.editor.body')} maxLength={MAIL_BODY_MAX} rows={5} {...e.body} />
            </div>
            <div className={styles.form}>
              <RecipientsPicker
                label={t('email.editor.recipients')}
                value={shown.recipients}
                onChange={(next) => set('recipients', next)}
                catalogue={catalogue}
              />
              <ScheduleTiming form={shown} set={set} />
            </div>
          </div>
          {e.error && (
            <Alert tone="error" className={styles.errorBox}>
              {e.error}
            </Alert>
          )}
        </Dialog.Body>
        <Dialog.Actions>
          <Button variant="secondary" onClick={onClose} disabled={e.saving}>
            {t('email.editor.cancel')}
          </Button>
          <Button type="submit" variant="primary" loading={e.saving}>
            {e.saving ? t('email.editor.saving') : t('email.editor.save')}
          </Button>
        </Dialog.Actions>
      </form>
    </Dialog>
  );
}
