import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi } from '../test/fake-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { areaOf, szerepOf } from '../lib/area.ts';

afterEach(() => vi.unstubAllGlobals());

describe('leaders remote', () => {
  it('given the two mount points, tells the principal and the deputy apart by base path', () => {
    expect(areaOf('/app/igazgato')).toBe('principal');
    expect(areaOf('/app/igazgatohelyettes')).toBe('deputy');
    expect(areaOf('/app/igazgatohelyettes/')).toBe('deputy');
    expect(szerepOf('deputy')).toBe('igazgatohelyettes');
  });

  it('given the deputy home, shows the pending and urgent counts of the deputy role and links under its base path', async () => {
    const api = fakeApi({ 'GET /api/leaders/counts': { body: { ok: true, pending: 4, urgent: 1 } } });
    renderApp('/app/igazgatohelyettes');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Igazgatóhelyettesi kezdőlap');
    expect(document.title).toBe('Igazgatóhelyettesi kezdőlap – Távollét');
    expect(await screen.findByTestId('pending-count')).toHaveTextContent('4 kérelem');
    expect(screen.getByTestId('urgent-count')).toHaveTextContent('ebből sürgős: 1');
    expect(api.callsTo('GET', '/api/leaders/counts')[0]?.query).toEqual({ szerep: 'igazgatohelyettes' });
    expect(screen.getByRole('link', { name: /Új kérelem/ })).toHaveAttribute('href', '/app/igazgatohelyettes/uj-keres');
    expect(screen.getByRole('link', { name: /Jóváhagyások/ })).toHaveAttribute(
      'href',
      '/app/igazgatohelyettes/jovahagyasok',
    );
    expect(screen.getByRole('link', { name: /Jóváhagyások/ })).toHaveTextContent('1 sürgős');
  });

  it('given the principal home with nothing waiting, says so and offers no new request', async () => {
    const api = fakeApi({ 'GET /api/leaders/counts': { body: { ok: true, pending: 0, urgent: 0 } } });
    renderApp('/app/igazgato');
    expect(await screen.findByText('Nincs jóváhagyandó kérelem.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/leaders/counts')[0]?.query).toEqual({ szerep: 'igazgato' });
    expect(screen.queryByRole('link', { name: /Új kérelem/ })).not.toBeInTheDocument();
  });

  it('given the counts fail, shows the server message with a retry that loads them again', async () => {
    const api = fakeApi({
      'GET /api/leaders/counts': {
        status: 403,
        body: { ok: false, message: 'Ehhez a szerepkörhöz nincs jogosultságod.' },
      },
    });
    renderApp('/app/igazgato');
    expect(await screen.findByText('Ehhez a szerepkörhöz nincs jogosultságod.')).toBeInTheDocument();
    api.set('GET /api/leaders/counts', { body: { ok: true, pending: 2, urgent: 0 } });
    screen.getByRole('button', { name: 'Újratöltés' }).click();
    expect(await screen.findByTestId('pending-count')).toHaveTextContent('2 kérelem');
  });

  it('given the principal, there is no new-request page', () => {
    renderApp('/app/igazgato', '/app/igazgato/uj-keres');
    expect(screen.getByText('Ez az oldal nem található a vezetői felületen.')).toBeInTheDocument();
  });

  it('given statistics, shows its page under the deputy area too', async () => {
    fakeApi({});
    renderApp('/app/igazgatohelyettes', '/app/igazgatohelyettes/statisztikak');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Statisztikák');
  });
});
