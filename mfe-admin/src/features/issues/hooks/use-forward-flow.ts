// The forward dialog's flow (admin-area.md §2 "Forward modal", §8 "Issues"): the optional message,
// the submit ("Küldés…" while it runs) and its failure text inside the dialog. The dialog is
// mounted per report, so each opening starts empty.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IssueItem } from '@tavollet/contract/api/admin-issues';
import { NS } from '../../../i18n/issues.ts';
import { useForwardIssue } from '../api/forward-issue.ts';
import { forwardFailure } from '../lib/forward-failure.ts';

export function useForwardFlow(item: IssueItem, onDone: (message: string) => void) {
  const { t } = useTranslation(NS);
  const forward = useForwardIssue();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    setError(null);
    forward.mutate(
      { issue_id: item.bejelentes_id, message: message.trim() },
      {
        onSuccess: (answer) => onDone(answer.message),
        onError: (err) =>
          setError(forwardFailure(err, { failed: t('issues.forward.failed'), thrown: t('issues.forward.thrown') })),
      },
    );
  };

  return { message, setMessage, error, submit, sending: forward.isPending };
}
