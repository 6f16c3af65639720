// The issue-report limits are checked before the body is read: a refused report is answered while
// its body is still on the way, so it costs no memory. Each request here announces a 27 MB body and
// sends only 1 kB of it: only an answer given without the body can arrive.
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { ISSUE_BODY_LIMIT_BYTES, ISSUE_MESSAGES as M } from '@tavollet/contract/api/issue-report';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Client } from '../support/client.ts';
import { PASSWORD, PEOPLE } from '../support/fixtures.ts';
import { useGatewayWithPeople } from '../support/harness.ts';
import { image, makePng } from '../issue-report/images.ts';
import { rawPost, type RawAnswer } from './raw-upload.ts';

const h = useGatewayWithPeople({
  limits: { issueReportUser: { max: 1, windowMs: 60_000 } },
  env: { ISSUE_UPLOAD_DAILY_MB_PERSON: '1' },
});

/** A 27 MB announced body of which only the first kilobyte is ever sent. */
const ANNOUNCED = Buffer.alloc(ISSUE_BODY_LIMIT_BYTES - 1024, 0x20);
const NO_ANSWER: RawAnswer = { status: 0, body: {}, bodyWasSent: false };

/** The answer to a request whose body never completes, or NO_ANSWER if the server waits for it. */
async function answerWithoutBody(c: Client): Promise<RawAnswer> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<RawAnswer>((resolve) => {
    timer = setTimeout(() => resolve(NO_ANSWER), 20_000);
  });
  const answer = await Promise.race([rawPost(c, '/api/user/report-issue', ANNOUNCED, { sendOnly: 1024 }), waited]);
  clearTimeout(timer);
  return answer;
}

let teacher: Client;
let png: Buffer;
const report = () => ({
  bejelentes_tipus: 'hiba',
  targy: 'Lassú',
  leiras: 'Nagyon lassú.',
  kritikus: false,
  kepek: [image('a.png', 'image/png', png)],
});

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

const counterOf = async (key: string) => (await h.db.models.RateLimit.findById(key).lean())?.count ?? 0;

describe('issue-report checks before the body', () => {
  it('given the hourly limit reached, answers 429 before the body arrives and counts nothing more', async () => {
    expect((await teacher.post('/api/user/report-issue', report())).status).toBe(200);
    const answer = await answerWithoutBody(teacher);
    expect(answer.status).toBe(429);
    expect(answer.body).toMatchObject({ ok: false, message: 'Túl sok próbálkozás. Próbáld újra később.' });
    const user = await h.db.models.User.findOne({ email: PEOPLE.tanar.email }).lean();
    expect(await counterOf(`issue-report:user:${String(user!._id)}`)).toBe(1);
    expect(await h.db.models.IssueReport.countDocuments()).toBe(1);
  });

  it("given today's upload budget spent, refuses a report with images before its body, and still takes one without images", async () => {
    const user = await h.db.models.User.findOne({ email: PEOPLE.tanar.email }).lean();
    const budgetKey = `upload:user:${String(user!._id)}:${budapestToday()}`;
    await h.db.models.RateLimit.create({
      _id: budgetKey,
      count: 1024 * 1024,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const answer = await answerWithoutBody(teacher);
    expect(answer.status).toBe(429);
    expect(answer.body).toMatchObject({ ok: false, message: M.personBudget });
    // Refused before its body: the attempt is given back, so the one report of the hour is left.
    expect(await counterOf(`issue-report:user:${String(user!._id)}`)).toBe(0);
    const textOnly = await teacher.post('/api/user/report-issue', { ...report(), kepek: [] });
    expect(textOnly.status).toBe(200);
    expect(await h.db.models.IssueImage.countDocuments()).toBe(0);
  });

  it('given no session, answers 401 before the body arrives', async () => {
    const answer = await answerWithoutBody(new Client(h.gw.url));
    expect(answer.status).toBe(401);
  });
});
