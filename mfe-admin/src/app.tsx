// The admin remote's `./App`, mounted by the shell at /admin outside the staff layout: the admin
// area brings its own login, session guard and frame (admin-area.md §2; docs/architecture.md
// "Front-end structure"). /admin is the login; every other page needs an admin session and renders
// inside the frame. Every page loads lazily, each its own chunk.
import type { ComponentType, ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@tavollet/contract/remote-props';
import { ToastProvider } from '@tavollet/design-system/components/Toast/Toast';
import { lazyPage } from '@tavollet/design-system/lib/lazy-page';
import './i18n/register.ts';
import { PageLoading } from './components/page-loading.tsx';
import { NotFoundPage } from './components/not-found-page.tsx';
import { useAdminSessionEnd } from './lib/session/use-admin-session-end.ts';
import { AdminLoginPage } from './features/login/components/admin-login-page.tsx';
import { RequireAdmin } from './features/layout/components/require-admin.tsx';
import { AdminLayout } from './features/layout/components/admin-layout.tsx';

// The home too: its servers table brings @tanstack/react-table, which no other page's first view needs.
const AdminHome = lazyPage(() =>
  import('./features/home/components/admin-home.tsx').then((m) => ({ default: m.AdminHome })),
);
const UsersPage = lazyPage(() =>
  import('./features/users/components/users-page.tsx').then((m) => ({ default: m.UsersPage })),
);
const EmailPage = lazyPage(() =>
  import('./features/email/components/email-page.tsx').then((m) => ({ default: m.EmailPage })),
);
const CalendarPage = lazyPage(() =>
  import('./features/calendar/components/calendar-page.tsx').then((m) => ({ default: m.CalendarPage })),
);
const QuotasPage = lazyPage(() =>
  import('./features/quotas/components/quotas-page.tsx').then((m) => ({ default: m.QuotasPage })),
);
const RequestsPage = lazyPage(() =>
  import('./features/requests/components/requests-page.tsx').then((m) => ({ default: m.RequestsPage })),
);
const RoutingPage = lazyPage(() =>
  import('./features/routing/components/routing-page.tsx').then((m) => ({ default: m.RoutingPage })),
);
const IssuesPage = lazyPage(() =>
  import('./features/issues/components/issues-page.tsx').then((m) => ({ default: m.IssuesPage })),
);

const AuditPage = lazyPage(() =>
  import('./features/audit/components/audit-page.tsx').then((m) => ({ default: m.AuditPage })),
);

// A page whose code cannot be downloaded (e.g. gone after a redeploy) fails in the frame's main
// area, under the menu, with the shell's panel; its retry downloads again (lazyPage).
function Lazy({ page: Page }: { page: ComponentType<{ fallback: ReactNode }> }) {
  return <Page fallback={<PageLoading />} />;
}

export default function App(_props: RemoteProps) {
  useAdminSessionEnd();
  return (
    // The shell offers no toast host; the remote brings its own.
    <ToastProvider>
      <Routes>
        <Route index element={<AdminLoginPage />} />
        <Route
          element={
            <RequireAdmin>
              <AdminLayout />
            </RequireAdmin>
          }
        >
          <Route path="kezdo" element={<Lazy page={AdminHome} />} />
          <Route path="felhasznalok" element={<Lazy page={UsersPage} />} />
          <Route path="tanev-napok" element={<Lazy page={CalendarPage} />} />
          <Route path="szabadsag-keretek" element={<Lazy page={QuotasPage} />} />
          <Route path="szabadsag-kerelmek" element={<Lazy page={RequestsPage} />} />
          <Route path="szabadsag-kerelmek/utvonalak" element={<Lazy page={RoutingPage} />} />
          <Route path="email" element={<Lazy page={EmailPage} />} />
          <Route path="hibabejelentesek" element={<Lazy page={IssuesPage} />} />
          <Route path="naplo" element={<Lazy page={AuditPage} />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </ToastProvider>
  );
}
