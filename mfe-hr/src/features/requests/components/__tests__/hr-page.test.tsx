import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HrRow } from '@tavollet/contract/api/hr';
import '../../../../i18n/register.ts';
import { renderWithClient } from '../../../../test/render-with-client.tsx';
import { fakeApi } from '../../../../test/fake-api.ts';
import { HrPage } from '../hr-page.tsx';

const row = (id: number, over: Partial<HrRow> = {}): HrRow => ({
  id,
  status: 'benyujtva',
  createdAt: '2026-10-01T08:00:00.000Z',
  decidedAt: null,
  typeId: 'rendes_szabadsag',
  start: '2026-10-19',
  end: '2026-10-23',
  days: 5,
  munkanapok_szama: 5,
  teacherName: 'Kovács Anna',
  om: '73000000001',
  jovahagyoi_megjegyzes: null,
  ...over,
});

const page = (items: HrRow[], total = items.length, oldal = 1) => ({
  body: { ok: true, items, total, oldal, meret: 50, oldalak: Math.ceil(total / 50) },
});

function Url() {
  return <output data-testid="url">{useLocation().search}</output>;
}

/** Renders the page at `url` and opens the "Szűrők" disclosure (jsdom has no wide-screen media query). */
function renderAt(url: string) {
  const r = renderWithClient(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/app/hr"
          element={
            <>
              <HrPage />
              <Url />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Szűrők' }));
  return r;
}
const url = () => new URLSearchParams(screen.getByTestId('url').textContent ?? '');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the HR page: filters and the URL', () => {
  it('given filters in the URL (a reload or shared link), shows them and asks the server for exactly them', async () => {
    const api = fakeApi({ 'GET /api/hr/requests': page([row(1)], 120) });
    renderAt(
      '/app/hr?nev=kovacs&statusz=benyujtva,jovahagyva&kezdete_tol=2026-10-01&rendezes=nev&irany=novekvo&oldal=2',
    );
    expect(await screen.findByText('120 kérelem felel meg a szűrőknek.')).toBeInTheDocument();
    expect(api.listCalls()[0]!.search).toBe(
      'nev=kovacs&statusz=benyujtva%2Cjovahagyva&kezdete_tol=2026-10-01&rendezes=nev&irany=novekvo&oldal=2&meret=50',
    );
    expect(screen.getByRole('searchbox', { name: 'Tanár neve' })).toHaveValue('kovacs');
    const status = screen.getByRole('group', { name: 'Státusz' });
    expect(within(status).getByRole('checkbox', { name: 'Benyújtva' })).toBeChecked();
    expect(within(status).getByRole('checkbox', { name: 'Elutasítva' })).not.toBeChecked();
    expect(screen.getByLabelText('Kezdete ettől')).toHaveValue('2026-10-01');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/hr/export?nev=kovacs&statusz=benyujtva%2Cjovahagyva&kezdete_tol=2026-10-01&rendezes=nev&irany=novekvo',
    );
    expect(screen.getByText('2. oldal / 3')).toBeInTheDocument();
  });

  it('given a checkbox, "Mind" or "Egyik sem", writes the set into the URL and goes back to page 1', async () => {
    fakeApi({ 'GET /api/hr/requests': page([row(1)]) });
    renderAt('/app/hr?oldal=2');
    const types = await screen.findByRole('group', { name: 'Típus' });
    await userEvent.click(within(types).getByRole('checkbox', { name: 'Táppénz' }));
    expect(url().get('tipus')?.split(',')).not.toContain('tappenz');
    expect(url().get('oldal')).toBeNull();
    await userEvent.click(within(types).getByRole('button', { name: 'Egyik sem' }));
    expect(url().get('tipus')).toBe('');
    await userEvent.click(within(types).getByRole('button', { name: 'Mind' }));
    expect(url().has('tipus')).toBe(false);
  });

  it('given typing in the name search, writes it to the URL only after a pause', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ 'GET /api/hr/requests': page([row(1)]) });
    renderAt('/app/hr');
    const box = await screen.findByRole('searchbox', { name: 'Tanár neve' });
    fireEvent.change(box, { target: { value: 'Kov' } });
    fireEvent.change(box, { target: { value: 'Kovács ' } });
    expect(url().has('nev')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(350));
    expect(url().get('nev')).toBe('Kovács');
    // The typed space stays in the field for the next word.
    expect(box).toHaveValue('Kovács ');
    await waitFor(() => expect(api.listCalls().at(-1)!.search).toBe('nev=Kov%C3%A1cs&meret=50'));
  });

  it('given "Szűrők törlése", empties every filter but keeps the order', async () => {
    fakeApi({ 'GET /api/hr/requests': page([row(1)]) });
    renderAt('/app/hr?nev=x&om=73&statusz=&vege_ig=2026-12-31&rendezes=om&irany=novekvo');
    await userEvent.click(await screen.findByRole('button', { name: 'Szűrők törlése' }));
    expect(url().toString()).toBe('rendezes=om&irany=novekvo');
    expect(screen.getByRole('searchbox', { name: 'Tanár neve' })).toHaveValue('');
  });

  it('given a header click, sorts on the server by that column', async () => {
    const api = fakeApi({ 'GET /api/hr/requests': page([row(1)]) });
    renderAt('/app/hr');
    await userEvent.click(await screen.findByRole('button', { name: /Tanár neve/ }));
    expect(url().get('rendezes')).toBe('nev');
    expect(url().get('irany')).toBe('novekvo');
    await waitFor(() => expect(api.listCalls().at(-1)!.search).toBe('rendezes=nev&irany=novekvo&meret=50'));
  });

  it("given no matching row, shows the spec's empty text", async () => {
    fakeApi({ 'GET /api/hr/requests': page([]) });
    renderAt('/app/hr?statusz=');
    expect(await screen.findByText('Nincs találat a beállított szűrőkre.')).toBeInTheDocument();
  });

  it('given a range whose start is after its end, says so at the field and asks the server nothing', async () => {
    const api = fakeApi({ 'GET /api/hr/requests': page([row(1)]) });
    renderAt('/app/hr?letrehozva_tol=2026-05-02&letrehozva_ig=2026-05-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A „Létrehozva” tartomány eleje nem lehet későbbi, mint a vége.',
    );
    expect(api.listCalls()).toHaveLength(0);
  });

  it('given a failing server, shows its message and a retry', async () => {
    fakeApi({ 'GET /api/hr/requests': { status: 500, body: { ok: false, message: 'Váratlan hiba történt.' } } });
    renderAt('/app/hr');
    expect(await screen.findByText('Váratlan hiba történt.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Újratöltés' })).toBeInTheDocument();
  });

  it('given "Részletek", opens the request with its history; Escape closes it and the focus returns', async () => {
    fakeApi({
      'GET /api/hr/requests': page([row(7)]),
      'GET /api/hr/requests/:id': {
        body: {
          ok: true,
          request: {
            ...row(7),
            megjegyzes: 'Családi program',
            jovahagyo_szerep: 'igazgatohelyettes',
            history: [
              {
                statusz_kod: 'elozetes_jovahagyasra_var',
                at: '2026-10-01T08:00:00.000Z',
                byName: 'Kovács Anna',
                byKind: 'user',
                megjegyzes: null,
              },
              {
                statusz_kod: 'jovahagyasra_var',
                at: '2026-10-02T08:00:00.000Z',
                byName: 'Nagy Péter',
                byKind: 'user',
                megjegyzes: null,
              },
            ],
          },
        },
      },
    });
    renderAt('/app/hr');
    const button = await screen.findByRole('button', { name: 'Részletek: Kovács Anna, 2026. 10. 19. – 2026. 10. 23.' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Kérelem részletei' });
    // What happened, not the stored status ("Jóváhagyásra vár – Nagy Péter" said nothing of the yes).
    expect(await within(dialog).findByText('Benyújtotta: Kovács Anna')).toBeInTheDocument();
    expect(within(dialog).getByText('Előzetesen jóváhagyta: Nagy Péter')).toBeInTheDocument();
    expect(within(dialog).getByText('Családi program')).toBeInTheDocument();
    expect(within(dialog).getByText('Igazgatóhelyettes')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });
});
