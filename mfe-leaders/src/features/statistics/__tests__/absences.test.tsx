// "Ki van távol?" on a faked gateway (the real one: gateway/test/leaders-statistics/ and
// e2e/leaders/statistics.test.ts): approved and pending apart, the view switch and the steps.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@tavollet/design-system/i18n/i18n';
import type { AbsenceDay, AbsencesAnswer } from '@tavollet/contract/api/leaders-statistics';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { eachDate, isoWeekday } from '@tavollet/contract/domain/dates';
import { fakeApi, type RecordedCall } from '../../../test/fake-api.ts';
import { renderWithClient } from '../../../test/render-with-client.tsx';
import { Statistics } from '../components/statistics.tsx';
import { rangeOf, shiftAnchor } from '../lib/ranges.ts';

initI18n();
afterEach(() => vi.unstubAllGlobals());

const TODAY = budapestToday();
/** The first render waits for the lazy statistics chunk: more than the default second on a busy machine. */
const LOADED = { timeout: 10_000 };

/** Anna is away (approved) every working day, Béla's request waits for a decision. */
function answer(call: RecordedCall): { body: AbsencesAnswer } {
  const { mettol, meddig } = call.query as { mettol: string; meddig: string };
  const napok = eachDate(mettol, meddig).map((datum): AbsenceDay => {
    const hetvege = isoWeekday(datum) >= 6;
    const who = (kerelem_id: number, nev: string, tipus_kod: 'rendes_szabadsag' | 'tappenz') => ({
      kerelem_id,
      user_id: kerelem_id,
      nev,
      tipus_kod,
      kezdete: datum,
      vege: datum,
    });
    return {
      datum,
      tipus: hetvege ? 's' : 't',
      munkanap: !hetvege,
      hetvege,
      megjegyzes: null,
      jovahagyott: hetvege ? [] : [who(1, 'Ábel Anna', 'rendes_szabadsag')],
      fuggo: hetvege ? [] : [who(2, 'Baka Béla', 'tappenz')],
    };
  });
  return { body: { ok: true, ma: TODAY, mettol, meddig, napok } };
}

const empty = { body: { ok: true, tanev: { tanev: 2026, kezdete: '2026-09-01', vege: '2027-08-31' }, honapok: [] } };
function renderPage(absences: Parameters<typeof fakeApi>[0][string] = answer) {
  const api = fakeApi({
    'GET /api/leaders/stats/absences': absences,
    'GET /api/leaders/stats/monthly': empty,
    'GET /api/leaders/stats/quota-usage': { body: { ok: true, ev: 2026, items: [] } },
    'GET /api/leaders/stats/status-summary': {
      body: {
        ok: true,
        tanev: { tanev: 2026, kezdete: '2026-09-01', vege: '2027-08-31' },
        statuszok: { benyujtva: 0, jovahagyva: 0, elutasitva: 0, visszavonva: 0 },
        dontott: 0,
        atlagos_dontesi_ido_nap: null,
      },
    },
  });
  renderWithClient(
    <MemoryRouter>
      <Statistics />
    </MemoryRouter>,
  );
  return api;
}

