// GET /api/admin/getrequests (admin-area.md §2 "/admin/szabadsag-kerelmek", §3 "Leave request
// (admin view)", §7): every request of the school, drafts included, one page at a time, checked
// against a brute-force expectation computed here from the stored documents for every sort column
// and direction, the search (case and accents ignored, name or username), the status and the
// request-date range.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_REQUEST_MESSAGES as M,
  ADMIN_REQUEST_SORT_KEYS,
  type AdminRequestRow,
  type AdminRequestsParams,
} from '@tavollet/contract/api/admin-requests';
import { LEAVE_TYPES, STATUSES, type Status } from '@tavollet/contract/codes';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { foldSearchText } from '@tavollet/contract/domain/search-text';
import { LEAVE_TYPE_LABELS } from '@tavollet/contract/domain/labels';
import type { Client } from '../support/client.ts';
import { day, insertRequest, newTeacher, startWorld, stopWorld, type World } from '../support/teacher-fixtures.ts';
import { adminClient, listRequests } from './requests-support.ts';

let w: World;
let admin: Client;
const NAMES = ['Ábel Ödön', 'Zétény Anna', 'ábrahám Éva', 'Kovács Béla'];
beforeAll(async () => {
  w = await startWorld();
  admin = await adminClient(w);
  const people = [];
  for (const nev of NAMES) {
    const t = await newTeacher(w);
    await w.models.User.updateOne({ _id: t.user._id }, { $set: { nev } });
    people.push(t.user);
  }
  // 48 requests: every status, several types, created on 12 different days (two per instant).
  for (let i = 0; i < 48; i++) {
    const status = STATUSES[i % STATUSES.length]!;
    await insertRequest(w, people[i % people.length]!, {
      status,
      tipus: LEAVE_TYPES[i % 4]!,
      kezdete: day(i % 9, i % 3),
      vege: day(i % 9, 3 + (i % 2)),
      letrehozva: new Date(Date.UTC(2026, 0, 5 + Math.floor(i / 4), 22, 30)),
    });
  }
});
afterAll(() => stopWorld(w));

/** Every stored request as the admin view shows it, in no order. */
async function everything(): Promise<AdminRequestRow[]> {
  const first = await listRequests(admin, { meret: 200 });
  expect(first.total).toBeLessThanOrEqual(200);
  return first.requestList;
}

const hu = new Intl.Collator('hu', { sensitivity: 'base', numeric: true });
const hu2 = new Intl.Collator('hu', { sensitivity: 'base' });

/** The expected order, written independently of the server's code. */
function expectedOrder(rows: AdminRequestRow[], rendezes: string, irany: 'novekvo' | 'csokkeno') {
  const d = irany === 'novekvo' ? 1 : -1;
  const newest = (a: AdminRequestRow, b: AdminRequestRow) =>
    b.letrehozva.localeCompare(a.letrehozva) || b.kerelem_id - a.kerelem_id;
  const cmp = (a: AdminRequestRow, b: AdminRequestRow): number => {
    switch (rendezes) {
      case 'letrehozva':
        return d * (a.letrehozva.localeCompare(b.letrehozva) || a.kerelem_id - b.kerelem_id);
      case 'kezdete':
      case 'vege':
        return d * (a[rendezes].localeCompare(b[rendezes]) || a.kerelem_id - b.kerelem_id);
      case 'statusz':
        return d * (STATUSES.indexOf(a.statusz_kod) - STATUSES.indexOf(b.statusz_kod)) || newest(a, b);
      case 'tipus':
        return d * hu2.compare(LEAVE_TYPE_LABELS[a.tipus_kod], LEAVE_TYPE_LABELS[b.tipus_kod]) || newest(a, b);
      default: {
        const name = (r: AdminRequestRow) => `${r.nev}`;
        return d * (hu.compare(name(a), name(b)) || hu.compare(a.felhasznalonev!, b.felhasznalonev!)) || newest(a, b);
      }
    }
  };
  return [...rows].sort(cmp).map((r) => r.kerelem_id);
}

/** Every page of a query joined (page size 7, so boundaries fall inside ties). */
async function allPages(params: AdminRequestsParams): Promise<number[]> {
  const ids: number[] = [];
  for (let oldal = 1; ; oldal++) {
    const page = await listRequests(admin, { ...params, oldal, meret: 7 });
    ids.push(...page.requestList.map((r) => r.kerelem_id));
    if (oldal >= page.oldalak) {
      expect(ids).toHaveLength(page.total);
      return ids;
    }
  }
}

