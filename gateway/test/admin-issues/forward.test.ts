// POST /api/admin/forwardtodeveloper over real HTTP (admin-area.md §4 "Issue report", §7 "Issues"):
// the mail with its screenshots reaches the outbox, the report is marked forwarded with an audit
// entry, and every refusal changes nothing.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_ISSUE_MESSAGES as M } from '@tavollet/contract/api/admin-issues';
import { Client } from '../support/client.ts';
import { ADMIN, PEOPLE } from '../support/fixtures.ts';
import { useGatewayWithPeople } from '../support/harness.ts';
import { mailText, mimeParts } from '../support/mail-parts.ts';
import { image, isWebp, makePng } from '../issue-report/images.ts';
import {
  DEVELOPER,
  PATCH,
  clearReports,
  fileReport,
  signedIn,
  waitForMail,
  type IssueDataBody,
} from './issues-support.ts';

const h = useGatewayWithPeople({ env: { DEVELOPER_EMAIL: DEVELOPER } });
let teacher: Client;
let admin: Client;

beforeAll(async () => {
  teacher = await signedIn(h.gw.url, 'tanar');
  admin = await signedIn(h.gw.url, 'admin');
});
beforeEach(() => clearReports(h));

const stored = (id: number) => h.db.models.IssueReport.findOne({ bejelentes_id: id }).lean();
const audits = (action: string, id: number) => h.db.models.AuditLog.countDocuments({ action, target: String(id) });

