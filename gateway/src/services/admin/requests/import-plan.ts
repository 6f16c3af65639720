// The plan of a request import, computed in memory from what the transaction read once: the people
// of the file's OM ids, their live requests in the file's date range, the earlier imported requests
// an overwrite replaces, and the calendar. No query per row: 10,000 rows cost one pass.
import type { Types } from 'mongoose';
import { ADMIN_REQUEST_MESSAGES as M } from '@tavollet/contract/api/admin-requests';
import { QUOTA_TYPES, type QuotaType } from '@tavollet/contract/codes';
import type { RequestCsvRow } from '@tavollet/contract/domain/request-csv';
import { countWorkingDays, type DayTypeLookup } from '@tavollet/contract/domain/working-days';
import { isQuotaType } from '../../leave/request-rules.ts';
import { firstOverlap, type LiveRange } from '../../leave/overlap.ts';

type StoredLive = LiveRange & { user: Types.ObjectId };

export interface Replaced {
  kerelem_id: number;
  user: Types.ObjectId;
  statusz_kod: string;
  tipus_kod: string;
  ev: number;
  munkanapok_szama: number;
}

interface PlannedRequest {
  user: Types.ObjectId;
  row: RequestCsvRow & { n: number };
  munkanapok_szama: number;
}

export interface ImportPlan {
  creates: PlannedRequest[];
  /** Earlier imported requests of the listed (person, year) pairs, marked deleted by an overwrite. */
  replaced: Replaced[];
  /** Net move of `<type>_felhasznalt` per (person, year): new approved days minus given back ones. */
  quotaMoves: { user: Types.ObjectId; ev: number; inc: Partial<Record<QuotaType, number>> }[];
  errors: string[];
}

const pairKey = (user: Types.ObjectId, ev: number) => `${user.toHexString()}|${ev}`;

/**
 * Plans the import: each row's person (an unknown or deleted OM id is a row error), its working
 * days (none: a row error), and no overlap with a live request of the person that stays.
 * `replaceable` are the person's earlier imports (overwrite only): those of the file's (person,
 * year) pairs are replaced, and the rows are not checked against them.
 */
export function planRequestImport(
  rows: readonly (RequestCsvRow & { n: number })[],
  people: ReadonlyMap<string, Types.ObjectId>,
  live: readonly StoredLive[],
  replaceable: readonly Replaced[],
  dayTypeOf: DayTypeLookup,
): ImportPlan {
  const errors: string[] = [];
  const creates: PlannedRequest[] = [];
  const pairs = new Set<string>();
  for (const row of rows) {
    const user = people.get(row.oktatasi_azonosito);
    if (user) pairs.add(pairKey(user, row.ev));
  }
  const replaced = replaceable.filter((r) => pairs.has(pairKey(r.user, r.ev)));
  const gone = new Set(replaced.map((r) => r.kerelem_id));
  const liveOf = new Map<string, StoredLive[]>();
  for (const r of live) {
    if (gone.has(r.kerelem_id)) continue;
    const k = r.user.toHexString();
    const list = liveOf.get(k) ?? [];
    list.push(r);
    liveOf.set(k, list);
  }
  for (const row of rows) {
    const user = people.get(row.oktatasi_azonosito);
    if (!user) {
      errors.push(M.unknownPerson(row.n, row.oktatasi_azonosito));
      continue;
    }
    const range = { kezdete: row.szabadsag_kezdete, vege: row.szabadsag_vege };
    const clash = firstOverlap(liveOf.get(user.toHexString()) ?? [], range);
    if (clash) {
      errors.push(M.overlapStored(row.n, clash.kerelem_id, clash.kezdete, clash.vege));
      continue;
    }
    const munkanapok_szama = countWorkingDays(range.kezdete, range.vege, dayTypeOf);
    if (munkanapok_szama === 0) {
      errors.push(M.noWorkingDayRow(row.n));
      continue;
    }
    creates.push({ user, row, munkanapok_szama });
  }
  return { creates, replaced, quotaMoves: errors.length ? [] : movesOf(creates, replaced), errors };
}

/** One `$inc` per (person, year) with every quota type it moves; zero moves dropped. */
function movesOf(creates: readonly PlannedRequest[], replaced: readonly Replaced[]): ImportPlan['quotaMoves'] {
  const byPair = new Map<string, ImportPlan['quotaMoves'][number]>();
  const add = (user: Types.ObjectId, ev: number, tipus: string, days: number) => {
    if (!isQuotaType(tipus) || days === 0) return;
    const k = pairKey(user, ev);
    const move = byPair.get(k) ?? { user, ev, inc: {} };
    move.inc[tipus] = (move.inc[tipus] ?? 0) + days;
    byPair.set(k, move);
  };
  for (const c of creates) add(c.user, c.row.ev, c.row.szabadsag_tipus, c.munkanapok_szama);
  for (const r of replaced) if (r.statusz_kod === 'jovahagyva') add(r.user, r.ev, r.tipus_kod, -r.munkanapok_szama);
  return [...byPair.values()]
    .map((m) => ({ ...m, inc: Object.fromEntries(QUOTA_TYPES.filter((t) => m.inc[t]).map((t) => [t, m.inc[t]!])) }))
    .filter((m) => Object.keys(m.inc).length > 0);
}
