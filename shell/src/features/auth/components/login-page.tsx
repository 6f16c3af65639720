// `/` Bejelentkezés (staff-area.md §2, §5 "Login", §8 "Login fallback"). After a successful
// login: the page first asked for, else one role's home, else the role chooser (§4).
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { TextField } from '@tavollet/design-system/components/TextField/TextField';
import { messageOf } from '@tavollet/contract/client/http';
import { PublicPage } from '../../../components/public-page.tsx';
import formStyles from '../../../components/form.module.css';
import { useSessionStore } from '../../session/stores/session-store.ts';
import { landingPath } from '../../session/role-homes.ts';
import { login } from '../api/login.ts';

const MIN_PASSWORD = 8;

export function LoginPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const found = {
      email: trimmed ? undefined : t('validation.emailRequired'),
      password: password.length >= MIN_PASSWORD ? undefined : t('validation.passwordTooShort'),
    };
    setErrors(found);
    setFailure(null);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      const user = await login({ email: trimmed, password });
      useSessionStore.getState().signIn(user);
      await navigate(landingPath(user, params.get('returnTo')), { replace: true });
    } catch (err) {
      setFailure(messageOf(err, t('login.failed')));
      setBusy(false);
    }
  };

  return (
    <PublicPage title={t('login.title')}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label={t('login.email')}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={t('login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          minLength={MIN_PASSWORD}
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className={formStyles.actions}>
          <Button type="submit" variant="primary" loading={busy}>
            {t('login.submit')}
          </Button>
          <Link to="/elfelejtett/jelszo">{t('login.forgotten')}</Link>
        </div>
      </form>
    </PublicPage>
  );
}
