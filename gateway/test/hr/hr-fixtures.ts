// Test data of the HR area: a few people with accented, odd and formula-like names, and requests
// in every status with known dates, written straight into the database (as the approval screens,
// an import or the seed would leave them). Expected orders are computed here from the same rows.
import type { LeaveType, Status } from '@tavollet/contract/codes';
import type { HrRow } from '@tavollet/contract/api/hr';
import { nextId } from '../../src/db/counters.ts';
import type { UserDoc } from '../../src/models/user.ts';
import { insertRequest, type World } from '../support/teacher-fixtures.ts';

export interface Planned {
  who: Who;
  tipus: LeaveType;
  status: Status;
  kezdete: string;
  vege: string;
  munkanapok: number;
  /** Budapest wall-clock creation time. */
  created: string;
  decided?: string;
}

/** Names chosen to test accents, Hungarian order, CSV quoting and formula neutralising. */
export const NAMES = {
  kovacs: { nev: 'Kovács Anna', om: '73000000001' },
  ori: { nev: 'Őri Ödön', om: '73000000002' },
  abel: { nev: 'Ábel Zsófia', om: null },
  odd: { nev: 'Zárai "Zoli"; Zoltán\nII.', om: '73000000004' },
  formula: { nev: '=HYPERLINK("http://x")', om: '73000000005' },
} as const;
type Who = keyof typeof NAMES;

export const PLAN: Planned[] = [
  {
    who: 'kovacs',
    tipus: 'rendes_szabadsag',
    status: 'jovahagyva',
    kezdete: '2026-03-02',
    vege: '2026-03-04',
    munkanapok: 3,
    created: '2026-02-10T09:00',
    decided: '2026-02-11T10:00',
  },
  {
    who: 'kovacs',
    tipus: 'tappenz',
    status: 'jovahagyasra_var',
    kezdete: '2026-04-13',
    vege: '2026-04-17',
    munkanapok: 5,
    created: '2026-04-01T08:30',
  },
  {
    who: 'kovacs',
    tipus: 'hivatalos',
    status: 'torolve',
    kezdete: '2026-05-05',
    vege: '2026-05-05',
    munkanapok: 1,
    created: '2026-04-20T23:30',
    decided: undefined,
  },
  {
    who: 'ori',
    tipus: 'rendes_szabadsag',
    status: 'elutasitva',
    kezdete: '2026-03-16',
    vege: '2026-03-20',
    munkanapok: 5,
    created: '2026-03-01T00:30',
    decided: '2026-03-02T12:00',
  },
  {
    who: 'ori',
    tipus: 'iskola_eredetu',
    status: 'elozetes_jovahagyasra_var',
    kezdete: '2026-06-01',
    vege: '2026-06-02',
    munkanapok: 2,
    created: '2026-05-10T10:00',
  },
  {
    who: 'ori',
    tipus: 'apasagi_szabadsag',
    status: 'jovahagyva',
    kezdete: '2026-01-12',
    vege: '2026-01-16',
    munkanapok: 5,
    created: '2026-01-05T07:00',
    decided: '2026-01-06T07:00',
  },
  {
    who: 'abel',
    tipus: 'szivessegi_helyettesites',
    status: 'jovahagyva',
    kezdete: '2026-02-02',
    vege: '2026-02-02',
    munkanapok: 1,
    created: '2026-01-20T11:00',
    decided: '2026-01-21T08:00',
  },
  {
    who: 'abel',
    tipus: 'halal',
    status: 'elutasitva',
    kezdete: '2026-09-07',
    vege: '2026-09-08',
    munkanapok: 2,
    created: '2026-09-01T15:00',
    decided: '2026-09-01T16:00',
  },
  {
    who: 'odd',
    tipus: 'rendes_szabadsag',
    status: 'jovahagyasra_var',
    kezdete: '2026-10-19',
    vege: '2026-10-23',
    munkanapok: 5,
    created: '2026-10-01T09:15',
  },
  {
    who: 'formula',
    tipus: 'gyermek_utan_jaro_potszabadsag',
    status: 'jovahagyva',
    kezdete: '2026-11-02',
    vege: '2026-11-03',
    munkanapok: 2,
    created: '2026-10-15T09:00',
    decided: '2026-10-16T09:00',
  },
];

/** Drafts: private to their author, never listed, counted or exported. */
const DRAFTS: Planned[] = [
  {
    who: 'kovacs',
    tipus: 'rendes_szabadsag',
    status: 'piszkozat',
    kezdete: '2026-12-01',
    vege: '2026-12-02',
    munkanapok: 2,
    created: '2026-11-01T09:00',
  },
  {
    who: 'abel',
    tipus: 'tappenz',
    status: 'piszkozat',
    kezdete: '2026-12-07',
    vege: '2026-12-07',
    munkanapok: 1,
    created: '2026-11-02T09:00',
  },
];

/** A Budapest wall-clock time (winter +01:00, summer +02:00 for the dates used here). */
export function budapest(local: string): Date {
  const month = Number(local.slice(5, 7));
  const summer = month >= 4 && month <= 10 && !(month === 10 && Number(local.slice(8, 10)) > 24);
  return new Date(`${local}:00${summer ? '+02:00' : '+01:00'}`);
}

export interface Seeded {
  people: Record<Who, UserDoc>;
  /** kerelem_id of each PLAN row, in PLAN order. */
  ids: number[];
  draftIds: number[];
}

export async function seedHr(w: World): Promise<Seeded> {
  const people = {} as Record<Who, UserDoc>;
  for (const [key, p] of Object.entries(NAMES) as [Who, (typeof NAMES)[Who]][]) {
    people[key] = await w.models.User.create({
      user_id: await nextId(w.models, 'user_id'),
      nev: p.nev,
      email: `${key}.hr@teszt.hu`,
      felhasznalonev: `${key}_hr`,
      oktatasi_azonosito: p.om,
      szerepkorok: ['tanar'],
    });
  }
  const write = async (r: Planned) =>
    insertRequest(w, people[r.who], {
      tipus: r.tipus,
      status: r.status,
      kezdete: r.kezdete,
      vege: r.vege,
      munkanapok_szama: r.munkanapok,
      letrehozva: budapest(r.created),
      dontes_idopont: r.decided ? budapest(r.decided) : null,
      jovahagyoi_megjegyzes: r.status === 'elutasitva' ? 'Nem megoldható.' : null,
    });
  const ids = [];
  for (const r of PLAN) ids.push(await write(r));
  const draftIds = [];
  for (const r of DRAFTS) draftIds.push(await write(r));
  return { people, ids, draftIds };
}

/** The rows the list must show, with the server's tie (newest created first). */
export function expectedRows(seeded: Seeded): (Planned & { id: number; row: Pick<HrRow, 'id'> })[] {
  return PLAN.map((p, i) => ({ ...p, id: seeded.ids[i]!, row: { id: seeded.ids[i]! } }));
}
