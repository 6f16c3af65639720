// Whether this instance should get traffic (GET /api/ready, docs/architecture.md "Metrics and
// health"): the start code moves it through its states, and while it is ready the database must
// answer a ping. A load balancer polls this every second or two: one ping answers every poll for
// CACHE_MS, so the polling never reaches the database more often than that.

/** Where the instance is in its life; only `ready` takes traffic. */
export type ReadinessState = 'starting' | 'migrating' | 'ready' | 'stopping';

export type ReadinessAnswer = { ready: true } | { ready: false; reason: Exclude<ReadinessState, 'ready'> | 'database' };

/** Longest wait for the database's answer to a ping. */
const PING_TIMEOUT_MS = 1000;
/** How long one ping's result answers every check. */
const CACHE_MS = 1000;

/** The value of `promise` when it resolves within `ms`; undefined when it rejects or is late. */
export async function valueWithin<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)));
  try {
    return await Promise.race([promise.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

export class Readiness {
  private current: ReadinessState = 'starting';
  private ping: (() => Promise<unknown>) | null = null;
  private last: { at: number; ok: boolean } | null = null;
  private pinging: Promise<boolean> | null = null;

  get state(): ReadinessState {
    return this.current;
  }

  /** Moves to `state`; once stopping, the instance stays so. */
  set(state: ReadinessState): void {
    if (this.current !== 'stopping') this.current = state;
  }

  /** How the database is checked while ready (gateway.ts: a ping on the instance's connection). */
  checkDatabaseWith(ping: () => Promise<unknown>): void {
    this.ping = ping;
    this.last = null;
  }

  async check(): Promise<ReadinessAnswer> {
    if (this.current !== 'ready') return { ready: false, reason: this.current };
    if (!(await this.databaseAnswers())) return { ready: false, reason: 'database' };
    // The state may have moved on while the ping ran (shutdown began).
    if (this.current !== 'ready') return { ready: false, reason: this.current };
    return { ready: true };
  }

  /** Whether the database answered a ping within PING_TIMEOUT_MS (the last second's answer); /api/health reports it too. */
  async databaseAnswers(): Promise<boolean> {
    const ping = this.ping;
    if (!ping) return true;
    if (this.last && Date.now() - this.last.at < CACHE_MS) return this.last.ok;
    // Concurrent checks share the ping under way.
    this.pinging ??= valueWithin(
      Promise.resolve()
        .then(ping)
        .then(() => true),
      PING_TIMEOUT_MS,
    ).then((answer) => {
      const ok = answer === true;
      this.last = { at: Date.now(), ok };
      this.pinging = null;
      return ok;
    });
    return this.pinging;
  }
}
