// The leaders remote's `./App`, mounted twice by the shell: /app/igazgato (principal) and
// /app/igazgatohelyettes (deputy). Which one is decided by the base path, not the role, so the
// right screens show even while the user works in another role.
import { Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@tavollet/contract/remote-props';
import './i18n/register.ts';
import { LeaderHome, type LeaderArea } from './features/home/components/leader-home.tsx';
import { Statistics } from './features/statistics/components/statistics.tsx';
import { PlaceholderPage } from './features/placeholder/components/placeholder-page.tsx';

export function areaOf(basePath: string): LeaderArea {
  return basePath.replace(/\/+$/, '').endsWith('/igazgatohelyettes') ? 'deputy' : 'principal';
}

export default function App({ basePath }: RemoteProps) {
  const area = areaOf(basePath);
  return (
    <Routes>
      <Route index element={<LeaderHome area={area} />} />
      <Route path="jovahagyasok" element={<PlaceholderPage page="approvals" />} />
      <Route path="statisztikak" element={<Statistics />} />
      {/* Only the deputy creates requests on behalf of a teacher (staff-area.md §1). */}
      {area === 'deputy' && <Route path="uj-keres" element={<PlaceholderPage page="newRequest" />} />}
      <Route path="*" element={<PlaceholderPage page="notFound" />} />
    </Routes>
  );
}
