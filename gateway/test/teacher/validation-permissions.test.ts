// Bad payloads and callers of the teacher calls (staff-area.md §5, §6): every bad payload
// answers 400 with the contract's message and changes nothing; only tanar holders get in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEACHER_MESSAGES as M } from '@tavollet/contract/api/teacher';
import { Client } from '../support/client.ts';
import { YEAR, day, newTeacher, signInPerson, startWorld, stopWorld, type World } from '../support/teacher-fixtures.ts';

let w: World;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(() => stopWorld(w));

const ROUTES = [
  ['GET', '/api/user/teacher/getdata'],
  ['POST', '/api/user/teacher/submit'],
  ['POST', '/api/user/teacher/savedraft'],
  ['DELETE', '/api/user/teacher/deletedraft'],
  ['POST', '/api/user/teacher/withdraw'],
  ['GET', '/api/user/teacher/history'],
  ['GET', `/api/user/teacher/workingdays?mettol=${day(1, 0)}&meddig=${day(1, 4)}`],
] as const;

const ok = { tipus: 'tappenz', mettol: day(1, 0), meddig: day(1, 1) };
const okDraft = { tipus_kod: 'tappenz', kezdete: day(1, 0), vege: day(1, 1) };
const long = 'x'.repeat(101);
const badDate = `${YEAR}-02-30`;

/** [call, body, message] — message null: zod's own (Hungarian) text for a malformed field. */
const BAD: [string, unknown, string | null][] = [
  ['POST /api/user/teacher/submit', {}, M.missing],
  ['POST /api/user/teacher/submit', { mettol: ok.mettol, meddig: ok.meddig }, M.missing],
  ['POST /api/user/teacher/submit', { ...ok, mettol: '' }, M.missing],
  ['POST /api/user/teacher/submit', { ...ok, meddig: '   ' }, M.missing],
  ['POST /api/user/teacher/submit', { ...ok, tipus: 'annual' }, M.unknownType],
  ['POST /api/user/teacher/submit', { ...ok, mettol: badDate }, M.invalidDate],
  ['POST /api/user/teacher/submit', { ...ok, meddig: '2026.12.01.' }, M.invalidDate],
  ['POST /api/user/teacher/submit', { ...ok, mettol: day(1, 2), meddig: day(1, 1) }, M.startAfterEnd],
  ['POST /api/user/teacher/submit', { ...ok, megjegyzes: long }, M.noteTooLong],
  ['POST /api/user/teacher/submit', { ...ok, mettol: `${YEAR}-01-01`, meddig: `${YEAR + 1}-01-05` }, M.tooLong],
  ['POST /api/user/teacher/submit', { ...ok, user: 'valaki' }, null],
  ['POST /api/user/teacher/submit', { ...ok, kerelem_id: 'abc' }, null],
  ['POST /api/user/teacher/submit', { ...ok, kerelem_id: -1 }, null],
  ['POST /api/user/teacher/savedraft', {}, M.draftMissing],
  ['POST /api/user/teacher/savedraft', { tipus_kod: 'tappenz' }, M.draftMissing],
  ['POST /api/user/teacher/savedraft', { kezdete: okDraft.kezdete, vege: okDraft.vege }, M.draftMissing],
  ['POST /api/user/teacher/savedraft', { ...okDraft, tipus_kod: 'sick' }, M.unknownType],
  ['POST /api/user/teacher/savedraft', { ...okDraft, vege: badDate }, M.invalidDate],
  ['POST /api/user/teacher/savedraft', { ...okDraft, kezdete: day(1, 3) }, M.startAfterEnd],
  ['POST /api/user/teacher/savedraft', { ...okDraft, megjegyzes: long }, M.noteTooLong],
  ['POST /api/user/teacher/savedraft', { ...okDraft, kezdete: `${YEAR}-01-01`, vege: `${YEAR + 1}-02-01` }, M.tooLong],
  ['POST /api/user/teacher/savedraft', { ...okDraft, statusz_kod: 'jovahagyva' }, null],
  ['DELETE /api/user/teacher/deletedraft', {}, null],
  ['DELETE /api/user/teacher/deletedraft', { kerelem_id: '1' }, null],
  ['POST /api/user/teacher/withdraw', {}, null],
  ['POST /api/user/teacher/withdraw', { kerelem_id: 1.5 }, null],
  ['GET /api/user/teacher/workingdays', undefined, M.missing],
  ['GET /api/user/teacher/workingdays?mettol=' + day(1, 0), undefined, M.missing],
  ['GET /api/user/teacher/workingdays?mettol=' + badDate + '&meddig=' + day(1, 0), undefined, M.invalidDate],
  ['GET /api/user/teacher/workingdays?mettol=' + day(1, 3) + '&meddig=' + day(1, 0), undefined, M.startAfterEnd],
  [
    'GET /api/user/teacher/workingdays?mettol=' + `${YEAR}-01-01` + '&meddig=' + `${YEAR + 1}-01-05`,
    undefined,
    M.tooLong,
  ],
];

