// `/app/jelszo` (staff-area.md §5 "Change password", §8): the contract's schema checks the three
// rules before sending (react-hook-form; focus goes to the first refused field); the server's
// message after (it renews the session cookie itself).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { TextField } from '@tavollet/design-system/components/TextField/TextField';
import { ChangePasswordBody, PASSWORD_MIN_LENGTH } from '@tavollet/contract/api/auth';
import { onApiError } from '@tavollet/contract/client/http';
import { FormActions, FormStack } from '@tavollet/design-system/components/FormLayout/FormLayout';
import formStyles from '../../../components/form.module.css';
import { useChangePassword } from '../api/change-password.ts';
import { useSessionStore } from '../../../lib/session/stores/session-store.ts';
import { changePasswordErrorKey, type ChangePasswordField } from '../lib/change-password-errors.ts';
import { PageTitle } from '@tavollet/design-system/components/PageTitle/PageTitle';

const EMPTY: ChangePasswordBody = { current_password: '', new_password: '', new_password_confirm: '' };

export function ChangePasswordPage() {
  const { t } = useTranslation('shell');
  const change = useChangePassword();
  const email = useSessionStore((s) => s.user?.email ?? '');
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(ChangePasswordBody),
    defaultValues: EMPTY,
    // The messages change on the next submit, as the rules are checked "before sending" (§5).
    reValidateMode: 'onSubmit',
  });

  const field = (name: ChangePasswordField) => {
    const error = formState.errors[name];
    return {
      ...register(name),
      type: 'password',
      required: true,
      minLength: PASSWORD_MIN_LENGTH,
      error: error ? t(changePasswordErrorKey(name, error.type)) : undefined,
    };
  };

  const send = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (message) => {
        setResult({ tone: 'success', text: message || t('changePassword.done') });
        reset(EMPTY);
      },
      onError: onApiError(t('changePassword.failed'), (text) => setResult({ tone: 'error', text })),
    }),
  );

  return (
    <section className={formStyles.page}>
      <PageTitle className={formStyles.pageTitle}>{t('changePassword.title')}</PageTitle>
      <FormStack
        onSubmit={(event) => {
          setResult(null);
          void send(event);
        }}
        noValidate
      >
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
        {/* Not shown: tells password managers whose password changes (they pair it with a username). */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField label={t('changePassword.current')} autoComplete="current-password" {...field('current_password')} />
        <TextField
          label={t('changePassword.new')}
          autoComplete="new-password"
          hint={t('changePassword.hint')}
          {...field('new_password')}
        />
        <TextField label={t('changePassword.confirm')} autoComplete="new-password" {...field('new_password_confirm')} />
        <FormActions>
          <Button type="submit" variant="primary" loading={change.isPending}>
            {t('changePassword.submit')}
          </Button>
        </FormActions>
      </FormStack>
    </section>
  );
}
