// The schedule editor's state (admin-area.md §2 "/admin/email" "Schedule editor modal", §5
// "Schedule"): the form values, the save ("Mentés..." while it runs) and the inline error box; a
// failed save keeps the modal open. react-hook-form holds the values and checks the save's payload
// with the gateway's own schema first; a refusal fills the box as the server's answer would.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { deriveEmailCode, type SchedulePayload } from '@tavollet/contract/api/admin-email';
import { isSessionExpired } from '@tavollet/contract/client/http';
import { NS } from '../../../i18n/email.ts';
import { useSaveSchedule } from '../api/save-schedule.ts';
import { scheduleSchema, type ScheduleForm } from '../lib/schedule-form.ts';
import { saveErrorText } from '../lib/save-error.ts';

/** What the editor shows besides the typed texts (those are not watched: typing renders nothing). */
const SHOWN = ['email_id', 'functionId', 'recipients', 'frequency', 'time', 'weekdays', 'dayOfMonth', 'month'] as const;
export type ScheduleShown = Pick<ScheduleForm, (typeof SHOWN)[number]>;

export function useScheduleEditor(initial: ScheduleForm, onSaved: (message: string) => void) {
  const { t } = useTranslation(NS);
  const save = useSaveSchedule();
  const { register, control, getValues, setValue, handleSubmit } = useForm<ScheduleForm, unknown, SchedulePayload>({
    resolver: zodResolver(scheduleSchema),
    defaultValues: initial,
    // The error box names what is wrong; the focus stays on Mentés.
    shouldFocusError: false,
  });
  const watched = useWatch({ control, name: SHOWN });
  const shown = Object.fromEntries(SHOWN.map((key, i) => [key, watched[i]])) as ScheduleShown;
  /** The server's refusal of the last save. */
  const [error, setError] = useState<string | null>(null);
  /** A save was refused by the form's own check. */
  const [checked, setChecked] = useState(false);
  // From then on every change renders and the check runs again on what is there now (its paths
  // are the payload's: email_nev, targy…): each field stays marked, and the box lists what is
  // wrong, only until it is put right.
  useWatch({ control, disabled: !checked });
  const check = checked ? scheduleSchema.safeParse(getValues()) : null;
  const issues = check?.error?.issues ?? [];
  const issueAt = (path: keyof SchedulePayload) => issues.find((i) => i.path[0] === path)?.message;
  // The server's answer lists each refusal once.
  const issueTexts = [...new Set(issues.map((i) => i.message))];

  const set = <K extends keyof ScheduleForm>(key: K, value: ScheduleForm[K]) =>
    setValue(key as FieldPath<ScheduleForm>, value as never);

  const send = handleSubmit(
    (payload) =>
      save.mutate(payload, {
        onSuccess: (answer) => onSaved(answer.message),
        onError: (err) => {
          if (isSessionExpired(err)) return;
          setError(
            saveErrorText(err, { unknownError: t('email.editor.unknownError'), unknown: t('email.editor.unknown') }),
          );
        },
      }),
    () => setChecked(true),
  );

  return {
    shown,
    set,
    /** The name changes the code until the admin types their own. */
    name: register('name', {
      onChange: (e: { target: { value: string } }) => {
        if (!getValues('codeTouched')) setValue('code', deriveEmailCode(e.target.value));
      },
    }),
    code: register('code', { onChange: () => setValue('codeTouched', true) }),
    subject: register('subject'),
    body: register('body'),
    saving: save.isPending,
    /** The box: the server's refusal, or what the form's own check refuses now (each once, as the server lists them). */
    error: error ?? (issueTexts.length ? issueTexts.join('\n') : null),
    /** Each refused field's text, to mark the field. */
    fieldError: { name: issueAt('email_nev'), code: issueAt('email_kod'), subject: issueAt('targy') },
    submit: () => {
      if (save.isPending) return;
      setError(null);
      void send();
    },
  };
}
