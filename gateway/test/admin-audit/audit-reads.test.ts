// How the audit log's first page is read (services/admin/audit/audit-pages.ts), counted from the
// gateway's own database commands over real HTTP on the embedded server: a filter matching few
// entries is one sorted read, not the day windows' count and read each; a large match still goes
// window by window. Either way the page is the matching entries newest first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { AuditLogAnswer } from '@tavollet/contract/api/admin-audit';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { createModels } from '../../src/db/models.ts';
import type { Client } from '../support/client.ts';
import { startTestGateway } from '../support/harness.ts';
import { startWorldDb, type World } from '../support/teacher-fixtures.ts';
import { adminClient } from '../admin-users/users-support.ts';

const ENTRIES = 6_000;
/** One entry in 20 is a quota edit: 300, spread over every day like the rest. */
const EVERY = 20;

let w: World;
let gatewayConnection: mongoose.Connection;
let admin: Client;
const commands: { name: string; filter: unknown }[] = [];

beforeAll(async () => {
  const db = await startWorldDb();
  const actor = new mongoose.Types.ObjectId();
  const now = Date.now();
  // Sixty days up to now, newest last; a lean insert applies no defaults, so they are set here.
  await db.models.AuditLog.insertMany(
    Array.from({ length: ENTRIES }, (_, i) => {
      const at = new Date(now - (ENTRIES - i) * ((60 * 86_400_000) / ENTRIES));
      return {
        at,
        day: budapestToday(at),
        actorKind: 'user',
        actor,
        action: i % EVERY === 0 ? 'admin.quota_updated' : 'auth.login',
        target: String(i),
        ip: null,
        details: null,
      };
    }),
    { lean: true },
  );
  gatewayConnection = await mongoose.createConnection(db.uri, { monitorCommands: true, autoIndex: false }).asPromise();
  gatewayConnection.getClient().on('commandStarted', (e) => {
    const coll = e.command[e.commandName] as unknown;
    if (coll === 'audit_log' && (e.commandName === 'find' || e.commandName === 'count'))
      commands.push({ name: e.commandName, filter: e.command.filter ?? e.command.query });
  });
  const gw = await startTestGateway(createModels(gatewayConnection));
  w = { db, gw, models: db.models };
  admin = await adminClient(w);
});
afterAll(async () => {
  await w?.gw.stopAll();
  await gatewayConnection?.close();
  await w?.db.stop();
});

/** The first page of `query`, and the page-reading commands it cost (not the check for entries without a day). */
async function firstPage(query: string) {
  commands.length = 0;
  const res = await admin.get(`/api/admin/getauditlog?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const reads = commands.filter((c) => JSON.stringify(c.filter) !== '{"day":null}');
  return {
    answer: AuditLogAnswer.parse(res.body),
    counts: reads.filter((c) => c.name === 'count').length,
    finds: reads.filter((c) => c.name === 'find').length,
  };
}

/** The targets of the newest `n` entries matching `filter`, as a sorted read has them. */
async function newest(filter: Record<string, unknown>, n: number) {
  const rows = await w.models.AuditLog.find(filter, { target: 1 }).sort({ at: -1, _id: -1 }).limit(n).lean();
  return rows.map((r) => r.target);
}

describe('the audit log first page', () => {
  it('reads a filter matching few entries with one count and one sorted find', async () => {
    const { answer, counts, finds } = await firstPage('muvelet=admin.quota_updated');
    expect(answer.total).toBe(ENTRIES / EVERY);
    expect(answer.rows.map((r) => r.target)).toEqual(await newest({ action: 'admin.quota_updated' }, answer.meret));
    // Before: a count and a read per day window the page reached (1, 6, then 24 days).
    expect({ counts, finds }).toEqual({ counts: 1, finds: 1 });
  });

  it('reads a large match window by window, newest first', async () => {
    const { answer, counts, finds } = await firstPage('');
    // Ours and the admin's sign-in.
    expect(answer.total).toBe(await w.models.AuditLog.countDocuments());
    expect(answer.total).toBeGreaterThan(ENTRIES);
    expect(answer.rows.map((r) => r.target)).toEqual(await newest({}, answer.meret));
    // The total, then the windows up to the first one holding entries (tomorrow's is empty).
    expect(counts).toBeGreaterThan(1);
    expect(finds).toBeGreaterThanOrEqual(1);
  });
});
