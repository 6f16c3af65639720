// The quick mail's state (admin-area.md §5 "Quick mail", §8 "E-mail"): Küldés is off until there
// is a recipient or group, a subject and a message (trimmed); an attempt before that names what is
// missing; the server's answer or the spec's fallbacks are shown; a success clears the form.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '@tavollet/contract/client/http';
import { NS } from '../../../i18n/email.ts';
import { useSendQuickMail } from '../api/send-quick-mail.ts';
import { EMPTY_SELECTION, isEmptySelection, selectionToPayload, type RecipientSelection } from '../lib/recipients.ts';

export interface QuickNotice {
  tone: 'success' | 'error';
  text: string;
}

export function useQuickMail() {
  const { t } = useTranslation(NS);
  const send = useSendQuickMail();
  const [recipients, setRecipients] = useState<RecipientSelection>(EMPTY_SELECTION);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [notice, setNotice] = useState<QuickNotice | null>(null);
  const ready = !isEmptySelection(recipients) && subject.trim() !== '' && body.trim() !== '';

  /** The first missing piece, in the order of the spec's send handler. */
  const missing = (): string | null => {
    if (isEmptySelection(recipients)) return t('email.quick.needRecipient');
    if (!subject.trim()) return t('email.quick.needSubject');
    if (!body.trim()) return t('email.quick.needBody');
    return null;
  };

  const submit = () => {
    if (send.isPending) return;
    if (!ready) {
      setNotice({ tone: 'error', text: `${t('email.quick.attempt')} ${missing() ?? ''}`.trim() });
      return;
    }
    setNotice(null);
    send.mutate(
      { ...selectionToPayload(recipients), subject: subject.trim(), body },
      {
        onSuccess: (answer) => {
          setRecipients(EMPTY_SELECTION);
          setSubject('');
          setBody('');
          setNotice({ tone: 'success', text: answer.message || t('email.quick.sent') });
        },
        onError: (err) => {
          const text = failureMessage(err, t('email.quick.failed'));
          if (text !== null) setNotice({ tone: 'error', text });
        },
      },
    );
  };

  return {
    recipients,
    setRecipients,
    subject,
    setSubject,
    body,
    setBody,
    ready,
    sending: send.isPending,
    notice,
    dismissNotice: () => setNotice(null),
    submit,
  };
}
