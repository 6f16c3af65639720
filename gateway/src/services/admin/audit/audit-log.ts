// The admin's audit log (docs/architecture.md "Admin area"):
// GET /api/admin/getauditlog answers one page, newest first, with the filter's total;
// GET /api/admin/exportauditlog streams every matching entry as CSV. Like the admin's request
// list, a person filter resolves to ids first (users and admins, loaded once per call from their
// small collections), so the entries are matched by `actor: { $in }` on the actor+at index; the
// action filter uses action+at, the target filter target+at; audit-pages.ts reads the page.
import type { Types } from 'mongoose';
import { Transform, type Readable } from 'node:stream';
import {
  ACTOR_KIND_LABELS,
  AUDIT_CSV_COLUMNS,
  auditActionLabel,
  auditCsvFileName,
  type ActorKind,
  type AuditLogAnswer,
  type AuditLogQuery,
  type AuditRow,
} from '@tavollet/contract/api/admin-audit';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { foldSearchText } from '@tavollet/contract/domain/search-text';
import type { Services } from '../../deps.ts';
import type { AdminActor } from '../../../domain/actor.ts';
import { createdDayRange } from '../../hr/query.ts';
import { csvStream } from '../../csv-export.ts';
import { countMatching, dayRangeMatch, hasEntriesWithoutDay, readNewest } from './audit-pages.ts';

type Match = Record<string, unknown>;

interface Person {
  _id: Types.ObjectId;
  nev: string;
  email: string;
  /** The user's numeric id as audit targets store it; null for an admin. */
  userId: string | null;
  folded: string[];
}

interface Directory {
  byId: Map<string, Person>;
  byUserId: Map<string, Person>;
}

async function loadDirectory(s: Services): Promise<Directory> {
  const [users, admins] = await Promise.all([
    s.models.User.find({}, { user_id: 1, nev: 1, email: 1, felhasznalonev: 1 }).lean(),
    s.models.Admin.find({}, { nev: 1, email: 1 }).lean(),
  ]);
  const byId = new Map<string, Person>();
  const byUserId = new Map<string, Person>();
  for (const u of users) {
    const p = {
      _id: u._id,
      nev: u.nev,
      email: u.email,
      userId: String(u.user_id),
      folded: [u.nev, u.email, u.felhasznalonev].map(foldSearchText),
    };
    byId.set(u._id.toHexString(), p);
    byUserId.set(p.userId, p);
  }
  for (const a of admins) {
    byId.set(a._id.toHexString(), {
      _id: a._id,
      nev: a.nev,
      email: a.email,
      userId: null,
      folded: [a.nev, a.email].map(foldSearchText),
    });
  }
  return { byId, byUserId };
}

const matching = (dir: Directory, text: string) => {
  const wanted = foldSearchText(text);
  return [...dir.byId.values()].filter((p) => p.folded.some((f) => f.includes(wanted)));
};

/** Actions whose target is a user's numeric id, and those whose target is a request number. */
const USER_TARGET = /^admin\.(user_|quota_updated$)/;
const REQUEST_TARGET = /^(leave_request\.|admin\.request_(updated|deleted)$)/;

