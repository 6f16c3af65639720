// `/elfelejtett/jelszo` (staff-area.md §2, §5 "Forgotten password", §8): three required,
// trimmed fields; the server answers the same whether or not the person exists.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { TextField } from '@tavollet/design-system/components/TextField/TextField';
import { failureMessage } from '@tavollet/contract/client/http';
import { PublicPage } from '../../../components/public-page.tsx';
import { FormActions, FormStack } from '@tavollet/design-system/components/FormLayout/FormLayout';
import { useRequestPasswordReset } from '../api/reset-password.ts';

const FIELDS = [
  { name: 'felhasznalonev', label: 'forgottenPassword.username', autoComplete: 'username', type: 'text' },
  { name: 'email', label: 'forgottenPassword.email', autoComplete: 'email', type: 'email' },
  { name: 'oktatasi_azonosito', label: 'forgottenPassword.om', autoComplete: 'off', type: 'text' },
] as const;
type FieldName = (typeof FIELDS)[number]['name'];
const EMPTY: Record<FieldName, string> = { felhasznalonev: '', email: '', oktatasi_azonosito: '' };

export function ForgottenPasswordPage() {
  const { t } = useTranslation('shell');
  const [values, setValues] = useState(EMPTY);
  const [missing, setMissing] = useState<FieldName[]>([]);
  const reset = useRequestPasswordReset();
  const result = reset.isSuccess
    ? { tone: 'success' as const, text: reset.data || t('forgottenPassword.done') }
    : reset.isError
      ? { tone: 'error' as const, text: failureMessage(reset.error, t('forgottenPassword.failed')) }
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      felhasznalonev: values.felhasznalonev.trim(),
      email: values.email.trim(),
      oktatasi_azonosito: values.oktatasi_azonosito.trim(),
    };
    const empty = FIELDS.map((f) => f.name).filter((name) => !body[name]);
    setMissing(empty);
    reset.reset();
    if (empty.length) return;
    reset.mutate(body, { onSuccess: () => setValues(EMPTY) });
  };

  return (
    <PublicPage title={t('forgottenPassword.title')}>
      <FormStack onSubmit={submit} noValidate>
        <p>{t('forgottenPassword.intro')}</p>
        {result?.text && <Alert tone={result.tone}>{result.text}</Alert>}
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            label={t(f.label)}
            name={f.name}
            type={f.type}
            autoComplete={f.autoComplete}
            required
            value={values[f.name]}
            error={missing.includes(f.name) ? t('validation.required') : undefined}
            onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
          />
        ))}
        <FormActions>
          <Button type="submit" variant="primary" loading={reset.isPending}>
            {t('forgottenPassword.submit')}
          </Button>
          <Link to="/">{t('forgottenPassword.backToLogin')}</Link>
        </FormActions>
      </FormStack>
    </PublicPage>
  );
}
