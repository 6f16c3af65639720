import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/register.ts';
import { IssuesPage } from '../components/issues-page.tsx';
import { fakeApi, issue, listAnswer, renderWithClient } from './issues-test-support.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const table = () => screen.getByRole('table', { name: 'Hibabejelentések' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('the issue reports screen: the list', () => {
  it('shows the rows in the order the server sent, with date, reporter, the whole subject, status badges and the critical flag', async () => {
    const long = 'Hosszú tárgy, amely nem fér ki egy sorba, ezért a táblázat levágja a végét';
    fakeApi({
      'GET /api/admin/getissuedata': listAnswer([
        issue(3, { kritikus_e: true, targy: long }),
        issue(2, { statusz: 'fejlesztonek_tovabbitva', tovabbitva_fejlesztonek: true, bejelento: 'Nagy Péter' }),
        issue(1, { statusz: 'lezarva' }),
        issue(9, { statusz: 'archivalt' }),
      ]),
    });
    renderWithClient(<IssuesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Hibabejelentések' })).toBeInTheDocument();
    await screen.findByText(long);
    const rows = bodyRows();
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByRole('img', { name: 'Kritikus' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('img', { name: 'Kritikus' })).toBeNull();
    expect(within(rows[0]!).getByText('2026. 03. 02. 10:05')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(long)).toHaveAttribute('title', long);
    expect(within(rows[1]!).getByText('Nagy Péter')).toBeInTheDocument();
    expect(rows.map((r) => within(r).getAllByRole('cell')[4]!.textContent)).toEqual([
      'Új',
      'Fejlesztőnek továbbítva',
      'Lezárva',
      'archivalt',
    ]);
  });

  it('turns Továbbítás off once forwarded and Lezárás off when closed', async () => {
    fakeApi({
      'GET /api/admin/getissuedata': listAnswer([
        issue(3),
        issue(2, { statusz: 'fejlesztonek_tovabbitva', tovabbitva_fejlesztonek: true }),
        issue(1, { statusz: 'lezarva' }),
      ]),
    });
    renderWithClient(<IssuesPage />);
    await screen.findByText('Bejelentés 3');
    const state = (id: number) => [
      screen.getByRole('button', { name: `Továbbítás: Bejelentés ${id}` }).hasAttribute('disabled'),
      screen.getByRole('button', { name: `Lezárás: Bejelentés ${id}` }).hasAttribute('disabled'),
    ];
    expect(state(3)).toEqual([false, false]);
    expect(state(2)).toEqual([true, false]);
    expect(state(1)).toEqual([false, true]);
  });

  it('given no report, says "Nincs bejelentés"', async () => {
    fakeApi({ 'GET /api/admin/getissuedata': listAnswer([]) });
    renderWithClient(<IssuesPage />);
    expect(await screen.findByText('Nincs bejelentés')).toBeInTheDocument();
  });

  it('given a failed load, says so with a retry that loads again', async () => {
    let fail = true;
    const api = fakeApi({
      'GET /api/admin/getissuedata': () => (fail ? { status: 500, body: {} } : listAnswer([issue(1)])),
    });
    renderWithClient(<IssuesPage />);
    expect(await screen.findByText('Nem sikerült betölteni a bejelentéseket.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Újra' }));
    expect(await screen.findByText('Bejelentés 1')).toBeInTheDocument();
    expect(api.of('GET', '/api/admin/getissuedata').length).toBeGreaterThanOrEqual(2);
  });
});

describe('the issue reports screen: closing', () => {
  it('given Lezárás, sends the id, shows the answer and loads the list again', async () => {
    let closed = false;
    const api = fakeApi({
      'GET /api/admin/getissuedata': () => listAnswer([issue(5, closed ? { statusz: 'lezarva' } : {})]),
      'PATCH /api/admin/closeissue': () => {
        closed = true;
        return { body: { ok: true, message: 'A bejelentés lezárva.', bejelentes_id: 5, statusz: 'lezarva' } };
      },
    });
    renderWithClient(<IssuesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Lezárás: Bejelentés 5' }));
    expect(await screen.findByText('A bejelentés lezárva.')).toBeInTheDocument();
    expect(api.of('PATCH', '/api/admin/closeissue')[0]!.body).toEqual({ bejelentes_id: 5 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Lezárás: Bejelentés 5' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Részletek: Bejelentés 5' })).toHaveFocus();
    expect(screen.getByText('Lezárva')).toBeInTheDocument();
  });

  it('given a refused close, shows the server message; given no usable answer, "A lezárás nem sikerült."', async () => {
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: { ok: false, message: 'A bejelentés már le van zárva.' },
    };
    fakeApi({
      'GET /api/admin/getissuedata': listAnswer([issue(5)]),
      'PATCH /api/admin/closeissue': () => answer,
    });
    renderWithClient(<IssuesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Lezárás: Bejelentés 5' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A bejelentés már le van zárva.');
    answer = { status: 502, body: {} };
    await userEvent.click(screen.getByRole('button', { name: 'Lezárás: Bejelentés 5' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('A lezárás nem sikerült.'));
  });
});