/** The match of a filter, or null when nothing can match (a person nobody fits). */
function auditMatch(q: AuditLogQuery, dir: Directory, withoutDay: boolean): Match | null {
  const match: Match = {};
  if (q.szemely) {
    const ids = matching(dir, q.szemely).map((p) => p._id);
    if (ids.length === 0) return null;
    match.actor = { $in: ids };
  }
  if (q.muvelet) match.action = q.muvelet;
  if (q.cel) {
    // The key as typed ("#12" is request 12), and every matching person's user id and e-mail
    // (a failed sign-in's target is the e-mail that was typed).
    const keys = new Set([q.cel, q.cel.replace(/^#\s*/, '')]);
    for (const p of matching(dir, q.cel)) {
      if (p.userId) keys.add(p.userId);
      keys.add(p.email);
    }
    match.target = { $in: [...keys] };
  }
  return { ...match, ...dayRangeMatch(q.tol ?? '', q.ig ?? '', withoutDay, createdDayRange(q.tol, q.ig)) };
}

interface StoredEntry {
  _id: Types.ObjectId;
  at: Date;
  actorKind: ActorKind;
  actor: Types.ObjectId | null;
  action: string;
  target: string | null;
  ip: string | null;
  details: Record<string, unknown> | null;
}

type Values = Record<string, unknown> | null;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The entry's before/after values and the rest of its details. Entries written with
 * `audit.changes()` carry `elotte`/`utana`; a decision's `from`/`to` (a status, or the request's
 * fields) read the same way. Fields equal on both sides are left out.
 */
function splitDetails(details: Record<string, unknown> | null): {
  elotte: Values;
  utana: Values;
  reszletek: Values;
} {
  if (!details) return { elotte: null, utana: null, reszletek: null };
  const { elotte, utana, from, to, ...rest } = details;
  const side = (v: unknown): Values => (v === undefined || v === null ? null : isRecord(v) ? v : { statusz_kod: v });
  let before = side(elotte ?? from);
  let after = side(utana ?? to);
  if (before && after) {
    const same = (k: string) => JSON.stringify(before![k]) === JSON.stringify(after![k]);
    const keys = new Set([...Object.keys(before), ...Object.keys(after)].filter((k) => !same(k)));
    before = Object.fromEntries(Object.entries(before).filter(([k]) => keys.has(k)));
    after = Object.fromEntries(Object.entries(after).filter(([k]) => keys.has(k)));
  }
  return { elotte: before, utana: after, reszletek: Object.keys(rest).length > 0 ? rest : null };
}

async function requestOwners(s: Services, entries: StoredEntry[], dir: Directory): Promise<Map<string, string>> {
  const ids = entries
    .filter((e) => e.target && REQUEST_TARGET.test(e.action))
    .map((e) => Number(e.target))
    .filter(Number.isInteger);
  if (ids.length === 0) return new Map();
  const rows = await s.models.LeaveRequest.find({ kerelem_id: { $in: ids } }, { kerelem_id: 1, user: 1, _id: 0 }).lean<
    { kerelem_id: number; user: Types.ObjectId }[]
  >();
  return new Map(rows.map((r) => [String(r.kerelem_id), dir.byId.get(r.user.toHexString())?.nev ?? '']));
}

function targetLabel(e: StoredEntry, dir: Directory, owners: Map<string, string>): string | null {
  if (!e.target) return null;
  if (USER_TARGET.test(e.action)) return dir.byUserId.get(e.target)?.nev ?? null;
  if (REQUEST_TARGET.test(e.action)) {
    const owner = owners.get(e.target);
    return owner ? `#${e.target} – ${owner}` : `#${e.target}`;
  }
  return null;
}

function toRow(e: StoredEntry, dir: Directory, owners: Map<string, string>): AuditRow {
  const who = e.actor ? dir.byId.get(e.actor.toHexString()) : undefined;
  return {
    id: e._id.toHexString(),
    at: e.at.toISOString(),
    actorKind: e.actorKind,
    actorNev: who?.nev ?? null,
    actorEmail: who?.email ?? null,
    action: e.action,
    target: e.target,
    targetLabel: targetLabel(e, dir, owners),
    ...splitDetails(e.details),
    ip: e.ip,
  };
}

const NEWEST = { at: -1, _id: -1 } as const;

async function prepare(s: Services, q: AuditLogQuery) {
  const [dir, withoutDay] = await Promise.all([loadDirectory(s), hasEntriesWithoutDay(s)]);
  return { dir, withoutDay, match: auditMatch(q, dir, withoutDay) };
}

export async function getAuditLog(s: Services, _actor: AdminActor, q: AuditLogQuery): Promise<AuditLogAnswer> {
  const { dir, withoutDay, match } = await prepare(s, q);
  const page = { oldal: q.oldal, meret: q.meret };
  if (!match) return { ok: true, rows: [], total: 0, ...page, oldalak: 0 };
  // The total first: the page's windows stop once they have seen it (audit-pages.ts).
  const total = await countMatching(s, match);
  const days = { from: q.tol ?? '', to: q.ig ?? '', withoutDay };
  const entries = await readNewest<StoredEntry>(s, match, days, (q.oldal - 1) * q.meret, q.meret, total);
  const owners = await requestOwners(s, entries, dir);
  return {
    ok: true,
    rows: entries.map((e) => toRow(e, dir, owners)),
    total,
    ...page,
    oldalak: Math.ceil(total / q.meret),
  };
}

const json = (v: Values) => (v ? JSON.stringify(v) : '');

const budapestTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Budapest',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function csvRecord(r: AuditRow): string[] {
  const at = new Date(r.at);
  return [
    `${budapestToday(at)} ${budapestTime.format(at)}`,
    r.actorNev ?? '',
    r.actorEmail ?? '',
    ACTOR_KIND_LABELS[r.actorKind],
    auditActionLabel(r.action),
    r.targetLabel ?? r.target ?? '',
    json(r.elotte),
    json(r.utana),
    json(r.reszletek),
    r.ip ?? '',
  ];
}

/** Rows read per batch (the request owners of a batch are looked up together). */
const BATCH = 500;

export async function exportAuditLog(
  s: Services,
  _actor: AdminActor,
  q: AuditLogQuery,
  now = new Date(),
): Promise<{ fileName: string; stream: Readable }> {
  const { dir, match } = await prepare(s, q);
  const fileName = auditCsvFileName(budapestToday(now));
  const onError = (err: Error) => s.log.error({ err }, 'audit log export failed midway');
  if (!match) return { fileName, stream: csvStream(AUDIT_CSV_COLUMNS, null, onError) };
  const cursor = s.models.AuditLog.find(match).sort(NEWEST).lean<StoredEntry[]>().cursor({ batchSize: BATCH });
  // The rows of a batch find their requests' owners with one read.
  let batch: StoredEntry[] = [];
  const flushBatch = async (push: (rec: string[]) => void) => {
    const owners = await requestOwners(s, batch, dir);
    for (const e of batch) push(csvRecord(toRow(e, dir, owners)));
    batch = [];
  };
  const records = new Transform({
    objectMode: true,
    transform(e: StoredEntry, _enc, done) {
      batch.push(e);
      if (batch.length < BATCH) return done();
      flushBatch((rec) => this.push(rec)).then(() => done(), done);
    },
    flush(done) {
      flushBatch((rec) => this.push(rec)).then(() => done(), done);
    },
  });
  return { fileName, stream: csvStream(AUDIT_CSV_COLUMNS, [cursor, records], onError) };
}
