// The teacher remote's `./App`: its routes, relative to where the shell mounts it (/app/tanar).
import { Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@tavollet/contract/remote-props';
import './i18n/register.ts';
import { TeacherHome } from './features/home/components/teacher-home.tsx';
import { PlaceholderPage } from './features/placeholder/components/placeholder-page.tsx';

export default function App(_props: RemoteProps) {
  return (
    <Routes>
      <Route index element={<TeacherHome />} />
      <Route path="keres" element={<PlaceholderPage page="request" />} />
      <Route path="elozmenyek" element={<PlaceholderPage page="history" />} />
      <Route path="*" element={<PlaceholderPage page="notFound" />} />
    </Routes>
  );
}
