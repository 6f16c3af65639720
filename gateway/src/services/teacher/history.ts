// GET /api/user/teacher/history: one page of a person's own requests except drafts, as the staff
// screens show them (staff-area.md §3 "History row", §4 for the status names), filtered and in the
// order the screen asks (staff-area.md §2 "/app/tanar/elozmenyek"; paging: decision 0564).
// The person's rows are read as BSON and each row's JSON and sort fields are kept by its bytes, so
// only a row not seen before is decoded; the person's list of kept rows is itself kept while the
// change feed shows no write to their requests (as getdata.ts keeps the teacher's data), so a call
// after no write reads nothing. Filter, order and page run here over those rows, and only the
// page's rows go into the answer (the figures: docs/performance.md#teacher-history).
import { BSON } from 'bson';
import { LRUCache } from 'lru-cache';
import { staffStatus, type LeaveType, type Status } from '@tavollet/contract/codes';
import {
  HISTORY_PAGE_SIZE,
  TEACHER_MESSAGES as M,
  type HistoryQuery,
  type HistoryRow,
} from '@tavollet/contract/api/teacher';
import { LEAVE_TYPE_LABELS, STAFF_STATUS_LABELS } from '@tavollet/contract/domain/labels';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { foldSearchText } from '@tavollet/contract/domain/search-text';
import { inclusiveDays } from '@tavollet/contract/domain/duration';
import type { Models } from '../../db/models.ts';
import type { UserRecord } from '../../domain/actor.ts';
import { Invalid } from '../../domain/errors.ts';
import { isPending } from '../leave/request-rules.ts';
import { findRaw } from '../../db/raw-find.ts';
import { namespaceOf, StampedReadCache, type WriteStamps } from '../../db/stamped-read-cache.ts';

type RowFields = Omit<HistoryRow, 'teacherName' | 'om'>;

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

/** A row as kept: its JSON and what filtering and ordering read. */
interface KeptRow {
  /** The row's JSON without the person's fields and the closing brace. */
  json: string;
  row: RowFields;
  created: number;
  decided: number | null;
  /** The Budapest day it was created on, and its folded search text: made when first asked. */
  day?: string;
  text?: string;
}

/**
 * Distinct rows kept: ~130 bytes of BSON as the key, ~300 characters of JSON and the row's fields,
 * so a full memo is ~20 MB. A school of 100 teachers makes ~12,000 requests a year; a row not kept
 * costs one decode (a few µs).
 */
const ROW_MEMO_MAX = 16_384;
/**
 * Kept rows by their stored bytes. A row's JSON is a function of those bytes alone (the projection
 * is fixed, and nothing else goes into it), so equal bytes are an exact key: a changed row has
 * other bytes and misses, and no write path has to tell the memo anything. Full, the row used
 * longest ago goes first.
 */
const rowMemo = new LRUCache<string, KeptRow>({ max: ROW_MEMO_MAX });

function keptRow(bytes: Buffer, start: number, end: number): KeptRow {
  // latin1: one character per byte, so distinct bytes are distinct keys.
  const key = bytes.toString('latin1', start, end);
  const kept = rowMemo.get(key);
  if (kept !== undefined) return kept;
  const r = BSON.deserialize(bytes.subarray(start, end)) as StoredRow;
  const row: RowFields = {
    id: r.kerelem_id,
    status: staffStatus(r.statusz_kod as Status) as HistoryRow['status'],
    createdAt: r.letrehozva.toISOString(),
    decidedAt: r.dontes_idopont ? r.dontes_idopont.toISOString() : null,
    typeId: r.tipus_kod as LeaveType,
    start: r.kezdete,
    end: r.vege,
    days: inclusiveDays(r.kezdete, r.vege),
    munkanapok_szama: r.munkanapok_szama,
    megjegyzes: r.megjegyzes ?? null,
    jovahagyoi_megjegyzes: r.jovahagyoi_megjegyzes ?? null,
    canWithdraw: isPending(r.statusz_kod),
  };
  const made: KeptRow = {
    json: JSON.stringify(row).slice(0, -1),
    row,
    created: r.letrehozva.getTime(),
    decided: r.dontes_idopont ? r.dontes_idopont.getTime() : null,
  };
  rowMemo.set(key, made);
  return made;
}

