// "Szerkesztés" (admin-area.md §2 "/admin/szabadsag-kerelmek", §4 "Leave request status", §8
// "Requests"): status (any, no transition rules), type, start, end and note. The browser checks
// what the gateway's schema checks before the call; the server recomputes the working days and
// moves the used days (docs/decisions/0461-admin-request-edit.md). A refusal stays in the dialog.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_REQUEST_MESSAGES as M, type AdminRequestRow } from '@tavollet/contract/api/admin-requests';
import { NOTE_MAX } from '@tavollet/contract/api/teacher';
import { LEAVE_TYPES, STATUSES, type LeaveType, type Status } from '@tavollet/contract/codes';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { DateField } from '@tavollet/design-system/components/DateField/DateField';
import { Dialog } from '@tavollet/design-system/components/Dialog/Dialog';
import { Select } from '@tavollet/design-system/components/Select/Select';
import { TextArea } from '@tavollet/design-system/components/TextArea/TextArea';
import { NS } from '../../../i18n/requests.ts';
import { useUpdateRequest } from '../api/update-request.ts';
import { editBody, editValuesOf, type EditField, type EditValues } from '../lib/edit-values.ts';
import { saveFailure } from '../lib/save-failure.ts';
import styles from './requests-page.module.css';

export interface EditDialogProps {
  row: AdminRequestRow;
  onCancel: () => void;
  onSaved: (message: string) => void;
}

export function EditDialog({ row, onCancel, onSaved }: EditDialogProps) {
  const { t } = useTranslation(NS);
  const formId = useId();
  const save = useUpdateRequest();
  const [values, setValues] = useState<EditValues>(() => editValuesOf(row));
  const [invalid, setInvalid] = useState<{ field: EditField; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = save.isPending;
  const set = <K extends EditField>(field: K, value: EditValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setInvalid(null);
  };
  const errorOf = (field: EditField) => (invalid?.field === field ? invalid.message : undefined);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const checked = editBody(row.kerelem_id, values);
    if (!checked.ok) return setInvalid({ field: checked.field, message: checked.message });
    save.mutate(checked.body, {
      onSuccess: (answer) => onSaved(answer.message),
      onError: (err) => setFailure(saveFailure(err, M.saveFailed)),
    });
  };

  return (
    <Dialog open onOpenChange={onCancel} maxWidth={600} closeOnEscape={!busy} closeOnBackdropClick={!busy}>
      <Dialog.Title>{t('requests.edit.title', { name: row.nev ?? '–' })}</Dialog.Title>
      <Dialog.Body>
        <form id={formId} className={styles.form} onSubmit={submit} noValidate>
          <Select
            name="statusz_kod"
            label={t('requests.fields.statusz_kod')}
            value={values.statusz_kod}
            onChange={(e) => set('statusz_kod', e.target.value as Status)}
            options={STATUSES.map((s) => ({ value: s, label: t(`requests.statuses.${s}`) }))}
          />
          <Select
            name="tipus_kod"
            label={t('requests.fields.tipus_kod')}
            value={values.tipus_kod}
            onChange={(e) => set('tipus_kod', e.target.value as LeaveType)}
            options={LEAVE_TYPES.map((s) => ({ value: s, label: t(`requests.types.${s}`) }))}
            error={errorOf('tipus_kod')}
          />
          <div className={styles.dates}>
            <DateField
              name="kezdete"
              label={t('requests.fields.kezdete')}
              value={values.kezdete}
              onValueChange={(v) => set('kezdete', v)}
              required
              error={errorOf('kezdete')}
            />
            <DateField
              name="vege"
              label={t('requests.fields.vege')}
              value={values.vege}
              onValueChange={(v) => set('vege', v)}
              required
              error={errorOf('vege')}
            />
          </div>
          <TextArea
            name="megjegyzes"
            label={t('requests.fields.megjegyzes')}
            value={values.megjegyzes}
            onChange={(e) => set('megjegyzes', e.target.value)}
            maxLength={NOTE_MAX}
            showCount
            rows={3}
            error={errorOf('megjegyzes')}
          />
          <p className={styles.muted}>{t('requests.edit.hint')}</p>
          {failure && <Alert tone="error">{failure}</Alert>}
        </form>
      </Dialog.Body>
      <Dialog.Actions>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('requests.edit.cancel')}
        </Button>
        <Button variant="primary" type="submit" form={formId} loading={busy}>
          {t('requests.edit.save')}
        </Button>
      </Dialog.Actions>
    </Dialog>
  );
}
