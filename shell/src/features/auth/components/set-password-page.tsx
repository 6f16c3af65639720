// `/beallitas/jelszo?token=` (staff-area.md §2, §5 "Set password", §8): loading while the link
// is verified, error, ready (the invited user and two password fields), success with Belépés.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';
import { TextField } from '@tavollet/design-system/components/TextField/TextField';
import { PASSWORD_MIN_LENGTH, type VerifyAnswer } from '@tavollet/contract/api/auth';
import { ApiError, failureMessage } from '@tavollet/contract/client/http';
import { PublicPage } from '../../../components/public-page.tsx';
import { FieldStack, FormActions, FormStack } from '@tavollet/design-system/components/FormLayout/FormLayout';
import formStyles from '../../../components/form.module.css';
import { useSetPassword } from '../api/set-password.ts';
import { useVerifyToken } from '../api/verify-token.ts';
import { usePublicLocation, useSearchParam } from '../../../public/public-location.tsx';

export function SetPasswordPage() {
  const { t } = useTranslation('shell');
  const location = usePublicLocation();
  const token = useSearchParam('token')?.trim() ?? '';
  const verify = useVerifyToken(token);
  const [done, setDone] = useState<string | null>(null);

  let error: string | null = null;
  if (!token) error = t('setPassword.tokenMissing');
  else if (verify.isError) {
    // A refusal from the server is an invalid link; no answer at all is an unknown error.
    const refused = verify.error instanceof ApiError && verify.error.status >= 400;
    error = failureMessage(verify.error, refused ? t('setPassword.invalid') : t('setPassword.unknownError'));
  }

  return (
    <PublicPage title={t('setPassword.title')}>
      {token && verify.isPending && <Spinner label={t('setPassword.loading')} showLabel />}
      {error && (
        <>
          <Alert tone="error">{error}</Alert>
          <p className={formStyles.links}>
            <a href="/">{t('setPassword.backToLogin')}</a>
          </p>
        </>
      )}
      {verify.data && done === null && <SetPasswordForm token={token} verified={verify.data} onDone={setDone} />}
      {done !== null && (
        <FieldStack>
          <Alert tone="success">{done}</Alert>
          <FormActions>
            <Button variant="primary" onClick={() => location.go('/')}>
              {t('setPassword.login')}
            </Button>
          </FormActions>
        </FieldStack>
      )}
    </PublicPage>
  );
}

function SetPasswordForm({
  token,
  verified,
  onDone,
}: {
  token: string;
  verified: VerifyAnswer;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('shell');
  const [password, setPasswordValue] = useState('');
  const [confirmed, setConfirmed] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmed?: string }>({});
  const save = useSetPassword(token);
  const failure = save.error ? failureMessage(save.error, t('setPassword.failed')) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: password.length >= PASSWORD_MIN_LENGTH ? undefined : t('validation.passwordTooShort'),
      confirmed: password === confirmed ? undefined : t('validation.passwordsDiffer'),
    };
    setErrors(found);
    save.reset();
    if (found.password || found.confirmed) return;
    save.mutate(
      { password, password_confirmed: confirmed },
      { onSuccess: (message) => onDone(message || t('setPassword.done')) },
    );
  };

  return (
    <FormStack onSubmit={submit} noValidate>
      <Alert tone="info">{verified.message || t('setPassword.ready')}</Alert>
      <p>
        <strong>{t('setPassword.invited', { name: verified.user.nev, email: verified.user.email })}</strong>
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      {/* Lets password managers store the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={verified.user.email} readOnly hidden />
      <TextField
        label={t('setPassword.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
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
        minLength={PASSWORD_MIN_LENGTH}
        value={confirmed}
        error={errors.confirmed}
        onChange={(e) => setConfirmed(e.target.value)}
      />
      <FormActions>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t('setPassword.submit')}
        </Button>
      </FormActions>
    </FormStack>
  );
}