/** A calendar date as the screen shows it (hu-HU): `2026-11-22` → `2026. 11. 22.`. */
const shownDate = (iso: string) => `${iso.slice(0, 4)}. ${iso.slice(5, 7)}. ${iso.slice(8, 10)}.`;
const dayOf = (k: KeptRow) => (k.day ??= budapestToday(new Date(k.created)));

/** What the free-text search reads: the texts and dates of the row as the screen shows them. */
function searchText(k: KeptRow): string {
  if (k.text !== undefined) return k.text;
  const r = k.row;
  k.text = [
    LEAVE_TYPE_LABELS[r.typeId],
    STAFF_STATUS_LABELS[r.status],
    r.megjegyzes ?? '',
    r.jovahagyoi_megjegyzes ?? '',
    r.start,
    r.end,
    shownDate(r.start),
    shownDate(r.end),
    shownDate(dayOf(k)),
    k.decided === null ? '' : shownDate(budapestToday(new Date(k.decided))),
  ]
    .map(foldSearchText)
    .join(' | ');
  return k.text;
}

function matches(k: KeptRow, q: HistoryQuery, phrase: string): boolean {
  if (q.statusz && k.row.status !== q.statusz) return false;
  if (q.tipus && k.row.typeId !== q.tipus) return false;
  if (q.letrehozva_tol && dayOf(k) < q.letrehozva_tol) return false;
  if (q.letrehozva_ig && dayOf(k) > q.letrehozva_ig) return false;
  return phrase === '' || searchText(k).includes(phrase);
}

/** Status and type order by their Hungarian names, as the screen shows them. */
const collator = new Intl.Collator('hu', { sensitivity: 'base' });
const rankByLabel = <K extends string>(labels: Record<K, string>): Record<K, number> => {
  const codes = (Object.keys(labels) as K[]).sort((a, b) => collator.compare(labels[a], labels[b]));
  return Object.fromEntries(codes.map((c, i) => [c, i])) as Record<K, number>;
};
const STATUS_RANK = rankByLabel(STAFF_STATUS_LABELS);
const TYPE_RANK = rankByLabel(LEAVE_TYPE_LABELS);

/** A row's place in an order: the sorted column's value, then created and id (the tie). */
type Place = [value: string | number | null, created: number, id: number];

/** The value each sortable column orders by. */
const SORT_VALUE: Record<HistoryQuery['rendezes'], (k: KeptRow) => Place[0]> = {
  status: (k) => STATUS_RANK[k.row.status],
  type: (k) => TYPE_RANK[k.row.typeId],
  createdAt: (k) => k.created,
  decidedAt: (k) => k.decided,
  start: (k) => k.row.start,
  end: (k) => k.row.end,
  days: (k) => k.row.days,
};

const placeOf = (k: KeptRow, key: HistoryQuery['rendezes']): Place => [SORT_VALUE[key](k), k.created, k.row.id];

/** Requests without a decision stay last either way; ties: newest created first, then the higher id. */
function compare(a: Place, b: Place, dir: number): number {
  if (a[0] === null || b[0] === null) {
    if (a[0] !== b[0]) return a[0] === null ? 1 : -1;
  } else if (a[0] !== b[0]) return (a[0] < b[0] ? -1 : 1) * dir;
  return b[1] - a[1] || b[2] - a[2];
}

