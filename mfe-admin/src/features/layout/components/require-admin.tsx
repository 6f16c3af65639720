// Every /admin/* page but the login needs an admin session (admin-area.md §2, §6): until the check
// answers a spinner, without a session the login page with `returnTo` (none after a logout). A convenience only: the
// gateway refuses every admin call without the admin cookie.
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/register.ts';
import { PageLoading } from '../../../components/page-loading.tsx';
import { adminLoginPath } from '../../../lib/paths.ts';
import { useAdminSession } from '../../../lib/session/admin-session-store.ts';
import { ensureAdminSession } from '../../../lib/session/check-admin-session.ts';

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NS);
  const status = useAdminSession((s) => s.status);
  const loggedOut = useAdminSession((s) => s.loggedOut);
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (status === 'unknown') void ensureAdminSession();
  }, [status]);

  if (status === 'unknown') return <PageLoading full label={t('checkingSession')} />;
  if (status === 'signedOut') return <Navigate to={adminLoginPath(loggedOut ? null : pathname + search)} replace />;
  return children;
}
