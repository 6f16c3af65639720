import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../../test/fake-api.ts';
import { historyRow } from '../../../../test/fixtures.ts';
import { currentLocationRef, renderApp } from '../../../../test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const items = [
  historyRow({
    id: 1,
    status: 'jovahagyva',
    createdAt: '2026-10-05T08:00:00.000Z',
    decidedAt: '2026-10-06T10:00:00.000Z',
    start: '2026-10-20',
    end: '2026-10-22',
    days: 3,
    megjegyzes: 'Esküvő',
  }),
  historyRow({
    id: 2,
    status: 'benyujtva',
    typeId: 'tappenz',
    createdAt: '2026-11-10T09:00:00.000Z',
    start: '2026-12-01',
    end: '2026-12-01',
    days: 1,
    canWithdraw: true,
  }),
  historyRow({
    id: 3,
    status: 'elutasitva',
    typeId: 'hivatalos',
    createdAt: '2026-11-01T07:30:00.000Z',
    decidedAt: '2026-11-02T12:00:00.000Z',
    start: '2026-11-20',
    end: '2026-11-24',
    days: 5,
    jovahagyoi_megjegyzes: 'Félévzáró értekezlet',
  }),
];

/** The server's default order. */
const newestFirst = [items[1]!, items[2]!, items[0]!];

/** One page as the server answers it: `total` matching rows, `next` the further page's cursor. */
const answer = (rows: typeof items, total = rows.length, next: string | null = null) => ({
  body: { ok: true, items: rows, total, next },
});

