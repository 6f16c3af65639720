// GET /api/admin/issues/:bejelentes_id/images/:kep_id over real HTTP (admin-area.md §7 "Issues"):
// the stored WebP bytes to an admin only, with headers that never let it run as a page.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Client } from '../support/client.ts';
import { useGatewayWithPeople } from '../support/harness.ts';
import { image, isWebp, makeJpeg, makePng } from '../issue-report/images.ts';
import { DEVELOPER, clearReports, fileReport, signedIn } from './issues-support.ts';

const h = useGatewayWithPeople({ env: { DEVELOPER_EMAIL: DEVELOPER } });
let teacher: Client;
let admin: Client;

beforeAll(async () => {
  teacher = await signedIn(h.gw.url, 'tanar');
  admin = await signedIn(h.gw.url, 'admin');
});
beforeEach(() => clearReports(h));

/** A report with two screenshots; answers its id and the images' stored ids. */
async function reportWithImages() {
  const id = await fileReport(teacher, {
    kepek: [image('első kép.png', 'image/png', await makePng(60, 40)), image('b.jpg', 'image/jpeg', await makeJpeg())],
  });
  const stored = await h.db.models.IssueReport.findOne({ bejelentes_id: id }).lean();
  return { id, kepIds: stored!.kepek.map((k) => k.kep_id) };
}

/** The raw bytes of an answer (the test client reads text). */
async function bytesOf(url: string, cookie: string, headers: Record<string, string> = {}) {
  const res = await fetch(h.gw.url + url, { headers: { cookie, ...headers } });
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}
const cookieOf = (c: Client) => [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

describe('GET /api/admin/issues/:bejelentes_id/images/:kep_id', () => {
  it('answers the stored WebP bytes with image/webp, nosniff, a sandbox CSP, an inline safe file name and private revalidated caching', async () => {
    const { id, kepIds } = await reportWithImages();
    const { res, body } = await bytesOf(`/api/admin/issues/${id}/images/${kepIds[0]}`, cookieOf(admin));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp.split(';').map((d) => d.trim())).toContain('sandbox');
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("script-src 'self'");
    // A plain-ASCII name for old clients and the exact UTF-8 name (RFC 6266).
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="elso kep.webp"; filename*=UTF-8''els%C5%91%20k%C3%A9p.webp`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(isWebp(body)).toBe(true);
    const stored = await h.db.models.IssueImage.findOne({ bejelentes_id: id, kep_id: kepIds[0] }).lean();
    expect(body.equals(Buffer.from(stored!.data.buffer))).toBe(true);
  });

  it('given the ETag it sent, answers 304 without the bytes, still only to an admin', async () => {
    const { id, kepIds } = await reportWithImages();
    const url = `/api/admin/issues/${id}/images/${kepIds[1]}`;
    const first = await bytesOf(url, cookieOf(admin));
    const etag = first.res.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    // As a browser revalidates (fetch() alone would add `Cache-Control: no-cache`, which forbids a 304).
    const revalidate = { 'if-none-match': etag, 'cache-control': 'max-age=0' };
    const again = await bytesOf(url, cookieOf(admin), revalidate);
    expect(again.res.status).toBe(304);
    expect(again.body.length).toBe(0);
    const staff = await bytesOf(url, cookieOf(teacher), revalidate);
    expect(staff.res.status).toBe(401);
  });

  it('refuses anonymous and staff callers with 401 and no bytes', async () => {
    const { id, kepIds } = await reportWithImages();
    const url = `/api/admin/issues/${id}/images/${kepIds[0]}`;
    for (const c of [new Client(h.gw.url), teacher, await signedIn(h.gw.url, 'hr')]) {
      const res = await c.get(url);
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('given an unknown image, another report’s image or an unknown report, answers 404 JSON', async () => {
    const one = await reportWithImages();
    const other = await reportWithImages();
    for (const url of [
      `/api/admin/issues/${one.id}/images/999999`,
      `/api/admin/issues/${other.id}/images/${one.kepIds[0]}`,
      `/api/admin/issues/999999/images/${one.kepIds[0]}`,
    ]) {
      const res = await admin.get(url);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body).toEqual({ ok: false, message: 'A kép nem található.' });
    }
  });

  it('given ids that are not positive whole numbers, answers 400 JSON', async () => {
    for (const url of [
      '/api/admin/issues/abc/images/1',
      '/api/admin/issues/1/images/0',
      '/api/admin/issues/1/images/1.5',
    ]) {
      const res = await admin.get(url);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ok: false, message: 'Érvénytelen azonosító.' });
    }
  });

  it('given stored bytes that are not the image type they claim (e.g. HTML), serves them only as a download of unknown bytes', async () => {
    const { id, kepIds } = await reportWithImages();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    await h.db.models.IssueImage.collection.updateOne(
      { bejelentes_id: id, kep_id: kepIds[0] },
      { $set: { data: html, mime: 'image/webp', fajlnev: 'x.html' } },
    );
    const res = await admin.get(`/api/admin/issues/${id}/images/${kepIds[0]}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="x\.html"$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    // A stored type outside the accepted images (an SVG) is never answered as that type either.
    await h.db.models.IssueImage.collection.updateOne(
      { bejelentes_id: id, kep_id: kepIds[1] },
      { $set: { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), mime: 'image/svg+xml' } },
    );
    const svg = await admin.get(`/api/admin/issues/${id}/images/${kepIds[1]}`);
    expect(svg.headers.get('content-type')).toBe('application/octet-stream');
    expect(svg.headers.get('content-disposition')).toMatch(/^attachment;/);
  });
});
