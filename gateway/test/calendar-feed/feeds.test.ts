// Calendar feeds (docs/architecture.md "Calendar feeds"): the addresses' calls and their
// permissions, the own and the school feed's events as a calendar client parses them, revocation,
// blocked people and lost roles, ETag/304 and the rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarFeedAnswer } from '@tavollet/contract/api/calendar-feed';
import { Client } from '../support/client.ts';
import { setDays, signInPerson, startWorld, stopWorld, type World } from '../support/teacher-fixtures.ts';
import {
  approve,
  later,
  reject,
  signInLeaders,
  submit,
  teacherWithQuota,
  type Leaders,
} from '../leaders/leaders-fixtures.ts';
import { startTestGateway } from '../support/harness.ts';
import { readFeed } from './feed-parse.ts';

let w: World;
let leaders: Leaders;
beforeAll(async () => {
  w = await startWorld();
  leaders = await signInLeaders(w);
});
afterAll(() => stopWorld(w));

async function address(c: Client, area: 'user' | 'leaders' | 'hr' = 'user'): Promise<string> {
  const res = await c.get(`/api/${area}/calendar-feed`);
  expect(res.status).toBe(200);
  return CalendarFeedAnswer.parse(res.body).url;
}

async function regenerate(c: Client, area: 'user' | 'leaders' | 'hr' = 'user'): Promise<string> {
  const res = await c.post(`/api/${area}/calendar-feed/regenerate`);
  expect(res.status).toBe(200);
  return CalendarFeedAnswer.parse(res.body).url;
}

const statusOf = async (url: string) => (await fetch(url)).status;

describe('the addresses', () => {
  it('each area answers only its roles: none without a session, the school feed only for leaders and HR', async () => {
    const anonymous = new Client(w.gw.url);
    const tanar = await signInPerson(w, 'tanar');
    const hr = await signInPerson(w, 'hr');
    const cases: [Client, string, number][] = [
      [anonymous, 'user', 401],
      [anonymous, 'leaders', 401],
      [anonymous, 'hr', 401],
      [tanar, 'user', 200],
      [tanar, 'leaders', 403],
      [tanar, 'hr', 403],
      [hr, 'hr', 200],
      [hr, 'leaders', 403],
      [leaders.principal, 'leaders', 200],
      [leaders.deputy, 'leaders', 200],
      [leaders.principal, 'hr', 403],
    ];
    for (const [client, area, status] of cases) {
      expect((await client.get(`/api/${area}/calendar-feed`)).status, `GET ${area}`).toBe(status);
      expect((await client.post(`/api/${area}/calendar-feed/regenerate`)).status, `POST ${area}`).toBe(status);
    }
  });

  it('the first look creates the address and later looks answer the same one; a new address stops the old one at once', async () => {
    const t = await teacherWithQuota(w);
    const first = await address(t.client);
    expect(first).toMatch(new RegExp(`^${w.gw.url}/api/calendar/feed\\.ics\\?token=[A-Za-z0-9_-]{43}$`));
    expect(await address(t.client)).toBe(first);
    expect(await statusOf(first)).toBe(200);

    const second = await regenerate(t.client);
    expect(second).not.toBe(first);
    expect(await statusOf(first)).toBe(404);
    expect(await statusOf(second)).toBe(200);
    expect(await address(t.client)).toBe(second);
    // The own and the school address of one person are separate.
    expect(await address(leaders.principal, 'leaders')).not.toBe(await address(leaders.principal));
  });

  it('an unknown token is 404, a missing one 400', async () => {
    expect(await statusOf(`${w.gw.url}/api/calendar/feed.ics?token=nincs-ilyen`)).toBe(404);
    expect(await statusOf(`${w.gw.url}/api/calendar/feed.ics`)).toBe(400);
  });
});

