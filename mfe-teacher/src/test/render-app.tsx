// Renders the remote's App under its mount point, as the shell does: inside a router and a
// QueryClient (tests only).
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { SessionUser } from '@tavollet/contract/remote-props';
import { initI18n } from '@tavollet/design-system/i18n/i18n';
import App from '../app.tsx';
import { renderWithClient } from './render-with-client.tsx';

initI18n();

/** The current location, so tests can read what the URL became. */
export const currentLocationRef = { current: '' };
function LocationSpy() {
  const l = useLocation();
  useEffect(() => {
    currentLocationRef.current = `${l.pathname}${l.search}`;
  }, [l]);
  return null;
}

export function renderApp(path: string, user: SessionUser | null = null) {
  return renderWithClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/app/tanar/*" element={<App user={user} role="tanar" basePath="/app/tanar" />} />
      </Routes>
      <LocationSpy />
    </MemoryRouter>,
  );
}
