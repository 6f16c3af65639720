// Renders the remote's App under one of its mount points, as the shell does: inside a router and
// a QueryClient (tests only).
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
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

export type Base = '/app/igazgato' | '/app/igazgatohelyettes';

export function renderApp(base: Base, path: string = base) {
  const role = base === '/app/igazgato' ? 'igazgato' : 'igazgatohelyettes';
  return renderWithClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`${base}/*`} element={<App user={null} role={role} basePath={base} />} />
      </Routes>
      <LocationSpy />
    </MemoryRouter>,
  );
}
