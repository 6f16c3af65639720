import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_HINT_KEY, useAdminSession } from '../../../lib/session/admin-session-store.ts';
import {
  EMPTY_STATS as STATS,
  ME,
  TEST_ADMIN,
  UNAUTHENTICATED,
  fakeApi,
  renderAdmin,
  resetAdminSession,
} from '../../../lib/__tests__/admin-test-kit.tsx';

beforeEach(resetAdminSession);
afterEach(() => vi.unstubAllGlobals());

async function fillAndSend(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText(/^E-mail cím/), email);
  if (password) await userEvent.type(screen.getByLabelText(/^Jelszó/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Belépés' }));
}

describe('AdminLoginPage', () => {
  it('given a fresh browser, shows the admin login without asking the server anything', async () => {
    const api = fakeApi({});
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin oldal bejelentkezés' })).toBeInTheDocument();
    expect(screen.getByText('Adminisztrációs felület')).toBeInTheDocument();
    expect(document.title).toBe('Admin oldal bejelentkezés – Távollét');
    expect(api.calls).toEqual([]);
  });

  it("given a refusal, shows the server's text (also a 429's wait); without one, the staff login's fallback", async () => {
    let answer: { status: number; body: unknown } = {
      status: 401,
      body: { ok: false, message: 'Hibás e-mail cím vagy jelszó.' },
    };
    fakeApi({ 'POST /api/auth/admin/login': () => answer });
    const { router } = renderAdmin('/admin');
    await fillAndSend('admin@teszt.hu', 'Rossz-jelszo');
    expect(await screen.findByText('Hibás e-mail cím vagy jelszó.')).toBeInTheDocument();

    answer = {
      status: 429,
      body: { ok: false, message: 'Túl sok sikertelen bejelentkezés. Próbáld újra 5 perc múlva.' },
    };
    await userEvent.click(screen.getByRole('button', { name: 'Belépés' }));
    expect(await screen.findByText('Túl sok sikertelen bejelentkezés. Próbáld újra 5 perc múlva.')).toBeInTheDocument();

    answer = { status: 500, body: null };
    await userEvent.click(screen.getByRole('button', { name: 'Belépés' }));
    expect(await screen.findByText('Hiba a bejelentkezés során.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(useAdminSession.getState().status).not.toBe('signedIn');
  });

  it('given an empty e-mail or a short password, says so and does not call the server', async () => {
    const api = fakeApi({});
    renderAdmin('/admin');
    await screen.findByRole('heading', { name: 'Admin oldal bejelentkezés' });
    await fillAndSend('   ', 'rovid');
    expect(screen.getByText('Az e-mail cím megadása kötelező.')).toBeInTheDocument();
    expect(screen.getByText('A jelszó legyen legalább 8 karakter hosszú!')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('given the right password, sends the trimmed e-mail and opens /admin/kezdo', async () => {
    const api = fakeApi({ 'POST /api/auth/admin/login': ME, 'GET /api/admin/getstats': STATS });
    const { router } = renderAdmin('/admin');
    await fillAndSend('  admin@teszt.hu ', 'Jo-jelszo-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kezdőlap' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/kezdo');
    expect(api.calls[0]).toEqual({
      method: 'POST',
      path: '/api/auth/admin/login',
      body: { email: 'admin@teszt.hu', password: 'Jo-jelszo-1' },
    });
    expect(useAdminSession.getState()).toMatchObject({ status: 'signedIn', admin: TEST_ADMIN });
    expect(localStorage.getItem(ADMIN_HINT_KEY)).toBe('1');
  });

  it('given a returnTo of an admin page, goes back there; one of another site is ignored', async () => {
    fakeApi({ 'POST /api/auth/admin/login': ME, 'GET /api/admin/getstats': STATS });
    const first = renderAdmin('/admin?returnTo=%2Fadmin%2Ftanev-napok');
    await fillAndSend('admin@teszt.hu', 'Jo-jelszo-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tanév napjai' })).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe('/admin/tanev-napok');
    first.unmount();

    resetAdminSession();
    const second = renderAdmin('/admin?returnTo=https%3A%2F%2Fevil.example%2Fadmin%2Fx');
    await fillAndSend('admin@teszt.hu', 'Jo-jelszo-1');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/admin/kezdo'));
  });

  it('given a browser that signed in before, asks the server: a live session goes on, an ended one shows the form', async () => {
    localStorage.setItem(ADMIN_HINT_KEY, '1');
    fakeApi({ 'GET /api/admin/auth/me': ME, 'GET /api/admin/getstats': STATS });
    const live = renderAdmin('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kezdőlap' })).toBeInTheDocument();
    expect(live.router.state.location.pathname).toBe('/admin/kezdo');
    live.unmount();

    resetAdminSession();
    localStorage.setItem(ADMIN_HINT_KEY, '1');
    const api = fakeApi({ 'GET /api/admin/auth/me': UNAUTHENTICATED });
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin oldal bejelentkezés' })).toBeInTheDocument();
    expect(api.count('GET /api/admin/auth/me')).toBe(1);
    expect(localStorage.getItem(ADMIN_HINT_KEY)).toBeNull();
  });
});
