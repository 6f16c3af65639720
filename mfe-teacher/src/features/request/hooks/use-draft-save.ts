// The draft save (staff-area.md §4 "Draft", §5 "Draft save"): the browser's checks, then the
// call. The saved draft then sits in the list beside the form, which empties for the next request.
import { useTranslation } from 'react-i18next';
import { onApiError } from '@tavollet/contract/client/http';
import type { Message } from '../../../components/message-dialog.tsx';
import { NS } from '../../../i18n/register.ts';
import { useSaveDraft } from '../api/save-draft.ts';
import { checkDraft } from '../lib/request-checks.ts';
import type { RequestForm } from './use-request-form.ts';

export interface DraftSave {
  save: () => void;
  pending: boolean;
}

export function useDraftSave(form: RequestForm, showMessage: (message: Message) => void): DraftSave {
  const { t } = useTranslation(NS);
  const saveDraft = useSaveDraft();

  const save = () => {
    const invalid = checkDraft(form.values);
    if (invalid) return showMessage({ title: t(invalid.title), text: t(invalid.text), tone: 'error' });
    saveDraft.mutate(form.draftBody(), {
      onSuccess: () => {
        form.reset();
        showMessage({ title: t('messages.draftSavedTitle'), text: t('messages.draftSaved') });
      },
      onError: onApiError(t('messages.draftFailed'), (text) =>
        showMessage({ title: t('messages.draftFailedTitle'), text, tone: 'error' }),
      ),
    });
  };

  return { save, pending: saveDraft.isPending };
}
