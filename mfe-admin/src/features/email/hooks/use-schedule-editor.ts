// The schedule editor's state (admin-area.md §2 "/admin/email" "Schedule editor modal", §5
// "Schedule"): the form values, the save ("Mentés..." while it runs) and the inline error box; a
// failed save keeps the modal open.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSessionExpired } from '@tavollet/contract/client/http';
import { NS } from '../../../i18n/email.ts';
import { useSaveSchedule } from '../api/save-schedule.ts';
import { formToPayload, withName, type ScheduleForm } from '../lib/schedule-form.ts';
import { saveErrorText } from '../lib/save-error.ts';

export function useScheduleEditor(initial: ScheduleForm, onSaved: (message: string) => void) {
  const { t } = useTranslation(NS);
  const save = useSaveSchedule();
  const [form, setForm] = useState<ScheduleForm>(initial);
  const [error, setError] = useState<string | null>(null);

  const set = <K extends keyof ScheduleForm>(key: K, value: ScheduleForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = () => {
    if (save.isPending) return;
    setError(null);
    save.mutate(formToPayload(form), {
      onSuccess: (answer) => onSaved(answer.message),
      onError: (err) => {
        if (isSessionExpired(err)) return;
        setError(
          saveErrorText(err, { unknownError: t('email.editor.unknownError'), unknown: t('email.editor.unknown') }),
        );
      },
    });
  };

  return {
    form,
    set,
    setName: (name: string) => setForm((f) => withName(f, name)),
    setCode: (code: string) => setForm((f) => ({ ...f, code, codeTouched: true })),
    saving: save.isPending,
    error,
    submit,
  };
}
