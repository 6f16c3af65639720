// Forms kept across an ended session belong to one person: signing in drops other people's, a
// deliberate logout drops all.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { keepUnsentForm, takeUnsentForm } from '@tavollet/design-system/lib/unsent-form';
import { useLogout } from '../hooks/use-logout.ts';
import { useSessionStore } from '../stores/session-store.ts';

const ANNA = { nev: 'Kovács Anna', email: 'kovacs.anna@demo.iskola.hu', szerepkorok: ['tanar' as const] };
const GABOR = { nev: 'Kiss Gábor', email: 'Kiss.Gabor@demo.iskola.hu', szerepkorok: ['tanar' as const] };
const kept = () => Object.keys(sessionStorage).filter((k) => k.startsWith('tavollet.unsent.'));

beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ status: 'unknown', user: null, role: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('unsent forms and the session', () => {
  it('given forms kept for two people, signing in as one drops only the other one', () => {
    keepUnsentForm('teacher-request', ANNA.email, { values: 'Anna' });
    keepUnsentForm('teacher-request', 'kiss.gabor@demo.iskola.hu', { values: 'Gábor' });
    useSessionStore.getState().signIn(GABOR);
    expect(kept()).toEqual(['tavollet.unsent.teacher-request:kiss.gabor@demo.iskola.hu']);
    expect(takeUnsentForm('teacher-request', GABOR.email)).toEqual({ values: 'Gábor' });
    expect(takeUnsentForm('teacher-request', ANNA.email)).toBeNull();
  });

  it('given an ended session (not a logout), the kept form stays for the same person', () => {
    useSessionStore.getState().signIn(ANNA);
    keepUnsentForm('teacher-request', ANNA.email, { values: 'Anna' });
    useSessionStore.getState().signOut();
    useSessionStore.getState().signIn(ANNA);
    expect(takeUnsentForm('teacher-request', ANNA.email)).toEqual({ values: 'Anna' });
  });

  it('given a deliberate logout, no kept form remains', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 })),
    );
    useSessionStore.getState().signIn(ANNA);
    keepUnsentForm('teacher-request', ANNA.email, { values: 'Anna' });
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(() => result.current());
    expect(kept()).toEqual([]);
  });
});
