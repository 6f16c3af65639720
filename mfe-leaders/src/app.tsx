// The leaders remote's `./App`, mounted twice by the shell: /app/igazgato (principal) and
// /app/igazgatohelyettes (deputy). Which one is decided by the base path, not the role, so the
// right screens show even while the user works in another role; that area is the `szerep` of
// every call (lib/area.ts). The deputy's form is loaded only when opened (it brings the form
// library and the combobox).
import { Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RemoteProps } from '@tavollet/contract/remote-props';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';
import { ToastProvider } from '@tavollet/design-system/components/Toast/Toast';
import { lazyPage } from '@tavollet/design-system/lib/lazy-page';
import { NS } from './i18n/register.ts';
import { areaOf } from './lib/area.ts';
import { LeaderHome } from './features/home/components/leader-home.tsx';
import { ApprovalsPage } from './features/approvals/components/approvals-page.tsx';
import { Statistics } from './features/statistics/components/statistics.tsx';
import { PlaceholderPage } from './features/placeholder/components/placeholder-page.tsx';

export { areaOf } from './lib/area.ts';

const NewRequestPage = lazyPage(() =>
  import('./features/new-request/components/new-request-page.tsx').then((m) => ({ default: m.NewRequestPage })),
);

function Loading() {
  const { t } = useTranslation(NS);
  return <Spinner showLabel label={t('loadingPage')} />;
}

export default function App({ basePath }: RemoteProps) {
  const area = areaOf(basePath);
  return (
    // The shell offers no toast host; the remote brings its own (decisions).
    <ToastProvider>
      <Routes>
        <Route index element={<LeaderHome area={area} />} />
        <Route path="jovahagyasok" element={<ApprovalsPage area={area} />} />
        <Route path="statisztikak" element={<Statistics />} />
        {/* Only the deputy creates requests on behalf of a teacher (staff-area.md §1). */}
        {area === 'deputy' && <Route path="uj-keres" element={<NewRequestPage fallback={<Loading />} />} />}
        <Route path="*" element={<PlaceholderPage page="notFound" />} />
      </Routes>
    </ToastProvider>
  );
}
