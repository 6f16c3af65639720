// GET /api/hr/requests and /api/hr/requests/:kerelem_id (staff-area.md §2 "/app/hr", §6 "hr"):
// every filter alone and combined, every column sorted both ways, paging edges, drafts never
// listed, and the refusals of bad queries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HR_MESSAGES as M,
  HR_SORT_KEYS,
  HrDetailsAnswer,
  HrListAnswer,
  type HrSortKey,
} from '@tavollet/contract/api/hr';
import { staffStatus } from '@tavollet/contract/codes';
import { inclusiveDays } from '@tavollet/contract/domain/duration';
import { LEAVE_TYPE_LABELS, STAFF_STATUS_LABELS } from '@tavollet/contract/domain/labels';
import type { Client } from '../support/client.ts';
import { signInPerson, startWorld, stopWorld, type World } from '../support/teacher-fixtures.ts';
import { NAMES, PLAN, budapest, expectedRows, seedHr, type Seeded } from './hr-fixtures.ts';

let w: World;
let hr: Client;
let seeded: Seeded;
beforeAll(async () => {
  w = await startWorld();
  seeded = await seedHr(w);
  hr = await signInPerson(w, 'hr');
});
afterAll(() => stopWorld(w));

async function list(query = '') {
  const res = await hr.get(`/api/hr/requests${query ? `?${query}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return HrListAnswer.parse(res.body);
}
const ids = async (query = '') => (await list(query)).items.map((r) => r.id);
const idsOf = (pred: (p: (typeof PLAN)[number]) => boolean) =>
  expectedRows(seeded)
    .filter(pred)
    .sort((a, b) => budapest(b.created).getTime() - budapest(a.created).getTime())
    .map((r) => r.id);

describe('the list', () => {
  it('given no filter, lists every request except drafts, newest created first, with the row fields', async () => {
    const answer = await list();
    expect(answer.total).toBe(PLAN.length);
    expect(answer.items.map((r) => r.id)).toEqual(idsOf(() => true));
    expect(answer.items.some((r) => seeded.draftIds.includes(r.id))).toBe(false);
    expect(answer).toMatchObject({ oldal: 1, meret: 50, oldalak: 1 });
    const odd = answer.items.find((r) => r.id === seeded.ids[3])!;
    expect(odd).toEqual({
      id: seeded.ids[3],
      status: 'elutasitva',
      createdAt: budapest('2026-03-01T00:30').toISOString(),
      decidedAt: budapest('2026-03-02T12:00').toISOString(),
      typeId: 'rendes_szabadsag',
      start: '2026-03-16',
      end: '2026-03-20',
      days: 5,
      munkanapok_szama: 5,
      teacherName: 'Őri Ödön',
      om: '73000000002',
      jovahagyoi_megjegyzes: 'Nem megoldható.',
    });
    // Both waiting codes read Benyújtva.
    expect(answer.items.find((r) => r.id === seeded.ids[4])!.status).toBe('benyujtva');
  });

  it('given a teacher name without accents or case, finds the accented name ("kovacs" finds "Kovács")', async () => {
    for (const q of ['kovacs', 'KOVÁCS anna', 'Kovacs  Anna', 'ács']) {
      expect(await ids(`nev=${encodeURIComponent(q)}`)).toEqual(idsOf((p) => p.who === 'kovacs'));
    }
    expect(await ids(`nev=${encodeURIComponent('ori odon')}`)).toEqual(idsOf((p) => p.who === 'ori'));
    expect((await list('nev=senki')).total).toBe(0);
  });

  it('given an OM id or a part of it, finds that teacher only', async () => {
    expect(await ids('om=73000000002')).toEqual(idsOf((p) => p.who === 'ori'));
    expect(await ids('om=000000001')).toEqual(idsOf((p) => p.who === 'kovacs'));
    expect((await list('om=99')).total).toBe(0);
  });

  it('given a status set, lists those statuses; "Egyik sem" (empty set) lists nothing', async () => {
    expect(await ids('statusz=benyujtva')).toEqual(idsOf((p) => staffStatus(p.status) === 'benyujtva'));
    expect(await ids('statusz=jovahagyva,visszavonva')).toEqual(
      idsOf((p) => p.status === 'jovahagyva' || p.status === 'torolve'),
    );
    expect(await ids('statusz=elutasitva&statusz=visszavonva')).toEqual(
      idsOf((p) => p.status === 'elutasitva' || p.status === 'torolve'),
    );
    expect(await list('statusz=')).toMatchObject({ items: [], total: 0, oldalak: 0 });
  });

  it('given a type set, lists those types; an empty set lists nothing', async () => {
    expect(await ids('tipus=rendes_szabadsag')).toEqual(idsOf((p) => p.tipus === 'rendes_szabadsag'));
    expect(await ids('tipus=tappenz,halal')).toEqual(idsOf((p) => p.tipus === 'tappenz' || p.tipus === 'halal'));
    expect((await list('tipus=')).total).toBe(0);
  });

  it('given the created range, compares the Budapest day of creation, both ends included', async () => {
    // 2026-03-01 00:30 in Budapest is still 28 February in UTC.
    expect(await ids('letrehozva_tol=2026-03-01&letrehozva_ig=2026-03-01')).toEqual([seeded.ids[3]]);
    // 2026-04-20 23:30 in Budapest is the 20th there.
    expect(await ids('letrehozva_tol=2026-04-20&letrehozva_ig=2026-04-20')).toEqual([seeded.ids[2]]);
    expect(await ids('letrehozva_ig=2026-01-31')).toEqual(idsOf((p) => p.created < '2026-02'));
    expect(await ids('letrehozva_tol=2026-10-01')).toEqual(idsOf((p) => p.created >= '2026-10'));
  });

  it('given start and end ranges, compares the calendar dates, both ends included', async () => {
    expect(await ids('kezdete_tol=2026-03-02&kezdete_ig=2026-03-16')).toEqual(
      idsOf((p) => p.kezdete >= '2026-03-02' && p.kezdete <= '2026-03-16'),
    );
    expect(await ids('vege_tol=2026-10-23')).toEqual(idsOf((p) => p.vege >= '2026-10-23'));
    expect(await ids('vege_ig=2026-02-02')).toEqual(idsOf((p) => p.vege <= '2026-02-02'));
  });

  it('given several filters together, applies all of them', async () => {
    expect(await ids('nev=kovacs&statusz=benyujtva,jovahagyva&tipus=rendes_szabadsag,tappenz')).toEqual(
      idsOf((p) => p.who === 'kovacs' && p.status !== 'torolve'),
    );
    expect(await ids('om=7300000000&statusz=jovahagyva&kezdete_tol=2026-02-01&vege_ig=2026-11-30')).toEqual(
      idsOf((p) => p.status === 'jovahagyva' && p.kezdete >= '2026-02-01' && p.who !== 'abel'),
    );
    expect((await list('nev=kovacs&tipus=halal')).total).toBe(0);
  });
});

const collator = new Intl.Collator('hu', { sensitivity: 'base', numeric: true });
type Value = string | number | null;
function valueOf(p: (typeof PLAN)[number], key: HrSortKey): Value {
  switch (key) {
    case 'statusz':
      return STAFF_STATUS_LABELS[staffStatus(p.status)];
    case 'letrehozva':
      return budapest(p.created).getTime();
    case 'elbiralva':
      return p.decided ? budapest(p.decided).getTime() : null;
    case 'tipus':
      return LEAVE_TYPE_LABELS[p.tipus];
    case 'kezdete':
      return p.kezdete;
    case 'vege':
      return p.vege;
    case 'napok':
      return inclusiveDays(p.kezdete, p.vege);
    case 'munkanapok':
      return p.munkanapok;
    case 'nev':
      return NAMES[p.who].nev;
    case 'om':
      return NAMES[p.who].om;
  }
}

function expectedOrder(key: HrSortKey, desc: boolean): number[] {
  const rows = expectedRows(seeded);
  return rows
    .sort((a, b) => {
      const x = valueOf(a, key);
      const y = valueOf(b, key);
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
      } else {
        const c = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
        if (c !== 0) return desc ? -c : c;
      }
      if (key === 'letrehozva') return desc ? b.id - a.id : a.id - b.id;
      return budapest(b.created).getTime() - budapest(a.created).getTime() || b.id - a.id;
    })
    .map((r) => r.id);
}

