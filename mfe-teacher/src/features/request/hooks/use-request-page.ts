// Everything the request page shows and does (staff-area.md §2, §4, §5, §8), apart from its
// layout: the teacher's data and its load failure, the form and its working-day count, the
// message dialog, and the three writes (submit, draft save, draft delete), each in its own hook.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '@tavollet/contract/client/http';
import type { Message } from '../../../components/message-dialog.tsx';
import { NS } from '../../../i18n/register.ts';
import { useTeacherData } from '../api/get-teacher-data.ts';
import { useWorkingDays } from '../api/get-working-days.ts';
import { useDraftDelete } from './use-draft-delete.ts';
import { useDraftSave } from './use-draft-save.ts';
import { useRequestForm } from './use-request-form.ts';
import { useSubmitFlow } from './use-submit-flow.ts';
import { useUnsentRequest } from './use-unsent-request.ts';

/** `email`: the signed-in teacher, whose unsent form is kept across an ended session. */
export function useRequestPage(email?: string) {
  const { t } = useTranslation(NS);
  const teacher = useTeacherData();
  const form = useRequestForm();
  const workingDays = useWorkingDays(form.values.mettol, form.values.meddig);
  const unsent = useUnsentRequest(form, email);
  const [message, setMessage] = useState<Message | null>(null);
  const typeRef = useRef<HTMLSelectElement>(null);
  const draftsTitleRef = useRef<HTMLHeadingElement>(null);

  const submit = useSubmitFlow(form, workingDays.data?.munkanapok_szama, setMessage);
  const draftSave = useDraftSave(form, setMessage);
  const draftDelete = useDraftDelete(form, setMessage, draftsTitleRef);

  // The load failure dialog shows once per failure; afterwards an inline alert offers a retry.
  const [seenLoadError, setSeenLoadError] = useState<unknown>(null);
  const loadFailure = teacher.error ? failureMessage(teacher.error, t('messages.loadFailed')) : null;
  const loadDialog: Message | null =
    loadFailure && teacher.error !== seenLoadError
      ? { title: t('messages.loadFailedTitle'), text: loadFailure, tone: 'error' }
      : null;

  return {
    data: teacher.data,
    /** A load (or reload) of the teacher's data is under way. */
    loading: teacher.isFetching,
    /** Why the data could not be loaded, once its dialog was closed. */
    loadFailure: loadDialog ? null : loadFailure,
    reload: () => void teacher.refetch(),
    form,
    /** The form was filled again after the session had ended (a note says so). */
    unsent,
    workingDays,
    submit,
    draftSave,
    draftDelete,
    /** The dialog's message: the load failure first, else the last answer or check. */
    message: loadDialog ?? message,
    closeMessage: () => (loadDialog ? setSeenLoadError(teacher.error) : setMessage(null)),
    /** Loads a saved draft into the form and puts the keyboard on its first field. */
    loadDraft: (draft: Parameters<typeof form.loadDraft>[0]) => {
      form.loadDraft(draft);
      typeRef.current?.focus();
    },
    typeRef,
    draftsTitleRef,
  };
}
