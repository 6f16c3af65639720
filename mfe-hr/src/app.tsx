// The HR remote's `./App`: its routes, relative to where the shell mounts it (/app/hr).
import { Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@tavollet/contract/remote-props';
import './i18n/register.ts';
import { HrHome } from './features/home/components/hr-home.tsx';

export default function App(_props: RemoteProps) {
  return (
    <Routes>
      <Route index element={<HrHome />} />
      <Route path="*" element={<HrHome notFound />} />
    </Routes>
  );
}
