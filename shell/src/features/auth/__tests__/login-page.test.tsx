import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, registerNamespace } from '@tavollet/design-system/i18n/i18n';
import shellTexts from '../../../i18n/hu.json';
import { useSessionStore } from '../../../lib/session/stores/session-store.ts';
import { renderPublicPage } from '../../../test/render-public-page.tsx';
import { LoginPage } from '../components/login-page.tsx';

beforeAll(() => {
  initI18n();
  registerNamespace('shell', shellTexts);
});
beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ status: 'signedOut', user: null, role: null });
});
afterEach(() => vi.unstubAllGlobals());

const renderAt = (url: string) => renderPublicPage(LoginPage, url);

async function fillAndSend(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText(/^E-mail cím/), email);
  if (password) await userEvent.type(screen.getByLabelText(/^Jelszó/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Belépés' }));
}

describe('LoginPage', () => {
  it("given a refusal, shows the server's message; without one, the spec's fallback", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ok: false, message: 'Hibás e-mail cím vagy jelszó.' }, { status: 401 })),
    );
    renderAt('/');
    await fillAndSend('a@b.hu', 'Rossz-jelszo');
    expect(await screen.findByText('Hibás e-mail cím vagy jelszó.')).toBeInTheDocument();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Belépés' }));
    expect(await screen.findByText('Hiba a bejelentkezés során.')).toBeInTheDocument();
  });

  it('given an empty e-mail or a short password, says so and does not call the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/');
    await fillAndSend('   ', 'rovid');
    expect(screen.getByText('Az e-mail cím megadása kötelező.')).toBeInTheDocument();
    expect(screen.getByText('A jelszó legyen legalább 8 karakter hosszú!')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('given one role, sends the trimmed e-mail and loads the role home, the button busy meanwhile; a returnTo wins', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ ok: true, user: { nev: 'Tanár Tóbiás', email: 't@t.hu', szerepkorok: ['tanar'] } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const first = renderAt('/');
    await fillAndSend('  t@t.hu  ', 'Jo-jelszo-1');
    await vi.waitFor(() => expect(first.went).toEqual([{ href: '/app/tanar', replace: true }]));
    // Until the new page replaces this one.
    expect(screen.getByRole('button', { name: 'Belépés' })).toHaveAttribute('aria-busy', 'true');
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      email: 't@t.hu',
      password: 'Jo-jelszo-1',
    });
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', role: 'tanar' });

    useSessionStore.setState({ status: 'signedOut', user: null, role: null });
    first.unmount();
    const second = renderAt('/?returnTo=%2Fapp%2Ftanar%2Felozmenyek');
    await fillAndSend('t@t.hu', 'Jo-jelszo-1');
    await vi.waitFor(() => expect(second.went).toEqual([{ href: '/app/tanar/elozmenyek', replace: true }]));
  });

  it('given a slowed sign-in (429), offers the e-mailed link: it asks for one with the typed e-mail and shows the answer; a plain refusal offers none', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, body: JSON.parse(String(init.body)) });
        if (url.endsWith('/auth/login'))
          return Response.json(
            { ok: false, message: 'Túl sok sikertelen bejelentkezés ehhez a fiókhoz.', retryAfter: 60 },
            { status: 429 },
          );
        return Response.json({ ok: true, message: 'Elküldtük a belépési linket.' });
      }),
    );
    renderAt('/');
    await fillAndSend(' t@t.hu ', 'Jo-jelszo-1');
    const ask = await screen.findByRole('button', { name: 'Belépési link kérése e-mailben' });
    await userEvent.click(ask);
    expect(await screen.findByText('Elküldtük a belépési linket.')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ url: '/api/auth/login-link', body: { email: 't@t.hu' } });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ok: false, message: 'Hibás e-mail cím vagy jelszó.' }, { status: 401 })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Belépés' }));
    expect(await screen.findByText('Hibás e-mail cím vagy jelszó.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Belépési link kérése e-mailben' })).toBeNull();
  });

  it('opened from the mailed link, one button signs in with it and loads the role home; a used link says so', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ ok: true, user: { nev: 'Tanár Tóbiás', email: 't@t.hu', szerepkorok: ['tanar'] } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const page = renderAt('/?belepesi_link=abc123');
    expect(screen.queryByLabelText(/^Jelszó/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Belépés' }));
    await vi.waitFor(() => expect(page.went).toEqual([{ href: '/app/tanar', replace: true }]));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/login-link/use');
    expect(JSON.parse(String(init.body))).toEqual({ token: 'abc123' });

    page.unmount();
    useSessionStore.setState({ status: 'signedOut', user: null, role: null });
    const used = 'Érvénytelen, lejárt vagy már felhasznált belépési link. Kérj újat a bejelentkezésnél.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ok: false, message: used }, { status: 400 })),
    );
    renderAt('/?belepesi_link=abc123');
    await userEvent.click(screen.getByRole('button', { name: 'Belépés' }));
    expect(await screen.findByText(used)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vissza a bejelentkezéshez' })).toHaveAttribute('href', '/');
  });
});
