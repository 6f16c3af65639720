// The inline edit of one row at a time (admin-area.md §2 "Szerkesztés (inline edit of the row)",
// §4 "Edit updates the row locally"): the row's fields become
// inputs, Enter or Mentés saves only the changed fields, Escape or Mégse leaves the row as it was.
// Leaving the edit returns the focus to the row's "Szerkesztés" button.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@tavollet/contract/api/admin-users';
import { NS } from '../../../i18n/users.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { actionFailure, conflictDetails, type FieldErrors } from '../lib/call-failure.ts';
import { checkEdit, editValuesOf, type EditValues } from '../lib/edit-values.ts';

export interface RowEdit {
  userId: number;
  values: EditValues;
  errors: FieldErrors;
  /** A refusal that names no field. */
  failure: string | null;
}

/** The row's "Szerkesztés" button, looked up when the focus moves (the row may have re-rendered). */
const focusEditButton = (userId: number) =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-user-edit="${userId}"]`)?.focus());

export function useRowEdit(onSaved: (message: string) => void) {
  const { t } = useTranslation(NS);
  const [edit, setEdit] = useState<RowEdit | null>(null);
  const update = useUpdateUser();

  const start = useCallback((u: AdminUser) => {
    setEdit({ userId: u.user_id, values: editValuesOf(u), errors: {}, failure: null });
    // One row is edited at a time, so its name input is the only one.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-user-edit-field="nev"]')?.focus());
  }, []);

  const change = useCallback(<K extends keyof EditValues>(field: K, value: EditValues[K]) => {
    setEdit((e) =>
      e ? { ...e, values: { ...e.values, [field]: value }, errors: { ...e.errors, [field]: undefined } } : e,
    );
  }, []);

  const cancel = useCallback(() => {
    setEdit((e) => {
      if (e) focusEditButton(e.userId);
      return null;
    });
  }, []);

  const save = useCallback(
    (u: AdminUser) => {
      if (!edit || edit.userId !== u.user_id || update.isPending) return;
      const check = checkEdit(u, edit.values);
      if (check.kind === 'unchanged') {
        cancel();
        return;
      }
      if (check.kind === 'invalid') {
        setEdit({ ...edit, errors: check.errors, failure: null });
        return;
      }
      update.mutate(check.body, {
        onSuccess: (answer) => {
          setEdit(null);
          focusEditButton(u.user_id);
          onSaved(answer.message);
        },
        onError: (err) => {
          const details = conflictDetails(err);
          const failure = actionFailure(err, t('users.edit.updateFailed'));
          setEdit((e) => (e && e.userId === u.user_id ? { ...e, errors: { ...e.errors, ...details }, failure } : e));
        },
      });
    },
    [edit, update, cancel, onSaved, t],
  );

  return { edit, start, change, cancel, save, saving: update.isPending };
}
