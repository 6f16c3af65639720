// One waiting request as the leaders' lists and details show it (PendingRow in
// contract/src/api/leaders.ts): the requester, the stage, the urgent flag (staff-area.md §4, §9)
// and what remains of the type's quota after it (docs/architecture.md "Dates, working days and
// quotas": keret − felhasznalt − pending, this request included). Reads in batches, so a list of
// any length costs a fixed number of queries.
import type { LeaveType, Status } from '@tavollet/contract/codes';
import type { PendingRow } from '@tavollet/contract/api/leaders';
import { isUrgent } from '@tavollet/contract/domain/urgent';
import type { Types } from 'mongoose';
import type { Models } from '../../db/models.ts';
import type { LeaveRequestFields } from '../../models/leave-request.ts';
import { PENDING_STATUSES, isQuotaType } from '../leave/request-rules.ts';
import { pendingDaysOf, quotaAmountsOf, remainingOf, type DaysByType } from '../leave/quota.ts';

/** A request as read by the leaders' services (the history is read only where it is shown). */
export type RequestDoc = Omit<LeaveRequestFields, 'history' | 'createdAt' | 'updatedAt'> & { _id?: Types.ObjectId };

/** The fields a PendingRow and a decision read (no history, no timestamps). */
export const ROW_FIELDS = {
  kerelem_id: 1,
  user: 1,
  tipus_kod: 1,
  statusz_kod: 1,
  kezdete: 1,
  vege: 1,
  megjegyzes: 1,
  jovahagyoi_megjegyzes: 1,
  letrehozo: 1,
  letrehozva: 1,
  jovahagyo_szerep: 1,
  elozetes_jovahagyo_szerep: 1,
  varakozo_szerep: 1,
  dontes_idopont: 1,
  dontest_hozta: 1,
  munkanapok_szama: 1,
  ev: 1,
} as const;

/** Names of users and admins by id (history entries and creators name either). */
export async function namesOf(models: Models, ids: readonly (Types.ObjectId | null | undefined)[]) {
  const unique = [...new Set(ids.filter((i): i is Types.ObjectId => Boolean(i)).map(String))];
  const [users, admins] = await Promise.all([
    models.User.find({ _id: { $in: unique } }, { nev: 1 }).lean(),
    models.Admin.find({ _id: { $in: unique } }, { nev: 1 }).lean(),
  ]);
  return new Map<string, string>([...users, ...admins].map((p) => [String(p._id), p.nev]));
}

/**
 * Remaining days per (user, year, type) of the requesters of `docs`. The pending days are summed
 * here over the school's pending requests (few at any time, found through the status index, read
 * with four fields) rather than filtered by a list of requesters, which the embedded server would
 * scan, or grouped by an aggregation, which costs it several times a plain read.
 */
async function remainingLookup(models: Models, docs: readonly RequestDoc[]) {
  const users = [...new Set(docs.map((d) => String(d.user)))];
  const years = [...new Set(docs.map((d) => d.ev))];
  const key = (user: unknown, ev: number) => `${String(user)}|${ev}`;
  const [quotas, pending] = await Promise.all([
    models.Quota.find({ user: { $in: users }, ev: { $in: years } }).lean(),
    models.LeaveRequest.find(
      { statusz_kod: { $in: [...PENDING_STATUSES] } },
      { _id: 0, user: 1, ev: 1, tipus_kod: 1, munkanapok_szama: 1 },
    ).lean(),
  ]);
  const quotaBy = new Map(quotas.map((q) => [key(q.user, q.ev), q as unknown as Record<string, unknown>]));
  const pendingBy = new Map<string, DaysByType>();
  for (const p of pending) {
    if (!isQuotaType(p.tipus_kod)) continue;
    const k = key(p.user, p.ev);
    const byType = pendingBy.get(k) ?? pendingDaysOf([]);
    byType[p.tipus_kod] += p.munkanapok_szama ?? 0;
    pendingBy.set(k, byType);
  }
  return (d: RequestDoc): number | null => {
    if (!isQuotaType(d.tipus_kod)) return null;
    const k = key(d.user, d.ev);
    return remainingOf(quotaAmountsOf(quotaBy.get(k)), pendingBy.get(k) ?? pendingDaysOf([]), d.tipus_kod);
  };
}

/** The PendingRow of each waiting request in `docs`, in the same order. */
export async function toPendingRows(models: Models, docs: readonly RequestDoc[], today: string): Promise<PendingRow[]> {
  if (docs.length === 0) return [];
  const creators = docs.map((d) => (d.letrehozo?.id && !d.letrehozo.id.equals(d.user) ? d.letrehozo.id : null));
  const [people, names, remaining] = await Promise.all([
    models.User.find(
      { _id: { $in: [...new Set(docs.map((d) => String(d.user)))] } },
      { nev: 1, felhasznalonev: 1, oktatasi_azonosito: 1 },
    ).lean(),
    namesOf(models, creators),
    remainingLookup(models, docs),
  ]);
  const byId = new Map(people.map((p) => [String(p._id), p]));
  return docs.map((d, i) => {
    const who = byId.get(String(d.user));
    const creator = creators[i];
    return {
      kerelem_id: d.kerelem_id,
      nev: who?.nev ?? '',
      felhasznalonev: who?.felhasznalonev ?? '',
      om: who?.oktatasi_azonosito ?? null,
      keres_datum: d.letrehozva.toISOString(),
      tipus: d.tipus_kod as LeaveType,
      kezdete: d.kezdete,
      vege: d.vege,
      munkanapok_szama: d.munkanapok_szama,
      megjegyzes: d.megjegyzes ?? null,
      statusz_kod: d.statusz_kod as Status,
      stage: d.statusz_kod === 'elozetes_jovahagyasra_var' ? 'elozetes' : 'vegso',
      surgos: isUrgent(d.kezdete, today),
      maradek: remaining(d),
      letrehozo_nev: creator ? (names.get(String(creator)) ?? null) : null,
    };
  });
}

/** The lists' default order: urgent first, then oldest first (then by id, for a stable order). */
export function byUrgencyThenAge(a: PendingRow, b: PendingRow): number {
  if (a.surgos !== b.surgos) return a.surgos ? -1 : 1;
  if (a.keres_datum !== b.keres_datum) return a.keres_datum < b.keres_datum ? -1 : 1;
  return a.kerelem_id - b.kerelem_id;
}
