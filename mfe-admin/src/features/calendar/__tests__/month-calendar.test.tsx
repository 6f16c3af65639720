// The month calendar (admin-area.md §2 "/admin/tanev-napok", §5 "Day edit", §8 "Calendar"):
// Hungarian month and weekdays from Monday, cells by type, the roving tabindex and its keys, select
// / deselect by click, click outside and Escape, and the selected day's save.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/register.ts';
import {
  TODAY,
  cell,
  day,
  dayPanel,
  daysAnswer,
  fakeApi,
  fixToday,
  grid,
  inPanel,
  monthsAsked,
  periodAnswer,
  renderCalendarPage,
} from './calendar-test-support.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SEPTEMBER = [day('2026-09-01', 't', 'Tanévnyitó'), day('2026-09-02', 'm'), day('2026-09-03', 's')];

function api(over: Record<string, unknown> = {}) {
  return fakeApi({
    'GET /api/admin/getactiveperiod': periodAnswer(null),
    'GET /api/admin/getconfigureddays': periodAnswer(null),
    'GET /api/admin/getdays': daysAnswer(SEPTEMBER),
    ...(over as Record<string, never>),
  });
}

async function shown() {
  renderCalendarPage();
  await waitFor(() => expect(cell('2026-09-01')).toHaveAttribute('data-type', 't'));
}

