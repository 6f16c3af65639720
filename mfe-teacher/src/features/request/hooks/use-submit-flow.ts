// The submit of the request form (staff-area.md §4, §5 "Leave submit", §8 "Confirmation before
// submit"): the browser's checks (the contract's SubmitBody, and a range without a working day
// once the server's count says so: the server would refuse it with the same text), then the
// confirmation, then the call. On success the form empties; a refusal keeps it for a correction.
// The data beside the form refreshes either way (api/submit-request.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onApiError } from '@tavollet/contract/client/http';
import type { Message } from '../../../components/message-dialog.tsx';
import { NS } from '../../../i18n/register.ts';
import { useSubmitRequest } from '../api/submit-request.ts';
import { checkSubmit } from '../lib/request-checks.ts';
import type { RequestForm } from './use-request-form.ts';

export interface SubmitFlow {
  /** The confirmation dialog is open. */
  confirming: boolean;
  pending: boolean;
  /** Checks the form; opens the confirmation or says what is wrong. */
  ask: () => void;
  confirm: () => void;
  cancel: () => void;
}

/**
 * `workingDays`: what the chosen range costs (GET /workingdays), undefined while unknown; a
 * zero stops the submit before the confirmation.
 */
export function useSubmitFlow(
  form: RequestForm,
  workingDays: number | undefined,
  showMessage: (message: Message) => void,
): SubmitFlow {
  const { t } = useTranslation(NS);
  const submit = useSubmitRequest();
  const [confirming, setConfirming] = useState(false);

  const ask = () => {
    const invalid = checkSubmit(form.values, workingDays);
    if (invalid) showMessage({ title: t(invalid.title), text: t(invalid.text), tone: 'error' });
    else setConfirming(true);
  };

  const confirm = () =>
    submit.mutate(form.submitBody(), {
      onSuccess: () => {
        form.reset();
        showMessage({ title: t('messages.submittedTitle'), text: t('messages.submitted') });
      },
      onError: onApiError(t('messages.submitFailed'), (text) =>
        showMessage({ title: t('messages.submitFailedTitle'), text, tone: 'error' }),
      ),
      onSettled: () => setConfirming(false),
    });

  return { confirming, pending: submit.isPending, ask, confirm, cancel: () => setConfirming(false) };
}
