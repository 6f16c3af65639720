// Issue reports per person are limited (each may carry 20 MB of screenshots), counted in MongoDB
// so every gateway instance counts together; a refused report stores nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../support/client.ts';
import { PASSWORD, PEOPLE } from '../support/fixtures.ts';
import { useGatewayWithPeople } from '../support/harness.ts';
import { image, makePng } from './images.ts';

const h = useGatewayWithPeople({ limits: { issueReportUser: { max: 2, windowMs: 60_000 } } });

let report: Record<string, unknown>;
beforeAll(async () => {
  report = {
    bejelentes_tipus: 'fejlesztes',
    targy: 'Sötét téma',
    leiras: 'Legyen sötétebb.',
    kritikus: false,
    kepek: [image('a.png', 'image/png', await makePng())],
  };
});

async function signedIn(email: string): Promise<Client> {
  const c = new Client(h.gw.url);
  expect((await c.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  return c;
}

describe('issue report limit per person', () => {
  it('given the third report within the window, answers 429 and stores nothing; another person can still report', async () => {
    const teacher = await signedIn(PEOPLE.tanar.email);
    expect((await teacher.post('/api/user/report-issue', report)).status).toBe(200);
    expect((await teacher.post('/api/user/report-issue', report)).status).toBe(200);
    const third = await teacher.post('/api/user/report-issue', report);
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ ok: false, message: 'Túl sok próbálkozás. Próbáld újra később.' });
    expect(await h.db.models.IssueReport.countDocuments()).toBe(2);
    expect(await h.db.models.IssueImage.countDocuments()).toBe(2);

    const hr = await signedIn(PEOPLE.hr.email);
    expect((await hr.post('/api/user/report-issue', report)).status).toBe(200);
  });
});
