// `/` Bejelentkezés (staff-area.md §2, §5 "Login", §8 "Login fallback"). After a successful
// login: the page first asked for, else one role's home, else the role chooser (§4).
// The fields are read when the form is sent, not kept in state: the page arrives rendered at
// build time and what the visitor types before the script runs is what gets sent.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { TextField } from '@tavollet/design-system/components/TextField/TextField';
import { PASSWORD_MIN_LENGTH } from '@tavollet/contract/api/auth';
import { failureMessage } from '@tavollet/contract/client/http';
import { PublicPage } from '../../../components/public-page.tsx';
import { FormActions, FormStack } from '@tavollet/design-system/components/FormLayout/FormLayout';
import { useSessionStore } from '../../../lib/session/stores/session-store.ts';
import { landingPath } from '../../../lib/session/role-homes.ts';
import { useLogin } from '../api/login.ts';
import { usePublicLocation, useSearchParam } from '../../../public/public-location.tsx';
import { prefetchStaffApp } from '../../../public/staff-app-prefetch.ts';

export function LoginPage() {
  const { t } = useTranslation('shell');
  const location = usePublicLocation();
  const returnTo = useSearchParam('returnTo');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  // The staff area is another bundle: a full page load. The button stays busy until the page is
  // left.
  const login = useLogin(async (user) => {
    useSessionStore.getState().signIn(user);
    location.go(landingPath(user, returnTo), { replace: true });
    await new Promise<never>(() => undefined);
  });
  const failure = login.error ? failureMessage(login.error, t('login.failed')) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    prefetchStaffApp();
    const fields = new FormData(event.currentTarget);
    const trimmed = String(fields.get('email') ?? '').trim();
    const password = String(fields.get('password') ?? '');
    const found = {
      email: trimmed ? undefined : t('validation.emailRequired'),
      password: password.length >= PASSWORD_MIN_LENGTH ? undefined : t('validation.passwordTooShort'),
    };
    setErrors(found);
    login.reset();
    if (found.email || found.password) return;
    login.mutate({ email: trimmed, password });
  };

  return (
    <PublicPage title={t('login.title')}>
      {/* The staff app's files are fetched from the first keystroke: the sign-in leads there. */}
      <FormStack onSubmit={submit} onInput={prefetchStaffApp} noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label={t('login.email')}
          type="email"
          name="email"
          autoComplete="username"
          required
          error={errors.email}
        />
        <TextField
          label={t('login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          error={errors.password}
        />
        <FormActions>
          <Button type="submit" variant="primary" loading={login.isPending}>
            {t('login.submit')}
          </Button>
          <a href="/elfelejtett/jelszo">{t('login.forgotten')}</a>
        </FormActions>
      </FormStack>
    </PublicPage>
  );
}
