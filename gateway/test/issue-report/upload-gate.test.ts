// The upload gate of one gateway instance: at most its number of slots run at once, one per person,
// first come first served, and a full queue is refused rather than grown.
import { ISSUE_MESSAGES as M } from '@tavollet/contract/api/issue-report';
import { describe, expect, it } from 'vitest';
import { Busy } from '../../src/domain/errors.ts';
import { UploadGate } from '../../src/services/user/upload-gate.ts';

/** A job that runs until released, recording when it starts. */
function job(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((r) => (release = r));
  return {
    release: () => release(),
    work: async () => {
      log.push(name);
      await done;
      return name;
    },
  };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('UploadGate', () => {
  it('runs at most two at once and one per person; the next waiting person goes first when a slot frees', async () => {
    const gate = new UploadGate(2);
    const log: string[] = [];
    const a1 = job(log, 'a1');
    const a2 = job(log, 'a2');
    const b1 = job(log, 'b1');
    const c1 = job(log, 'c1');
    const runs = [gate.run('a', a1.work), gate.run('a', a2.work), gate.run('b', b1.work), gate.run('c', c1.work)];
    await settle();
    // a2 waits for a1 (same person); b1 takes the second slot; c1 waits for a slot.
    expect(log).toEqual(['a1', 'b1']);
    a1.release();
    await settle();
    // The slot goes to the first waiter whose person holds none: a2 now may run (a is free).
    expect(log).toEqual(['a1', 'b1', 'a2']);
    b1.release();
    await settle();
    expect(log).toEqual(['a1', 'b1', 'a2', 'c1']);
    a2.release();
    c1.release();
    expect(await Promise.all(runs)).toEqual(['a1', 'a2', 'b1', 'c1']);
  });

  it('frees the slot when the work fails', async () => {
    const gate = new UploadGate(1);
    await expect(gate.run('a', () => Promise.reject(new Error('rossz')))).rejects.toThrow('rossz');
    expect(await gate.run('a', async () => 'ok')).toBe('ok');
  });

  it('refuses with the busy message when 50 requests already wait', async () => {
    const gate = new UploadGate(1);
    const log: string[] = [];
    const first = job(log, 'first');
    const running = gate.run('x', first.work);
    const waiting = Array.from({ length: 50 }, (_, i) => gate.run(`p${i}`, async () => i));
    const refused = gate.run('late', async () => -1);
    await expect(refused).rejects.toBeInstanceOf(Busy);
    await expect(refused).rejects.toThrow(M.uploadsBusy);
    first.release();
    expect(await running).toBe('first');
    expect(await Promise.all(waiting)).toHaveLength(50);
  });
});