// Each test may wait for the lazy chunk (LOADED), so each gets more than the default 5 s.
describe('who is away', { timeout: 20_000 }, () => {
  it('given the week of today, lists approved and pending people apart and marks today', async () => {
    const api = renderPage();
    const week = rangeOf('week', TODAY);
    const todayCard = await screen.findByRole('listitem', { current: 'date' }, LOADED);
    expect(api.callsTo('GET', '/api/leaders/stats/absences')[0]!.query).toEqual({ mettol: week.from, meddig: week.to });
    expect(within(todayCard).getByText('Ma')).toBeInTheDocument();
    if (isoWeekday(TODAY) <= 5) {
      const approved = within(todayCard).getByRole('list', { name: 'Jóváhagyott távollét' });
      const pending = within(todayCard).getByRole('list', { name: 'Függőben lévő kérelem' });
      expect(within(approved).getByText('Ábel Anna')).toBeInTheDocument();
      expect(within(approved).queryByText('Baka Béla')).toBeNull();
      expect(within(pending).getByText('Baka Béla')).toBeInTheDocument();
      expect(within(pending).getByText('függő')).toBeInTheDocument();
    } else expect(within(todayCard).getByText('Hétvége')).toBeInTheDocument();
    expect(screen.getAllByText('Hétvége')).toHaveLength(2);
  });

  it('given the day view and the steps, asks for one day, the next day, then today again', async () => {
    const api = renderPage();
    await screen.findByRole('listitem', { current: 'date' }, LOADED);
    await userEvent.click(screen.getByRole('button', { name: 'Nap' }));
    expect(screen.getByRole('button', { name: 'Nap' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Következő nap' }));
    const next = shiftAnchor('day', TODAY, 1);
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/leaders/stats/absences').at(-1)!.query).toEqual({ mettol: next, meddig: next }),
    );
    await waitFor(() => expect(screen.getAllByRole('listitem').filter((li) => li.dataset.date)).toHaveLength(1));
    expect(screen.queryByRole('listitem', { current: 'date' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ma' }));
    expect(await screen.findByRole('listitem', { current: 'date' })).toHaveAttribute('data-date', TODAY);
  });

  it('given the month view, asks for the whole calendar month', async () => {
    const api = renderPage();
    await screen.findByRole('listitem', { current: 'date' }, LOADED);
    await userEvent.click(screen.getByRole('button', { name: 'Hónap' }));
    const month = rangeOf('month', TODAY);
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/leaders/stats/absences').at(-1)!.query).toEqual({
        mettol: month.from,
        meddig: month.to,
      }),
    );
  });

  it('given the month view, shows a Monday-first calendar with the 1st under its weekday, and a day opens its day view', async () => {
    renderPage();
    await screen.findByRole('listitem', { current: 'date' }, LOADED);
    await userEvent.click(screen.getByRole('button', { name: 'Hónap' }));
    const month = rangeOf('month', TODAY);
    const grid = await screen.findByRole('table', { name: /^Ki van távol\? – / }, LOADED);
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['HétfőH', 'KeddK', 'SzerdaSze', 'CsütörtökCs', 'PéntekP', 'SzombatSzo', 'VasárnapV']);
    const first = await waitFor(() => {
      const cell = grid.querySelector<HTMLTableCellElement>(`td[data-date="${month.from}"]`);
      expect(cell).not.toBeNull();
      return cell!;
    });
    expect(first.cellIndex + 1).toBe(isoWeekday(month.from));
    expect(within(grid).getAllByRole('row')[1]!.querySelectorAll('td:not([data-date])')).toHaveLength(
      isoWeekday(month.from) - 1,
    );
    const workday = eachDate(month.from, month.to).find((d) => isoWeekday(d) <= 5)!;
    const cell = grid.querySelector<HTMLTableCellElement>(`td[data-date="${workday}"]`)!;
    expect(cell).toHaveTextContent('Ábel Anna');
    expect(cell).toHaveTextContent('Baka Béla');
    const open = within(cell).getByRole('button', { name: /1 fő távol \+ 1 függő$/ });
    await userEvent.click(open);
    expect(screen.getByRole('button', { name: 'Nap' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 3 })).toHaveFocus();
    await waitFor(() => expect(screen.getAllByRole('listitem').filter((li) => li.dataset.date)).toHaveLength(1));
    expect(screen.getAllByRole('listitem').find((li) => li.dataset.date)).toHaveAttribute('data-date', workday);
  });

  it('given a day opened from the month while its own answer is held back, shows that one day from the month at once', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    renderPage(async (call) => {
      if (call.query.mettol === call.query.meddig) await held;
      return answer(call);
    });
    await screen.findByRole('listitem', { current: 'date' }, LOADED);
    await userEvent.click(screen.getByRole('button', { name: 'Hónap' }));
    const month = rangeOf('month', TODAY);
    const grid = await screen.findByRole('table', { name: /^Ki van távol\? – / }, LOADED);
    const workday = eachDate(month.from, month.to).find((d) => isoWeekday(d) <= 5)!;
    await waitFor(() => expect(grid.querySelector(`td[data-date="${workday}"]`)).toHaveTextContent('Ábel Anna'));
    const cell = grid.querySelector<HTMLTableCellElement>(`td[data-date="${workday}"]`)!;
    await userEvent.click(within(cell).getByRole('button', { name: /fő távol/ }));
    const cards = () => screen.getAllByRole('listitem').filter((li) => li.dataset.date);
    expect(cards().map((li) => li.dataset.date)).toEqual([workday]);
    expect(within(cards()[0]!).getByText('Ábel Anna')).toBeInTheDocument();
    release();
    await waitFor(() => expect(document.querySelector('ol[data-view="day"]')).not.toHaveAttribute('aria-busy'));
    expect(cards().map((li) => li.dataset.date)).toEqual([workday]);
  });

  it('given a refusal, shows the server message with a retry, and the charts their empty text', async () => {
    renderPage({ status: 500, body: { ok: false, message: 'Váratlan hiba történt.' } });
    expect(await screen.findByText('Váratlan hiba történt.', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Újra' })).toBeInTheDocument();
    expect(await screen.findAllByText('Nincs adat a választott időszakra.')).toHaveLength(3);
  });
});
