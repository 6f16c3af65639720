// "Szerkesztés" (admin-area.md §2 "/admin/szabadsag-kerelmek", §4 "Leave request status", §8
// "Requests"): status (any, no transition rules), type, start, end and note. react-hook-form
// checks the body with the gateway's own schema before the call and names the first refusal at
// its field until the next change; the server recomputes the working days and moves the used days.
// A refusal stays in the dialog.
import { useEffect, useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_REQUEST_MESSAGES as M,
  UpdateAdminRequestBody,
  type AdminRequestRow,
  type UpdateAdminRequestInput,
} from '@tavollet/contract/api/admin-requests';
import { NOTE_MAX } from '@tavollet/contract/api/teacher';
import { LEAVE_TYPES, STATUSES } from '@tavollet/contract/codes';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { DateField } from '@tavollet/design-system/components/DateField/DateField';
import { Dialog } from '@tavollet/design-system/components/Dialog/Dialog';
import { Select } from '@tavollet/design-system/components/Select/Select';
import { TextArea } from '@tavollet/design-system/components/TextArea/TextArea';
import { NS } from '../../../i18n/requests.ts';
import { useUpdateRequest } from '../api/update-request.ts';
import { formIssues } from '../../../lib/form-issues.ts';
import { editValuesOf, type EditValues } from '../lib/edit-values.ts';
import { saveFailure } from '../lib/save-failure.ts';
import styles from './requests-page.module.css';

const FIELDS: readonly string[] = ['statusz_kod', 'tipus_kod', 'kezdete', 'vege', 'megjegyzes'];

export interface EditDialogProps {
  row: AdminRequestRow;
  onCancel: () => void;
  onSaved: (message: string) => void;
}

export function EditDialog({ row, onCancel, onSaved }: EditDialogProps) {
  const { t } = useTranslation(NS);
  const formId = useId();
  const save = useUpdateRequest();
  const { register, control, handleSubmit, formState, clearErrors, subscribe } = useForm<
    EditValues,
    unknown,
    UpdateAdminRequestInput
  >({
    resolver: zodResolver(UpdateAdminRequestBody),
    defaultValues: editValuesOf(row),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const busy = save.isPending;
  // Any change takes the refusal away; the next save checks again.
  useEffect(() => subscribe({ formState: { values: true }, callback: () => clearErrors() }), [subscribe, clearErrors]);
  const first = formIssues(formState.errors)[0];
  // A refusal of no field of its own (none is expected) is shown at the start date.
  const shownAt = first && (FIELDS.includes(first.path) ? first.path : 'kezdete');
  const errorOf = (field: keyof EditValues) => (shownAt === field ? first?.message : undefined);

  const submit = handleSubmit((body) => {
    save.mutate(body, {
      onSuccess: (answer) => onSaved(answer.message),
      onError: (err) => setFailure(saveFailure(err, M.saveFailed)),
    });
  });

  return (
    <Dialog open onOpenChange={onCancel} maxWidth={600} closeOnEscape={!busy} closeOnBackdropClick={!busy}>
      <Dialog.Title>{t('requests.edit.title', { name: row.nev ?? '–' })}</Dialog.Title>
      <Dialog.Body>
        <form
          id={formId}
          className={styles.form}
          onSubmit={(event) => {
            setFailure(null);
            void submit(event);
          }}
          noValidate
        >
          <Select
            label={t('requests.fields.statusz_kod')}
            options={STATUSES.map((s) => ({ value: s, label: t(`requests.statuses.${s}`) }))}
            {...register('statusz_kod')}
          />
          <Select
            label={t('requests.fields.tipus_kod')}
            options={LEAVE_TYPES.map((s) => ({ value: s, label: t(`requests.types.${s}`) }))}
            error={errorOf('tipus_kod')}
            {...register('tipus_kod')}
          />
          <div className={styles.dates}>
            {(['kezdete', 'vege'] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field }) => (
                  <DateField
                    name={field.name}
                    label={t(`requests.fields.${name}`)}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    required
                    error={errorOf(name)}
                  />
                )}
              />
            ))}
          </div>
          <Controller
            control={control}
            name="megjegyzes"
            render={({ field }) => (
              // Controlled: the character count reads the value.
              <TextArea
                label={t('requests.fields.megjegyzes')}
                maxLength={NOTE_MAX}
                showCount
                rows={3}
                error={errorOf('megjegyzes')}
                {...field}
                value={field.value ?? ''}
              />
            )}
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