describe('the own feed', () => {
  it('holds a pending request as TENTATIVE over its counted days, approved as CONFIRMED with a higher SEQUENCE and the same UIDs', async () => {
    const t = await teacherWithQuota(w);
    // Thursday to the next Tuesday, with the Friday a day off: Thursday, then Monday and Tuesday.
    await setDays(w, { [later(1, 4)]: 's' });
    const id = await submit(t, { tipus: 'rendes_szabadsag', mettol: later(1, 3), meddig: later(2, 1) });
    const url = await address(t.client);
    const summary = `Rendes szabadság – ${t.user.nev}`;
    const host = new URL(w.gw.url).hostname;

    const pending = await readFeed(url);
    expect(pending.type).toBe('text/calendar; charset=utf-8');
    expect(pending.name).toBe(`Távollét – ${t.user.nev}`);
    expect(pending.timezone).toBe('Europe/Budapest');
    expect(pending.events).toEqual([
      {
        uid: `sajat-${id}-0@${host}`,
        summary,
        start: later(1, 3),
        end: later(1, 4),
        allDay: true,
        status: 'TENTATIVE',
        sequence: 0,
      },
      {
        uid: `sajat-${id}-1@${host}`,
        summary,
        start: later(2, 0),
        end: later(2, 2),
        allDay: true,
        status: 'TENTATIVE',
        sequence: 0,
      },
    ]);

    expect((await approve(leaders.deputy, 'igazgatohelyettes', id)).status).toBe(200);
    const approved = await readFeed(url);
    expect(approved.events.map((e) => [e.uid, e.status, e.sequence])).toEqual([
      [`sajat-${id}-0@${host}`, 'CONFIRMED', 1],
      [`sajat-${id}-1@${host}`, 'CONFIRMED', 1],
    ]);
    expect(approved.etag).not.toBe(pending.etag);
  });

  it('drops a request once it is withdrawn, rejected or deleted by the admin', async () => {
    const t = await teacherWithQuota(w);
    const withdrawn = await submit(t, { tipus: 'rendes_szabadsag', mettol: later(5, 0), meddig: later(5, 0) });
    const rejected = await submit(t, { tipus: 'rendes_szabadsag', mettol: later(6, 0), meddig: later(6, 0) });
    const deleted = await submit(t, { tipus: 'rendes_szabadsag', mettol: later(7, 0), meddig: later(7, 0) });
    const kept = await submit(t, { tipus: 'rendes_szabadsag', mettol: later(8, 0), meddig: later(8, 0) });
    const url = await address(t.client);
    const ids = async () => (await readFeed(url)).events.map((e) => Number(/-(\d+)-/.exec(e.uid)![1]));
    expect(await ids()).toEqual([withdrawn, rejected, deleted, kept]);

    expect((await t.client.post('/api/user/teacher/withdraw', { kerelem_id: withdrawn })).status).toBe(200);
    expect((await reject(leaders.deputy, 'igazgatohelyettes', rejected, 'Nem lehet.')).status).toBe(200);
    // As the admin's delete leaves it (services/admin/requests/delete.ts).
    await w.models.LeaveRequest.updateOne({ kerelem_id: deleted }, { $set: { statusz_kod: 'torolve' } });
    expect(await ids()).toEqual([kept]);
  });

  it('answers 304 to the ETag while nothing changed', async () => {
    const t = await teacherWithQuota(w);
    await submit(t, { tipus: 'rendes_szabadsag', mettol: later(9, 0), meddig: later(9, 1) });
    const url = await address(t.client);
    const first = await fetch(url);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const again = await fetch(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await submit(t, { tipus: 'rendes_szabadsag', mettol: later(10, 0), meddig: later(10, 0) });
    expect((await fetch(url, { headers: { 'If-None-Match': etag } })).status).toBe(200);
  });

  it('stops for a blocked or deleted person', async () => {
    const blocked = await teacherWithQuota(w);
    const deleted = await teacherWithQuota(w);
    const urls = [await address(blocked.client), await address(deleted.client)];
    for (const url of urls) expect(await statusOf(url)).toBe(200);
    await w.models.User.updateOne({ _id: blocked.user._id }, { $set: { blocked: true } });
    await w.models.User.updateOne({ _id: deleted.user._id }, { $set: { blocked: true, deletedAt: new Date() } });
    for (const url of urls) expect(await statusOf(url)).toBe(404);
    await w.models.User.updateOne({ _id: blocked.user._id }, { $set: { blocked: false } });
    expect(await statusOf(urls[0]!)).toBe(200);
  });
});

describe('the school feed', () => {
  it("holds every approved request with the person's name and leave type, no pending one", async () => {
    const a = await teacherWithQuota(w);
    const b = await teacherWithQuota(w);
    const approvedA = await submit(a, { tipus: 'rendes_szabadsag', mettol: later(12, 0), meddig: later(12, 0) });
    const approvedB = await submit(b, { tipus: 'tappenz', mettol: later(12, 1), meddig: later(12, 1) });
    const pendingB = await submit(b, { tipus: 'rendes_szabadsag', mettol: later(13, 0), meddig: later(13, 0) });
    expect((await approve(leaders.deputy, 'igazgatohelyettes', approvedA)).status).toBe(200);
    expect((await approve(leaders.principal, 'igazgato', approvedB)).status).toBe(200);

    const feed = await readFeed(await address(leaders.principal, 'leaders'));
    expect(feed.name).toBe('Távollét – iskola');
    const mine = feed.events.filter((e) =>
      [approvedA, approvedB, pendingB].some((id) => e.uid.startsWith(`iskola-${id}-`)),
    );
    expect(mine.map((e) => [e.summary, e.start, e.end, e.status])).toEqual([
      [`Rendes szabadság – ${a.user.nev}`, later(12, 0), later(12, 1), 'CONFIRMED'],
      [`Táppénz – ${b.user.nev}`, later(12, 1), later(12, 2), 'CONFIRMED'],
    ]);
    // HR's school feed is the same calendar.
    const hr = await signInPerson(w, 'hr');
    expect((await readFeed(await address(hr, 'hr'))).events).toEqual(feed.events);
  });

  it('stops when its owner no longer holds a leader or HR role', async () => {
    const leader = await teacherWithQuota(w, ['tanar', 'igazgatohelyettes']);
    const url = await address(leader.client, 'leaders');
    expect(await statusOf(url)).toBe(200);
    await w.models.User.updateOne({ _id: leader.user._id }, { $set: { szerepkorok: ['tanar'] } });
    expect(await statusOf(url)).toBe(404);
  });
});

describe('the rate limit', () => {
  it('refuses a feed read too often with 429 and Retry-After, and unknown tokens per address', async () => {
    const gw = await startTestGateway(w.models, {
      limits: { calendarFeed: { max: 2, windowMs: 60_000 }, calendarFeedMiss: { max: 1, windowMs: 60_000 } },
    });
    try {
      // Earlier tests' misses from this address are in the same database.
      await w.models.RateLimit.deleteMany({ _id: /^feed-miss:/ });
      const t = await teacherWithQuota(w);
      const url = (await address(t.client)).replace(w.gw.url, gw.url);
      expect([await statusOf(url), await statusOf(url)]).toEqual([200, 200]);
      const refused = await fetch(url);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const miss = `${gw.url}/api/calendar/feed.ics?token=talalgatas`;
      expect([await statusOf(miss), await statusOf(miss)]).toEqual([404, 429]);
    } finally {
      await gw.stopAll();
    }
  });
});
