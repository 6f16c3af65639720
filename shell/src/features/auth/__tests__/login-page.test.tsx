import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { initI18n, registerNamespace } from '@tavollet/design-system/i18n/i18n';
import shellTexts from '../../../i18n/hu.json';
import { useSessionStore } from '../../../lib/session/stores/session-store.ts';
import { renderWithClient } from '../../../test/render-with-client.tsx';
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

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <LoginPage /> },
      { path: '*', element: <p>Cél oldal</p> },
    ],
    { initialEntries: [url] },
  );
  renderWithClient(<RouterProvider router={router} />);
  return router;
}

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

  it('given one role, sends the trimmed e-mail and opens the role home; a returnTo wins', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ ok: true, user: { nev: 'Tanár Tóbiás', email: 't@t.hu', szerepkorok: ['tanar'] } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const router = renderAt('/');
    await fillAndSend('  t@t.hu  ', 'Jo-jelszo-1');
    await screen.findByText('Cél oldal');
    expect(router.state.location.pathname).toBe('/app/tanar');
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      email: 't@t.hu',
      password: 'Jo-jelszo-1',
    });
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', role: 'tanar' });

    useSessionStore.setState({ status: 'signedOut', user: null, role: null });
    const second = renderAt('/?returnTo=%2Fapp%2Ftanar%2Felozmenyek');
    await fillAndSend('t@t.hu', 'Jo-jelszo-1');
    await screen.findAllByText('Cél oldal');
    expect(second.state.location.pathname).toBe('/app/tanar/elozmenyek');
  });
});
