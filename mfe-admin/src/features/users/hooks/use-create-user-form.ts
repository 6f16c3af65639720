// The create-user form (admin-area.md §5 "Create user", §8 "Users"):
// react-hook-form with the contract's CreateUserBody as its resolver, so the form shows the server's
// own texts ("A név kötelező." …). A 409 puts each `details` text at its field and the
// "Konfliktus: …" line above the form; a success clears the form and shows the server's message.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors as FormErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CreateUserBody, type CreateUserInput } from '@tavollet/contract/api/admin-users';
import { NS } from '../../../i18n/users.ts';
import { useCreateUser } from '../api/create-user.ts';
import { conflictDetails, createFailure } from '../lib/call-failure.ts';

/** What the form holds: the contract body's input (the OM id may stay empty). */
export type CreateUserValues = z.input<typeof CreateUserBody>;

/** The empty form; most new staff are teachers, so Tanár is ticked. */
const EMPTY_CREATE: CreateUserValues = {
  nev: '',
  email: '',
  felhasznalonev: '',
  oktatasi_azonosito: '',
  szerepkorok: ['tanar'],
};

const FIELD_ORDER = ['nev', 'email', 'felhasznalonev', 'oktatasi_azonosito', 'szerepkorok'] as const;

export interface CreateResult {
  tone: 'success' | 'error';
  text: string;
}

export function useCreateUserForm() {
  const { t } = useTranslation(NS);
  const form = useForm<CreateUserValues, unknown, CreateUserInput>({
    resolver: zodResolver(CreateUserBody),
    defaultValues: EMPTY_CREATE,
    shouldFocusError: false,
  });
  const create = useCreateUser();
  const [result, setResult] = useState<CreateResult | null>(null);

  const focusFirst = (errors: FormErrors<CreateUserValues>) => {
    const first = FIELD_ORDER.find((name) => errors[name]);
    if (first && first !== 'szerepkorok') form.setFocus(first);
  };

  const onSubmit = form.handleSubmit((values) => {
    setResult(null);
    create.mutate(values, {
      onSuccess: (answer) => {
        form.reset(EMPTY_CREATE);
        setResult({ tone: 'success', text: answer.message });
      },
      onError: (err) => {
        const details = conflictDetails(err);
        for (const [field, text] of Object.entries(details))
          form.setError(field as keyof CreateUserValues, { message: text });
        const first = FIELD_ORDER.find((f) => f in details);
        if (first && first !== 'szerepkorok') form.setFocus(first);
        const text = createFailure(err, {
          badRequest: t('users.create.badRequest'),
          conflict: (fields) => t('users.create.conflict', { fields }),
          duplicate: t('users.create.duplicate'),
          unknown: t('users.create.unknown'),
          failed: t('users.create.failed'),
          label: (field) => t(`users.fields.${field}`),
        });
        if (text !== null) setResult({ tone: 'error', text });
      },
    });
  }, focusFirst);

  return {
    form,
    onSubmit,
    pending: create.isPending,
    result,
    dismissResult: () => setResult(null),
  };
}
