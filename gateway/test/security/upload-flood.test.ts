// An upload flood cannot exhaust memory or disk: one signed-in teacher sends 30 reports of 4 × 5 MiB
// screenshots over 3 parallel connections. The limiter refuses all but the first 3 before their
// bodies are read, the accepted ones are read one at a time, and only their re-encoded bytes are
// stored. The resident memory of this process (which runs the gateway and the embedded database)
// is sampled throughout; its peak must stay under FLOOD_RSS_BOUND above the start. The test
// collects garbage after each answer, so the figure is what requests hold, not how late V8 chooses
// to collect. The reports go as the shell sends them: multipart, each image re-encoded as it arrives.
import v8 from 'node:v8';
import vm from 'node:vm';
import { ISSUE_MAX_IMAGE_BYTES } from '@tavollet/contract/api/issue-report';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../support/client.ts';
import { PASSWORD, PEOPLE } from '../support/fixtures.ts';
import { useGatewayWithPeople } from '../support/harness.ts';
import { image, isWebp, makeBigPng, makePng, reportForm } from '../issue-report/images.ts';
import { rawPost, type RawAnswer } from './raw-upload.ts';

const MB = 1024 * 1024;
/**
 * Bound on the growth of the resident memory during the flood. Observed: +72 to +140 MB (one report
 * in flight holds its 27 MB JSON text, the parsed strings and one decoded image); the same flood
 * before the fix: +308 to +532 MB, and 61 MB of stored originals.
 */
const FLOOD_RSS_BOUND = 200 * MB;
const REPORTS = 30;
const SENDERS = 3;
const ACCEPTED = 3;

const h = useGatewayWithPeople({
  limits: { issueReportUser: { max: ACCEPTED, windowMs: 3_600_000 } },
  // The budgets are not what this test is about: high enough for every accepted report.
  env: { ISSUE_UPLOAD_DAILY_MB_PERSON: '1000', ISSUE_UPLOAD_DAILY_MB_SCHOOL: '1000' },
});

let teacher: Client;
let body: Buffer;
let contentType: string;

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

const dataSize = async () => Number((await h.db.connection.db!.stats()).dataSize);

beforeAll(async () => {
  teacher = new Client(h.gw.url);
  expect((await teacher.post('/api/auth/login', { email: PEOPLE.tanar.email, password: PASSWORD })).status).toBe(200);
  const big = await makeBigPng(ISSUE_MAX_IMAGE_BYTES);
  expect(big.length).toBeLessThanOrEqual(ISSUE_MAX_IMAGE_BYTES);
  const kepek = [1, 2, 3, 4].map((n) => image(`kep-${n}.png`, 'image/png', big));
  // The body the shell sends (multipart), written once as bytes.
  const form = new Request('http://x/', {
    method: 'POST',
    body: reportForm({ bejelentes_tipus: 'hiba', targy: 'Áradás', leiras: 'Sok kép.', kritikus: false, kepek }),
  });
  body = Buffer.from(await form.arrayBuffer());
  contentType = form.headers.get('content-type')!;
  // Warm-up: sharp, the route and the models are loaded before the start is measured.
  const warm = await teacher.post('/api/user/report-issue', {
    bejelentes_tipus: 'hiba',
    targy: 'Bemelegítés',
    leiras: 'Egy kis kép.',
    kepek: [image('kicsi.png', 'image/png', await makePng())],
  });
  expect(warm.status).toBe(200);
  await h.db.models.RateLimit.deleteMany({});
  await h.db.models.IssueReport.deleteMany({});
  await h.db.models.IssueImage.deleteMany({});
  collectGarbage();
});

describe('issue-report upload flood', () => {
  it('given 30 reports of 4 × 5 MiB from one teacher, stores 3, refuses the rest unread, and memory stays bounded', async () => {
    const dataBefore = await dataSize();
    const rssStart = process.memoryUsage().rss;
    let rssPeak = rssStart;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 5);
    const answers: RawAnswer[] = [];
    try {
      await Promise.all(
        Array.from({ length: SENDERS }, async () => {
          for (let i = 0; i < REPORTS / SENDERS; i++) {
            answers.push(await rawPost(teacher, '/api/user/report-issue', body, { contentType }));
            collectGarbage();
          }
        }),
      );
    } finally {
      clearInterval(sampler);
    }
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    const growth = rssPeak - rssStart;

    const reports = await h.db.models.IssueReport.find().lean();
    const images = await h.db.models.IssueImage.find().lean();
    const stored = images.map((i) => Buffer.from(i.data.buffer));
    const imageBytes = stored.reduce((sum, b) => sum + b.length, 0);
    const dataGrowth = (await dataSize()) - dataBefore;
    const statuses = answers.map((a) => a.status);
    console.info(
      `upload flood: RSS ${(rssStart / MB).toFixed(0)} MB at start, peak +${(growth / MB).toFixed(0)} MB; ` +
        `answers ${[...new Set(statuses)].map((s) => `${s}×${statuses.filter((x) => x === s).length}`).join(' ')}; ` +
        `data +${(dataGrowth / 1024).toFixed(0)} kB for ${images.length} stored images (${(imageBytes / 1024).toFixed(0)} kB); ` +
        `${answers.filter((a) => a.status === 429 && !a.bodyWasSent).length} refusals came before the body was sent`,
    );

    expect(statuses.filter((s) => s === 200)).toHaveLength(ACCEPTED);
    expect(statuses.filter((s) => s === 429)).toHaveLength(REPORTS - ACCEPTED);
    // Refused reports stored nothing: exactly the accepted reports and their images exist.
    expect(reports).toHaveLength(ACCEPTED);
    expect(images).toHaveLength(ACCEPTED * 4);
    expect(stored.every(isWebp)).toBe(true);
    // The data grew by the re-encoded images plus small documents (reports, counters, audit),
    // never by the 4 × 5 MiB originals of a report.
    expect(dataGrowth).toBeGreaterThanOrEqual(imageBytes);
    expect(dataGrowth).toBeLessThan(imageBytes + 256 * 1024);
    expect(imageBytes).toBeLessThan(ACCEPTED * 4 * ISSUE_MAX_IMAGE_BYTES);
    expect(growth).toBeLessThan(FLOOD_RSS_BOUND);
  });
});
