// The one HTTP client every screen uses (staff-area.md §7, admin-area.md §7): base path /api,
// 15 s timeout, cookies sent, JSON in and out, answers validated with the contract's zod schemas.
import type { z } from 'zod';

export const API_BASE = '/api';
export const API_TIMEOUT_MS = 15_000;

/** A failed call: the HTTP status (0 when no answer came) and the answer body if any. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
    /** A 401 outside sign-in: the session ended and SESSION_EXPIRED_EVENT was fired. */
    readonly sessionEnded = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions<S extends z.ZodType | undefined> {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Validates the answer; a mismatch is an ApiError with status 0 ("invalid response"). */
  schema?: S;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Override for tests or other origins; defaults to the page's origin. */
  baseUrl?: string;
}

/**
 * Fired on `window` when a call answers 401 outside sign-in: the session ended (expired, signed
 * out elsewhere, account blocked). The shell listens and returns to its login page, so a remote
 * needs no knowledge of the shell to hand an expired session back to it.
 */
export const SESSION_EXPIRED_EVENT = 'tavollet:session-expired';
export interface SessionExpiredDetail {
  /** Which session ended: the staff one or the admin one (separate cookies). */
  area: 'staff' | 'admin';
  path: string;
}
const SIGN_IN_PATHS = new Set(['/auth/login', '/auth/admin/login']);

/**
 * True when a call failed because the session ended; the shell has already been told. A 401 of
 * a sign-in call is a refused sign-in instead (wrong password), shown like any other refusal.
 */
export function isSessionExpired(err: unknown): boolean {
  return err instanceof ApiError && err.sessionEnded;
}

/** Tells the shell (SESSION_EXPIRED_EVENT); false for a sign-in call, whose 401 ends nothing. */
function announceExpiredSession(path: string): boolean {
  if (SIGN_IN_PATHS.has(path) || typeof window === 'undefined') return false;
  const area = path.startsWith('/admin/') || path.startsWith('/auth/admin/') ? 'admin' : 'staff';
  window.dispatchEvent(new CustomEvent<SessionExpiredDetail>(SESSION_EXPIRED_EVENT, { detail: { area, path } }));
  return true;
}

type Answer<S> = S extends z.ZodType ? z.output<S> : unknown;

/** How a call reaches the API: the page's `fetch`, looked up at each call. */
let send: typeof fetch = (input, init) => fetch(input, init);

/**
 * Sends every later call through `transport` instead: a first screen's server renderer, whose
 * reads the gateway answers in process (design-system/src/server/render-routes.tsx).
 */
export function sendApiCallsThrough(transport: typeof fetch): void {
  send = transport;
}

function buildUrl(path: string, opts: RequestOptions<z.ZodType | undefined>): string {
  const base = `${opts.baseUrl ?? ''}${API_BASE}${path}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The error rule of the specs: the server's message; else its error field; else the fallback. */
export function messageOf(err: unknown, fallback: string): string {
  // Only a server's answer carries user-facing text; a thrown Error's message is technical.
  const body = err instanceof ApiError ? err.body : err instanceof Error ? null : err;
  if (body && typeof body === 'object') {
    const { message, error, messages } = body as { message?: unknown; error?: unknown; messages?: unknown };
    if (typeof message === 'string' && message.trim()) return message;
    if (Array.isArray(messages) && messages.length) return messages.map(String).join('\n');
    if (typeof error === 'string' && error.trim()) return error;
  }
  return fallback;
}

/**
 * The text a screen shows for a failed call (staff-area.md §8): messageOf's, or null when the
 * session ended, because the shell is already taking the user to the login page and a failure
 * message would be left behind for a call the user never saw fail. The one place that decides
 * this: screens never check for an ended session themselves.
 */
export function failureMessage(err: unknown, fallback: string): string | null {
  return isSessionExpired(err) ? null : messageOf(err, fallback);
}

/** An `onError` callback that passes failureMessage's text to `show`, and nothing for an ended session. */
export function onApiError(fallback: string, show: (message: string) => void): (err: unknown) => void {
  return (err) => {
    const text = failureMessage(err, fallback);
    if (text !== null) show(text);
  };
}

export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  opts: RequestOptions<S> = {},
): Promise<Answer<S>> {
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? API_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
  let res: Response;
  try {
    // A FormData body goes as multipart: the browser writes its Content-Type with the boundary.
    const form = opts.body instanceof FormData ? opts.body : undefined;
    const json = opts.body !== undefined && !form ? JSON.stringify(opts.body) : undefined;
    res = await send(buildUrl(path, opts), {
      method,
      credentials: 'include',
      signal,
      headers: { Accept: 'application/json', ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      body: form ?? json,
    });
  } catch (cause) {
    const aborted = cause instanceof DOMException && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
    throw new ApiError(aborted ? 'timeout' : 'network', 0, null);
  }
  const body = await readBody(res);
  const sessionEnded = res.status === 401 && announceExpiredSession(path);
  if (!res.ok) throw new ApiError(`HTTP ${res.status}`, res.status, body, sessionEnded);
  if (!opts.schema) return body as Answer<S>;
  const parsed = opts.schema.safeParse(body);
  if (!parsed.success) throw new ApiError('invalid response', 0, body);
  return parsed.data as Answer<S>;
}
