import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { initI18n, registerNamespace } from '@tavollet/design-system/i18n/i18n';
import { SESSION_EXPIRED_EVENT } from '@tavollet/contract/client/http';
import shellTexts from '../../../i18n/hu.json';
import { renderWithClient } from '../../../test/render-with-client.tsx';
import { ChangePasswordPage } from '../components/change-password-page.tsx';

beforeAll(() => {
  initI18n();
  registerNamespace('shell', shellTexts);
});
afterEach(() => vi.unstubAllGlobals());

const current = () => screen.getByLabelText(/^Jelenlegi jelszó/);
const next = () => screen.getByLabelText(/^Új jelszó \*?$/);
const confirm = () => screen.getByLabelText(/^Új jelszó még egyszer/);

function renderPage() {
  renderWithClient(
    <MemoryRouter>
      <ChangePasswordPage />
    </MemoryRouter>,
  );
}

async function fill(values: [string, string, string]) {
  for (const [field, value] of [
    [current(), values[0]],
    [next(), values[1]],
    [confirm(), values[2]],
  ] as const) {
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Jelszó módosítása' }));
}

describe('ChangePasswordPage', () => {
  it('given each broken rule, shows its §5 text on its field, focuses the first refused one and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPage();

    await fill(['rovid', 'Masik-jelszo-1', 'Masik-jelszo-2']);
    expect(await screen.findByText('Add meg a jelenlegi jelszavadat (legalább 8 karakter).')).toBeInTheDocument();
    expect(screen.getByText('A két jelszó nem egyezik')).toBeInTheDocument();
    expect(current()).toHaveAttribute('aria-invalid', 'true');
    expect(current()).toHaveFocus();

    await fill(['Regi-jelszo', 'rovid', 'rovid']);
    expect(await screen.findByText('Az új jelszó legyen legalább 8 karakter hosszú.')).toBeInTheDocument();
    expect(screen.queryByText('Add meg a jelenlegi jelszavadat (legalább 8 karakter).')).toBeNull();
    expect(next()).toHaveFocus();

    // Too short comes before "same as the current one".
    await fill(['rovid12', 'rovid12', 'rovid12']);
    expect(await screen.findByText('Az új jelszó legyen legalább 8 karakter hosszú.')).toBeInTheDocument();
    expect(screen.queryByText('Az új jelszó nem egyezhet a jelenlegivel')).toBeNull();

    await fill(['Regi-jelszo', 'Regi-jelszo', 'Regi-jelszo']);
    expect(await screen.findByText('Az új jelszó nem egyezhet a jelenlegivel')).toBeInTheDocument();
    expect(next()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("given valid values, sends them, shows the server's message and empties the fields; a refusal shows its message", async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ ok: true, message: 'A jelszó frissült. A munkamenet megújult.' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    await fill(['Regi-jelszo', 'Uj-jelszo-1', 'Uj-jelszo-1']);
    expect(await screen.findByText('A jelszó frissült. A munkamenet megújult.')).toBeInTheDocument();
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      current_password: 'Regi-jelszo',
      new_password: 'Uj-jelszo-1',
      new_password_confirm: 'Uj-jelszo-1',
    });
    expect([current(), next(), confirm()].map((f) => (f as HTMLInputElement).value)).toEqual(['', '', '']);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ok: false, message: 'A jelenlegi jelszó hibás.' }, { status: 400 })),
    );
    await fill(['Rossz-jelszo', 'Uj-jelszo-2', 'Uj-jelszo-2']);
    expect(await screen.findByText('A jelenlegi jelszó hibás.')).toBeInTheDocument();
    expect(screen.queryByText('A jelszó frissült. A munkamenet megújult.')).toBeNull();
  });

  it('given an ended session, hands over to the shell and shows no failure', async () => {
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ok: false, message: 'Bejelentkezés szükséges.' }, { status: 401 })),
    );
    try {
      renderPage();
      await fill(['Regi-jelszo', 'Uj-jelszo-1', 'Uj-jelszo-1']);
      await waitFor(() => expect(expired).toHaveBeenCalledTimes(1));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Jelszó módosítása' })).not.toHaveAttribute('aria-busy', 'true'),
      );
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByText('Bejelentkezés szükséges.')).toBeNull();
    } finally {
      window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
    }
  });
});
