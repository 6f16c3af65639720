import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { forgetServerStateOnSignOut } from '../forget-server-state.ts';
import { useSessionStore } from '../stores/session-store.ts';

let stop: (() => void) | null = null;
afterEach(() => stop?.());

describe("the page's QueryClient at the session's end", () => {
  it('given a signed-in person whose screens loaded data, forgets all of it when they sign out, not before', () => {
    const client = new QueryClient();
    stop = forgetServerStateOnSignOut(client);
    useSessionStore.getState().signIn({ nev: 'X', email: 'x@y.hu', szerepkorok: ['tanar'] });
    client.setQueryData(['teacher', 'data'], { quotas: [] });
    useSessionStore.getState().chooseRole('tanar');
    expect(client.getQueryData(['teacher', 'data'])).toEqual({ quotas: [] });
    useSessionStore.getState().signOut();
    expect(client.getQueryData(['teacher', 'data'])).toBeUndefined();
  });
});
