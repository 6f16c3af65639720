// The quick mail's state (admin-area.md §5 "Quick mail", §8 "E-mail"): Küldés is off until there
// is a recipient or group, a subject and a message (trimmed); an attempt before that names what is
// missing, first in the order of the spec's send handler; the server's answer or the spec's
// fallbacks are shown; a success clears the form. react-hook-form holds the values, checked by
// lib/quick-mail-form.ts.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { QuickMailBody } from '@tavollet/contract/api/admin-email';
import { failureMessage } from '@tavollet/contract/client/http';
import { NS } from '../../../i18n/email.ts';
import { useSendQuickMail } from '../api/send-quick-mail.ts';
import { EMPTY_QUICK_MAIL, quickMailSchema, type QuickMailValues } from '../lib/quick-mail-form.ts';

export interface QuickNotice {
  tone: 'success' | 'error';
  text: string;
}

export function useQuickMail() {
  const { t } = useTranslation(NS);
  const send = useSendQuickMail();
  const form = useForm<QuickMailValues, unknown, QuickMailBody>({
    resolver: zodResolver(quickMailSchema),
    defaultValues: EMPTY_QUICK_MAIL,
    // The notice names what is missing; the focus stays on Küldés.
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control }) as QuickMailValues;
  /** The server's answer to the last send, and the values it answered (as JSON: an error is theirs). */
  const [answer, setAnswer] = useState<{ notice: QuickNotice; values: string } | null>(null);
  /** A send was tried while something was missing. */
  const [attempted, setAttempted] = useState(false);
  const check = quickMailSchema.safeParse(values);
  const missing = check.success ? null : (check.error.issues[0]?.message ?? '');
  // Each error lasts only while its cause does: "what is missing" names what is missing now and
  // goes once nothing is; a refused send's error goes once the form is edited.
  const notice: QuickNotice | null =
    attempted && missing !== null
      ? { tone: 'error', text: `${t('email.quick.attempt')} ${missing}`.trim() }
      : answer && (answer.notice.tone === 'success' || answer.values === JSON.stringify(values))
        ? answer.notice
        : null;
  const setNotice = (n: QuickNotice | null) => setAnswer(n && { notice: n, values: JSON.stringify(values) });

  const submit = form.handleSubmit(
    (body) => {
      setAttempted(false);
      setNotice(null);
      send.mutate(body, {
        onSuccess: (sent) => {
          form.reset(EMPTY_QUICK_MAIL);
          setNotice({ tone: 'success', text: sent.message || t('email.quick.sent') });
        },
        onError: (err) => {
          const text = failureMessage(err, t('email.quick.failed'));
          if (text !== null) setNotice({ tone: 'error', text });
        },
      });
    },
    () => {
      setNotice(null);
      setAttempted(true);
    },
  );

  return {
    form,
    ready: check.success,
    sending: send.isPending,
    notice,
    dismissNotice: () => {
      setAttempted(false);
      setNotice(null);
    },
    submit: () => {
      if (!send.isPending) void submit();
    },
  };
}