describe('sorting', () => {
  for (const key of HR_SORT_KEYS) {
    for (const irany of ['novekvo', 'csokkeno'] as const) {
      it(`given rendezes=${key}&irany=${irany}, orders every row so (ties: newest created first)`, async () => {
        expect(await ids(`rendezes=${key}&irany=${irany}`)).toEqual(expectedOrder(key, irany === 'csokkeno'));
      });
    }
  }

  it('given rendezes=nev, pages of any size join into the same order, with a filter too', async () => {
    for (const irany of ['novekvo', 'csokkeno'] as const) {
      const expected = expectedOrder('nev', irany === 'csokkeno');
      const filter = `statusz=benyujtva,jovahagyva,elutasitva&nev=o&rendezes=nev&irany=${irany}`;
      const matching = new Set(await ids(`${filter}&meret=200`));
      expect(matching.size).toBeGreaterThan(3);
      // Page sizes whose pages start inside a person's rows, at a person's first row, and past the end.
      for (const meret of [1, 2, 3, 4]) {
        const joined: number[] = [];
        const filtered: number[] = [];
        for (let oldal = 1; oldal <= Math.ceil(expected.length / meret) + 1; oldal++) {
          joined.push(...(await ids(`rendezes=nev&irany=${irany}&meret=${meret}&oldal=${oldal}`)));
          filtered.push(...(await ids(`${filter}&meret=${meret}&oldal=${oldal}`)));
        }
        expect(joined, `${irany} ${meret}`).toEqual(expected);
        expect(filtered, `${irany} ${meret}`).toEqual(expected.filter((id) => matching.has(id)));
      }
    }
  });

  it('sorts names in Hungarian order (Á after A, Ő after O), not by code point', async () => {
    const names = (await list('rendezes=nev&irany=novekvo')).items.map((r) => r.teacherName);
    const order = [...new Set(names)];
    expect(order.indexOf('Ábel Zsófia')).toBeLessThan(order.indexOf('Kovács Anna'));
    expect(order.indexOf('Kovács Anna')).toBeLessThan(order.indexOf('Őri Ödön'));
    expect(order.indexOf('Őri Ödön')).toBeLessThan(order.indexOf(NAMES.odd.nev));
  });
});

