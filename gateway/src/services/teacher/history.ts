// GET /api/user/teacher/history: a person's own requests except drafts, newest first, as the
// staff screens show them (staff-area.md §3 "History row", §4 for the status names).
// Per row: one read of the fields the row shows, each date string parsed once, no date library
// (docs/decisions/0483-teacher-rows-without-date-parsing.md); the rows come as BSON and are
// decoded here in one call each (docs/decisions/0540-find-answers-from-kept-encodings.md).
import { BSON } from 'bson';
import { staffStatus, type LeaveType, type Status } from '@tavollet/contract/codes';
import type { HistoryRow } from '@tavollet/contract/api/teacher';
import type { Models } from '../../db/models.ts';
import type { UserRecord } from '../actor.ts';
import { isPending } from '../leave/request-rules.ts';

/** The stored fields a history row shows. */
interface StoredRow {
  kerelem_id: number;
  statusz_kod: string;
  letrehozva: Date;
  dontes_idopont?: Date | null;
  tipus_kod: string;
  kezdete: string;
  vege: string;
  munkanapok_szama: number;
  megjegyzes?: string | null;
  jovahagyoi_megjegyzes?: string | null;
}
const ROW_FIELDS = {
  _id: 0,
  kerelem_id: 1,
  statusz_kod: 1,
  letrehozva: 1,
  dontes_idopont: 1,
  tipus_kod: 1,
  kezdete: 1,
  vege: 1,
  munkanapok_szama: 1,
  megjegyzes: 1,
  jovahagyoi_megjegyzes: 1,
} as const;

/** Rows in the first batch: a teacher's whole history in one round trip. */
const HISTORY_BATCH = 10_000;

const DAY_MS = 86_400_000;
/** Whole days since 1970-01-01 of a stored YYYY-MM-DD date (UTC: exact for whole days). */
const dayNumber = (iso: string): number =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;

/** Calendar days from `kezdete` to `vege`, both included (0 for a reversed range), as `inclusiveDays`. */
export const calendarDays = (kezdete: string, vege: string): number =>
  Math.max(0, dayNumber(vege) - dayNumber(kezdete) + 1);

export async function teacherHistory(models: Models, user: UserRecord): Promise<HistoryRow[]> {
  // The driver's own find: the rows are plain data, so mongoose's query layer would only add work.
  const encoded = await models.LeaveRequest.collection
    .find<Buffer>(
      { user: user._id, statusz_kod: { $ne: 'piszkozat' } },
      // One batch for the whole list: past the default first batch (101) every list would
      // cost a second round trip (getMore). `raw`: the driver's own decoding of each row costs
      // about twice BSON.deserialize's (it first walks the elements for its lazy documents).
      { projection: ROW_FIELDS, sort: { letrehozva: -1, kerelem_id: -1 }, batchSize: HISTORY_BATCH, raw: true },
    )
    .toArray();
  const rows = encoded.map((bytes) => BSON.deserialize(bytes) as StoredRow);
  const teacherName = user.nev;
  const om = user.oktatasi_azonosito ?? null;
  return rows.map((r) => ({
    id: r.kerelem_id,
    status: staffStatus(r.statusz_kod as Status) as HistoryRow['status'],
    createdAt: r.letrehozva.toISOString(),
    decidedAt: r.dontes_idopont ? r.dontes_idopont.toISOString() : null,
    typeId: r.tipus_kod as LeaveType,
    start: r.kezdete,
    end: r.vege,
    days: calendarDays(r.kezdete, r.vege),
    munkanapok_szama: r.munkanapok_szama,
    megjegyzes: r.megjegyzes ?? null,
    jovahagyoi_megjegyzes: r.jovahagyoi_megjegyzes ?? null,
    teacherName,
    om,
    canWithdraw: isPending(r.statusz_kod),
  }));
}
