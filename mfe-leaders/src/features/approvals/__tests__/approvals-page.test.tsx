import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEADERS_MESSAGES } from '@tavollet/contract/api/leaders';
import { fakeApi } from '../../../test/fake-api.ts';
import { detailsAnswer, pendingRow } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const old = pendingRow({ kerelem_id: 1, nev: 'Kovács Anna', keres_datum: '2026-10-01T08:00:00.000Z' });
const urgent = pendingRow({
  kerelem_id: 2,
  nev: 'Horváth Zoltán',
  om: null,
  tipus: 'hivatalos',
  keres_datum: '2026-11-20T08:00:00.000Z',
  kezdete: '2026-11-25',
  vege: '2026-11-25',
  munkanapok_szama: 1,
  surgos: true,
  maradek: null,
  stage: 'elozetes',
  letrehozo_nev: 'Nagy Péter',
});
const recent = pendingRow({ kerelem_id: 3, nev: 'Kiss Gábor', keres_datum: '2026-11-15T08:00:00.000Z', maradek: 5 });

const table = () => screen.getByRole('table', { name: 'Jóváhagyandó kérelmek' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const names = () => bodyRows().map((r) => within(r).getAllByRole('cell')[1]?.querySelector('span > span')?.textContent);

function serve(items = [old, urgent, recent]) {
  return fakeApi({
    'GET /api/leaders/pending': { body: { ok: true, items } },
    'GET /api/leaders/counts': { body: { ok: true, pending: items.length, urgent: 1 } },
  });
}

describe('approvals page', () => {
  it('given waiting requests, lists the urgent first then the oldest, with Hungarian labels, and sorts on a header click', async () => {
    const api = serve([recent, old, urgent]);
    renderApp('/app/igazgatohelyettes', '/app/igazgatohelyettes/jovahagyasok');
    expect(await screen.findByText('3 kérelem vár döntésre')).toBeInTheDocument();
    expect(document.title).toBe('Jóváhagyások – Távollét');
    expect(api.callsTo('GET', '/api/leaders/pending')[0]?.query).toEqual({ szerep: 'igazgatohelyettes' });
    expect(names()).toEqual(['Horváth Zoltán', 'Kovács Anna', 'Kiss Gábor']);
    const first = bodyRows()[0]!;
    for (const text of [
      'Hivatalos távollét',
      'Sürgős',
      'Előzetes jóváhagyás',
      'nincs kerete',
      'Rögzítette: Nagy Péter',
      '2026. 11. 20.',
    ])
      expect(first).toHaveTextContent(text);
    expect(bodyRows()[1]).toHaveTextContent('Végső jóváhagyás');
    expect(bodyRows()[1]).toHaveTextContent('20 nap');

    await userEvent.click(within(table()).getByRole('button', { name: /Kérelmező/ }));
    expect(names()).toEqual(['Horváth Zoltán', 'Kiss Gábor', 'Kovács Anna']);
  });

  it('given Space or a click on a row checkbox or on "select all", the focus stays on that checkbox', async () => {
    serve();
    renderApp('/app/igazgato', '/app/igazgato/jovahagyasok');
    await screen.findByText('3 kérelem vár döntésre');
    const user = userEvent.setup();
    const row = () => within(table()).getByRole('checkbox', { name: /^Kijelölés: Kovács Anna/ });
    const all = () => within(table()).getByRole('checkbox', { name: 'Az összes kijelölése' });
    for (const box of [row, all]) {
      box().focus();
      await user.keyboard(' ');
      expect(box()).toBeChecked();
      expect(box()).toHaveFocus();
      await user.keyboard(' ');
      expect(box()).not.toBeChecked();
      expect(box()).toHaveFocus();
      await user.click(box());
      expect(box()).toBeChecked();
      expect(box()).toHaveFocus();
      await user.click(box());
      expect(box()).not.toBeChecked();
    }
  });

  it('given nothing waits, shows the spec empty text', async () => {
    serve([]);
    renderApp('/app/igazgato', '/app/igazgato/jovahagyasok');
    expect(await screen.findByText('Nincs jóváhagyandó kérelem.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kijelöltek jóváhagyása (0)' })).toBeDisabled();
  });

  it('given the list fails, shows the server message and a retry', async () => {
    const api = fakeApi({
      'GET /api/leaders/pending': { status: 403, body: { ok: false, message: LEADERS_MESSAGES.wrongRole } },
    });
    renderApp('/app/igazgato', '/app/igazgato/jovahagyasok');
    expect(await screen.findByText(LEADERS_MESSAGES.wrongRole)).toBeInTheDocument();
    api.set('GET /api/leaders/pending', { body: { ok: true, items: [old] } });
    await userEvent.click(screen.getByRole('button', { name: 'Újratöltés' }));
    expect(await screen.findByText('1 kérelem vár döntésre')).toBeInTheDocument();
  });

  it('given Részletek, shows the request, its history and other requests; Escape closes and focus returns', async () => {
    const user = userEvent.setup();
    const api = serve();
    const preApproved = [
      {
        statusz_kod: 'elozetes_jovahagyasra_var',
        at: '2026-11-09T10:00:00.000Z',
        by_nev: 'Kovács Anna',
        megjegyzes: null,
      },
      { statusz_kod: 'jovahagyasra_var', at: '2026-11-10T10:00:00.000Z', by_nev: 'Nagy Péter', megjegyzes: 'Rendben' },
    ] as const;
    api.set('GET /api/leaders/request/1', {
      body: detailsAnswer({ ...old, megjegyzes: 'Családi esemény' }, { history: [...preApproved] }),
    });
    renderApp('/app/igazgato', '/app/igazgato/jovahagyasok');
    const opener = await screen.findByRole('button', { name: /^Részletek: Kovács Anna/ });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Kérelem részletei' });
    expect(await within(dialog).findByText('Családi esemény')).toBeInTheDocument();
    // What happened, not the stored status: the deputy's preliminary yes, with its comment.
    expect(within(dialog).getByText('Benyújtotta: Kovács Anna')).toBeInTheDocument();
    expect(within(dialog).getByText('Előzetesen jóváhagyta: Nagy Péter')).toBeInTheDocument();
    expect(within(dialog).getByText('Megjegyzés: Rendben')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'A kérelmező többi kérelme' })).toHaveTextContent(
      'Táppénz: 2026. 03. 02. – 2026. 03. 04., 3 munkanap',
    );
    expect(api.callsTo('GET', '/api/leaders/request/1')[0]?.query).toEqual({ szerep: 'igazgato' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    // Past any double-click grace of the Dialog: a click right after opening may count as the opener's.
    await new Promise((r) => setTimeout(r, 400));
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('given Jóváhagyás with a comment, sends it, shows the server message and the row leaves the list', async () => {
    const user = userEvent.setup();
    const api = serve();
    api.set('POST /api/leaders/approve', () => {
      api.set('GET /api/leaders/pending', { body: { ok: true, items: [urgent, recent] } });
      return { body: { ok: true, message: LEADERS_MESSAGES.approved, statusz_kod: 'jovahagyva' } };
    });
    renderApp('/app/igazgato', '/app/igazgato/jovahagyasok');
    await user.click(await screen.findByRole('button', { name: /^Jóváhagyás: Kovács Anna/ }));
    const dialog = screen.getByRole('dialog', { name: 'Kérelem jóváhagyása' });
    await user.type(within(dialog).getByLabelText('Megjegyzés (nem kötelező)'), 'Jó pihenést!');
    await user.click(within(dialog).getByRole('button', { name: 'Jóváhagyás' }));
    expect(await screen.findByText(LEADERS_MESSAGES.approved)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/leaders/approve')[0]?.body).toEqual({
      szerep: 'igazgato',
      kerelem_id: 1,
      megjegyzes: 'Jó pihenést!',
    });
    await waitFor(() => expect(names()).toEqual(['Horváth Zoltán', 'Kiss Gábor']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Jóváhagyások' })).toHaveFocus();
  });

  it('given Elutasítás without a reason, refuses before sending; with one, sends it', async () => {
    const user = userEvent.setup();
    const api = serve();
    api.set('POST /api/leaders/reject', {
      body: { ok: true, message: LEADERS_MESSAGES.rejected, statusz_kod: 'elutasitva' },
    });
    renderApp('/app/igazgato', '/app/igazgato/jovahagyasok');
    const opener = await screen.findByRole('button', { name: /^Elutasítás: Kiss Gábor/ });
    await user.click(opener);
    expect(screen.getByRole('textbox', { name: /Az elutasítás indoka/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Kérelem elutasítása' });
    await user.click(within(dialog).getByRole('button', { name: 'Elutasítás' }));
    const reason = within(dialog).getByRole('textbox', { name: /Az elutasítás indoka/ });
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(LEADERS_MESSAGES.reasonRequired));
    expect(reason).toHaveFocus();
    expect(api.callsTo('POST', '/api/leaders/reject')).toHaveLength(0);
    await user.type(reason, 'Vizsgaidőszak');
    await user.click(within(dialog).getByRole('button', { name: 'Elutasítás' }));
    expect(await screen.findByText(LEADERS_MESSAGES.rejected)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/leaders/reject')[0]?.body).toEqual({
      szerep: 'igazgato',
      kerelem_id: 3,
      jovahagyoi_megjegyzes: 'Vizsgaidőszak',
    });
  });

  it('given someone else decided meanwhile (409), says so on the page and reloads the list', async () => {
    const user = userEvent.setup();
    const api = serve();
    api.set('POST /api/leaders/approve', () => {
      api.set('GET /api/leaders/pending', { body: { ok: true, items: [urgent] } });
      return { status: 409, body: { ok: false, message: LEADERS_MESSAGES.alreadyDecided } };
    });
    renderApp('/app/igazgato', '/app/igazgato/jovahagyasok');
    await user.click(await screen.findByRole('button', { name: /^Jóváhagyás: Kiss Gábor/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Jóváhagyás' }));
    expect(await screen.findByText(LEADERS_MESSAGES.alreadyDecided)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Horváth Zoltán']));
  });

  it('given a decision under way, Escape does not close its dialog before the answer', async () => {
    const user = userEvent.setup();
    const api = serve();
    let answer: (value: { body: unknown }) => void = () => {};
    api.set('POST /api/leaders/approve', () => new Promise((resolve) => (answer = resolve)));
    renderApp('/app/igazgato', '/app/igazgato/jovahagyasok');
    await user.click(await screen.findByRole('button', { name: /^Jóváhagyás: Kiss Gábor/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Jóváhagyás' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Kérelem jóváhagyása' })).toBeInTheDocument();
    answer({ body: { ok: true, message: LEADERS_MESSAGES.approved, statusz_kod: 'jovahagyva' } });
    expect(await screen.findByText(LEADERS_MESSAGES.approved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('given two rows selected, one confirmation approves both and a summary lists each result', async () => {
    const user = userEvent.setup();
    const api = serve();
    api.set('POST /api/leaders/approve-bulk', () => {
      api.set('GET /api/leaders/pending', { body: { ok: true, items: [recent] } });
      return {
        body: {
          ok: true,
          message: LEADERS_MESSAGES.bulkDone(1),
          results: [
            { kerelem_id: 2, ok: true, message: LEADERS_MESSAGES.forwarded, statusz_kod: 'jovahagyasra_var' },
            { kerelem_id: 1, ok: false, message: LEADERS_MESSAGES.alreadyDecided, statusz_kod: null },
          ],
        },
      };
    });
    renderApp('/app/igazgato', '/app/igazgato/jovahagyasok');
    await screen.findByText('3 kérelem vár döntésre');
    await user.click(screen.getByRole('checkbox', { name: 'Az összes kijelölése' }));
    await user.click(screen.getByRole('checkbox', { name: /^Kijelölés: Kiss Gábor/ }));
    await user.click(screen.getByRole('button', { name: 'Kijelöltek jóváhagyása (2)' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Kijelöltek jóváhagyása' });
    expect(confirm).toHaveTextContent('Biztosan jóváhagyod a kijelölt 2 kérelmet?');
    await user.click(within(confirm).getByRole('button', { name: 'Igen, jóváhagyom' }));
    const result = await screen.findByRole('dialog', { name: 'A jóváhagyás eredménye' });
    expect(api.callsTo('POST', '/api/leaders/approve-bulk')[0]?.body).toEqual({
      szerep: 'igazgato',
      kerelem_ids: [2, 1],
      megjegyzes: null,
    });
    expect(result).toHaveTextContent('1 kérelem jóváhagyva.');
    const items = within(within(result).getByRole('list')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`Horváth Zoltán: Hivatalos távollét`);
    expect(items[0]).toHaveTextContent(LEADERS_MESSAGES.forwarded);
    expect(items[1]).toHaveTextContent('Nem sikerült');
    expect(items[1]).toHaveTextContent(LEADERS_MESSAGES.alreadyDecided);
    await user.click(within(result).getAllByRole('button', { name: 'Bezárás' }).at(-1)!);
    await waitFor(() => expect(names()).toEqual(['Kiss Gábor']));
    expect(screen.getByRole('button', { name: 'Kijelöltek jóváhagyása (0)' })).toBeDisabled();
  });
});
