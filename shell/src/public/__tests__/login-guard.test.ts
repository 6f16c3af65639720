import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_HINT_KEY } from '../../lib/session/stores/session-store.ts';

/** A page load: the session is checked once per load (lib/session/load-session.ts), so each test starts afresh. */
async function load() {
  vi.resetModules();
  return (await import('../login-guard.ts')).signedInDestination;
}

const me = (szerepkorok: string[]) => Response.json({ ok: true, user: { nev: 'X', email: 'x@y.hu', szerepkorok } });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the login page for a browser that signed in before', () => {
  it('given no signed-in hint, asks nobody and stays', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const signedInDestination = await load();
    expect(await signedInDestination('?returnTo=%2Fapp%2Fhr')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("given the hint and a live session, the role's home; a safe returnTo wins, an unsafe one does not", async () => {
    localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    const fetchMock = vi.fn(async () => me(['tanar']));
    vi.stubGlobal('fetch', fetchMock);
    const signedInDestination = await load();
    expect(await signedInDestination('')).toBe('/app/tanar');
    expect(String((fetchMock.mock.calls[0] as unknown as [string])[0])).toBe('/api/auth/me');
    expect(await signedInDestination('?returnTo=%2Fapp%2Ftanar%2Felozmenyek')).toBe('/app/tanar/elozmenyek');
    expect(await signedInDestination('?returnTo=%2F%2Fevil.example')).toBe('/app/tanar');
    // One session check per page load.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('given the hint but an ended session, stays and forgets the hint', async () => {
    localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ok: false, message: 'Nincs bejelentkezve.' }, { status: 401 })),
    );
    const signedInDestination = await load();
    expect(await signedInDestination('')).toBeNull();
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull();
  });
});
