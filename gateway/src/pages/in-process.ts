// Our own API asked in process, for a page's first screen (first-screen.ts): a GET made of the
// page's request (its headers and cookies, its client address) runs through the same middleware as
// a browser's call (sessions, the guard, the route's handler, the error answers), so the answer is
// exactly the one that browser would get, and nothing here decides who may read what. The call
// writes nothing to the page's response but a session cookie the session middleware renewed.
import { ServerResponse, type IncomingMessage } from 'node:http';
import type Koa from 'koa';
import type { Context, Next } from 'koa';
import type { ApiGet } from '@tavollet/contract/remote-props';

/** An answer's body as the browser would parse it: JSON text or a value; undefined if not JSON. */
function jsonOf(body: unknown): unknown {
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    try {
      return JSON.parse(body.toString());
    } catch {
      return undefined;
    }
  }
  return body;
}

/** `name=value; …` -> name, to keep one Set-Cookie per cookie. */
const cookieName = (header: string) => header.slice(0, header.indexOf('='));

/** Middleware as `app.use` takes it, a router's `routes()` with its own context type included. */
type AnyMiddleware = (ctx: never, next: Next) => unknown;

export function inProcessGet(app: Koa, stack: AnyMiddleware[]): (ctx: Context) => ApiGet {
  const dispatch = (sub: Context, i: number): Promise<unknown> => {
    const mw = stack[i];
    return mw ? Promise.resolve(mw(sub as never, (() => dispatch(sub, i + 1)) as Next)) : Promise.resolve();
  };
  return (ctx) => async (url) => {
    // The page's request with another method and URL; everything else is read through to it.
    const req = Object.create(ctx.req) as IncomingMessage;
    req.url = url;
    req.method = 'GET';
    // A response of its own that goes nowhere: the call's headers and status stay off the page's.
    const res = new ServerResponse(req);
    const sub = app.createContext(req, res);
    await dispatch(sub, 0);
    const renewed = res.getHeader('Set-Cookie');
    if (renewed) {
      const kept = [ctx.response.get('Set-Cookie') ?? []].flat().filter(Boolean) as string[];
      const added = [renewed].flat().map(String);
      const names = new Set(added.map(cookieName));
      ctx.set('Set-Cookie', [...kept.filter((c) => !names.has(cookieName(c))), ...added]);
    }
    const body = jsonOf(sub.body);
    return { status: body === undefined ? 500 : sub.status, body };
  };
}
