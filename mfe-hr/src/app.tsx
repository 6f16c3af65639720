// The HR remote's `./App`: its routes, relative to where the shell mounts it (/app/hr). The
// list's filters, order and page live in the URL's query (features/requests/lib/hr-params.ts).
import { Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@tavollet/contract/remote-props';
import './i18n/register.ts';
import { HrPage } from './features/requests/components/hr-page.tsx';
import { NotFoundPage } from './features/not-found/components/not-found-page.tsx';

export default function App(_props: RemoteProps) {
  return (
    <Routes>
      <Route index element={<HrPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