describe('the admin list', () => {
  it('answers every request, drafts and deleted ones included, with every field of the admin view', async () => {
    const rows = await everything();
    expect(rows).toHaveLength(48);
    expect(new Set(rows.map((r) => r.statusz_kod))).toEqual(new Set(STATUSES));
    const row = rows[0]!;
    expect(Object.keys(row).sort()).toEqual(
      [
        'kerelem_id',
        'statusz_kod',
        'tipus_kod',
        'felhasznalonev',
        'nev',
        'oktatasi_azonosito',
        'letrehozva',
        'kezdete',
        'vege',
        'megjegyzes',
        'jovahagyoi_megjegyzes',
        'letrehozo',
        'munkanapok_szama',
        'ev',
      ].sort(),
    );
    expect(row.letrehozo).toBe(row.nev);
    expect(row.oktatasi_azonosito).toMatch(/^72/);
  });

  it('defaults to the request date, newest first, in pages of 25', async () => {
    const page = await listRequests(admin);
    expect(page).toMatchObject({ total: 48, oldal: 1, meret: 25, oldalak: 2 });
    expect(page.requestList.map((r) => r.kerelem_id)).toEqual(
      expectedOrder(await everything(), 'letrehozva', 'csokkeno').slice(0, 25),
    );
  });

  it.each(ADMIN_REQUEST_SORT_KEYS.flatMap((k) => (['novekvo', 'csokkeno'] as const).map((d) => [k, d] as const)))(
    'sorts by %s %s across pages exactly as expected',
    async (rendezes, irany) => {
      const expected = expectedOrder(await everything(), rendezes, irany);
      expect(await allPages({ rendezes, irany })).toEqual(expected);
    },
  );

  it('searches name or username ignoring case and accents, with the status and date filters', async () => {
    const rows = await everything();
    const fits = (r: AdminRequestRow, text: string) =>
      foldSearchText(r.nev ?? '').includes(foldSearchText(text)) ||
      foldSearchText(r.felhasznalonev ?? '').includes(foldSearchText(text));
    for (const kereses of ['ABEL', 'abrahám', 'anna', 'tanar', 'nincs ilyen']) {
      const got = await allPages({ kereses });
      expect(new Set(got), kereses).toEqual(new Set(rows.filter((r) => fits(r, kereses)).map((r) => r.kerelem_id)));
    }
    for (const statusz of STATUSES) {
      const got = await allPages({ statusz, kereses: 'a' });
      const want = rows.filter((r) => r.statusz_kod === (statusz as Status) && fits(r, 'a')).map((r) => r.kerelem_id);
      expect(new Set(got), statusz).toEqual(new Set(want));
    }
    // Created 22:30 UTC on 2026-01-06 = 23:30 on the 6th in Budapest; 2026-01-07 22:30 UTC is the 7th's 23:30.
    const budapestDay = (r: AdminRequestRow) => budapestToday(new Date(r.letrehozva));
    const got = await allPages({ letrehozva_tol: '2026-01-06', letrehozva_ig: '2026-01-08' });
    const want = rows.filter((r) => budapestDay(r) >= '2026-01-06' && budapestDay(r) <= '2026-01-08');
    expect(want).toHaveLength(12);
    expect(new Set(got)).toEqual(new Set(want.map((r) => r.kerelem_id)));
  });

  it('refuses bad parameters with a Hungarian 400', async () => {
    const cases: [string, string][] = [
      ['statusz=kesz', M.unknownStatus],
      ['rendezes=email', M.unknownSort],
      ['irany=fel', M.unknownDirection],
      ['oldal=0', M.badPage],
      ['meret=201', M.badPageSize],
      ['letrehozva_tol=2026-02-30', M.invalidDate],
      ['letrehozva_tol=2026-02-03&letrehozva_ig=2026-02-01', M.range],
      [`kereses=${'a'.repeat(101)}`, M.searchTooLong],
    ];
    for (const [q, message] of cases) {
      const res = await admin.get(`/api/admin/getrequests?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.message, q).toBe(message);
    }
  });
});