const table = () => screen.getByRole('table', { name: 'Kérelmeim' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
// The type cell's first line (the notes follow under it).
const typeCells = () =>
  bodyRows().map((r) => within(r).getAllByRole('cell')[3]?.querySelector('span > span')?.textContent);

describe('history page', () => {
  it('given the server list, shows every own request newest first with Hungarian dates and statuses', async () => {
    fakeApi({ 'GET /api/user/teacher/history': answer(newestFirst) });
    renderApp('/app/tanar/elozmenyek');
    expect(await screen.findByText('3 / 3 kérelem')).toBeInTheDocument();
    expect(typeCells()).toEqual(['Táppénz', 'Hivatalos távollét', 'Rendes szabadság']);
    const rejected = bodyRows()[1]!;
    expect(rejected).toHaveTextContent('Elutasítva');
    expect(rejected).toHaveTextContent('2026. 11. 20.');
    expect(rejected).toHaveTextContent('Indoklás: Félévzáró értekezlet');
    expect(within(table()).getAllByRole('button', { name: /^Visszavonás: / })).toHaveLength(1);
  });

  it('given filters in the link, asks the server for them; changing one writes it to the URL and asks again; no match shows the spec text', async () => {
    // The server filters: this fake answers the rejected request for the status alone, nothing once a type is added.
    const fake = fakeApi({
      'GET /api/user/teacher/history': ({ query }) =>
        query.tipus ? answer([]) : query.statusz ? answer([items[2]!]) : answer(items.slice(1), 40, 'tovabb'),
    });
    renderApp('/app/tanar/elozmenyek?statusz=elutasitva');
    expect(await screen.findByText('1 / 1 kérelem')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Állapot' })).toHaveValue('elutasitva');
    expect(fake.callsTo('GET', '/api/user/teacher/history')[0]?.query).toEqual({ statusz: 'elutasitva' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Típus' }), 'tappenz');
    expect(currentLocationRef.current).toBe('/app/tanar/elozmenyek?statusz=elutasitva&tipus=tappenz');
    expect(await screen.findByText('Nincs a szűrésnek megfelelő kérelem.')).toBeInTheDocument();
    expect(fake.callsTo('GET', '/api/user/teacher/history').at(-1)?.query).toEqual({
      statusz: 'elutasitva',
      tipus: 'tappenz',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Szűrők törlése' }));
    expect(currentLocationRef.current).toBe('/app/tanar/elozmenyek');
    expect(await screen.findByText('2 / 40 kérelem')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Létrehozva ettől'), { target: { value: '2026-11-01' } });
    // The search is asked once after typing pauses, not once per key.
    const before = fake.callsTo('GET', '/api/user/teacher/history').length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Keresés' }), 'ertekezlet');
    await waitFor(() =>
      expect(currentLocationRef.current).toBe('/app/tanar/elozmenyek?letrehozva_tol=2026-11-01&kereses=ertekezlet'),
    );
    await waitFor(() =>
      expect(fake.callsTo('GET', '/api/user/teacher/history').at(-1)?.query).toEqual({
        letrehozva_tol: '2026-11-01',
        kereses: 'ertekezlet',
      }),
    );
    expect(fake.callsTo('GET', '/api/user/teacher/history').length - before).toBeLessThanOrEqual(3);
  });

  it('given more rows than a page, loads the next page under the shown rows with the button, then leaves the keyboard on the count', async () => {
    const fake = fakeApi({
      'GET /api/user/teacher/history': ({ query }) =>
        query.utana === 'masodik' ? answer([items[0]!], 3) : answer(items.slice(1), 3, 'masodik'),
    });
    renderApp('/app/tanar/elozmenyek');
    expect(await screen.findByText('2 / 3 kérelem')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Továbbiak betöltése' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('3 / 3 kérelem')).toBeInTheDocument();
    expect(typeCells()).toEqual(['Táppénz', 'Hivatalos távollét', 'Rendes szabadság']);
    expect(screen.queryByRole('button', { name: 'Továbbiak betöltése' })).toBeNull();
    await waitFor(() => expect(screen.getByText('3 / 3 kérelem')).toHaveFocus());
    expect(fake.callsTo('GET', '/api/user/teacher/history').map((c) => c.query)).toEqual([{}, { utana: 'masodik' }]);
  });

  it('given a further page that fails, keeps the shown rows and tries that page again', async () => {
    let fail = true;
    const fake = fakeApi({
      'GET /api/user/teacher/history': ({ query }) =>
        query.utana
          ? fail
            ? { status: 500, body: { ok: false, message: 'Váratlan hiba történt.' } }
            : answer([items[0]!], 3)
          : answer(items.slice(1), 3, 'masodik'),
    });
    renderApp('/app/tanar/elozmenyek');
    await screen.findByText('2 / 3 kérelem');
    await userEvent.click(screen.getByRole('button', { name: 'Továbbiak betöltése' }));
    expect(await screen.findByText('Váratlan hiba történt.')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(2);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Újratöltés' }));
    expect(await screen.findByText('3 / 3 kérelem')).toBeInTheDocument();
    // The first page once; every later call (the automatic retry too) asks for the second.
    const asked = fake.callsTo('GET', '/api/user/teacher/history').map((c) => c.query.utana ?? '');
    expect(asked[0]).toBe('');
    expect(new Set(asked.slice(1))).toEqual(new Set(['masodik']));
  });

  it('given a leader decided with a comment, shows the decision, its date and the comment on the row', async () => {
    fakeApi({
      'GET /api/user/teacher/history': answer([
        historyRow({
          id: 7,
          status: 'jovahagyva',
          createdAt: '2026-11-16T08:00:00.000Z',
          decidedAt: '2026-11-18T13:30:00.000Z',
          jovahagyoi_megjegyzes: 'Jó pihenést!',
        }),
      ]),
    });
    renderApp('/app/tanar/elozmenyek');
    expect(await screen.findByText('1 / 1 kérelem')).toBeInTheDocument();
    const [row] = bodyRows();
    const cells = within(row!).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Jóváhagyva');
    expect(cells[2]).toHaveTextContent('2026. 11. 18.');
    // An approval's comment is a "Megjegyzés"; "Indoklás" is a rejection's reason.
    expect(cells[3]).toHaveTextContent('Megjegyzés: Jó pihenést!');
    expect(within(row!).queryByRole('button', { name: /^Visszavonás/ })).not.toBeInTheDocument();
  });

  it('given no request at all, says none was handed in yet, without a count or the filter text', async () => {
    fakeApi({ 'GET /api/user/teacher/history': answer([]) });
    renderApp('/app/tanar/elozmenyek');
    expect(await screen.findByText('Még nem adtál be szabadságkérelmet.')).toBeInTheDocument();
    expect(screen.queryByText('0 / 0 kérelem')).toBeNull();
    expect(screen.queryByText('Nincs a szűrésnek megfelelő kérelem.')).toBeNull();
  });

  it('given a click on a column header, asks the server for that order ascending, then descending, and keeps it in the URL', async () => {
    const byDays = [items[1]!, items[0]!, items[2]!];
    fakeApi({
      'GET /api/user/teacher/history': ({ query }) =>
        answer(query.rendezes !== 'days' ? items : query.irany === 'novekvo' ? byDays : [...byDays].reverse()),
    });
    renderApp('/app/tanar/elozmenyek');
    await screen.findByText('3 / 3 kérelem');
    await userEvent.click(within(table()).getByRole('button', { name: /Időtartam/ }));
    expect(currentLocationRef.current).toBe('/app/tanar/elozmenyek?rendezes=days&irany=novekvo');
    await waitFor(() => expect(typeCells()).toEqual(['Táppénz', 'Rendes szabadság', 'Hivatalos távollét']));
    await userEvent.click(within(table()).getByRole('button', { name: /Időtartam/ }));
    await waitFor(() => expect(typeCells()).toEqual(['Hivatalos távollét', 'Rendes szabadság', 'Táppénz']));
    expect(within(table()).getByRole('columnheader', { name: /Időtartam/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('given a pending request, withdraw asks first, calls the server and reloads the list', async () => {
    const fake = fakeApi({
      'GET /api/user/teacher/history': answer(newestFirst),
      'POST /api/user/teacher/withdraw': { body: { ok: true, message: 'A kérelem visszavonva.' } },
    });
    renderApp('/app/tanar/elozmenyek');
    await screen.findByText('3 / 3 kérelem');
    const button = within(table()).getByRole('button', { name: /^Visszavonás: Táppénz/ });
    await userEvent.click(button);
    const ask = screen.getByRole('alertdialog', { name: 'Kérelem visszavonása' });
    await userEvent.keyboard('{Escape}');
    expect(ask).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    fake.set(
      'GET /api/user/teacher/history',
      answer(newestFirst.map((r) => (r.id === 2 ? { ...r, status: 'visszavonva' as const, canWithdraw: false } : r))),
    );
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Igen, visszavonom' }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Visszavonva'));
    expect(fake.callsTo('POST', '/api/user/teacher/withdraw')[0]?.body).toEqual({ kerelem_id: 2 });
    expect(within(table()).queryAllByRole('button', { name: /^Visszavonás: / })).toEqual([]);
    expect(screen.getByText('A kérelem visszavonva.')).toBeInTheDocument();
  });

  it('given a refused withdraw, shows the server message', async () => {
    fakeApi({
      'GET /api/user/teacher/history': answer(items),
      'POST /api/user/teacher/withdraw': {
        status: 409,
        body: { ok: false, message: 'Csak elbírálásra váró kérelmet vonhatsz vissza.' },
      },
    });
    renderApp('/app/tanar/elozmenyek');
    await screen.findByText('3 / 3 kérelem');
    await userEvent.click(within(table()).getByRole('button', { name: /^Visszavonás: / }));
    await userEvent.click(screen.getByRole('button', { name: 'Igen, visszavonom' }));
    expect(await screen.findByRole('alertdialog', { name: 'Hiba' })).toHaveTextContent(
      'Csak elbírálásra váró kérelmet vonhatsz vissza.',
    );
  });
});
