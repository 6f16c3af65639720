// @vitest-environment jsdom
// The answers a page rendered by the gateway carries (embedded-answers.ts,
// docs/decisions/0545-signed-in-first-screen-on-the-server.md): the first GET of each URL takes its
// answer from the page, validated like a served one; any other call asks the server. Nothing
// listens where the page "is" (jsdom's own origin), so a call that asks fails with 'network'.
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMBEDDED_ANSWERS_ID, forgetEmbeddedAnswers, takeEmbeddedAnswer } from './embedded-answers.ts';
import { ApiError, apiRequest } from './http.ts';

const Me = z.object({ ok: z.literal(true), user: z.object({ nev: z.string() }) });

function page(answers: string) {
  document.head.innerHTML = `<script type="application/json" id="${EMBEDDED_ANSWERS_ID}">${answers}</script>`;
}

afterEach(() => {
  document.head.innerHTML = '';
  forgetEmbeddedAnswers();
});

describe('answers embedded in the page', () => {
  it('given the session check embedded, the first GET takes it without asking, validated; the second asks the server', async () => {
    page(JSON.stringify({ '/api/auth/me': { ok: true, user: { nev: 'Kiss Anna', extra: 1 } } }));
    await expect(apiRequest('GET', '/auth/me', { schema: Me })).resolves.toEqual({
      ok: true,
      user: { nev: 'Kiss Anna' },
    });
    // The block is read once and leaves the page.
    expect(document.getElementById(EMBEDDED_ANSWERS_ID)).toBeNull();
    await expect(apiRequest('GET', '/auth/me', { schema: Me, timeoutMs: 2000 })).rejects.toMatchObject({
      status: 0,
      message: 'network',
    });
  });

  it('never serves a write, another URL (another query string), or another origin from the page', async () => {
    page(JSON.stringify({ '/api/x': { ok: true }, '/api/y?a=1': { ok: true } }));
    await expect(apiRequest('POST', '/x', { body: {}, timeoutMs: 2000 })).rejects.toMatchObject({ message: 'network' });
    await expect(apiRequest('GET', '/y', { query: { a: 2 }, timeoutMs: 2000 })).rejects.toMatchObject({
      message: 'network',
    });
    await expect(apiRequest('GET', '/y', { query: { a: 1 } })).resolves.toEqual({ ok: true });
    await expect(apiRequest('GET', '/x', { baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 })).rejects.toMatchObject({
      message: 'network',
    });
    // Not taken by the refused calls: still there for the same-origin GET.
    expect(takeEmbeddedAnswer('/api/x')).toEqual({ body: { ok: true } });
  });

  it('given an embedded answer that fails its schema, the call fails as an invalid answer would', async () => {
    page(JSON.stringify({ '/api/auth/me': { ok: false } }));
    const error = await apiRequest('GET', '/auth/me', { schema: Me }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'invalid response' });
  });

  it('given a broken block, or none, there is nothing to take', () => {
    page('{"/api/auth/me": ');
    expect(takeEmbeddedAnswer('/api/auth/me')).toBeUndefined();
    forgetEmbeddedAnswers();
    document.head.innerHTML = '';
    expect(takeEmbeddedAnswer('/api/auth/me')).toBeUndefined();
  });

  it('takes a null answer as an answer (present, once)', () => {
    page(JSON.stringify({ '/api/z': null }));
    expect(takeEmbeddedAnswer('/api/z')).toEqual({ body: null });
    expect(takeEmbeddedAnswer('/api/z')).toBeUndefined();
  });
});
