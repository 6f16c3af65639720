// Every screenshot is decoded and re-encoded as WebP before it is stored (staff-area.md §5 "Bug
// report", §9): what hides after or inside the image (HTML, a ZIP, EXIF) is gone, large images are
// scaled down, and a file that does not decode as its declared type refuses the report by its name.
import sharp from 'sharp';
import { unreadableImageMessage } from '@tavollet/contract/api/issue-report';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Client } from '../support/client.ts';
import { PASSWORD, PEOPLE } from '../support/fixtures.ts';
import { useGatewayWithPeople } from '../support/harness.ts';
import { image, isWebp, makeJpeg, makePng, postReport } from './images.ts';

const h = useGatewayWithPeople();
let teacher: Client;
let png: Buffer;

const report = (kepek: ReturnType<typeof image>[]) => ({
  bejelentes_tipus: 'hiba',
  targy: 'Kép',
  leiras: 'Képek.',
  kepek,
});
const send = (kepek: ReturnType<typeof image>[]) =>
  postReport<{ ok: boolean; message: string; bejelentes_id: number }>(teacher, report(kepek));
const storedImages = async (bejelentes_id: number) =>
  (await h.db.models.IssueImage.find({ bejelentes_id }).sort({ kep_id: 1 }).lean()).map((i) => ({
    ...i,
    bytes: Buffer.from(i.data.buffer),
  }));

beforeAll(async () => {
  png = await makePng();
  teacher = new Client(h.gw.url);
  expect((await teacher.post('/api/auth/login', { email: PEOPLE.tanar.email, password: PASSWORD })).status).toBe(200);
});
beforeEach(async () => {
  await h.db.models.RateLimit.deleteMany({});
  await h.db.models.IssueReport.deleteMany({});
  await h.db.models.IssueImage.deleteMany({});
});

describe('screenshots are re-encoded', () => {
  it('given PNG and JPEG polyglots (HTML or a ZIP after the image), stores clean WebP without the appended bytes', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const zip = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 0x41)]);
    const res = await send([
      image('html.png', 'image/png', Buffer.concat([png, html])),
      image('zip.png', 'image/png', Buffer.concat([png, zip])),
      image('html.jpg', 'image/jpeg', Buffer.concat([await makeJpeg(), html])),
    ]);
    expect(res.status).toBe(200);
    const stored = await storedImages(res.body.bejelentes_id);
    expect(stored).toHaveLength(3);
    for (const img of stored) {
      expect(isWebp(img.bytes)).toBe(true);
      expect(img.mime).toBe('image/webp');
      expect(img.bytes.includes('<html')).toBe(false);
      expect(img.bytes.includes('PK\x03\x04')).toBe(false);
    }
  });

  it('given a 3000 × 1200 screenshot, stores it at most 2000 px wide; a small one is not enlarged', async () => {
    const res = await send([
      image('szeles.png', 'image/png', await makePng(3000, 1200)),
      image('kicsi.png', 'image/png', await makePng(40, 30)),
    ]);
    expect(res.status).toBe(200);
    const [wide, small] = await storedImages(res.body.bejelentes_id);
    expect(await sharp(wide!.bytes).metadata()).toMatchObject({ format: 'webp', width: 2000, height: 800 });
    expect(await sharp(small!.bytes).metadata()).toMatchObject({ format: 'webp', width: 40, height: 30 });
  });

  it('given a JPEG with EXIF (camera, GPS-like comment, orientation), stores no metadata and the orientation applied', async () => {
    const jpeg = await sharp({ create: { width: 60, height: 20, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Titkos Kamera', ImageDescription: 'Budapest 47.49N 19.04E' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await sharp(jpeg).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    const res = await send([image('foto.jpg', 'image/jpeg', jpeg)]);
    expect(res.status).toBe(200);
    const [stored] = await storedImages(res.body.bejelentes_id);
    const meta = await sharp(stored!.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([20, 60]);
    expect(stored!.bytes.includes('Titkos')).toBe(false);
  });

  it('given a damaged image among good ones, refuses the report naming that file and stores nothing, budget included', async () => {
    const damaged = png.subarray(0, png.length - 20);
    const res = await send([
      image('jo.png', 'image/png', png),
      image('sérült kép.png', 'image/png', damaged),
      image('masik.png', 'image/png', png),
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ok: false, message: unreadableImageMessage('sérült kép.png') });
    expect(await h.db.models.IssueReport.countDocuments()).toBe(0);
    expect(await h.db.models.IssueImage.countDocuments()).toBe(0);
    // The day's upload budget got back what the refused report had spent.
    const user = await h.db.models.User.findOne({ email: PEOPLE.tanar.email }).lean();
    const budget = await h.db.models.RateLimit.findById(`upload:user:${String(user!._id)}:${budapestToday()}`).lean();
    expect(budget?.count ?? 0).toBe(0);
  });

  it('given a PNG header followed by HTML, or a decompression bomb over 40 megapixels, refuses it by name', async () => {
    const header = png.subarray(0, 33);
    const polyglot = Buffer.concat([header, Buffer.from('<html><body>nem kép</body></html>')]);
    const bomb = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    for (const [name, bytes] of [
      ['fej.png', polyglot],
      ['bomba.png', bomb],
    ] as const) {
      const res = await send([image(name, 'image/png', bytes)]);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: unreadableImageMessage(name) });
    }
    expect(await h.db.models.IssueImage.countDocuments()).toBe(0);
  });
});
