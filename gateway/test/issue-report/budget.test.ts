// Daily upload budgets of screenshots, per person and for the school, counted in MongoDB: two
// gateway instances on one database share them. Here 1 MB per person and 2 MB for the school; each
// report carries one 0.7 MB image.
import { ISSUE_MESSAGES as M } from '@tavollet/contract/api/issue-report';
import { budapestToday } from '@tavollet/contract/domain/budapest-today';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../support/client.ts';
import { PASSWORD, PEOPLE, createPeople, type PersonKey } from '../support/fixtures.ts';
import { startTestDb, startTestGateway, type TestDb, type TestGateway } from '../support/harness.ts';
import { image, makeBigPng, postReport } from './images.ts';

const env = { ISSUE_UPLOAD_DAILY_MB_PERSON: '1', ISSUE_UPLOAD_DAILY_MB_SCHOOL: '2' };
let db: TestDb;
let a: TestGateway;
let b: TestGateway;
let picture: Buffer;

beforeAll(async () => {
  db = await startTestDb();
  await createPeople(db.models);
  a = await startTestGateway(db.models, { env });
  b = await startTestGateway((await db.connectAgain()).models, { env });
  picture = await makeBigPng(700 * 1024);
});
afterAll(async () => {
  await a?.stopAll();
  await b?.stopAll();
  await db?.stop();
});

async function signedIn(gw: TestGateway, key: PersonKey): Promise<Client> {
  const c = new Client(gw.url);
  expect((await c.post('/api/auth/login', { email: PEOPLE[key].email, password: PASSWORD })).status).toBe(200);
  return c;
}

const report = (withImage: boolean) => ({
  bejelentes_tipus: 'fejlesztes',
  targy: 'Képek',
  leiras: 'Egy kép.',
  kepek: withImage ? [image('kep.png', 'image/png', picture)] : [],
});
const send = (c: Client, withImage = true) => postReport(c, report(withImage));
const userBudget = async (key: PersonKey) => {
  const user = await db.models.User.findOne({ email: PEOPLE[key].email }).lean();
  return (await db.models.RateLimit.findById(`upload:user:${String(user!._id)}:${budapestToday()}`).lean())?.count;
};

describe('daily upload budgets', () => {
  it('given a person over their budget on either instance, answers 429 with the budget message; without images they can still report', async () => {
    const onA = await signedIn(a, 'tanar');
    expect((await send(onA)).status).toBe(200);
    expect(await userBudget('tanar')).toBe(picture.length);

    const onB = onA.withBase(b.url);
    const refused = await send(onB);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ ok: false, message: M.personBudget });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await userBudget('tanar')).toBe(picture.length);
    expect(await db.models.IssueImage.countDocuments()).toBe(1);

    expect((await send(onB, false)).status).toBe(200);
    expect(await db.models.IssueReport.countDocuments()).toBe(2);
  });

  it('given the school over its budget, refuses the next person too, and stores nothing of that report', async () => {
    expect((await send(await signedIn(b, 'hr'))).status).toBe(200);
    const reports = await db.models.IssueReport.countDocuments();
    const third = await send(await signedIn(a, 'igazgato'));
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ ok: false, message: M.schoolBudget });
    expect(await db.models.IssueReport.countDocuments()).toBe(reports);
    expect(await db.models.IssueImage.countDocuments()).toBe(2);
    const school = await db.models.RateLimit.findById(`upload:school:${budapestToday()}`).lean();
    expect(school?.count).toBe(2 * picture.length);
  });
});