/** `utana`: the last row's place, as opaque text. */
const encodePlace = (p: Place) => Buffer.from(JSON.stringify(p)).toString('base64url');
function decodePlace(text: string): Place {
  let p: unknown;
  try {
    p = JSON.parse(Buffer.from(text, 'base64url').toString());
  } catch {
    p = null;
  }
  if (
    Array.isArray(p) &&
    p.length === 3 &&
    (p[0] === null || typeof p[0] === 'string' || typeof p[0] === 'number') &&
    typeof p[1] === 'number' &&
    typeof p[2] === 'number'
  )
    return p as Place;
  throw new Invalid(M.historyCursor);
}

/**
 * A person's history rows, as kept. A class, so the kept read is not frozen: a row's day and search
 * text are made when first asked.
 */
class PersonRows {
  constructor(readonly rows: readonly KeptRow[]) {}
}

/**
 * Lists kept at most: a school's teachers several times over. A list holds its rows even once the
 * row memo has let them go, so this bounds the rows kept beyond the memo's (~1.2 kB a row, as
 * `ROW_MEMO_MAX` counts them): a school of 100 teachers with ten years of requests, ~40,000 rows,
 * is ~50 MB.
 */
const MAX_KEPT = 1_000;

/** The person's requests but drafts, each as kept. */
async function readRows(models: Models, user: UserRecord): Promise<PersonRows> {
  const rows: KeptRow[] = [];
  const { collection } = models.LeaveRequest;
  await findRaw(
    collection.conn.db!,
    collection.collectionName,
    { user: user._id, statusz_kod: { $ne: 'piszkozat' } },
    // One batch for the whole list: past the default first batch (101) every list would cost a
    // second round trip (getMore).
    { projection: ROW_FIELDS, batchSize: HISTORY_BATCH },
    (bytes, start, end) => void rows.push(keptRow(bytes, start, end)),
  );
  return new PersonRows(rows);
}

/** Each person's rows, kept while the change feed shows no write to their requests. */
export class HistoryCache {
  private readonly reads: StampedReadCache<PersonRows>;
  private readonly ns: string;

  constructor(
    private readonly models: Models,
    stamps: WriteStamps,
  ) {
    this.reads = new StampedReadCache(stamps, MAX_KEPT);
    this.ns = namespaceOf(models.LeaveRequest);
  }

  rowsOf(user: UserRecord): Promise<PersonRows> {
    const { stamps } = this.reads;
    const slots = [stamps.ownerSlot(this.ns, user._id), stamps.disownSlot(this.ns)];
    return this.reads.through(user._id.toHexString(), slots, () => readRows(this.models, user));
  }
}

/** One page of the history (`HistoryAnswer`) as JSON text; without `cache` the rows are read. */
export async function historyJson(
  models: Models,
  user: UserRecord,
  q: HistoryQuery,
  cache?: HistoryCache,
): Promise<string> {
  const after = q.utana === undefined ? null : decodePlace(q.utana);
  const phrase = foldSearchText(q.kereses ?? '');
  const dir = q.irany === 'novekvo' ? 1 : -1;
  const { rows } = await (cache ? cache.rowsOf(user) : readRows(models, user));
  const found: { kept: KeptRow; place: Place }[] = [];
  for (const kept of rows) if (matches(kept, q, phrase)) found.push({ kept, place: placeOf(kept, q.rendezes) });
  found.sort((a, b) => compare(a.place, b.place, dir));
  const first = after === null ? 0 : found.findIndex((f) => compare(f.place, after, dir) > 0);
  const page = first < 0 ? [] : found.slice(first, first + HISTORY_PAGE_SIZE);
  const more = first >= 0 && first + HISTORY_PAGE_SIZE < found.length;
  const person = `,"teacherName":${JSON.stringify(user.nev)},"om":${JSON.stringify(user.oktatasi_azonosito ?? null)}}`;
  const items = page.map((f) => f.kept.json + person).join(',');
  const next = more ? JSON.stringify(encodePlace(page[page.length - 1]!.place)) : 'null';
  return `{"ok":true,"items":[${items}],"total":${found.length},"next":${next}}`;
}
