// GET /api/admin/getissuedata over real HTTP (admin-area.md §3 "Issue report", §4 order, §7 "Issues"):
// the fields, the order, and who may read it.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { issueImageUrl } from '@tavollet/contract/api/admin-issues';
import { Client } from '../support/client.ts';
import { PEOPLE } from '../support/fixtures.ts';
import { useGatewayWithPeople } from '../support/harness.ts';
import { image, makePng } from '../issue-report/images.ts';
import { DEVELOPER, clearReports, fileReport, signedIn, type IssueDataBody } from './issues-support.ts';

const h = useGatewayWithPeople({ env: { DEVELOPER_EMAIL: DEVELOPER } });
let teacher: Client;
let admin: Client;

beforeAll(async () => {
  teacher = await signedIn(h.gw.url, 'tanar');
  admin = await signedIn(h.gw.url, 'admin');
});
beforeEach(() => clearReports(h));

/** Sets a report's status and time directly (the statuses an older system may have left too). */
async function setStored(id: number, statusz: string, at: string) {
  await h.db.models.IssueReport.collection.updateOne(
    { bejelentes_id: id },
    { $set: { statusz, bejelentes_idopont: new Date(at) } },
  );
}

describe('GET /api/admin/getissuedata', () => {
  it('given a report with a screenshot, answers every field of it with the image as a URL, and the developer address', async () => {
    const png = await makePng();
    const id = await fileReport(teacher, {
      targy: 'Képernyőkép a hibáról',
      kritikus: true,
      kepek: [image('hiba.png', 'image/png', png)],
    });
    const res = await admin.get<IssueDataBody>('/api/admin/getissuedata');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.fejleszto_email).toBe(DEVELOPER);
    const stored = await h.db.models.IssueReport.findOne({ bejelentes_id: id }).lean();
    const kepId = stored!.kepek[0]!.kep_id;
    expect(res.body.items).toEqual([
      {
        bejelentes_id: id,
        bejelentes_idopont: stored!.bejelentes_idopont.toISOString(),
        bejelento: 'Teszt tanar',
        bejelento_email: PEOPLE.tanar.email,
        bejelentes_tipus: 'hiba',
        targy: 'Képernyőkép a hibáról',
        leiras: 'A kérelmek listája üres marad.',
        statusz: 'uj',
        kritikus_e: true,
        tovabbitva_fejlesztonek: false,
        kepek: [{ kep_id: kepId, fajlnev: 'hiba.webp', url: issueImageUrl(id, kepId) }],
      },
    ]);
    expect(res.body.items[0]!.kepek[0]!.url).toBe(`/api/admin/issues/${id}/images/${kepId}`);
  });

  it('orders uj, then fejlesztonek_tovabbitva, then lezarva, then any other status, newest first within each', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) ids.push(await fileReport(teacher, { targy: `Bejelentés ${i}` }));
    const [a, b, c, d, e, f, g, x] = ids as [number, number, number, number, number, number, number, number];
    await setStored(a, 'lezarva', '2026-03-01T10:00:00Z');
    await setStored(b, 'uj', '2026-01-01T10:00:00Z');
    await setStored(c, 'regi_statusz', '2026-05-01T10:00:00Z');
    await setStored(d, 'fejlesztonek_tovabbitva', '2026-02-01T10:00:00Z');
    await setStored(e, 'uj', '2026-04-01T10:00:00Z');
    await setStored(f, 'lezarva', '2026-06-01T10:00:00Z');
    await setStored(g, 'fejlesztonek_tovabbitva', '2026-07-01T10:00:00Z');
    await setStored(x, 'uj', '2026-04-01T10:00:00Z');
    const res = await admin.get<IssueDataBody>('/api/admin/getissuedata');
    expect(res.status).toBe(200);
    // x and e have the same time: the later report (higher id) first.
    expect(res.body.items.map((i) => i.bejelentes_id)).toEqual([x, e, b, g, d, f, a, c]);
    expect(res.body.items.at(-1)!.statusz).toBe('regi_statusz');
  });

  it('given no report, answers an empty list', async () => {
    const res = await admin.get<IssueDataBody>('/api/admin/getissuedata');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, items: [], fejleszto_email: DEVELOPER });
  });

  it('refuses a caller without the admin session: anonymous and a signed-in staff member get 401 and no data', async () => {
    await fileReport(teacher);
    const anonymous = await new Client(h.gw.url).get('/api/admin/getissuedata');
    expect(anonymous.status).toBe(401);
    for (const who of ['tanar', 'hr', 'igazgato'] as const) {
      const staff = await signedIn(h.gw.url, who);
      const res = await staff.get('/api/admin/getissuedata');
      expect(res.status).toBe(401);
      expect(JSON.stringify(res.body)).not.toContain('Nem tölt be');
    }
  });
});
