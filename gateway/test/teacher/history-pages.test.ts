// GET /api/user/teacher/history in pages: newest first with a stable tie, `next`
// continuing without gaps or repeats (also when a request arrives between two pages), the
// screen's filters and orders applied to every own request rather than to a loaded page, and
// nobody else's rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HISTORY_PAGE_SIZE,
  HistoryAnswer,
  TEACHER_MESSAGES as M,
  type HistoryParams,
  type HistoryRow,
} from '@tavollet/contract/api/teacher';
import type { LeaveType, Status } from '@tavollet/contract/codes';
import { addDaysIso } from '@tavollet/contract/domain/dates';
import type { Client } from '../support/client.ts';
import {
  day,
  insertRequest,
  newTeacher,
  startWorld,
  stopWorld,
  type Teacher,
  type World,
} from '../support/teacher-fixtures.ts';

let w: World;
let a: Teacher;
let b: Teacher;
/** What was stored for teacher a (drafts left out), by id. */
const stored = new Map<number, { created: number; status: Status; type: LeaveType; start: string; end: string }>();
const otherIds: number[] = [];

const ROWS = 130;
const STATUSES: Status[] = ['jovahagyva', 'elutasitva', 'torolve', 'jovahagyasra_var'];
const TYPES: LeaveType[] = ['rendes_szabadsag', 'tappenz'];
const BASE = Date.parse('2026-01-05T08:00:00Z');

beforeAll(async () => {
  w = await startWorld();
  [a, b] = await Promise.all([newTeacher(w), newTeacher(w)]);
  await Promise.all(
    Array.from({ length: ROWS }, async (_, i) => {
      // Three requests share each creation instant, so equal dates fall across a page's edge.
      const created = BASE + Math.floor(i / 3) * 86_400_000;
      const status = STATUSES[i % STATUSES.length]!;
      const type = TYPES[i % TYPES.length]!;
      const start = day(i % 40, 0);
      const end = addDaysIso(start, i % 5);
      const id = await insertRequest(w, a.user, {
        status,
        tipus: type,
        kezdete: start,
        vege: end,
        letrehozva: new Date(created),
        dontes_idopont: status === 'jovahagyva' || status === 'elutasitva' ? new Date(created + 3_600_000) : null,
      });
      stored.set(id, { created, status, type, start, end });
    }),
  );
  await insertRequest(w, a.user, { status: 'piszkozat', kezdete: day(1, 0), vege: day(1, 0) });
  for (let i = 0; i < 5; i++)
    otherIds.push(
      await insertRequest(w, b.user, {
        status: 'jovahagyva',
        kezdete: day(i, 1),
        vege: day(i, 1),
        letrehozva: new Date(BASE + i * 86_400_000),
      }),
    );
}, 60_000);
afterAll(() => stopWorld(w));

