// POST /api/user/report-issue over real HTTP with the embedded database (staff-area.md §3, §5, §8).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ISSUE_MESSAGES as M, unreadableImageMessage } from '@tavollet/contract/api/issue-report';
import { Client } from '../support/client.ts';
import { PASSWORD, PEOPLE } from '../support/fixtures.ts';
import { useGatewayWithPeople } from '../support/harness.ts';
import { image, isWebp, makeBigPng, makeJpeg, makePng, makeWebp, postReport } from './images.ts';

const h = useGatewayWithPeople();
let teacher: Client;

/** Only the header of a PNG: what the magic-number check alone used to accept. */
const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n');
let PNG: Buffer;
let JPEG: Buffer;
let WEBP: Buffer;
const report = (extra: Record<string, unknown> = {}) => ({
  bejelentes_tipus: 'hiba',
  targy: '  Nem tölt be a lista  ',
  leiras: 'A kérelmek listája üres marad.',
  kritikus: true,
  kepek: [],
  ...extra,
});

const counts = async () => ({
  reports: await h.db.models.IssueReport.countDocuments(),
  images: await h.db.models.IssueImage.countDocuments(),
});

beforeAll(async () => {
  [PNG, JPEG, WEBP] = await Promise.all([makePng(), makeJpeg(), makeWebp()]);
  teacher = new Client(h.gw.url);
  expect((await teacher.post('/api/auth/login', { email: PEOPLE.tanar.email, password: PASSWORD })).status).toBe(200);
});
beforeEach(async () => {
  await h.db.models.IssueReport.deleteMany({});
  await h.db.models.IssueImage.deleteMany({});
  // Every attempt counts against the 10 reports an hour, and images against the daily budget.
  await h.db.models.RateLimit.deleteMany({});
});

describe('POST /api/user/report-issue', () => {
  it('given a bug report with three real images, stores the report and those images re-encoded as WebP', async () => {
    const kepek = [
      image('a.png', 'image/png', PNG),
      image('b.jpg', 'image/jpeg', JPEG),
      image('c.webp', 'image/webp', WEBP),
    ];
    const res = await postReport<{ ok: boolean; message: string; bejelentes_id: number }>(teacher, report({ kepek }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, message: M.done });
    const stored = await h.db.models.IssueReport.findOne({ bejelentes_id: res.body.bejelentes_id }).lean();
    expect(stored).toMatchObject({
      targy: 'Nem tölt be a lista',
      bejelentes_tipus: 'hiba',
      kritikus_e: true,
      statusz: 'uj',
      bejelento_email: PEOPLE.tanar.email,
    });
    expect(stored!.kepek.map((k) => [k.fajlnev, k.mime])).toEqual([
      ['a.webp', 'image/webp'],
      ['b.webp', 'image/webp'],
      ['c.webp', 'image/webp'],
    ]);
    const images = await h.db.models.IssueImage.find({ bejelentes_id: res.body.bejelentes_id })
      .sort({ kep_id: 1 })
      .lean();
    expect(images).toHaveLength(3);
    expect(images.every((i) => isWebp(Buffer.from(i.data.buffer)) && i.mime === 'image/webp')).toBe(true);
    expect(Buffer.from(images[0]!.data.buffer).equals(PNG)).toBe(false);
    expect(images.map((i) => i.kep_id)).toEqual(stored!.kepek.map((k) => k.kep_id));
    expect(await h.db.models.AuditLog.countDocuments({ action: 'user.issue_reported' })).toBeGreaterThan(0);
  });

  it('given a suggestion marked critical, stores it as not critical', async () => {
    const res = await postReport(teacher, report({ bejelentes_tipus: 'fejlesztes', kritikus: true }));
    expect(res.status).toBe(200);
    expect((await h.db.models.IssueReport.findOne().lean())!.kritikus_e).toBe(false);
  });

  it('given an empty subject after trimming, answers the spec message and stores nothing', async () => {
    const res = await postReport(teacher, report({ targy: '   ' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, message: M.required });
    expect(await counts()).toEqual({ reports: 0, images: 0 });
  });

  it('given an unknown type, refuses it', async () => {
    const res = await postReport(teacher, report({ bejelentes_tipus: 'kerdes' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: M.badType });
  });

  it('given a PDF disguised as a PNG next to a valid image, refuses the report and stores nothing', async () => {
    const kepek = [image('ok.png', 'image/png', PNG), image('fake.png', 'image/png', PDF)];
    const res = await postReport(teacher, report({ kepek }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, message: unreadableImageMessage('fake.png') });
    expect(await counts()).toEqual({ reports: 0, images: 0 });
  });

  it('given (in the JSON form) a JPEG declared as PNG, a PNG header only, or a data URL of another type, refuses that file by name', async () => {
    for (const kep of [
      image('x.png', 'image/png', JPEG),
      image('fej.png', 'image/png', PNG_HEADER),
      image('y.png', 'image/png', PNG, 'image/webp'),
    ]) {
      const res = await teacher.post('/api/user/report-issue', report({ kepek: [kep] }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: unreadableImageMessage(kep.fajlnev) });
    }
    expect(await counts()).toEqual({ reports: 0, images: 0 });
  });

  it('given a non-image type, refuses it with the formats message', async () => {
    const res = await postReport(teacher, report({ kepek: [image('x.pdf', 'application/pdf', PDF)] }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: M.badImage });
    expect(await counts()).toEqual({ reports: 0, images: 0 });
  });

  it('given nine images, refuses with the limit message', async () => {
    const kepek = Array.from({ length: 9 }, (_, i) => image(`${i}.png`, 'image/png', PNG));
    const res = await postReport(teacher, report({ kepek }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: M.tooManyImages });
    expect(await counts()).toEqual({ reports: 0, images: 0 });
  });

  it('given one image over 5 MB, refuses with the per-image message', async () => {
    const big = Buffer.concat([PNG_HEADER, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await postReport(teacher, report({ kepek: [image('big.png', 'image/png', big)] }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: M.imageTooLarge });
    expect(await counts()).toEqual({ reports: 0, images: 0 });
  });

  it('given images over 20 MB together, refuses with the total message once the bytes pass it', async () => {
    // Four real 4.9 MB images and a fifth: the body is under the announced-size bound, so the
    // total is counted as the fifth image arrives.
    const big = await makeBigPng(4.9 * 1024 * 1024);
    const last = await makeBigPng(0.6 * 1024 * 1024);
    const kepek = [
      ...Array.from({ length: 4 }, (_, i) => image(`${i}.png`, 'image/png', big)),
      image('4.png', 'image/png', last),
    ];
    const res = await postReport(teacher, report({ kepek }));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ ok: false, message: M.imagesTooLarge });
    expect(await counts()).toEqual({ reports: 0, images: 0 });
  });

  it('given no session, answers 401 and stores nothing', async () => {
    const res = await new Client(h.gw.url).post('/api/user/report-issue', report());
    expect(res.status).toBe(401);
    expect(await counts()).toEqual({ reports: 0, images: 0 });
  });
});
