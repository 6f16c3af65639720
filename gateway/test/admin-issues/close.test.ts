// PATCH /api/admin/closeissue over real HTTP (admin-area.md §4 "Issue report": close sets lezarva,
// allowed from uj or fejlesztonek_tovabbitva; §7 "Issues").
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_ISSUE_MESSAGES as M } from '@tavollet/contract/api/admin-issues';
import { Client } from '../support/client.ts';
import { useGatewayWithPeople } from '../support/harness.ts';
import { DEVELOPER, PATCH, clearReports, fileReport, signedIn } from './issues-support.ts';

const h = useGatewayWithPeople({ env: { DEVELOPER_EMAIL: DEVELOPER } });
let teacher: Client;
let admin: Client;

beforeAll(async () => {
  teacher = await signedIn(h.gw.url, 'tanar');
  admin = await signedIn(h.gw.url, 'admin');
});
beforeEach(() => clearReports(h));

const stored = (id: number) => h.db.models.IssueReport.findOne({ bejelentes_id: id }).lean();
const close = (c: Client, body: unknown) => PATCH(c, '/api/admin/closeissue', body);

describe('PATCH /api/admin/closeissue', () => {
  it('given a new report, closes it with an audit entry', async () => {
    const id = await fileReport(teacher);
    const res = await close(admin, { bejelentes_id: id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, message: M.closed, bejelentes_id: id, statusz: 'lezarva' });
    expect(await stored(id)).toMatchObject({ statusz: 'lezarva', tovabbitva_fejlesztonek: false });
    const entry = await h.db.models.AuditLog.findOne({ action: 'admin.issue_closed', target: String(id) }).lean();
    expect(entry).toMatchObject({ actorKind: 'admin', details: { elozo_statusz: 'uj' } });
  });

  it('given a forwarded report, closes it and keeps the forwarded flag', async () => {
    const id = await fileReport(teacher);
    expect((await admin.post('/api/admin/forwardtodeveloper', { issue_id: id, message: '' })).status).toBe(200);
    expect((await close(admin, { bejelentes_id: id })).status).toBe(200);
    expect(await stored(id)).toMatchObject({ statusz: 'lezarva', tovabbitva_fejlesztonek: true });
  });

  it('given a closed report, answers 409 "already closed" and writes no second audit entry', async () => {
    const id = await fileReport(teacher);
    expect((await close(admin, { bejelentes_id: id })).status).toBe(200);
    const again = await close(admin, { bejelentes_id: id });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ ok: false, message: M.alreadyClosed });
    expect(await h.db.models.AuditLog.countDocuments({ action: 'admin.issue_closed', target: String(id) })).toBe(1);
  });

  it('given a report in a status outside the three, answers 409 and leaves the status', async () => {
    const id = await fileReport(teacher);
    await h.db.models.IssueReport.collection.updateOne({ bejelentes_id: id }, { $set: { statusz: 'regi_statusz' } });
    const res = await close(admin, { bejelentes_id: id });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ ok: false, message: M.cannotClose });
    expect((await stored(id))!.statusz).toBe('regi_statusz');
  });

  it('given two admins closing at once, one closes and the other is told it is already closed', async () => {
    const id = await fileReport(teacher);
    const other = await signedIn(h.gw.url, 'admin');
    const results = await Promise.all([close(admin, { bejelentes_id: id }), close(other, { bejelentes_id: id })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('given an unknown report, answers 404', async () => {
    const res = await close(admin, { bejelentes_id: 987654 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ ok: false, message: M.notFound });
  });

  it('given bad payloads, answers 400 and changes nothing', async () => {
    const id = await fileReport(teacher);
    for (const body of [
      {},
      { bejelentes_id: String(id) },
      { bejelentes_id: 0 },
      { bejelentes_id: id, statusz: 'uj' },
    ]) {
      const res = await close(admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ ok: false });
    }
    const notJson = await admin.request('PATCH', '/api/admin/closeissue', {
      raw: `bejelentes_id=${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notJson.status).toBe(415);
    expect((await stored(id))!.statusz).toBe('uj');
  });

  it('refuses anonymous and staff callers with 401 and changes nothing', async () => {
    const id = await fileReport(teacher);
    for (const c of [new Client(h.gw.url), teacher, await signedIn(h.gw.url, 'hr')]) {
      expect((await close(c, { bejelentes_id: id })).status).toBe(401);
    }
    expect((await stored(id))!.statusz).toBe('uj');
  });
});
