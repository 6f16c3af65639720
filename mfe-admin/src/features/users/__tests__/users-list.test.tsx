import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/register.ts';
import { PEOPLE, fakeApi, listAnswer, renderUsersPage, user } from './users-test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const table = () => screen.getByRole('table', { name: 'Felhasználók' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const filterBox = () => screen.getByRole('searchbox', { name: 'Szűrés névre' });

describe('the users screen: the list', () => {
  it('shows every user with the spec’s columns, role labels and Blokkolt/Aktív, and the shown/total counter', async () => {
    fakeApi({ 'GET /api/admin/getusers': listAnswer(PEOPLE) });
    renderUsersPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Felhasználók' })).toBeInTheDocument();
    await screen.findByText('Kovács Anna');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Név', 'Felhasználónév', 'Email', 'Okt. azonosító', 'Szerepkörök', 'Státusz', 'Művelet']);
    const cells = (i: number) =>
      within(bodyRows()[i]!)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((c) => c.textContent);
    expect(cells(1)).toEqual(['Kovács Anna', 'user2', 'user2@iskola.hu', '', 'Tanár, Igazgató helyettes', 'Aktív']);
    expect(cells(2)).toEqual(['Nagy Péter', 'user3', 'user3@iskola.hu', '70000000003', 'HR', 'Blokkolt']);
    expect(screen.getByRole('button', { name: 'Feloldás: Nagy Péter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Blokkolás: Kovács Anna' })).toBeInTheDocument();
    expect(screen.getByText('3 / 3 felhasználó')).toBeInTheDocument();
  });

  it('filters by name ignoring case and accents, says "Nincs találat a szűrőre", and the clear button brings all back', async () => {
    fakeApi({ 'GET /api/admin/getusers': listAnswer(PEOPLE) });
    renderUsersPage();
    await screen.findByText('Kovács Anna');
    expect(filterBox()).toHaveAttribute('placeholder', 'Szűrés névre…');
    await userEvent.type(filterBox(), 'KOVACS');
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Kovács Anna']);
    expect(screen.getByText('1 / 3 felhasználó')).toBeInTheDocument();
    await userEvent.clear(filterBox());
    await userEvent.type(filterBox(), 'arpad eva');
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['Árpád Éva']);
    await userEvent.type(filterBox(), 'x');
    expect(screen.getByText('Nincs találat a szűrőre')).toBeInTheDocument();
    expect(screen.getByText('0 / 3 felhasználó')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Szűrő törlése' }));
    expect(filterBox()).toHaveValue('');
    expect(filterBox()).toHaveFocus();
    expect(bodyRows()).toHaveLength(3);
  });

  it('given no user, says "Nincs adat"; while loading, says it is loading', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    fakeApi({ 'GET /api/admin/getusers': async () => (await gate, listAnswer([])) });
    renderUsersPage();
    expect(await screen.findByText('Felhasználók betöltése…')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Nincs adat')).toBeInTheDocument();
    expect(screen.getByText('0 / 0 felhasználó')).toBeInTheDocument();
  });

  it('given a failed load, says "Nem sikerült betölteni a felhasználókat." with a retry that loads again', async () => {
    let fail = true;
    const api = fakeApi({
      'GET /api/admin/getusers': () =>
        fail ? { status: 500, body: { ok: false, message: 'x' } } : listAnswer([user(1)]),
    });
    renderUsersPage();
    expect(await screen.findByText('Nem sikerült betölteni a felhasználókat.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Újra' }));
    expect(await screen.findByText('Felhasználó 1')).toBeInTheDocument();
    await waitFor(() => expect(api.count('GET /api/admin/getusers')).toBeGreaterThanOrEqual(2));
  });
});
