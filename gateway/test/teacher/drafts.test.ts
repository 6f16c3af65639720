// POST /api/user/teacher/savedraft and DELETE /api/user/teacher/deletedraft (staff-area.md
// §4 "Draft"): owner only, no overlap/quota checks, deleted drafts leave no trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DraftAnswer, TEACHER_MESSAGES as M } from '@tavollet/contract/api/teacher';
import type { Client } from '../support/client.ts';
import {
  YEAR,
  day,
  insertRequest,
  newTeacher,
  requestsOf,
  startWorld,
  stopWorld,
  type World,
} from '../support/teacher-fixtures.ts';

let w: World;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(() => stopWorld(w));

const save = (c: Client, body: unknown) => c.post('/api/user/teacher/savedraft', body);
const remove = (c: Client, kerelem_id: unknown) =>
  c.request('DELETE', '/api/user/teacher/deletedraft', { json: { kerelem_id } });

describe('savedraft', () => {
  it("given no kerelem_id, creates a draft with a new id; with the own draft's id, updates it in place", async () => {
    const t = await newTeacher(w);
    const first = await save(t.client, {
      tipus_kod: 'rendes_szabadsag',
      kezdete: day(1, 0),
      vege: day(1, 1),
      megjegyzes: 'Költözés',
    });
    expect(first.status).toBe(200);
    const { kerelem_id } = DraftAnswer.parse(first.body);
    expect(first.body).toEqual({ ok: true, message: M.draftSaved, kerelem_id });
    const [created] = await requestsOf(w, t.user);
    expect(created).toMatchObject({
      kerelem_id,
      statusz_kod: 'piszkozat',
      jovahagyo_szerep: null,
      munkanapok_szama: 2,
      ev: YEAR,
      megjegyzes: 'Költözés',
    });

    const second = await save(t.client, {
      tipus_kod: 'hivatalos',
      kezdete: day(2, 0),
      vege: day(2, 2),
      megjegyzes: null,
      kerelem_id,
    });
    expect(second.body).toEqual({ ok: true, message: M.draftSaved, kerelem_id });
    const stored = await requestsOf(w, t.user);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kerelem_id,
      statusz_kod: 'piszkozat',
      tipus_kod: 'hivatalos',
      kezdete: day(2, 0),
      vege: day(2, 2),
      megjegyzes: null,
      munkanapok_szama: 3,
    });
  });

  it('is not checked for overlap or quota (the submit is)', async () => {
    const t = await newTeacher(w);
    await insertRequest(w, t.user, { status: 'jovahagyva', kezdete: day(3, 0), vege: day(3, 4) });
    expect((await save(t.client, { tipus_kod: 'apasagi_szabadsag', kezdete: day(3, 0), vege: day(3, 4) })).status).toBe(
      200,
    );
    // A draft may even cross New Year; the submit refuses that.
    expect(
      (await save(t.client, { tipus_kod: 'tappenz', kezdete: `${YEAR}-12-30`, vege: `${YEAR + 1}-01-02` })).status,
    ).toBe(200);
  });

  it("given another teacher's draft or a submitted request, answers 404 and changes nothing", async () => {
    const owner = await newTeacher(w);
    const other = await newTeacher(w);
    const draftId = await insertRequest(w, owner.user, { status: 'piszkozat', kezdete: day(4, 0), vege: day(4, 0) });
    const submittedId = await insertRequest(w, owner.user, {
      status: 'jovahagyasra_var',
      kezdete: day(5, 0),
      vege: day(5, 0),
    });
    const before = await requestsOf(w, owner.user);
    for (const [c, kerelem_id] of [
      [other.client, draftId],
      [other.client, submittedId],
      [owner.client, submittedId],
      [owner.client, 987_654],
    ] as const) {
      const res = await save(c, { tipus_kod: 'tappenz', kezdete: day(6, 0), vege: day(6, 1), kerelem_id });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ ok: false, message: M.notFound });
    }
    expect(await requestsOf(w, owner.user)).toEqual(before);
    expect(await requestsOf(w, other.user)).toEqual([]);
  });
});

describe('deletedraft', () => {
  it('removes the own draft: gone from getdata, the history and the database; audited', async () => {
    const t = await newTeacher(w);
    const keep = DraftAnswer.parse(
      (await save(t.client, { tipus_kod: 'tappenz', kezdete: day(7, 0), vege: day(7, 0) })).body,
    ).kerelem_id;
    const gone = DraftAnswer.parse(
      (await save(t.client, { tipus_kod: 'tappenz', kezdete: day(8, 0), vege: day(8, 0) })).body,
    ).kerelem_id;
    const res = await remove(t.client, gone);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, message: M.draftDeleted });
    expect((await requestsOf(w, t.user)).map((r) => r.kerelem_id)).toEqual([keep]);
    const data = await t.client.get<{ drafts: { kerelem_id: number }[] }>('/api/user/teacher/getdata');
    expect(data.body.drafts.map((d) => d.kerelem_id)).toEqual([keep]);
    const history = await t.client.get<{ items: unknown[] }>('/api/user/teacher/history');
    expect(history.body.items).toEqual([]);
    expect(
      await w.models.AuditLog.countDocuments({
        action: 'leave_request.draft_deleted',
        target: String(gone),
        actor: t.user._id,
      }),
    ).toBe(1);
    // Deleting it again: not found.
    expect((await remove(t.client, gone)).status).toBe(404);
  });

  it("given another teacher's draft or a request that is no draft, answers 404 and changes nothing", async () => {
    const owner = await newTeacher(w);
    const other = await newTeacher(w);
    const draftId = await insertRequest(w, owner.user, { status: 'piszkozat', kezdete: day(9, 0), vege: day(9, 0) });
    const ids = [
      draftId,
      await insertRequest(w, owner.user, { status: 'jovahagyasra_var', kezdete: day(10, 0), vege: day(10, 0) }),
      await insertRequest(w, owner.user, { status: 'jovahagyva', kezdete: day(11, 0), vege: day(11, 0) }),
    ];
    const before = await requestsOf(w, owner.user);
    for (const [c, id] of [
      ...ids.map((id) => [other.client, id] as const),
      [owner.client, ids[1]!] as const,
      [owner.client, ids[2]!] as const,
    ]) {
      const res = await remove(c, id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ ok: false, message: M.notFound });
    }
    expect(await requestsOf(w, owner.user)).toEqual(before);
  });
});
