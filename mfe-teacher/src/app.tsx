// The teacher remote's `./App`: its routes, relative to where the shell mounts it (/app/tanar).
// Data never depends on `user`: the API knows the teacher from the session cookie.
import { Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@tavollet/contract/remote-props';
import { ToastProvider } from '@tavollet/design-system/components/Toast/Toast';
import './i18n/register.ts';
import { HistoryPage } from './features/history/components/history-page.tsx';
import { TeacherHome } from './features/home/components/teacher-home.tsx';
import { NotFoundPage } from './features/not-found/components/not-found-page.tsx';
import { RequestPage } from './features/request/components/request-page.tsx';

export default function App({ user }: RemoteProps) {
  return (
    // The shell offers no toast host; the remote brings its own (draft deleted, request withdrawn).
    <ToastProvider>
      <Routes>
        <Route index element={<TeacherHome name={user?.nev} />} />
        <Route path="keres" element={<RequestPage email={user?.email} />} />
        <Route path="elozmenyek" element={<HistoryPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </ToastProvider>
  );
}
