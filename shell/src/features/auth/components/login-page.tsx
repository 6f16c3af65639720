// `/` Bejelentkezés (staff-area.md §2, §5 "Login", §8 "Login fallback"). After a successful
// login: the page first asked for, else one role's home, else the role chooser (§4).
// The fields are read when the form is sent, not kept in state: the page arrives rendered at
// build time and what the visitor types before the script runs is what gets sent.
// An account under attack keeps new browsers waiting (429): the refusal offers an e-mailed
// one-time sign-in link, whose mail opens `/?belepesi_link=…`, the page's other variant.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { TextField } from '@tavollet/design-system/components/TextField/TextField';
import { PASSWORD_MIN_LENGTH } from '@tavollet/contract/api/auth';
import { ApiError, failureMessage } from '@tavollet/contract/client/http';
import type { SessionUser } from '@tavollet/contract/remote-props';
import { PublicPage } from '../../../components/public-page.tsx';
import { FieldStack, FormActions, FormStack } from '@tavollet/design-system/components/FormLayout/FormLayout';
import { useSessionStore } from '../../../lib/session/stores/session-store.ts';
import { landingPath } from '../../../lib/session/role-homes.ts';
import { useLogin } from '../api/login.ts';
import { useLoginWithLink, useRequestLoginLink } from '../api/login-link.ts';
import formStyles from '../../../components/form.module.css';
import { usePublicLocation, useSearchParam } from '../../../public/public-location.tsx';
import { prefetchStaffApp } from '../../../public/staff-app-prefetch.ts';

/** After a sign-in: the page first asked for, else the role's home; the button stays busy until the page is left. */
function useSignedIn() {
  const location = usePublicLocation();
  const returnTo = useSearchParam('returnTo');
  // The staff area is another bundle: a full page load.
  return async (user: SessionUser) => {
    useSessionStore.getState().signIn(user);
    location.go(landingPath(user, returnTo), { replace: true });
    await new Promise<never>(() => undefined);
  };
}

export function LoginPage() {
  const token = useSearchParam('belepesi_link')?.trim();
  return token ? <LinkLogin token={token} /> : <PasswordLogin />;
}

function PasswordLogin() {
  const { t } = useTranslation('shell');
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const login = useLogin(useSignedIn());
  const askLink = useRequestLoginLink();
  const failure = login.error ? failureMessage(login.error, t('login.failed')) : null;
  // Only a slowed sign-in offers the link: the password is the usual way in.
  const slowed = login.error instanceof ApiError && login.error.status === 429;

  const emailOf = (fields: FormData) => String(fields.get('email') ?? '').trim();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    prefetchStaffApp();
    const fields = new FormData(event.currentTarget);
    const trimmed = emailOf(fields);
    const password = String(fields.get('password') ?? '');
    const found = {
      email: trimmed ? undefined : t('validation.emailRequired'),
      password: password.length >= PASSWORD_MIN_LENGTH ? undefined : t('validation.passwordTooShort'),
    };
    setErrors(found);
    login.reset();
    askLink.reset();
    if (found.email || found.password) return;
    login.mutate({ email: trimmed, password });
  };

  const requestLink = () => {
    const email = emailOf(new FormData(form.current!));
    setErrors({ email: email ? undefined : t('validation.emailRequired') });
    if (email) askLink.mutate(email);
  };

  return (
    <PublicPage title={t('login.title')}>
      {/* The staff app's files are fetched from the first keystroke: the sign-in leads there. */}
      <FormStack ref={form} onSubmit={submit} onInput={prefetchStaffApp} noValidate>
        {failure && !askLink.data && (
          <Alert
            tone="error"
            actions={
              slowed && (
                <Button type="button" onClick={requestLink} loading={askLink.isPending}>
                  {t('loginLink.request')}
                </Button>
              )
            }
          >
            {failure}
          </Alert>
        )}
        {askLink.data && <Alert tone="success">{askLink.data}</Alert>}
        {askLink.error && <Alert tone="error">{failureMessage(askLink.error, t('loginLink.requestFailed'))}</Alert>}
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

/** `/?belepesi_link=…`: one button uses the link up (a mail scanner opening the link spends nothing). */
function LinkLogin({ token }: { token: string }) {
  const { t } = useTranslation('shell');
  const login = useLoginWithLink(useSignedIn());
  return (
    <PublicPage title={t('login.title')}>
      <FieldStack>
        {login.error ? (
          <Alert tone="error">{failureMessage(login.error, t('loginLink.useFailed'))}</Alert>
        ) : (
          <p>{t('loginLink.intro')}</p>
        )}
        <FormActions>
          {!login.error && (
            <Button variant="primary" onClick={() => login.mutate(token)} loading={login.isPending}>
              {t('loginLink.use')}
            </Button>
          )}
        </FormActions>
        <p className={formStyles.links}>
          <a href="/">{t('loginLink.backToLogin')}</a>
        </p>
      </FieldStack>
    </PublicPage>
  );
}
