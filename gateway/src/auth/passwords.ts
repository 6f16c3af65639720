// Password hashing with argon2id (docs/architecture.md "Sessions and sign-in"; m=19456,
// t=2, p=1 takes ~25 ms here).
import { hash, verify } from '@node-rs/argon2';

// 2 = Algorithm.Argon2id (a const enum, not importable under isolatedModules).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown person, invitation not yet
 * accepted) it still spends the time of one verification, so the answer time does not tell
 * whether an account exists.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('nincs-ilyen-fiok-jelszava');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
