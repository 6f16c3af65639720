// A gateway without DEVELOPER_EMAIL (admin-area.md §7 "Issues"):
// the list says so (`fejleszto_email: null`) and a forward is refused with a Hungarian message
// before anything changes or is sent.
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ISSUE_MESSAGES as M } from '@tavollet/contract/api/admin-issues';
import { useGatewayWithPeople } from '../support/harness.ts';
import { image, makePng } from '../issue-report/images.ts';
import { outbox } from '../support/mail-parts.ts';
import { fileReport, signedIn, type IssueDataBody } from './issues-support.ts';
import type { Client } from '../support/client.ts';

const h = useGatewayWithPeople();
let admin: Client;
let id: number;

beforeAll(async () => {
  const teacher = await signedIn(h.gw.url, 'tanar');
  admin = await signedIn(h.gw.url, 'admin');
  id = await fileReport(teacher, { kepek: [image('a.png', 'image/png', await makePng())] });
});

describe('forwarding without DEVELOPER_EMAIL', () => {
  it('the list answers fejleszto_email: null', async () => {
    const res = await admin.get<IssueDataBody>('/api/admin/getissuedata');
    expect(res.status).toBe(200);
    expect(res.body.fejleszto_email).toBeNull();
  });

  it('a forward is refused with 409 and the Hungarian reason; the report, the audit log and the outbox stay as they were', async () => {
    const res = await admin.post('/api/admin/forwardtodeveloper', { issue_id: id, message: 'Sürgős' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ ok: false, message: M.noDeveloperEmail });
    expect(await h.db.models.IssueReport.findOne({ bejelentes_id: id }).lean()).toMatchObject({
      statusz: 'uj',
      tovabbitva_fejlesztonek: false,
      fejlesztoi_uzenet: null,
    });
    expect(await h.db.models.AuditLog.countDocuments({ action: 'admin.issue_forwarded' })).toBe(0);
    // Nothing was queued either: wait past a job poll and look.
    await new Promise((r) => setTimeout(r, 500));
    expect(await outbox(h.gw.dataDir)).toEqual([]);
    expect(await h.db.connection.collection('mail_attachments').countDocuments()).toBe(0);
  });
});
