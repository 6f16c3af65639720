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
import { formIssues } from '../../../lib/form-issues.ts';
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
  const [notice, setNotice] = useState<QuickNotice | null>(null);

  const submit = form.handleSubmit(
    (body) => {
      setNotice(null);
      send.mutate(body, {
        onSuccess: (answer) => {
          form.reset(EMPTY_QUICK_MAIL);
          setNotice({ tone: 'success', text: answer.message || t('email.quick.sent') });
        },
        onError: (err) => {
          const text = failureMessage(err, t('email.quick.failed'));
          if (text !== null) setNotice({ tone: 'error', text });
        },
      });
    },
    (errors) =>
      setNotice({ tone: 'error', text: `${t('email.quick.attempt')} ${formIssues(errors)[0]?.message ?? ''}`.trim() }),
  );

  return {
    form,
    ready: quickMailSchema.safeParse(values).success,
    sending: send.isPending,
    notice,
    dismissNotice: () => setNotice(null),
    submit: () => {
      if (!send.isPending) void submit();
    },
  };
}