describe('bad payloads', () => {
  it("every bad payload answers 400 with the contract's message and stores nothing", async () => {
    const t = await newTeacher(w);
    const countBefore = await w.models.LeaveRequest.countDocuments();
    const failures: string[] = [];
    for (const [call, body, message] of BAD) {
      const [method, path] = call.split(' ') as [string, string];
      const res = await t.client.request(method, path, body === undefined ? {} : { json: body });
      const answer = res.body as { ok?: boolean; message?: string };
      const good =
        res.status === 400 &&
        answer.ok === false &&
        typeof answer.message === 'string' &&
        (message === null || answer.message === message);
      if (!good) failures.push(`${call} ${JSON.stringify(body)} -> ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(failures).toEqual([]);
    expect(await w.models.LeaveRequest.countDocuments()).toBe(countBefore);
  });

  it('malformed JSON and a non-JSON body are refused before anything runs', async () => {
    const t = await newTeacher(w);
    const bad = await t.client.request('POST', '/api/user/teacher/submit', {
      raw: '{"tipus":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ ok: false, message: 'A kérés tartalma nem érvényes JSON.' });
    const form = await t.client.request('POST', '/api/user/teacher/savedraft', {
      raw: 'tipus_kod=tappenz',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(await w.models.LeaveRequest.countDocuments({ user: t.user._id })).toBe(0);
  });
});

describe('who may call', () => {
  const call = (c: Client, method: string, path: string) =>
    c.request(
      method,
      path,
      method === 'GET' ? {} : { json: method === 'POST' && path.endsWith('submit') ? ok : { kerelem_id: 1 } },
    );

  it('without a session every teacher call answers 401', async () => {
    for (const [method, path] of ROUTES)
      expect((await call(new Client(w.gw.url), method, path)).status, path).toBe(401);
  });

  it('a person without the tanar role (HR, principal, deputy) gets 403 from every teacher call and stores nothing', async () => {
    for (const key of ['hr', 'igazgato', 'igazgatohelyettes'] as const) {
      const c = await signInPerson(w, key);
      for (const [method, path] of ROUTES) {
        const res = await call(c, method, path);
        expect(res.status, `${key} ${method} ${path}`).toBe(403);
        expect(res.body).toEqual({ ok: false, message: 'Nincs jogosultságod ehhez a művelethez.' });
      }
    }
    expect(await w.models.LeaveRequest.countDocuments()).toBe(0);
  });

  it('a person holding tanar besides another role (deputy + tanar, HR + tanar) may use the teacher calls', async () => {
    const deputy = await newTeacher(w, ['igazgatohelyettes', 'tanar']);
    expect((await deputy.client.post('/api/user/teacher/submit', ok)).status).toBe(200);
    const hrTeacher = await signInPerson(w, 'ketszerepu');
    expect((await hrTeacher.get('/api/user/teacher/getdata')).status).toBe(200);
    expect((await hrTeacher.get('/api/user/teacher/history')).status).toBe(200);
  });
});
