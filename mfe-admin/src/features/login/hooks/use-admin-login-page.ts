// The admin login page's state (admin-area.md §2 "/admin"): a browser that signed in as admin
// before asks the server first, and a live session goes on at once; the form checks what the
// gateway checks (LoginBody) before sending; success signs in, and the page then leaves for the
// page that sent the visitor here (`returnTo`) or /admin/kezdo.
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@tavollet/contract/api/auth';
import { failureMessage } from '@tavollet/contract/client/http';
import { NS } from '../../../i18n/register.ts';
import { ADMIN_HOME, isSafeAdminReturnTo } from '../../../lib/paths.ts';
import { hasAdminHint, useAdminSession } from '../../../lib/session/admin-session-store.ts';
import { checkAdminSession } from '../../../lib/session/check-admin-session.ts';
import { useAdminLogin } from '../api/admin-login.ts';

export function useAdminLoginPage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const target = isSafeAdminReturnTo(returnTo) ? returnTo : ADMIN_HOME;
  const status = useAdminSession((s) => s.status);
  const [checking, setChecking] = useState(() => status !== 'signedIn' && hasAdminHint());
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const login = useAdminLogin((admin) => useAdminSession.getState().signIn(admin));

  useEffect(() => {
    if (!checking) return;
    let live = true;
    void checkAdminSession().finally(() => live && setChecking(false));
    return () => {
      live = false;
    };
  }, [checking]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const found = {
      email: trimmed ? undefined : t('login.emailRequired'),
      password:
        password.length >= PASSWORD_MIN_LENGTH ? undefined : t('login.passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
    };
    setErrors(found);
    login.reset();
    if (found.email || found.password) return;
    login.mutate({ email: trimmed, password });
  };

  return {
    signedIn: status === 'signedIn',
    checking,
    target,
    email,
    setEmail,
    password,
    setPassword,
    errors,
    failure: login.error ? failureMessage(login.error, t('login.failed')) : null,
    sending: login.isPending,
    submit,
  };
}
