import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER_MESSAGES as M } from '@tavollet/contract/api/admin-users';
import '../../../i18n/register.ts';
import { PEOPLE, fakeApi, listAnswer, renderUsersPage } from './users-test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const table = () => screen.getByRole('table', { name: 'Felhasználók' });
const rowOf = (name: string) =>
  within(table())
    .getAllByRole('row')
    .find((r) => within(r).queryByText(name) ?? within(r).queryByDisplayValue(name))!;
const anna = PEOPLE[1]!;

describe('the users screen: inline edit', () => {
  it('saves only the changed fields on Enter and updates the row without reloading the list', async () => {
    const api = fakeApi({
      'GET /api/admin/getusers': listAnswer(PEOPLE),
      'POST /api/admin/updateusers': ({ body }) => ({
        body: { ok: true, message: M.updated, user: { ...anna, ...(body as object), szerepkorok: ['hr'] } },
      }),
    });
    renderUsersPage();
    await screen.findByText('Kovács Anna');
    await userEvent.click(screen.getByRole('button', { name: 'Szerkesztés: Kovács Anna' }));
    const row = rowOf('Kovács Anna');
    const name = within(row).getByRole('textbox', { name: 'Név – Kovács Anna' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(within(row).getByRole('group', { name: 'Szerepkörök – Kovács Anna' })).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Kovács Anna Mária');
    await userEvent.click(within(row).getByRole('checkbox', { name: 'Tanár' }));
    await userEvent.click(within(row).getByRole('checkbox', { name: 'Igazgató helyettes' }));
    await userEvent.click(within(row).getByRole('checkbox', { name: 'HR' }));
    await userEvent.type(within(row).getByRole('textbox', { name: 'Felhasználónév – Kovács Anna' }), '{Enter}');
    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/admin/updateusers')!.body).toEqual({
      user_id: 2,
      nev: 'Kovács Anna Mária',
      szerepkorok: ['hr'],
    });
    const saved = rowOf('Kovács Anna Mária');
    expect(within(saved).getAllByRole('cell')[4]).toHaveTextContent('HR');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Szerkesztés: Kovács Anna Mária' })).toHaveFocus());
    expect(api.count('GET /api/admin/getusers')).toBe(1);
  });

  it('Escape leaves the row as it was without a call, and the focus returns to Szerkesztés', async () => {
    const api = fakeApi({ 'GET /api/admin/getusers': listAnswer(PEOPLE) });
    renderUsersPage();
    await screen.findByText('Kovács Anna');
    await userEvent.click(screen.getByRole('button', { name: 'Szerkesztés: Kovács Anna' }));
    const name = within(rowOf('Kovács Anna')).getByRole('textbox', { name: 'Név – Kovács Anna' });
    await userEvent.type(name, ' X{Escape}');
    expect(screen.getByRole('cell', { name: 'Kovács Anna' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Szerkesztés: Kovács Anna' })).toHaveFocus());
    expect(api.count('POST /api/admin/updateusers')).toBe(0);
  });

  it('shows the contract’s text at an emptied field and a 409’s reason at the taken field', async () => {
    const api = fakeApi({
      'GET /api/admin/getusers': listAnswer(PEOPLE),
      'POST /api/admin/updateusers': {
        status: 409,
        body: { ok: false, message: M.conflict, details: { email: M.taken.email } },
      },
    });
    renderUsersPage();
    await screen.findByText('Kovács Anna');
    await userEvent.click(screen.getByRole('button', { name: 'Szerkesztés: Kovács Anna' }));
    const row = rowOf('Kovács Anna');
    await userEvent.clear(within(row).getByRole('textbox', { name: 'Név – Kovács Anna' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Mentés: Kovács Anna' }));
    expect(await within(row).findByText(M.nevRequired)).toBeInTheDocument();
    expect(api.count('POST /api/admin/updateusers')).toBe(0);
    await userEvent.type(within(row).getByRole('textbox', { name: 'Név – Kovács Anna' }), 'Kovács Anna');
    const email = within(row).getByRole('textbox', { name: 'Email – Kovács Anna' });
    await userEvent.clear(email);
    await userEvent.type(email, 'arpad.eva@iskola.hu{Enter}');
    expect(await within(row).findByText(M.taken.email)).toBeInTheDocument();
    expect(within(row).getByRole('alert')).toHaveTextContent(M.conflict);
    expect(api.calls.find((c) => c.path === '/api/admin/updateusers')!.body).toEqual({
      user_id: 2,
      email: 'arpad.eva@iskola.hu',
    });
  });
});

describe('the users screen: block, password reset, delete', () => {
  it('blocks with the state the admin saw, then shows Blokkolt and Feloldás; a failure shows the spec’s text', async () => {
    let fail = false;
    const api = fakeApi({
      'GET /api/admin/getusers': listAnswer(PEOPLE),
      'POST /api/admin/blockusers': ({ body }) => {
        const b = body as { user_id: number; blocked: boolean };
        if (fail) return { status: 500, body: { ok: false, message: 'Váratlan hiba.' } };
        return {
          body: { ok: true, message: b.blocked ? M.unblocked : M.blocked, user_id: b.user_id, blocked: !b.blocked },
        };
      },
    });
    renderUsersPage();
    await screen.findByText('Kovács Anna');
    await userEvent.click(screen.getByRole('button', { name: 'Blokkolás: Kovács Anna' }));
    expect(await screen.findByText(M.blocked)).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/admin/blockusers')!.body).toEqual({ user_id: 2, blocked: false });
    expect(within(rowOf('Kovács Anna')).getByText('Blokkolt')).toBeInTheDocument();
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Feloldás: Kovács Anna' }));
    expect(await screen.findByText('Hiba a blokkolás során. Prábáld újra.')).toBeInTheDocument();
    expect(api.count('GET /api/admin/getusers')).toBe(1);
  });

  it('sends the password reset and shows the server’s message; a refusal shows the server’s reason', async () => {
    fakeApi({
      'GET /api/admin/getusers': listAnswer(PEOPLE),
      'POST /api/admin/resetpassword': ({ body }) =>
        (body as { user_id: number }).user_id === 3
          ? { status: 400, body: { ok: false, message: M.resetBlocked, error: M.resetBlocked } }
          : { body: { ok: true, message: M.resetSent(anna.email) } },
    });
    renderUsersPage();
    await screen.findByText('Kovács Anna');
    await userEvent.click(screen.getByRole('button', { name: 'Jelszó helyreállítás: Kovács Anna' }));
    expect(await screen.findByText(M.resetSent(anna.email))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Jelszó helyreállítás: Nagy Péter' }));
    expect(await screen.findByText(M.resetBlocked)).toBeInTheDocument();
  });

  it('asks "Felhasználó törlése" naming the user; Mégse and Escape keep the row, Törlés removes it', async () => {
    const api = fakeApi({
      'GET /api/admin/getusers': listAnswer(PEOPLE),
      'DELETE /api/admin/deleteusers': { body: { ok: true, message: M.deletedKept, user_id: 2, megorizve: true } },
    });
    renderUsersPage();
    await screen.findByText('Kovács Anna');
    const opener = screen.getByRole('button', { name: 'Törlés: Kovács Anna' });
    await userEvent.click(opener);
    let dialog = screen.getByRole('alertdialog', { name: 'Felhasználó törlése' });
    expect(dialog).toHaveTextContent('Kovács Anna (user2@iskola.hu)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mégse' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(api.count('DELETE /api/admin/deleteusers')).toBe(0);

    await userEvent.click(opener);
    dialog = screen.getByRole('alertdialog', { name: 'Felhasználó törlése' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Törlés' }));
    expect(await screen.findByText(M.deletedKept)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('Kovács Anna')).toBeNull();
    expect(api.calls.find((c) => c.path === '/api/admin/deleteusers')!.body).toEqual({ user_id: 2 });
    expect(screen.getByText('2 / 2 felhasználó')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Szűrés névre' })).toHaveFocus());
  });

  it('keeps the delete dialog open with "Hiba a törlés során. Próbáld újra." when the server fails', async () => {
    fakeApi({
      'GET /api/admin/getusers': listAnswer(PEOPLE),
      'DELETE /api/admin/deleteusers': { status: 500, body: { ok: false, message: 'Váratlan hiba.' } },
    });
    renderUsersPage();
    await screen.findByText('Kovács Anna');
    await userEvent.click(screen.getByRole('button', { name: 'Törlés: Kovács Anna' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Felhasználó törlése' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Törlés' }));
    expect(await within(dialog).findByText('Hiba a törlés során. Próbáld újra.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Kovács Anna' })).toBeInTheDocument();
  });
});
