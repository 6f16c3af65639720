import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { AdminStatsAnswer } from '@tavollet/contract/api/admin-stats';
import { queryKeys } from '@tavollet/contract/client/query-keys';
import '../../../i18n/register.ts';
import { fakeApi, newClient } from '../../../lib/__tests__/admin-test-kit.tsx';
import { AdminHome } from '../components/admin-home.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const server = (over: Partial<AdminStatsAnswer['servers'][number]>) => ({
  id: 'gep-100-aaaaaa',
  region: 'helyi',
  cpu: 12.34,
  mem: 40,
  rps: 2.5,
  err: 0,
  ping: 1.25,
  up: true,
  stopped: false,
  host: 'gep',
  uptime: 60,
  startedAt: '2026-11-22T09:00:00.000Z',
  lastSeen: '2026-11-22T09:01:00.000Z',
  ...over,
});

function answer(over: Partial<AdminStatsAnswer['summary']> = {}): AdminStatsAnswer {
  return {
    ok: true,
    summary: {
      cpu: 12.34,
      mem: 40,
      rps: 3.75,
      err: 0.5,
      up: 1,
      total: 3,
      history: { cpu: [1, 2, 12.3], mem: [40, 40, 40], rps: [1, 2, 3.75], err: [0, 0, 0.5] },
      ...over,
    },
    servers: [
      server({}),
      server({ id: 'gep-200-bbbbbb', region: 'szeged', up: false, stopped: true }),
      server({ id: 'gep-300-cccccc', region: 'pecs', up: false, stopped: false }),
    ],
    events: [
      {
        id: 'e2',
        time: '2026-11-22T13:05:00.000Z',
        level: 'error',
        text: 'request failed: boom',
        server: 'gep-100-aaaaaa',
      },
      {
        id: 'e1',
        time: '2026-11-22T13:00:00.000Z',
        level: 'info',
        text: 'A szerver elindult.',
        server: 'gep-100-aaaaaa',
      },
    ],
  };
}

function renderHome() {
  const client = newClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AdminHome />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

describe('AdminHome', () => {
  it('given the statistics, shows the tiles with units and histories, the servers and the events', async () => {
    fakeApi({ 'GET /api/admin/getstats': { body: answer() } });
    renderHome();
    const tiles = await screen.findByRole('region', { name: 'Összesítés' });
    const tile = (name: string) => within(tiles).getByRole('heading', { name }).closest('li')!;
    expect(within(tile('CPU')).getByText('12,3 %')).toBeInTheDocument();
    expect(within(tile('Memória')).getByText('40 %')).toBeInTheDocument();
    expect(within(tile('Kérések')).getByText('3,75 kérés/s')).toBeInTheDocument();
    expect(within(tile('Hibaarány')).getByText('0,5 %')).toBeInTheDocument();
    expect(within(tile('Hibaarány')).getByText('OK')).toBeInTheDocument();
    expect(within(tile('CPU')).getByRole('img')).toHaveAccessibleName(
      'CPU, utolsó 3 mérés: legkisebb 1 %, legnagyobb 12,3 %, utolsó 12,3 %.',
    );
    expect(screen.getByText('1 / 3 szerver fut')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Szerverek' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['gep-100-aaaaaa', 'helyi', '12,3 %', '40 %', '1,3 ms', 'Fut']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['gep-200-bbbbbb', 'szeged', '–', '–', '–', 'Leállt']);
    expect(within(rows[2]!).getByText('Nem válaszol')).toBeInTheDocument();

    const events = within(screen.getByRole('region', { name: 'Események' })).getAllByRole('listitem');
    expect(events[0]).toHaveTextContent('2026. 11. 22. 14:05');
    expect(within(events[0]!).getByText('Hiba')).toBeInTheDocument();
    expect(events[0]).toHaveTextContent('request failed: boom');
    expect(within(events[1]!).getByText('Információ')).toBeInTheDocument();
  });

  it('given an error rate of 1 percent or more, the badge reads FIGYELEM', async () => {
    fakeApi({ 'GET /api/admin/getstats': { body: answer({ err: 1 }) } });
    renderHome();
    expect(await screen.findByText('FIGYELEM')).toBeInTheDocument();
    expect(screen.queryByText('OK')).toBeNull();
  });

  it('given no servers, no events and no history yet, says so', async () => {
    const empty = answer({ history: { cpu: [], mem: [], rps: [], err: [] }, up: 0, total: 0 });
    fakeApi({ 'GET /api/admin/getstats': { body: { ...empty, servers: [], events: [] } } });
    renderHome();
    expect(await screen.findByText('Nincs adat egy szerverről sem.')).toBeInTheDocument();
    expect(screen.getByText('Nincs esemény.')).toBeInTheDocument();
    expect(screen.getAllByText('Még nincs előzmény.')).toHaveLength(4);
  });

  it('given a failed refresh, shows "API hiba" with the message and keeps the previous values', async () => {
    let next: { status?: number; body: unknown } = { body: answer() };
    fakeApi({ 'GET /api/admin/getstats': () => next });
    const client = renderHome();
    await screen.findByText('12,3 %', { selector: 'p' });
    next = { status: 500, body: { ok: false, message: 'Váratlan hiba történt.' } };
    await act(() => client.refetchQueries({ queryKey: queryKeys.admin.stats() }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('API hiba');
    expect(banner).toHaveTextContent('Váratlan hiba történt.');
    expect(screen.getByText('12,3 %', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Szerverek' })).toBeInTheDocument();

    next = { body: answer({ cpu: 50 }) };
    await act(() => client.refetchQueries({ queryKey: queryKeys.admin.stats() }));
    expect(await screen.findByText('50 %', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('given 30 seconds, asks again by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ 'GET /api/admin/getstats': { body: answer() } });
    renderHome();
    await screen.findByText('12,3 %', { selector: 'p' });
    expect(api.count('GET /api/admin/getstats')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(api.count('GET /api/admin/getstats')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(api.count('GET /api/admin/getstats')).toBe(2);
  });
});
