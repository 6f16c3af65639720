// `/elfelejtett/jelszo` (staff-area.md §2, §5 "Forgotten password", §8): three required,
// trimmed fields; the server answers the same whether or not the person exists. The fields are
// read when the form is sent: the page arrives rendered at build time and what is typed before
// the script runs counts.
import { useState, type FormEvent } from 'react';
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

export function ForgottenPasswordPage() {
  const { t } = useTranslation('shell');
  const [missing, setMissing] = useState<FieldName[]>([]);
  const reset = useRequestPasswordReset();
  const result = reset.isSuccess
    ? { tone: 'success' as const, text: reset.data || t('forgottenPassword.done') }
    : reset.isError
      ? { tone: 'error' as const, text: failureMessage(reset.error, t('forgottenPassword.failed')) }
      : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const read = (name: FieldName) => String(fields.get(name) ?? '').trim();
    const body = {
      felhasznalonev: read('felhasznalonev'),
      email: read('email'),
      oktatasi_azonosito: read('oktatasi_azonosito'),
    };
    const empty = FIELDS.map((f) => f.name).filter((name) => !body[name]);
    setMissing(empty);
    reset.reset();
    if (empty.length) return;
    reset.mutate(body, { onSuccess: () => form.reset() });
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
            error={missing.includes(f.name) ? t('validation.required') : undefined}
          />
        ))}
        <FormActions>
          <Button type="submit" variant="primary" loading={reset.isPending}>
            {t('forgottenPassword.submit')}
          </Button>
          <a href="/">{t('forgottenPassword.backToLogin')}</a>
        </FormActions>
      </FormStack>
    </PublicPage>
  );
}