describe('POST /api/admin/forwardtodeveloper', () => {
  it('mails the report with its screenshots attached to DEVELOPER_EMAIL and marks it forwarded, with an audit entry', async () => {
    const id = await fileReport(teacher, {
      targy: `Elszáll a mentés ${Date.now()}`,
      leiras: 'Mentéskor fehér oldal jön.\nMásodik sor.',
      kritikus: true,
      kepek: [image('képernyő.png', 'image/png', await makePng(80, 50))],
    });
    const before = await stored(id);
    const res = await admin.post('/api/admin/forwardtodeveloper', { issue_id: id, message: 'Kérlek, nézd meg ma.' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ok: true,
      message: M.forwarded,
      bejelentes_id: id,
      statusz: 'fejlesztonek_tovabbitva',
      tovabbitva_fejlesztonek: true,
    });
    const after = await stored(id);
    expect(after).toMatchObject({
      statusz: 'fejlesztonek_tovabbitva',
      tovabbitva_fejlesztonek: true,
      fejlesztoi_uzenet: 'Kérlek, nézd meg ma.',
    });
    expect(await audits('admin.issue_forwarded', id)).toBe(1);

    const eml = await waitForMail(h.gw.dataDir, (m) => m.includes(`#${id}`) && /^To: .*fejleszto@teszt\.hu/m.test(m));
    const text = mailText(eml);
    expect(text).toContain(`Tárgy: ${before!.targy}`);
    expect(text).toContain('Típus: Hiba (kritikus)');
    expect(text).toContain(`Bejelentő: Teszt tanar <${PEOPLE.tanar.email}>`);
    expect(text).toMatch(/Időpont: \d{4}\. \d{2}\. \d{2}\. \d{2}:\d{2}/);
    expect(text).toContain('Mentéskor fehér oldal jön.\nMásodik sor.');
    expect(text).toContain(`(${ADMIN.nev}, ${ADMIN.email})`);
    expect(text).toContain('Kérlek, nézd meg ma.');
    // The attachment is the stored WebP itself.
    const [attachment, ...others] = mimeParts(eml, /Content-Disposition: attachment/i);
    expect(others).toEqual([]);
    expect(attachment!.headers).toMatch(/Content-Type: image\/webp/i);
    expect(attachment!.headers).toContain("filename*0*=utf-8''k%C3%A9perny%C5%91.webp");
    const img = await h.db.models.IssueImage.findOne({ bejelentes_id: id }).lean();
    expect(isWebp(attachment!.body)).toBe(true);
    expect(attachment!.body.equals(Buffer.from(img!.data.buffer))).toBe(true);
  });

  it('given an empty message, sends the mail saying there is none, and the list then shows the report forwarded', async () => {
    const id = await fileReport(teacher, { bejelentes_tipus: 'fejlesztes', targy: `Javaslat ${Date.now()}` });
    const res = await admin.post('/api/admin/forwardtodeveloper', { issue_id: id, message: '' });
    expect(res.status).toBe(200);
    const eml = await waitForMail(h.gw.dataDir, (m) => m.includes(`#${id}`));
    expect(mailText(eml)).toContain('Típus: Fejlesztési javaslat');
    expect(mailText(eml)).toContain('(nincs üzenet)');
    expect(mimeParts(eml, /Content-Disposition: attachment/i)).toEqual([]);
    expect((await stored(id))!.fejlesztoi_uzenet).toBeNull();
    const list = await admin.get<IssueDataBody>('/api/admin/getissuedata');
    expect(list.body.items.find((i) => i.bejelentes_id === id)).toMatchObject({
      statusz: 'fejlesztonek_tovabbitva',
      tovabbitva_fejlesztonek: true,
    });
  });

  it('given an already forwarded report, answers 409 and sends nothing more', async () => {
    const id = await fileReport(teacher);
    expect((await admin.post('/api/admin/forwardtodeveloper', { issue_id: id, message: '' })).status).toBe(200);
    await waitForMail(h.gw.dataDir, (m) => m.includes(`#${id}`));
    const again = await admin.post('/api/admin/forwardtodeveloper', { issue_id: id, message: 'Még egyszer' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ ok: false, message: M.alreadyForwarded });
    expect((await stored(id))!.fejlesztoi_uzenet).toBeNull();
    expect(await audits('admin.issue_forwarded', id)).toBe(1);
  });

  it('given two admins forwarding the same report at once, exactly one succeeds', async () => {
    const id = await fileReport(teacher);
    const other = await signedIn(h.gw.url, 'admin');
    const results = await Promise.all([
      admin.post('/api/admin/forwardtodeveloper', { issue_id: id, message: 'egy' }),
      other.post('/api/admin/forwardtodeveloper', { issue_id: id, message: 'kettő' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await audits('admin.issue_forwarded', id)).toBe(1);
  });

  it('given a closed report that was never forwarded, forwards it and it becomes fejlesztonek_tovabbitva again', async () => {
    const id = await fileReport(teacher);
    expect((await PATCH(admin, '/api/admin/closeissue', { bejelentes_id: id })).status).toBe(200);
    const res = await admin.post('/api/admin/forwardtodeveloper', { issue_id: id, message: '' });
    expect(res.status).toBe(200);
    expect(await stored(id)).toMatchObject({ statusz: 'fejlesztonek_tovabbitva', tovabbitva_fejlesztonek: true });
    const entry = await h.db.models.AuditLog.findOne({ action: 'admin.issue_forwarded', target: String(id) }).lean();
    expect(entry!.details).toMatchObject({ elozo_statusz: 'lezarva' });
  });

  it('given an unknown report, answers 404 and changes nothing', async () => {
    const res = await admin.post('/api/admin/forwardtodeveloper', { issue_id: 987654, message: '' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ ok: false, message: M.notFound });
  });

  it('given bad payloads, answers 400 with a Hungarian message and changes nothing', async () => {
    const id = await fileReport(teacher);
    for (const body of [
      {},
      { issue_id: 'abc', message: '' },
      { issue_id: -1, message: '' },
      { issue_id: 1.5, message: '' },
      { issue_id: id, message: 'x'.repeat(2001) },
      { issue_id: id, message: 42 },
      { issue_id: id, message: '', extra: true },
    ]) {
      const res = await admin.post<{ ok: boolean; message: string }>('/api/admin/forwardtodeveloper', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.ok).toBe(false);
      expect(res.body.message.length).toBeGreaterThan(0);
    }
    const bad = await admin.post('/api/admin/forwardtodeveloper', { issue_id: id, message: 'x'.repeat(2001) });
    expect(bad.body).toMatchObject({ message: M.messageTooLong });
    expect(await stored(id)).toMatchObject({ statusz: 'uj', tovabbitva_fejlesztonek: false });
    expect(await audits('admin.issue_forwarded', id)).toBe(0);
  });

  it('refuses anonymous and staff callers with 401 and changes nothing', async () => {
    const id = await fileReport(teacher);
    for (const c of [new Client(h.gw.url), teacher, await signedIn(h.gw.url, 'igazgato')]) {
      const res = await c.post('/api/admin/forwardtodeveloper', { issue_id: id, message: '' });
      expect(res.status).toBe(401);
    }
    expect(await stored(id)).toMatchObject({ statusz: 'uj', tovabbitva_fejlesztonek: false });
  });
});