describe('paging', () => {
  it('given a page size, answers the first, the last and beyond the last page with the same total', async () => {
    const all = expectedOrder('letrehozva', true);
    const first = await list('meret=4');
    expect(first).toMatchObject({ total: 10, oldal: 1, meret: 4, oldalak: 3 });
    expect(first.items.map((r) => r.id)).toEqual(all.slice(0, 4));
    const last = await list('meret=4&oldal=3');
    expect(last.items.map((r) => r.id)).toEqual(all.slice(8));
    expect(await list('meret=4&oldal=4')).toMatchObject({ items: [], total: 10, oldal: 4, oldalak: 3 });
    expect((await list('meret=1')).items).toHaveLength(1);
    expect((await list('meret=200')).items).toHaveLength(10);
  });

  it('given a page size or page out of bounds, answers 400 with a Hungarian message', async () => {
    for (const [q, message] of [
      ['meret=0', M.badPageSize],
      ['meret=201', M.badPageSize],
      ['meret=abc', M.badPageSize],
      ['oldal=0', M.badPage],
      ['oldal=-1', M.badPage],
      ['oldal=1.5', M.badPage],
    ] as const) {
      const res = await hr.get(`/api/hr/requests?${q}`);
      expect([q, res.status, (res.body as { message: string }).message]).toEqual([q, 400, message]);
    }
  });
});

describe('bad queries', () => {
  it('answers 400 with the clear message and never a 500', async () => {
    for (const [q, message] of [
      ['letrehozva_tol=2026-05-02&letrehozva_ig=2026-05-01', M.range.letrehozva],
      ['kezdete_tol=2026-05-02&kezdete_ig=2026-05-01', M.range.kezdete],
      ['vege_tol=2026-05-02&vege_ig=2026-05-01', M.range.vege],
      ['kezdete_tol=2026-02-30', M.invalidDate],
      ['vege_ig=2026.05.01', M.invalidDate],
      ['statusz=benyujtva,ismeretlen', M.unknownStatus],
      ['tipus=annual', M.unknownType],
      ['rendezes=jelszo', M.unknownSort],
      ['irany=fel', M.unknownDirection],
      [`nev=${'x'.repeat(101)}`, M.searchTooLong],
      ['nev[$ne]=x', null],
    ] as const) {
      const res = await hr.get(`/api/hr/requests?${q}`);
      const body = res.body as { ok: boolean; message: string };
      if (message) expect([q, res.status, body.message]).toEqual([q, 400, message]);
      else expect([q, res.status < 500]).toEqual([q, true]);
    }
  });
});

describe('details', () => {
  it('answers one request with its status history and the names of who changed it', async () => {
    const id = seeded.ids[0]!;
    const res = await hr.get(`/api/hr/requests/${id}`);
    expect(res.status).toBe(200);
    const { request } = HrDetailsAnswer.parse(res.body);
    expect(request).toMatchObject({
      id,
      teacherName: 'Kovács Anna',
      status: 'jovahagyva',
      jovahagyo_szerep: 'igazgatohelyettes',
    });
    expect(request.history).toEqual([
      {
        statusz_kod: 'jovahagyva',
        at: budapest('2026-02-10T09:00').toISOString(),
        byName: 'Kovács Anna',
        byKind: 'user',
        megjegyzes: null,
      },
    ]);
  });

  it('given a draft, an unknown id or a malformed id, answers as not found and shows nothing', async () => {
    for (const id of [seeded.draftIds[0], 999999]) {
      const res = await hr.get(`/api/hr/requests/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ ok: false, message: M.notFound });
    }
    const bad = await hr.get('/api/hr/requests/abc');
    expect(bad.status).toBe(400);
    expect((bad.body as { message: string }).message).toBe(M.notFound);
  });
});
