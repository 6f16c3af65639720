// `/beallitas/jelszo?token=` (staff-area.md §2, §5 "Set password", §8): loading while the link
// is verified, error, ready (the invited user and two password fields), success with Belépés.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';
import { TextField } from '@tavollet/design-system/components/TextField/TextField';
import { ApiError, messageOf } from '@tavollet/contract/client/http';
import { PublicPage } from '../../../components/public-page.tsx';
import formStyles from '../../../components/form.module.css';
import { setPassword } from '../api/set-password.ts';
import { verifyToken } from '../api/verify-token.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; message: string; nev: string; email: string }
  | { kind: 'success'; message: string };

const MIN_PASSWORD = 8;

export function SetPasswordPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'loading' } : { kind: 'error', message: t('setPassword.tokenMissing') },
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    verifyToken(token).then(
      (answer) => live && setState({ kind: 'ready', message: answer.message, ...answer.user }),
      (err: unknown) => {
        if (!live) return;
        // A refusal from the server is an invalid link; no answer at all is an unknown error.
        const fallback = err instanceof ApiError && err.status >= 400 ? t('setPassword.invalid') : t('setPassword.unknownError');
        setState({ kind: 'error', message: messageOf(err, fallback) });
      },
    );
    return () => {
      live = false;
    };
  }, [token, t]);

  return (
    <PublicPage title={t('setPassword.title')}>
      {state.kind === 'loading' && <Spinner label={t('setPassword.loading')} showLabel />}
      {state.kind === 'error' && (
        <>
          <Alert tone="error">{state.message}</Alert>
          <p className={formStyles.links}>
            <Link to="/">{t('setPassword.backToLogin')}</Link>
          </p>
        </>
      )}
      {state.kind === 'ready' && (
        <SetPasswordForm token={token} state={state} onDone={(message) => setState({ kind: 'success', message })} />
      )}
      {state.kind === 'success' && (
        <div className={formStyles.form}>
          <Alert tone="success">{state.message}</Alert>
          <div className={formStyles.actions}>
            <Button variant="primary" onClick={() => void navigate('/')}>
              {t('setPassword.login')}
            </Button>
          </div>
        </div>
      )}
    </PublicPage>
  );
}

function SetPasswordForm({
  token,
  state,
  onDone,
}: {
  token: string;
  state: Extract<State, { kind: 'ready' }>;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('shell');
  const [password, setPasswordValue] = useState('');
  const [confirmed, setConfirmed] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmed?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: password.length >= MIN_PASSWORD ? undefined : t('validation.passwordTooShort'),
      confirmed: password === confirmed ? undefined : t('validation.passwordsDiffer'),
    };
    setErrors(found);
    setFailure(null);
    if (found.password || found.confirmed) return;
    setBusy(true);
    try {
      const message = await setPassword(token, { password, password_confirmed: confirmed });
      onDone(message || t('setPassword.done'));
    } catch (err) {
      setFailure(messageOf(err, t('setPassword.failed')));
      setBusy(false);
    }
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <Alert tone="info">{state.message || t('setPassword.ready')}</Alert>
      <p>
        <strong>{t('setPassword.invited', { name: state.nev, email: state.email })}</strong>
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      {/* Lets password managers store the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={state.email} readOnly hidden />
      <TextField
        label={t('setPassword.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD}
        hint={t('setPassword.hint')}
        value={password}
        error={errors.password}
        onChange={(e) => setPasswordValue(e.target.value)}
      />
      <TextField
        label={t('setPassword.passwordConfirmed')}
        type="password"
        name="password_confirmed"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD}
        value={confirmed}
        error={errors.confirmed}
        onChange={(e) => setConfirmed(e.target.value)}
      />
      <div className={formStyles.actions}>
        <Button type="submit" variant="primary" loading={busy}>
          {t('setPassword.submit')}
        </Button>
      </div>
    </form>
  );
}
