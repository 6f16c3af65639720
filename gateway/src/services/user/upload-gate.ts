// How many issue-report bodies one gateway instance reads and handles at the same time:
// `ISSUE_UPLOAD_CONCURRENCY` slots, and one per person, so one person's parallel uploads queue
// behind each other instead of each holding ~100 MB. A waiting request's body stays unread in the
// socket (Node pauses it), which costs no memory.
import { ISSUE_MESSAGES as M } from '@tavollet/contract/api/issue-report';
import type { Services } from '../deps.ts';
import { Busy } from '../../domain/errors.ts';

/** Requests that may wait for a slot; more are refused at once (409, try again). */
const MAX_WAITING = 50;

interface Waiter {
  person: string;
  start: () => void;
}

export class UploadGate {
  private running = 0;
  private readonly active = new Set<string>();
  private readonly waiting: Waiter[] = [];

  constructor(private readonly slots: number) {}

  /** Runs `work` once a slot is free and `person` holds none; the slot is freed whatever happens. */
  async run<T>(person: string, work: () => Promise<T>): Promise<T> {
    await this.acquire(person);
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.active.delete(person);
      this.startNext();
    }
  }

  private acquire(person: string): Promise<void> {
    if (this.running < this.slots && !this.active.has(person)) {
      this.take(person);
      return Promise.resolve();
    }
    if (this.waiting.length >= MAX_WAITING) return Promise.reject(new Busy(M.uploadsBusy));
    return new Promise((resolve) => this.waiting.push({ person, start: resolve }));
  }

  private take(person: string): void {
    this.running += 1;
    this.active.add(person);
  }

  /** First in, first served among those whose person holds no slot. */
  private startNext(): void {
    while (this.running < this.slots) {
      const i = this.waiting.findIndex((w) => !this.active.has(w.person));
      if (i < 0) return;
      const [next] = this.waiting.splice(i, 1);
      this.take(next!.person);
      next!.start();
    }
  }
}

/** One gate per gateway instance (its own Services), sized by its configuration. */
const gates = new WeakMap<Services, UploadGate>();
export function uploadGateOf(s: Services): UploadGate {
  let gate = gates.get(s);
  if (!gate) {
    gate = new UploadGate(s.config.issueUploads.concurrency);
    gates.set(s, gate);
  }
  return gate;
}
