// The admin remote's `./App`, mounted by the shell at /admin outside the staff layout: the
// admin area has its own login and frame (admin-area.md §2 "/admin"), not built yet.
import { Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@tavollet/contract/remote-props';
import './i18n/register.ts';
import { AdminHome } from './features/home/components/admin-home.tsx';

export default function App(_props: RemoteProps) {
  return (
    <Routes>
      <Route index element={<AdminHome />} />
      <Route path="*" element={<AdminHome notFound />} />
    </Routes>
  );
}
