// A forward whose mail cannot be queued: the admin is told to try again and the report is put back
// as it was, so the button still works.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ISSUE_MESSAGES as M } from '@tavollet/contract/api/admin-issues';
import type { Mailer } from '../../src/mail/mailer.ts';
import type { Client } from '../support/client.ts';
import { useGatewayWithPeople } from '../support/harness.ts';
import { DEVELOPER, PATCH, fileReport, signedIn } from './issues-support.ts';

/** A mailer whose queue is down: every send fails. */
const brokenMailer = {
  outboxDir: null,
  send: () => Promise.reject(new Error('mail queue unavailable')),
  sendMany: () => Promise.reject(new Error('mail queue unavailable')),
} as unknown as Mailer;

const h = useGatewayWithPeople({ env: { DEVELOPER_EMAIL: DEVELOPER }, mailer: brokenMailer });
let admin: Client;
let teacher: Client;

beforeAll(async () => {
  teacher = await signedIn(h.gw.url, 'tanar');
  admin = await signedIn(h.gw.url, 'admin');
});

describe('forwarding when the mail cannot be queued', () => {
  it('answers 409 with "try again", and the report is back in its status, not forwarded', async () => {
    const id = await fileReport(teacher);
    const res = await admin.post('/api/admin/forwardtodeveloper', { issue_id: id, message: 'Nézd meg' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ ok: false, message: M.mailFailed });
    expect(await h.db.models.IssueReport.findOne({ bejelentes_id: id }).lean()).toMatchObject({
      statusz: 'uj',
      tovabbitva_fejlesztonek: false,
      fejlesztoi_uzenet: null,
    });
    const actions = await h.db.models.AuditLog.find({ target: String(id), actorKind: 'admin' }, { action: 1 })
      .sort({ at: 1 })
      .lean();
    expect(actions.map((a) => a.action)).toEqual(['admin.issue_forwarded', 'admin.issue_forward_undone']);
  });

  it('given a closed report, puts it back to lezarva', async () => {
    const id = await fileReport(teacher);
    expect((await PATCH(admin, '/api/admin/closeissue', { bejelentes_id: id })).status).toBe(200);
    expect((await admin.post('/api/admin/forwardtodeveloper', { issue_id: id, message: '' })).status).toBe(409);
    expect(await h.db.models.IssueReport.findOne({ bejelentes_id: id }).lean()).toMatchObject({
      statusz: 'lezarva',
      tovabbitva_fejlesztonek: false,
    });
  });
});
