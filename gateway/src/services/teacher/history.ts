// GET /api/user/teacher/history: a person's own requests except drafts, newest first, as the
// staff screens show them (staff-area.md §3 "History row", §4 for the status names).
// Per row: one read of the fields the row shows, each date string parsed once, no date library;
// the rows come as BSON and a row's JSON is kept by its bytes, so only a row not seen before is
// decoded (the figures: docs/performance.md#teacher-history).
import { BSON } from 'bson';
import { LRUCache } from 'lru-cache';
import { staffStatus, type LeaveType, type Status } from '@tavollet/contract/codes';
import type { HistoryRow } from '@tavollet/contract/api/teacher';
import type { Models } from '../../db/models.ts';
import type { UserRecord } from '../../domain/actor.ts';
import { isPending } from '../leave/request-rules.ts';
import { findRaw } from '../../db/raw-find.ts';

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

/**
 * Distinct rows whose JSON is kept: ~130 bytes of BSON as the key and ~300 characters of JSON
 * (two bytes each when it holds an accented letter), so a full memo is ~12 MB. A school of 100
 * teachers makes ~12,000 requests a year; a row not kept costs one decode (a few µs).
 */
const ROW_MEMO_MAX = 16_384;
/**
 * A row's JSON without the person's fields and the closing brace, by the row's stored bytes. The
 * JSON is a function of those bytes alone (the projection is fixed, and nothing else goes into it),
 * so equal bytes are an exact key: a changed row has other bytes and misses, and no write path has
 * to tell the memo anything. Full, the row used longest ago goes first.
 */
const rowMemo = new LRUCache<string, string>({ max: ROW_MEMO_MAX });

function rowJson(bytes: Buffer, start: number, end: number): string {
  // latin1: one character per byte, so distinct bytes are distinct keys.
  const key = bytes.toString('latin1', start, end);
  const kept = rowMemo.get(key);
  if (kept !== undefined) return kept;
  const r = BSON.deserialize(bytes.subarray(start, end)) as StoredRow;
  const row: Omit<HistoryRow, 'teacherName' | 'om'> = {
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
    canWithdraw: isPending(r.statusz_kod),
  };
  const json = JSON.stringify(row).slice(0, -1);
  rowMemo.set(key, json);
  return json;
}

/** The history answer (`HistoryAnswer`) as JSON text, rows newest first. */
export async function historyJson(models: Models, user: UserRecord): Promise<string> {
  const person = `,"teacherName":${JSON.stringify(user.nev)},"om":${JSON.stringify(user.oktatasi_azonosito ?? null)}}`;
  let items = '';
  // The rows as BSON, visited where they arrived: only a row not seen before is decoded.
  const { collection } = models.LeaveRequest;
  await findRaw(
    collection.conn.db!,
    collection.collectionName,
    { user: user._id, statusz_kod: { $ne: 'piszkozat' } },
    // One batch for the whole list: past the default first batch (101) every list would cost a
    // second round trip (getMore).
    { projection: ROW_FIELDS, sort: { letrehozva: -1, kerelem_id: -1 }, batchSize: HISTORY_BATCH },
    (bytes, start, end) => {
      items += (items === '' ? '' : ',') + rowJson(bytes, start, end) + person;
    },
  );
  return `{"ok":true,"items":[${items}]}`;
}
