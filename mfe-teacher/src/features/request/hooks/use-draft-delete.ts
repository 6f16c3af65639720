// The delete of a saved draft: a confirmation, then the call. A deleted draft that was loaded into
// the form leaves the form's values but no longer ties them to a draft; focus then goes to the
// list's heading, since the draft's own buttons leave with the refreshed list.
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Draft } from '@tavollet/contract/api/teacher';
import { messageOf, onApiError } from '@tavollet/contract/client/http';
import { useToast } from '@tavollet/design-system/components/Toast/Toast';
import type { Message } from '../../../components/message-dialog.tsx';
import { NS } from '../../../i18n/register.ts';
import { useFocusAfterClose } from '@tavollet/design-system/lib/use-focus-after-close';
import { useDeleteDraft } from '../api/delete-draft.ts';
import type { RequestForm } from './use-request-form.ts';

export interface DraftDelete {
  /** The draft the confirmation asks about; null when it is closed. */
  target: Draft | null;
  pending: boolean;
  ask: (draft: Draft) => void;
  confirm: () => void;
  cancel: () => void;
}

export function useDraftDelete(
  form: RequestForm,
  showMessage: (message: Message) => void,
  listTitleRef: RefObject<HTMLElement | null>,
): DraftDelete {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const focusAfterClose = useFocusAfterClose();
  const deleteDraft = useDeleteDraft();
  const [target, setTarget] = useState<Draft | null>(null);

  const confirm = () => {
    if (!target) return;
    deleteDraft.mutate(
      { kerelem_id: target.kerelem_id },
      {
        onSuccess: (answer) => {
          if (form.loadedDraft?.kerelem_id === target.kerelem_id) form.detachDraft();
          toast.show({ tone: 'success', message: messageOf(answer, t('messages.draftDeleted')) });
          focusAfterClose(listTitleRef);
        },
        onError: onApiError(t('messages.draftDeleteFailed'), (text) =>
          showMessage({ title: t('messages.submitFailedTitle'), text, tone: 'error' }),
        ),
        onSettled: () => setTarget(null),
      },
    );
  };

  return { target, pending: deleteDraft.isPending, ask: setTarget, confirm, cancel: () => setTarget(null) };
}
