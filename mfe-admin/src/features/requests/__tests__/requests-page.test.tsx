// The admin requests screen (admin-area.md §2 "/admin/szabadsag-kerelmek", §8 "Requests"): sort
// toggling by header (a new column ascending, aria-sort, the default request date descending),
// the filters in the URL and the call, the empty text, "Feldolgozás…", the load failure, the
// link to the routes page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/register.ts';
import { fakeApi, listAnswer, listQueries, renderRequestsPage, request } from './requests-test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
const lastQuery = () => listQueries().at(-1)!;

describe('sorting by the column headers', () => {
  it('starts by request date descending, then a new column ascending, a second click descending', async () => {
    fakeApi({ 'GET /api/admin/getrequests': listAnswer([request(1), request(2)]) });
    const { router } = renderRequestsPage();
    await screen.findByText('Munkatárs 1');
    expect(lastQuery().get('rendezes')).toBeNull();
    expect(screen.getByText('Rendezés: kérelem dátuma szerint, csökkenő')).toBeInTheDocument();
    for (const name of ['Státusz', 'Típus', 'Név', 'Kezdete', 'Vége'])
      expect(header(name)).not.toHaveAttribute('aria-sort');

    await userEvent.click(within(header('Név')).getByRole('button'));
    await waitFor(() => expect(lastQuery().get('rendezes')).toBe('nev'));
    expect(lastQuery().get('irany')).toBe('novekvo');
    expect(header('Név')).toHaveAttribute('aria-sort', 'ascending');
    expect(router.state.location.search).toContain('rendezes=nev');

    await userEvent.click(within(header('Név')).getByRole('button'));
    await waitFor(() => expect(lastQuery().get('irany')).toBe('csokkeno'));
    expect(header('Név')).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(within(header('Kezdete')).getByRole('button'));
    await waitFor(() => expect(lastQuery().get('rendezes')).toBe('kezdete'));
    expect(lastQuery().get('irany')).toBe('novekvo');
    expect(header('Név')).not.toHaveAttribute('aria-sort');
    expect(header('Kezdete')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('reads the order, filters and page from the URL and sends them', async () => {
    fakeApi({ 'GET /api/admin/getrequests': listAnswer([request(1)], 60) });
    renderRequestsPage('/admin/szabadsag-kerelmek?rendezes=vege&irany=csokkeno&statusz=jovahagyva&oldal=2&kereses=kov');
    await screen.findByText('Munkatárs 1');
    const q = lastQuery();
    expect(Object.fromEntries(q)).toEqual({
      kereses: 'kov',
      statusz: 'jovahagyva',
      rendezes: 'vege',
      irany: 'csokkeno',
      oldal: '2',
      meret: '25',
    });
    expect(header('Vége')).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('combobox', { name: 'Státusz' })).toHaveValue('jovahagyva');
    expect(screen.getByRole('searchbox', { name: 'Keresés névre vagy felhasználónévre' })).toHaveValue('kov');
  });
});

describe('the filter bar', () => {
  it('sends the search after a pause, the status and the dates; "Szűrők törlése" clears them', async () => {
    fakeApi({ 'GET /api/admin/getrequests': listAnswer([request(1)]) });
    const { router } = renderRequestsPage();
    await screen.findByText('Munkatárs 1');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Keresés névre vagy felhasználónévre' }), 'Árpád');
    await waitFor(() => expect(lastQuery().get('kereses')).toBe('Árpád'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Státusz' }), 'Előzetes jóváhagyásra vár');
    await waitFor(() => expect(lastQuery().get('statusz')).toBe('elozetes_jovahagyasra_var'));
    const options = within(screen.getByRole('combobox', { name: 'Státusz' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Minden státusz',
      'Piszkozat',
      'Előzetes jóváhagyásra vár',
      'Jóváhagyásra vár',
      'Jóváhagyva',
      'Elutasítva',
      'Törölve',
    ]);
    expect(router.state.location.search).toContain('statusz=elozetes_jovahagyasra_var');
    await userEvent.click(screen.getByRole('button', { name: 'Szűrők törlése' }));
    // Back to the first query, answered from the cache (fresh for 30 s).
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Státusz' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Keresés névre vagy felhasználónévre' })).toHaveValue('');
  });

  it('says a date range whose start is after its end at its field, without a call', async () => {
    fakeApi({ 'GET /api/admin/getrequests': listAnswer([request(1)]) });
    renderRequestsPage('/admin/szabadsag-kerelmek?letrehozva_tol=2026-03-05&letrehozva_ig=2026-03-01');
    expect(
      (await screen.findAllByText('A kérelem dátumának „-tól” értéke nem lehet későbbi, mint az „-ig”.')).length,
    ).toBeGreaterThan(0);
    expect(listQueries()).toHaveLength(0);
  });
});

describe('states', () => {
  it('shows "Feldolgozás…" while loading and the spec’s empty text', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    fakeApi({ 'GET /api/admin/getrequests': async () => (await gate, listAnswer([])) });
    renderRequestsPage();
    expect(await screen.findAllByText('Feldolgozás…')).not.toHaveLength(0);
    release();
    expect(await screen.findByText('Nincs a szűrésnek megfelelő kérelem.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Feldolgozás…')).not.toBeInTheDocument());
  });

  it('a failed load says "A kérelmek betöltése sikertelen." with a retry', async () => {
    let fail = true;
    fakeApi({
      'GET /api/admin/getrequests': () => (fail ? { status: 500, body: { ok: false } } : listAnswer([request(3)])),
    });
    renderRequestsPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A kérelmek betöltése sikertelen.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Újra' }));
    expect(await screen.findByText('Munkatárs 3')).toBeInTheDocument();
  });

  it('links to the approval routes page', async () => {
    fakeApi({ 'GET /api/admin/getrequests': listAnswer([]) });
    const { router } = renderRequestsPage();
    await userEvent.click(screen.getByRole('link', { name: 'Jóváhagyási útvonalak' }));
    expect(router.state.location.pathname).toBe('/admin/szabadsag-kerelmek/utvonalak');
  });
});
