// The clients of crash-series.ts: demo teachers and leaders working through the real HTTP API,
// each answer recorded as the client saw it, each acknowledged change (a 2xx) with what it did.
import { DEMO_DOMAIN, DEMO_PASSWORD } from '../src/seed/people.ts';

/** One answer as a client saw it (status 0: no HTTP answer, e.g. the gateway was down). */
export interface Call {
  path: string;
  /** Sent and answered, performance.now() ms. */
  t0: number;
  t1: number;
  status: number;
  message: string;
}

export type AckKind = 'submit' | 'withdraw' | 'approve' | 'preliminary' | 'reject';
/** An acknowledged change: what the answer said it did. */
export interface Ack {
  kind: AckKind;
  kerelem_id: number;
  /** The status it left ('submitted' for a submit: which of the two waiting ones is the route's). */
  statusz_kod: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const between = (lo: number, hi: number) => lo + Math.random() * (hi - lo);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;

/** A random weekday of `year`; a teacher keeps its own requests' days apart itself. */
function weekdayOf(year: number): string {
  for (;;) {
    const d = new Date(Date.UTC(year, 0, 1 + Math.floor(Math.random() * 365)));
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6 && d.getUTCFullYear() === year) return d.toISOString().slice(0, 10);
  }
}

/** Starts the clients on `base`; `stop()` lets each finish its current call and resolves when all have. */
export function startClients(
  base: string,
  teachers: readonly string[],
  leaders: readonly (readonly [string, string])[],
) {
  const calls: Call[] = [];
  const acks: Ack[] = [];
  let running = true;

  /** One signed-in person's calls (signs in again whenever the session is gone). */
  const session = (login: string) => {
    let cookie = '';
    const call = async (method: string, p: string, body?: unknown) => {
      const t0 = performance.now();
      let status = 0;
      let json: Record<string, unknown> = {};
      let message: string;
      try {
        const res = await fetch(base + p, {
          method,
          headers: { origin: base, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(90_000),
        });
        status = res.status;
        const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
        if (set.length) cookie = set.join('; ');
        const text = await res.text();
        json = text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {};
        message = typeof json.message === 'string' ? json.message : '';
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        message = cause?.code ?? String(error);
      }
      calls.push({ path: p.split('?')[0]!, t0, t1: performance.now(), status, message });
      if (status === 401) cookie = '';
      return { status, json };
    };
    const signedIn = async () =>
      Boolean(cookie) ||
      (await call('POST', '/api/auth/login', { email: `${login}@${DEMO_DOMAIN}`, password: DEMO_PASSWORD })).status ===
        200;
    return { call, signedIn };
  };

  /**
   * A teacher: submits one-day requests (regular leave within next year's quota, official and
   * school-caused absences without one, parental leave, which the deputy pre-approves in the demo
   * school), and withdraws one of its waiting requests now and then.
   */
  async function teacher(login: string): Promise<void> {
    const { call, signedIn } = session(login);
    const year = new Date().getUTCFullYear() + 1;
    const taken = new Set<string>();
    const waiting: number[] = [];
    while (running) {
      await sleep(between(200, 600));
      if (!(await signedIn())) continue;
      if (waiting.length > 0 && Math.random() < 0.2) {
        const kerelem_id = waiting.splice(Math.floor(Math.random() * waiting.length), 1)[0]!;
        const res = await call('POST', '/api/user/teacher/withdraw', { kerelem_id });
        if (res.status === 200) acks.push({ kind: 'withdraw', kerelem_id, statusz_kod: 'torolve' });
        continue;
      }
      const tipus = pick([
        ...Array<string>(8).fill('rendes_szabadsag'),
        ...Array<string>(7).fill('hivatalos'),
        ...Array<string>(3).fill('iskola_eredetu'),
        ...Array<string>(2).fill('szuloi_szabadsag'),
      ]);
      let day = weekdayOf(tipus === 'rendes_szabadsag' ? year : year + (Math.random() < 0.5 ? 0 : 1));
      while (taken.has(day)) day = weekdayOf(Number(day.slice(0, 4)));
      const res = await call('POST', '/api/user/teacher/submit', { tipus, mettol: day, meddig: day });
      if (res.status === 200) {
        const kerelem_id = res.json.kerelem_id as number;
        taken.add(day);
        waiting.push(kerelem_id);
        acks.push({ kind: 'submit', kerelem_id, statusz_kod: 'submitted' });
      } else if (res.status === 409 && String(res.json.message).includes('átfedi')) taken.add(day);
    }
  }

  /** A leader session: decides what waits for its role, three approvals to one rejection. */
  async function leader(login: string, szerep: string): Promise<void> {
    const { call, signedIn } = session(login);
    while (running) {
      await sleep(between(100, 400));
      if (!(await signedIn())) continue;
      const list = await call('GET', `/api/leaders/pending?szerep=${szerep}`);
      const items = (list.json.items ?? []) as { kerelem_id: number }[];
      if (list.status !== 200 || items.length === 0) {
        await sleep(500);
        continue;
      }
      const { kerelem_id } = pick(items.slice(0, 20));
      const res =
        Math.random() < 0.25
          ? await call('POST', '/api/leaders/reject', { szerep, kerelem_id, jovahagyoi_megjegyzes: 'Terhelési teszt' })
          : await call('POST', '/api/leaders/approve', { szerep, kerelem_id, megjegyzes: null });
      if (res.status !== 200) continue;
      const statusz_kod = String(res.json.statusz_kod);
      const kind = statusz_kod === 'jovahagyva' ? 'approve' : statusz_kod === 'elutasitva' ? 'reject' : 'preliminary';
      acks.push({ kind, kerelem_id, statusz_kod });
    }
  }

  const loops = [...teachers.map((t) => teacher(t)), ...leaders.map(([login, szerep]) => leader(login, szerep))];
  return {
    calls,
    acks,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
