// `/app/jelszo` (staff-area.md §5 "Change password", §8): the three rules and their messages
// before sending; the server's message after (it renews the session cookie itself).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { TextField } from '@tavollet/design-system/components/TextField/TextField';
import { messageOf, isSessionExpired } from '@tavollet/contract/client/http';
import formStyles from '../../../components/form.module.css';
import { changePassword } from '../api/change-password.ts';
import { validateChangePassword, type ChangePasswordValues } from '../validate-change-password.ts';

const EMPTY: ChangePasswordValues = { current_password: '', new_password: '', new_password_confirm: '' };

export function ChangePasswordPage() {
  const { t } = useTranslation('shell');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof ChangePasswordValues, string>>>({});
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const field = (name: keyof ChangePasswordValues) => ({
    name,
    type: 'password',
    required: true,
    minLength: 8,
    value: values[name],
    error: errors[name] ? t(errors[name]) : undefined,
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateChangePassword(values);
    setErrors(found);
    setResult(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const message = await changePassword(values);
      setResult({ tone: 'success', text: message || t('changePassword.done') });
      setValues(EMPTY);
    } catch (err) {
      if (isSessionExpired(err)) return; // the shell is already on its way to the login page
      setResult({ tone: 'error', text: messageOf(err, t('changePassword.failed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={formStyles.page}>
      <h1 className={formStyles.pageTitle}>{t('changePassword.title')}</h1>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
        <TextField label={t('changePassword.current')} autoComplete="current-password" {...field('current_password')} />
        <TextField
          label={t('changePassword.new')}
          autoComplete="new-password"
          hint={t('changePassword.hint')}
          {...field('new_password')}
        />
        <TextField label={t('changePassword.confirm')} autoComplete="new-password" {...field('new_password_confirm')} />
        <div className={formStyles.actions}>
          <Button type="submit" variant="primary" loading={busy}>
            {t('changePassword.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
