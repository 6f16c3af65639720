import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, registerNamespace } from '@tavollet/design-system/i18n/i18n';
import shellTexts from '../../../i18n/hu.json';
import { renderPublicPage } from '../../../test/render-public-page.tsx';
import { SetPasswordPage } from '../components/set-password-page.tsx';

beforeAll(() => {
  initI18n();
  registerNamespace('shell', shellTexts);
});
afterEach(() => vi.unstubAllGlobals());

const renderAt = (url: string) => renderPublicPage(SetPasswordPage, url);

describe('SetPasswordPage', () => {
  it('given no token, says the token is missing without asking the server', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/beallitas/jelszo');
    expect(screen.getByText('Hiányzik a token a linkből!')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('given a refused token, the invalid-invitation message; no answer at all, the unknown error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ok: false, message: 'Érvénytelen, vagy lejárt meghívó.' }, { status: 400 })),
    );
    const first = renderAt('/beallitas/jelszo?token=abc');
    expect(await screen.findByText('Érvénytelen, vagy lejárt meghívó.')).toBeInTheDocument();
    first.unmount();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderAt('/beallitas/jelszo?token=abc');
    expect(await screen.findByText('Ismeretlen hiba')).toBeInTheDocument();
  });

  it('given a valid token, checks both rules and then shows the success with Belépés', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('/verify')
        ? Response.json({
            ok: true,
            message: 'A meghívó érvényes. Add meg az új jelszavad.',
            user: { nev: 'Meg Hívott', email: 'm@h.hu' },
          })
        : Response.json({ ok: true, message: 'A jelszó beállítása sikeres volt. Most már bejelentkezhetsz.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { went } = renderAt('/beallitas/jelszo?token=abc');
    expect(await screen.findByText('Meg Hívott (m@h.hu)')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Új jelszó \*?$/), 'rovid');
    await userEvent.click(screen.getByRole('button', { name: 'Jelszó beállítása' }));
    expect(screen.getByText('A jelszó legyen legalább 8 karakter hosszú!')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Új jelszó \*?$/), '-hosszabb');
    await userEvent.type(screen.getByLabelText(/^Új jelszó még egyszer/), 'mas-jelszo');
    await userEvent.click(screen.getByRole('button', { name: 'Jelszó beállítása' }));
    expect(screen.getByText('A két jelszó nem egyezik!')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Új jelszó még egyszer/));
    await userEvent.type(screen.getByLabelText(/^Új jelszó még egyszer/), 'rovid-hosszabb');
    await userEvent.click(screen.getByRole('button', { name: 'Jelszó beállítása' }));
    expect(await screen.findByText('A jelszó beállítása sikeres volt. Most már bejelentkezhetsz.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(went).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Belépés' }));
    expect(went).toEqual([{ href: '/', replace: false }]);
  });
});