describe('the month calendar', () => {
  it('shows today’s month in Hungarian, weeks from Monday, cells by type with a note marker', async () => {
    fixToday();
    api();
    await shown();
    expect(screen.getByRole('heading', { name: '2026. szeptember' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'H',
      'K',
      'Sze',
      'Cs',
      'P',
      'Szo',
      'V',
    ]);
    // 2026-09-01 is a Tuesday: one blank before it in the first week.
    const firstWeek = screen.getAllByRole('row')[1]!;
    expect(firstWeek.querySelectorAll('td')[1]).toHaveAttribute('data-date', '2026-09-01');
    expect(cell('2026-09-01')).toHaveTextContent('Tanítási nap, megjegyzés: Tanévnyitó');
    expect(cell('2026-09-02')).toHaveAttribute('data-type', 'm');
    expect(cell('2026-09-03')).toHaveTextContent('Szabadnap/ünnep');
    expect(cell('2026-09-04')).toHaveAttribute('data-type', 'none');
    expect(cell(TODAY)).toHaveAttribute('aria-current', 'date');
    expect(monthsAsked()).toEqual(['2026-9']);
    expect(screen.getByText('Jelmagyarázat')).toBeInTheDocument();
  });

  it('keeps one cell in the tab order and moves it with arrows, Home/End and PageUp/PageDown', async () => {
    fixToday();
    api();
    await shown();
    const tabbable = () => grid().querySelectorAll('[tabindex="0"]');
    expect(tabbable()).toHaveLength(1);
    expect(tabbable()[0]).toHaveAttribute('data-date', TODAY);
    await userEvent.tab();
    while (!cell(TODAY).contains(document.activeElement)) await userEvent.tab();
    const focusedDate = () => (document.activeElement as HTMLElement).dataset.date;

    await userEvent.keyboard('{ArrowRight}');
    expect(focusedDate()).toBe('2026-09-17');
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedDate()).toBe('2026-09-24');
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}');
    expect(focusedDate()).toBe('2026-09-16');
    await userEvent.keyboard('{Home}');
    expect(focusedDate()).toBe('2026-09-14');
    await userEvent.keyboard('{End}');
    expect(focusedDate()).toBe('2026-09-20');
    expect(tabbable()).toHaveLength(1);

    // Into the next month: the grid turns the page and the new month is asked for.
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(focusedDate()).toBe('2026-10-20'));
    expect(screen.getByRole('heading', { name: '2026. október' })).toBeInTheDocument();
    expect(monthsAsked()).toContain('2026-10');
    await userEvent.keyboard('{PageUp}{PageUp}');
    await waitFor(() => expect(focusedDate()).toBe('2026-08-20'));
    await userEvent.keyboard('{ArrowRight}'.repeat(12));
    await waitFor(() => expect(focusedDate()).toBe('2026-09-01'));
    expect(screen.getByRole('heading', { name: '2026. szeptember' })).toBeInTheDocument();
  });

  it('Enter and Space select the focused day as a click does; Escape lets it go', async () => {
    fixToday();
    api();
    await shown();
    act(() => cell('2026-09-02').focus());
    await userEvent.keyboard('{Enter}');
    expect(cell('2026-09-02')).toHaveAttribute('aria-selected', 'true');
    expect(inPanel().getByText('Kiválasztott nap: 2026. 09. 02., szerda')).toBeInTheDocument();
    expect(inPanel().getByLabelText('Naptípus')).toHaveValue('m');
    await userEvent.keyboard('{Escape}');
    expect(dayPanel()).toBeNull();
    expect(cell('2026-09-02')).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard(' ');
    expect(dayPanel()).not.toBeNull();
    await userEvent.keyboard(' ');
    expect(dayPanel()).toBeNull();
  });

  it('a click selects a day, a second click or a click outside deselects it', async () => {
    fixToday();
    api();
    await shown();
    await userEvent.click(cell('2026-09-01'));
    expect(inPanel().getByLabelText('Megjegyzés')).toHaveValue('Tanévnyitó');
    await userEvent.click(cell('2026-09-01'));
    expect(dayPanel()).toBeNull();

    await userEvent.click(cell('2026-09-03'));
    // Inside the panel: still selected.
    await userEvent.click(inPanel().getByLabelText('Megjegyzés'));
    expect(dayPanel()).not.toBeNull();
    await userEvent.click(screen.getByRole('heading', { name: 'Tanév napjai' }));
    expect(dayPanel()).toBeNull();
    expect(cell('2026-09-03')).toHaveAttribute('aria-selected', 'false');
  });

  it('a day without a stored type starts as t; Save sends updatedays (note trimmed, empty as null) and closes', async () => {
    fixToday();
    // A stand-in that remembers the saved day, as the gateway does.
    type Sent = { body: { datum: string; tipus: 's'; megjegyzes: string | null } };
    const stored = [...SEPTEMBER];
    const calls = api({
      'GET /api/admin/getdays': () => daysAnswer(stored),
      'PATCH /api/admin/updatedays': ({ body }: Sent) => {
        const saved = day(body.datum, body.tipus, body.megjegyzes);
        stored.push(saved);
        return { body: { ok: true, message: 'A nap mentve.', data: saved } };
      },
    });
    await shown();
    await userEvent.click(cell('2026-09-21'));
    expect(inPanel().getByText('Ehhez a naphoz nincs tárolt típus; mentéskor létrejön.')).toBeInTheDocument();
    expect(inPanel().getByLabelText('Naptípus')).toHaveValue('t');
    await userEvent.selectOptions(inPanel().getByLabelText('Naptípus'), 's');
    await userEvent.type(inPanel().getByLabelText('Megjegyzés'), '  Rendkívüli szünet  ');
    await userEvent.click(inPanel().getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(dayPanel()).toBeNull());
    expect(calls.of('PATCH', '/api/admin/updatedays')[0]!.body).toEqual({
      datum: '2026-09-21',
      tipus: 's',
      megjegyzes: 'Rendkívüli szünet',
    });
    expect(cell('2026-09-21')).toHaveAttribute('data-type', 's');
  });

  it('a refused save shows the server’s message, else "A nap mentése sikertelen.", and keeps the panel', async () => {
    fixToday();
    let refusal: unknown = { status: 400, body: { ok: false, message: 'A naptípus t, m vagy s lehet.' } };
    api({ 'PATCH /api/admin/updatedays': () => refusal });
    await shown();
    await userEvent.click(cell('2026-09-02'));
    await userEvent.click(inPanel().getByRole('button', { name: 'Mentés' }));
    expect(await inPanel().findByText('A naptípus t, m vagy s lehet.')).toBeInTheDocument();
    refusal = 'network-error';
    await userEvent.click(inPanel().getByRole('button', { name: 'Mentés' }));
    expect(await inPanel().findByText('A nap mentése sikertelen.')).toBeInTheDocument();
    expect(dayPanel()).not.toBeNull();
  });

  it('says so when the month cannot be loaded, and an empty month says how missing days count', async () => {
    fixToday();
    api({ 'GET /api/admin/getdays': { status: 500, body: { ok: false, message: 'Váratlan hiba történt.' } } });
    renderCalendarPage();
    expect(await screen.findByText('Nem sikerült betölteni az adatokat.', {}, { timeout: 3000 })).toBeInTheDocument();
    vi.unstubAllGlobals();
    api({ 'GET /api/admin/getdays': daysAnswer([]) });
    await userEvent.click(screen.getAllByRole('button', { name: 'Újra' }).at(-1)!);
    expect(await screen.findByText(/Ebben a hónapban nincs tárolt naptípus/)).toBeInTheDocument();
  });
});
