import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_USER_MESSAGES as M } from '@tavollet/contract/api/admin-users';
import '../../../i18n/register.ts';
import { PEOPLE, fakeApi, held, listAnswer, renderUsersPage, user } from './users-test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const form = () => screen.getByRole('region', { name: 'Új felhasználó' });
const field = (name: string) => within(form()).getByRole('textbox', { name: new RegExp(`^${name}`) });
const submit = () => userEvent.click(within(form()).getByRole('button', { name: 'Létrehozás' }));

async function fillPerson() {
  await userEvent.type(field('Név'), 'Új Tanár');
  await userEvent.type(field('Email'), 'Uj.Tanar@Iskola.hu');
  await userEvent.type(field('Felhasználónév'), 'uj.tanar');
  await userEvent.click(within(form()).getByRole('checkbox', { name: 'HR' }));
}

describe('the users screen: creating a user', () => {
  it('refuses an empty form with the spec’s texts and sends nothing', async () => {
    const api = fakeApi({ 'GET /api/admin/getusers': listAnswer(PEOPLE) });
    renderUsersPage();
    await screen.findByText('Kovács Anna');
    await submit();
    expect(await within(form()).findByText('A név kötelező.')).toBeInTheDocument();
    expect(within(form()).getByText('Az email kötelező.')).toBeInTheDocument();
    expect(within(form()).getByText('A felhasználónév kötelező.')).toBeInTheDocument();
    expect(field('Név')).toHaveFocus();
    expect(api.count('POST /api/admin/createusers')).toBe(0);
  });

  it('sends the five fields, shows "Mentés…" while it runs, then the server’s message, an empty form and the reloaded list', async () => {
    const created = user(9, {
      nev: 'Új Tanár',
      email: 'uj.tanar@iskola.hu',
      felhasznalonev: 'uj.tanar',
      szerepkorok: ['tanar', 'hr'],
      oktatasi_azonosito: null,
    });
    let rows = PEOPLE;
    const answer = held({ body: { ok: true, message: M.created(created.email), user: created } });
    const api = fakeApi({
      'GET /api/admin/getusers': () => listAnswer(rows),
      'POST /api/admin/createusers': async () => {
        const a = await answer.answer();
        rows = [...PEOPLE, created];
        return a;
      },
    });
    renderUsersPage();
    await screen.findByText('Kovács Anna');
    expect(screen.queryByText('Mentés…')).toBeNull();
    await fillPerson();
    await submit();
    expect(await screen.findByText('Mentés…')).toBeInTheDocument();
    answer.release();
    expect(await within(form()).findByText(M.created('uj.tanar@iskola.hu'))).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/admin/createusers')!.body).toEqual({
      nev: 'Új Tanár',
      email: 'uj.tanar@iskola.hu',
      felhasznalonev: 'uj.tanar',
      oktatasi_azonosito: null,
      szerepkorok: ['tanar', 'hr'],
    });
    expect(await screen.findByRole('cell', { name: 'Új Tanár' })).toBeInTheDocument();
    expect(api.count('GET /api/admin/getusers')).toBe(2);
    expect(field('Név')).toHaveValue('');
    expect(within(form()).getByRole('checkbox', { name: 'Tanár' })).toBeChecked();
    expect(within(form()).getByRole('checkbox', { name: 'HR' })).not.toBeChecked();
    await waitFor(() => expect(screen.queryByText('Mentés…')).toBeNull());
  });

  it('given a 409, shows each taken field’s reason at the field and "Konfliktus:" with the field names', async () => {
    fakeApi({
      'GET /api/admin/getusers': listAnswer(PEOPLE),
      'POST /api/admin/createusers': {
        status: 409,
        body: {
          ok: false,
          message: M.conflict,
          details: { email: M.taken.email, felhasznalonev: M.taken.felhasznalonev },
        },
      },
    });
    renderUsersPage();
    await screen.findByText('Kovács Anna');
    await fillPerson();
    await submit();
    expect(await within(form()).findByText('Konfliktus: Email, Felhasználónév')).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription(M.taken.email);
    expect(field('Felhasználónév')).toHaveAccessibleDescription(M.taken.felhasznalonev);
    expect(field('Email')).toHaveFocus();
    expect(field('Név')).toHaveValue('Új Tanár');
  });

  it('given a 400, shows the server’s error text; given a 500, "Ismeretlen hiba a felhasználó létrehozásakor."', async () => {
    let status = 400;
    fakeApi({
      'GET /api/admin/getusers': listAnswer(PEOPLE),
      'POST /api/admin/createusers': () =>
        status === 400
          ? { status, body: { ok: false, message: M.roleUnknown, error: M.roleUnknown } }
          : { status, body: { ok: false, message: 'Váratlan hiba.' } },
    });
    renderUsersPage();
    await screen.findByText('Kovács Anna');
    await fillPerson();
    await submit();
    expect(await within(form()).findByText(M.roleUnknown)).toBeInTheDocument();
    status = 500;
    await submit();
    expect(await within(form()).findByText('Ismeretlen hiba a felhasználó létrehozásakor.')).toBeInTheDocument();
  });
});
