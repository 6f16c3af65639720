import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { initI18n } from '@tavollet/design-system/i18n/i18n';
import App, { areaOf } from '../app.tsx';

initI18n();

// The shell mounts the remote under `<base>/*`; the remote's routes are relative to it.
function renderAt(base: string, path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`${base}/*`} element={<App user={null} role={null} basePath={base} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('leaders remote', () => {
  it('given the two mount points, tells the principal and the deputy apart by base path', () => {
    expect(areaOf('/app/igazgato')).toBe('principal');
    expect(areaOf('/app/igazgatohelyettes')).toBe('deputy');
    expect(areaOf('/app/igazgatohelyettes/')).toBe('deputy');
  });

  it('given the deputy home, links to approvals, statistics and a new request under its base path', () => {
    renderAt('/app/igazgatohelyettes', '/app/igazgatohelyettes');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Igazgatóhelyettesi kezdőlap');
    expect(screen.getByRole('link', { name: /Új kérelem/ })).toHaveAttribute('href', '/app/igazgatohelyettes/uj-keres');
  });

  it('given the principal, there is no new-request page', () => {
    renderAt('/app/igazgato', '/app/igazgato/uj-keres');
    expect(screen.getByText('Ez az oldal nem található a vezetői felületen.')).toBeInTheDocument();
  });

  it('given statistics, shows "Hamarosan..." with a beta badge', () => {
    renderAt('/app/igazgato', '/app/igazgato/statisztikak');
    expect(screen.getByText('Hamarosan...')).toBeInTheDocument();
    expect(screen.getByText('béta')).toBeInTheDocument();
  });
});
