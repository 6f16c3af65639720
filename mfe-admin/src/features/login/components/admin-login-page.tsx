// `/admin` Admin oldal bejelentkezés (admin-area.md §2 "/admin"): e-mail and password; after a
// successful login /admin/kezdo, or the admin page that sent the visitor here. A refusal shows the
// server's text, the same as the staff login's. A staff session is not an admin session: a
// signed-in teacher sees this form too. The frame is the design system's PublicFrame, the staff
// login's too.
import { Link, Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { FormActions, FormStack } from '@tavollet/design-system/components/FormLayout/FormLayout';
import { PublicFrame } from '@tavollet/design-system/components/PublicFrame/PublicFrame';
import { TextField } from '@tavollet/design-system/components/TextField/TextField';
import { PASSWORD_MIN_LENGTH } from '@tavollet/contract/api/auth';
import { NS } from '../../../i18n/register.ts';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useAdminLoginPage } from '../hooks/use-admin-login-page.ts';

export function AdminLoginPage() {
  const { t } = useTranslation(NS);
  const page = useAdminLoginPage();
  if (page.signedIn) return <Navigate to={page.target} replace />;
  if (page.checking) return <PageLoading full label={t('checkingSession')} />;

  return (
    <PublicFrame data-remote="mfe_admin" brand={t('area')} title={t('login.title')} titleId="admin-login-title">
      <FormStack onSubmit={page.submit} noValidate>
        {page.failure && <Alert tone="error">{page.failure}</Alert>}
        <TextField
          label={t('login.email')}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={page.email}
          error={page.errors.email}
          onChange={(e) => page.setEmail(e.target.value)}
        />
        <TextField
          label={t('login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={page.password}
          error={page.errors.password}
          onChange={(e) => page.setPassword(e.target.value)}
        />
        <FormActions>
          <Button type="submit" variant="primary" loading={page.sending}>
            {t('login.submit')}
          </Button>
          {/* The shell's page, in the same router. */}
          <Link to="/">{t('login.staffLogin')}</Link>
        </FormActions>
      </FormStack>
    </PublicFrame>
  );
}
