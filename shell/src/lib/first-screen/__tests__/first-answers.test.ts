// The answers a page rendered by the gateway carries (bootstrap.tsx): the renderers' dehydrated
// cache in a JSON data block, which the page's QueryClient hydrates before anything renders, so
// the session check and the screen's first read take their answer from it without asking.
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_ANSWERS_ID } from '@tavollet/contract/remote-props';
import { createQueryClient } from '../../query-client.ts';
import { sessionQuery } from '../../session/api/get-me.ts';
import { ensureSession, sessionFromAnswers } from '../../session/load-session.ts';
import { useSessionStore } from '../../session/stores/session-store.ts';
import { takeFirstAnswers } from '../first-screen.ts';

const USER = { nev: 'Kiss Anna', email: 'kiss.anna@iskola.hu', szerepkorok: ['tanar' as const] };
const DATA_KEY = ['teacher', 'data'];

function page(block: string) {
  document.head.innerHTML = `<script type="application/json" id="${FIRST_ANSWERS_ID}">${block}</script>`;
}

/** The answers as the server renderers hand them over. */
async function served(): Promise<string> {
  const server = new QueryClient();
  await server.prefetchQuery({ ...sessionQuery(), queryFn: () => USER });
  await server.prefetchQuery({ queryKey: DATA_KEY, queryFn: () => ({ drafts: [] }) });
  return JSON.stringify(dehydrate(server));
}

afterEach(() => {
  document.head.innerHTML = '';
  useSessionStore.setState({ status: 'unknown', user: null, role: null });
  vi.unstubAllGlobals();
});

describe('the answers a first screen came with', () => {
  it('given the block, it leaves the page and the client holds them: the session and the first read need no request', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new Error('asked the server')));
    vi.stubGlobal('fetch', fetchMock);
    page(await served());
    const client = createQueryClient();
    hydrate(client, takeFirstAnswers()!);
    expect(document.getElementById(FIRST_ANSWERS_ID)).toBeNull();
    sessionFromAnswers(client);
    await ensureSession();
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', user: USER, role: 'tanar' });
    await expect(
      client.fetchQuery({ queryKey: DATA_KEY, queryFn: () => Promise.reject(new Error('asked')) }),
    ).resolves.toEqual({ drafts: [] });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('given a broken block, or none, there is nothing to take', () => {
    page('{"queries": ');
    expect(takeFirstAnswers()).toBeUndefined();
    document.head.innerHTML = '';
    expect(takeFirstAnswers()).toBeUndefined();
  });

  it('given answers without the session check, the session stays unknown (the check asks)', () => {
    const client = createQueryClient();
    hydrate(client, { queries: [], mutations: [] });
    sessionFromAnswers(client);
    expect(useSessionStore.getState().status).toBe('unknown');
  });
});
