import { describe, expect, it } from 'vitest';
import { ApiError } from '@tavollet/contract/client/http';
import { forwardFailure } from '../lib/forward-failure.ts';

const texts = { failed: 'Nem sikerült továbbítani', thrown: 'Ismeretlen hiba történt.' };

describe('forwardFailure (admin-area.md §8 "Issues")', () => {
  it('given a refusal with a message, answers the message; without one, "Nem sikerült továbbítani"', () => {
    expect(forwardFailure(new ApiError('HTTP 409', 409, { ok: false, message: 'Már továbbították.' }), texts)).toBe(
      'Már továbbították.',
    );
    expect(forwardFailure(new ApiError('HTTP 500', 500, null), texts)).toBe('Nem sikerült továbbítani');
  });

  it('given no usable answer (network, timeout, a bad answer) or a thrown bug, "Ismeretlen hiba történt."', () => {
    expect(forwardFailure(new ApiError('network', 0, null), texts)).toBe('Ismeretlen hiba történt.');
    expect(forwardFailure(new ApiError('invalid response', 0, { ok: true }), texts)).toBe('Ismeretlen hiba történt.');
    expect(forwardFailure(new TypeError('x is undefined'), texts)).toBe('Ismeretlen hiba történt.');
  });

  it('given an ended admin session, nothing (the frame signs in again)', () => {
    expect(forwardFailure(new ApiError('HTTP 401', 401, { ok: false, message: 'x' }, true), texts)).toBeNull();
  });
});