async function page(c: Client, params: HistoryParams) {
  const query = new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  const res = await c.get(`/api/user/teacher/history?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return HistoryAnswer.parse(res.body);
}

/** Every page of a view, following `next`. */
async function walk(c: Client, params: HistoryParams = {}) {
  const pages = [await page(c, params)];
  while (pages.at(-1)!.next !== null) pages.push(await page(c, { ...params, utana: pages.at(-1)!.next! }));
  return { pages, rows: pages.flatMap((p) => p.items) };
}

/** Newest created first, then the higher id: the tie of every order. */
const byCreatedDesc = (x: number, y: number) => stored.get(y)!.created - stored.get(x)!.created || y - x;
const ids = (rows: HistoryRow[]) => rows.map((r) => r.id);

describe('history pages', () => {
  it('answers the newest page first; next continues to the oldest without gaps or repeats, equal dates by the higher id', async () => {
    const { pages, rows } = await walk(a.client);
    // Whole pages of decision 0564's size, then the rest.
    expect(HISTORY_PAGE_SIZE).toBe(20);
    const full = Math.floor(ROWS / HISTORY_PAGE_SIZE);
    expect(pages.map((p) => p.items.length)).toEqual([
      ...Array<number>(full).fill(HISTORY_PAGE_SIZE),
      ROWS - full * HISTORY_PAGE_SIZE,
    ]);
    expect(pages.every((p) => p.total === ROWS)).toBe(true);
    expect(ids(rows)).toEqual([...stored.keys()].sort(byCreatedDesc));
    // The first page ends inside a group of three equal creation instants: the group is split by id.
    const edge = [pages[0]!.items.at(-1)!, pages[1]!.items[0]!] as const;
    expect(edge[0].createdAt).toBe(edge[1].createdAt);
    expect(edge[0].id).toBeGreaterThan(edge[1].id);
  });

  it("never includes another teacher's rows, nor drafts", async () => {
    const { rows } = await walk(a.client);
    expect(rows.every((r) => r.teacherName === a.user.nev && stored.has(r.id))).toBe(true);
    expect(ids(rows).some((id) => otherIds.includes(id))).toBe(false);
    const theirs = await walk(b.client);
    expect(ids(theirs.rows).sort()).toEqual([...otherIds].sort());
  });

  it('applies status, type, created range and search to every own request, not to a loaded page', async () => {
    const expectOnly = async (params: HistoryParams, keep: (id: number) => boolean) => {
      const { pages, rows } = await walk(a.client, params);
      const wanted = [...stored.keys()].filter(keep).sort(byCreatedDesc);
      expect(wanted.length).toBeGreaterThan(0);
      expect(ids(rows)).toEqual(wanted);
      expect(pages[0]!.total).toBe(wanted.length);
      return pages.length;
    };
    // Approved requests are spread over all the unfiltered pages.
    await expectOnly({ statusz: 'jovahagyva' }, (id) => stored.get(id)!.status === 'jovahagyva');
    await expectOnly({ statusz: 'benyujtva' }, (id) => stored.get(id)!.status === 'jovahagyasra_var');
    // 65 of 130: the filtered view's own pages.
    expect(await expectOnly({ tipus: 'tappenz' }, (id) => stored.get(id)!.type === 'tappenz')).toBe(
      Math.ceil(ROWS / 2 / HISTORY_PAGE_SIZE),
    );
    // Created on 2026-01-10 … 2026-01-20 (Budapest days).
    const from = Date.parse('2026-01-09T23:00:00Z');
    const to = Date.parse('2026-01-20T23:00:00Z');
    await expectOnly({ letrehozva_tol: '2026-01-10', letrehozva_ig: '2026-01-20' }, (id) => {
      const created = stored.get(id)!.created;
      return created >= from && created < to;
    });
    // The search reads the labels as shown, case and accents ignored.
    await expectOnly({ kereses: 'TAPPENZ', statusz: 'elutasitva' }, (id) => {
      const r = stored.get(id)!;
      return r.type === 'tappenz' && r.status === 'elutasitva';
    });
    // A date as the screen writes it.
    const one = [...stored.entries()].find(([, r]) => r.start === day(7, 0))!;
    await expectOnly({ kereses: `${one[1].start.replaceAll('-', '. ')}.` }, (id) => {
      const r = stored.get(id)!;
      return r.start === one[1].start || r.end === one[1].start;
    });
    const none = await page(a.client, { kereses: 'nincs ilyen szöveg' });
    expect(none).toEqual({ ok: true, items: [], total: 0, next: null });
  });

  it('orders by any column over every page: days ascending, decided with the undecided last either way', async () => {
    const days = (id: number) => (Date.parse(stored.get(id)!.end) - Date.parse(stored.get(id)!.start)) / 86_400_000 + 1;
    const byDays = await walk(a.client, { rendezes: 'days', irany: 'novekvo' });
    expect(ids(byDays.rows)).toEqual([...stored.keys()].sort((x, y) => days(x) - days(y) || byCreatedDesc(x, y)));
    expect(byDays.pages).toHaveLength(Math.ceil(ROWS / HISTORY_PAGE_SIZE));

    for (const irany of ['novekvo', 'csokkeno'] as const) {
      const { rows } = await walk(a.client, { rendezes: 'decidedAt', irany });
      const decided = rows.filter((r) => r.decidedAt !== null);
      expect(rows.slice(decided.length).every((r) => r.decidedAt === null)).toBe(true);
      const times = decided.map((r) => Date.parse(r.decidedAt!));
      expect(times).toEqual([...times].sort((x, y) => (irany === 'novekvo' ? x - y : y - x)));
      expect(new Set(ids(rows)).size).toBe(ROWS);
    }
  });

  it('continues after a request submitted between two pages without repeating a row', async () => {
    const t = await newTeacher(w);
    for (let i = 0; i < HISTORY_PAGE_SIZE + 5; i++)
      await insertRequest(w, t.user, {
        status: 'jovahagyva',
        kezdete: day(i % 30, 1),
        vege: day(i % 30, 1),
        letrehozva: new Date(BASE + i * 60_000),
      });
    const first = await page(t.client, {});
    const submitted = await t.client.post('/api/user/teacher/submit', {
      tipus: 'hivatalos',
      mettol: day(45, 0),
      meddig: day(45, 0),
    });
    expect(submitted.status).toBe(200);
    const second = await page(t.client, { utana: first.next! });
    // Page by position would have moved the first page's last row onto the second.
    expect(second.items).toHaveLength(5);
    expect(second.total).toBe(HISTORY_PAGE_SIZE + 6);
    expect(new Set([...ids(first.items), ...ids(second.items)]).size).toBe(HISTORY_PAGE_SIZE + 5);
    expect(second.next).toBeNull();
  });

  it("matches and orders as the screen shows the rows: notes, labels and Hungarian dates, Budapest days, the labels' collation", async () => {
    const t = await newTeacher(w);
    const add = async (
      seed: Parameters<typeof insertRequest>[2],
      notes: { megjegyzes?: string; jovahagyoi_megjegyzes?: string } = {},
    ) => {
      const id = await insertRequest(w, t.user, seed);
      await w.models.LeaveRequest.updateOne({ kerelem_id: id }, { $set: notes });
      return id;
    };
    const esk = await add(
      {
        status: 'jovahagyva',
        tipus: 'rendes_szabadsag',
        kezdete: '2026-10-20',
        vege: '2026-10-22',
        letrehozva: new Date('2026-10-05T08:00:00.000Z'),
        dontes_idopont: new Date('2026-10-06T10:00:00.000Z'),
      },
      { megjegyzes: 'Esküvő' },
    );
    const sick = await add({
      status: 'jovahagyasra_var',
      tipus: 'tappenz',
      kezdete: '2026-12-01',
      vege: '2026-12-01',
      letrehozva: new Date('2026-11-10T09:00:00.000Z'),
    });
    const meeting = await add(
      {
        status: 'elutasitva',
        tipus: 'hivatalos',
        kezdete: '2026-11-20',
        vege: '2026-11-24',
        letrehozva: new Date('2026-11-01T07:30:00.000Z'),
        dontes_idopont: new Date('2026-11-02T12:00:00.000Z'),
      },
      { jovahagyoi_megjegyzes: 'Félévzáró értekezlet' },
    );
    // 23:30 UTC on 31 October is already 1 November in Budapest.
    const late = await add({
      status: 'torolve',
      tipus: 'rendes_szabadsag',
      kezdete: '2026-12-10',
      vege: '2026-12-11',
      letrehozva: new Date('2026-10-31T23:30:00.000Z'),
    });
    const view = async (params: HistoryParams) => ids((await walk(t.client, params)).rows);

    expect(await view({ kereses: 'ESKUVO' })).toEqual([esk]);
    expect(await view({ kereses: 'tappenz' })).toEqual([sick]);
    expect(await view({ kereses: 'értekezlet' })).toEqual([meeting]);
    expect(await view({ kereses: '2026. 12. 10.' })).toEqual([late]);
    expect(await view({ kereses: '  rendes   SZAB ' })).toEqual([late, esk]);
    expect(await view({ letrehozva_tol: '2026-11-01' })).toEqual([sick, meeting, late]);
    expect(await view({ letrehozva_ig: '2026-10-31' })).toEqual([esk]);
    expect(await view({ letrehozva_tol: '2026-11-01', letrehozva_ig: '2026-11-01' })).toEqual([meeting, late]);
    expect(await view({})).toEqual([sick, meeting, late, esk]);
    expect(await view({ rendezes: 'start', irany: 'novekvo' })).toEqual([esk, meeting, sick, late]);
    expect(await view({ rendezes: 'end', irany: 'csokkeno' })).toEqual([late, sick, meeting, esk]);
    expect(await view({ rendezes: 'days', irany: 'csokkeno' })).toEqual([meeting, esk, late, sick]);
    // Benyújtva, Elutasítva, Jóváhagyva, Visszavonva
    expect(await view({ rendezes: 'status', irany: 'novekvo' })).toEqual([sick, meeting, esk, late]);
    // Hivatalos, Rendes (newest first on ties), Táppénz
    expect(await view({ rendezes: 'type', irany: 'novekvo' })).toEqual([meeting, late, esk, sick]);
    expect(await view({ rendezes: 'decidedAt', irany: 'novekvo' })).toEqual([esk, meeting, sick, late]);
    expect(await view({ rendezes: 'decidedAt', irany: 'csokkeno' })).toEqual([meeting, esk, sick, late]);
  });

  it('refuses a next it did not write and an unknown filter value with 400', async () => {
    for (const query of ['utana=nem-kurzor', `utana=${Buffer.from('[1,2]').toString('base64url')}`]) {
      const res = await a.client.get(`/api/user/teacher/history?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ok: false, message: M.historyCursor });
    }
    for (const query of ['statusz=piszkozat', 'tipus=nyaralas', 'rendezes=nev', 'irany=fel']) {
      const res = await a.client.get(`/api/user/teacher/history?${query}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ok: false, message: M.historyFilter });
    }
  });
});
