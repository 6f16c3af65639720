import { beforeEach, describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { useSessionStore } from '../../lib/session/stores/session-store.ts';
import { appIndex, requireRole, requireSession } from '../guards.ts';

const args = (path: string) =>
  ({
    request: new Request(`http://localhost${path}`),
    params: {},
    context: undefined,
  }) as unknown as LoaderFunctionArgs;

/** What a loader threw or returned: a redirect's target, or null. */
async function outcome(run: () => Promise<unknown>): Promise<string | null> {
  try {
    const value = await run();
    return value instanceof Response ? value.headers.get('Location') : null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

beforeEach(() => sessionStorage.clear());

describe('route guards', () => {
  it('given a signed-out visitor, every /app page sends to / with the page asked for', async () => {
    useSessionStore.setState({ status: 'signedOut', user: null, role: null });
    expect(await outcome(() => requireSession(args('/app/jelszo')))).toBe('/?returnTo=%2Fapp%2Fjelszo');
    expect(await outcome(() => requireRole('tanar', args('/app/tanar/keres?d=1')))).toBe(
      '/?returnTo=%2Fapp%2Ftanar%2Fkeres%3Fd%3D1',
    );
  });

  it('given a role area the user does not hold, forbidden (no redirect); one they hold becomes active', async () => {
    useSessionStore.setState({
      status: 'signedIn',
      user: { nev: 'X', email: 'x@y.hu', szerepkorok: ['tanar', 'hr'] },
      role: 'tanar',
    });
    expect(await requireRole('igazgato', args('/app/igazgato'))).toBe('forbidden');
    expect(useSessionStore.getState().role).toBe('tanar');
    expect(await outcome(() => requireRole('hr', args('/app/hr')))).toBeNull();
    expect(useSessionStore.getState().role).toBe('hr');
    expect(sessionStorage.getItem('tavollet.role')).toBe('hr');
  });

  it("given /app, the active role's home, or the chooser without one", async () => {
    useSessionStore.setState({
      status: 'signedIn',
      user: { nev: 'X', email: 'x@y.hu', szerepkorok: ['tanar', 'hr'] },
      role: 'hr',
    });
    expect(await outcome(() => appIndex(args('/app')))).toBe('/app/hr');
    useSessionStore.setState({ role: null });
    expect(await outcome(() => appIndex(args('/app')))).toBe('/app/szerep');
  });
});
