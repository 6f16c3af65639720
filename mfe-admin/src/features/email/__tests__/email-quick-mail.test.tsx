// The quick mail and the recipients picker (admin-area.md §2 "/admin/email", §4 "Recipient
// selection", §5 "Quick mail", "Recipient search", §8 "E-mail"), and the notification switches.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/register.ts';
import { EmailPage } from '../components/email-page.tsx';
import { SETTINGS, baseRoutes, fakeApi, renderWithClient } from './email-test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const quickForm = () => document.querySelector<HTMLFormElement>('[data-form="quick-mail"]')!;

describe('the recipients picker', () => {
  it('searches name and e-mail from 1 character, offers at most 9, says "Nincs találat.", chips each person once', async () => {
    const user = userEvent.setup();
    fakeApi(baseRoutes([]));
    renderWithClient(<EmailPage />);
    const form = quickForm();
    expect(within(form).getByText('Nincs kiválasztott címzett.')).toBeInTheDocument();
    const search = within(form).getByPlaceholderText('Név vagy email keresése...');
    await waitFor(() => expect(search).toBeEnabled());
    await user.type(search, 't');
    await waitFor(() => expect(within(form).getAllByRole('listitem')).toHaveLength(9));
    await user.clear(search);
    await user.type(search, 'KOVACS.ANNA@');
    await user.click(await within(form).findByRole('button', { name: /Kovács Anna/ }));
    expect(within(form).getByRole('list', { name: 'Kiválasztott címzettek' })).toHaveTextContent('Kovács Anna');
    await user.type(search, 'kovács');
    expect(await within(form).findByText('Nincs találat.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Kovács Anna eltávolítása' }));
    expect(within(form).getByText('Nincs kiválasztott címzett.')).toBeInTheDocument();
  });

  it('Mindenki replaces every other choice and turns the search off; another group removes it', async () => {
    const user = userEvent.setup();
    fakeApi(baseRoutes([]));
    renderWithClient(<EmailPage />);
    const form = quickForm();
    const search = within(form).getByPlaceholderText('Név vagy email keresése...');
    await user.click(within(form).getByRole('button', { name: 'Tanárok' }));
    await user.type(search, 'tanár 1');
    await user.click(await within(form).findByRole('button', { name: /^Tanár 1 / }));
    await user.click(within(form).getByRole('button', { name: 'Mindenki' }));
    expect(within(form).getByRole('button', { name: 'Mindenki' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(form).getByRole('button', { name: 'Tanárok' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(form).queryByRole('button', { name: 'Tanár 1 eltávolítása' })).toBeNull();
    expect(search).toBeDisabled();
    await user.click(within(form).getByRole('button', { name: 'Vezetők' }));
    expect(within(form).getByRole('button', { name: 'Mindenki' })).toHaveAttribute('aria-pressed', 'false');
    expect(search).toBeEnabled();
  });
});

describe('the quick mail', () => {
  it('names what is missing, sends {to, group, subject, body}, shows the answer and clears the form', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...baseRoutes([]),
      'POST /api/admin/sendquickmail': { body: { ok: true, message: 'Email elküldve.', count: 2 } },
    });
    renderWithClient(<EmailPage />);
    const form = quickForm();
    expect(within(form).getByText('Töltsd ki a kötelező mezőket.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Küldés' }));
    expect(
      await within(form).findByText(
        'Címzett(ek) vagy csoport(ok), tárgy és üzenet kötelező. Adj meg legalább egy címzettet vagy csoportot.',
      ),
    ).toBeInTheDocument();
    expect(api.of('POST', '/api/admin/sendquickmail')).toHaveLength(0);
    expect(within(form).getByRole('button', { name: 'Küldés' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(form).getByRole('button', { name: 'Vezetők' }));
    // Our HR group beside the spec's (docs/decisions/0566-hr-recipient-group.md).
    await user.click(within(form).getByRole('button', { name: 'HR' }));
    await user.type(within(form).getByLabelText(/^Tárgy/), '  Értekezlet ');
    await user.click(within(form).getByRole('button', { name: 'Küldés' }));
    expect(await within(form).findByText(/Üzenet megadása kötelező\./)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Üzenet/), 'Pénteken 14 órakor.');
    expect(within(form).queryByText('Töltsd ki a kötelező mezőket.')).toBeNull();
    // The cause is fixed: the error banner is gone before the next send.
    expect(within(form).queryByRole('alert')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Küldés' }));
    await waitFor(() => expect(api.of('POST', '/api/admin/sendquickmail')).toHaveLength(1));
    expect(api.of('POST', '/api/admin/sendquickmail')[0]!.body).toEqual({
      to: [],
      group: ['vezetok', 'hr'],
      subject: 'Értekezlet',
      body: 'Pénteken 14 órakor.',
    });
    expect(await within(form).findByText('Email elküldve.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Tárgy/)).toHaveValue('');
    expect(within(form).getByLabelText(/^Üzenet/)).toHaveValue('');
    expect(within(form).getByRole('button', { name: 'Vezetők' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the server’s refusal, or "Hiba az email küldésekor" without one, and keeps the form', async () => {
    const user = userEvent.setup();
    let answer = {
      status: 400,
      body: { ok: false, message: 'A kiválasztott címzettek között nincs aktív felhasználó.' } as unknown,
    };
    fakeApi({ ...baseRoutes([]), 'POST /api/admin/sendquickmail': () => answer });
    renderWithClient(<EmailPage />);
    const form = quickForm();
    await user.click(within(form).getByRole('button', { name: 'Tanárok' }));
    await user.type(within(form).getByLabelText(/^Tárgy/), 'T');
    await user.type(within(form).getByLabelText(/^Üzenet/), 'Ü');
    await user.click(within(form).getByRole('button', { name: 'Küldés' }));
    expect(
      await within(form).findByText('A kiválasztott címzettek között nincs aktív felhasználó.'),
    ).toBeInTheDocument();
    answer = { status: 500, body: null };
    await user.click(within(form).getByRole('button', { name: 'Küldés' }));
    expect(await within(form).findByText('Hiba az email küldésekor')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Tárgy/)).toHaveValue('T');
    // Editing what was refused clears the refusal.
    await user.type(within(form).getByLabelText(/^Tárgy/), 'x');
    expect(within(form).queryByText('Hiba az email küldésekor')).toBeNull();
  });
});

describe('the notification switches', () => {
  it('shows each kind and saves a change at once', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      ...baseRoutes([]),
      'PATCH /api/admin/updatenotificationsettings': (call) => ({
        body: { ok: true, settings: { ...SETTINGS, ...(call.body as object) } },
      }),
    });
    renderWithClient(<EmailPage />);
    const box = await screen.findByRole('checkbox', { name: 'Visszavont kérelem: a vezetőnek, akire várt' });
    expect(box).toBeChecked();
    await user.click(box);
    await waitFor(() =>
      expect(api.of('PATCH', '/api/admin/updatenotificationsettings')[0]?.body).toEqual({ withdrawn: false }),
    );
    expect(await screen.findByText('Értesítési beállítások mentve.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Visszavont kérelem: a vezetőnek, akire várt' })).not.toBeChecked();
  });
});
