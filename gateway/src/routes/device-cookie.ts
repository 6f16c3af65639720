// Reading and writing the device cookies of the sign-in calls (auth.ts); the HMAC and the
// cookie's format are in auth/device-cookies.ts, the limits in services/auth/sign-in.ts.
import type { Context } from 'koa';
import {
  DEVICE_COOKIES,
  DEVICE_COOKIE_MAX_AGE_MS,
  DEVICE_COOKIE_PATH,
  trustedNonce,
  withNewEntry,
  type DeviceArea,
} from '../auth/device-cookies.ts';

/** The cookie keys (SESSION_KEYS or the stored ones): the first signs, all verify. */
const keysOf = (ctx: Context): string[] => (Array.isArray(ctx.app.keys) ? ctx.app.keys.map(String) : []);

/** The nonce of this browser's device cookie for `email` in `area`, or null (none, forged, another account's). */
export function deviceOf(ctx: Context, area: DeviceArea, email: string): string | null {
  return trustedNonce(keysOf(ctx), area, email, ctx.cookies.get(DEVICE_COOKIES[area]));
}

/** After a successful sign-in: a new device entry for `email`, valid for 180 days. */
export function rememberDevice(ctx: Context, area: DeviceArea, email: string, secure: boolean): void {
  const value = withNewEntry(keysOf(ctx), area, email, ctx.cookies.get(DEVICE_COOKIES[area]));
  ctx.cookies.set(DEVICE_COOKIES[area], value, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    signed: false, // the entries carry their own HMAC
    overwrite: true,
  });
}
