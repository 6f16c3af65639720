// Device cookies (docs/architecture.md "Sessions and sign-in"),
// after OWASP's "Slow Down Online Guessing Attacks with Device Cookies": a browser that has
// signed in as a person keeps a cookie binding that account to a random nonce with an HMAC
// under the cookie keys. A sign-in that presents one for the account it names is judged only by
// that device's own failures; strangers' failures never lock it out.
//
// The cookie (one per area: staff and admin) holds up to MAX_ENTRIES entries `<nonce>.<mac>`
// separated by `~`, one per account signed in on this browser (a shared computer in a staff
// room). The account is not written in the cookie: an entry is checked against the e-mail the
// sign-in names, so a cookie of another account, another area, a forged or an old-key entry is
// simply not trusted.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { accountKey } from './rate-limit.ts';

/** The two sign-in areas (their rate-limit bucket prefixes) and their device cookies. */
export const DEVICE_COOKIES = {
  login: 'tavollet.device',
  'admin-login': 'tavollet.admin-device',
} as const;
export type DeviceArea = keyof typeof DEVICE_COOKIES;

/** Lifetime of a device cookie, renewed at every successful sign-in (180 days). */
export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;

/** Only the sign-in calls read it: `/api/auth/login` and `/api/auth/admin/login`. */
export const DEVICE_COOKIE_PATH = '/api/auth';

/** Accounts remembered per browser and area; the oldest is dropped beyond this. */
const MAX_ENTRIES = 10;

const ENTRY = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const mac = (key: string, area: DeviceArea, email: string, nonce: string) =>
  createHmac('sha256', key)
    .update(`device-cookie\n${area}\n${accountKey(email)}\n${nonce}`)
    .digest('base64url');

const entriesOf = (value: string | undefined) =>
  (value ?? '')
    .split('~')
    .map((e) => ENTRY.exec(e))
    .filter((m): m is RegExpExecArray => m !== null)
    .slice(0, MAX_ENTRIES);

const matches = (keys: readonly string[], area: DeviceArea, email: string, nonce: string, given: string) =>
  keys.some((k) => timingSafeEqual(Buffer.from(mac(k, area, email, nonce)), Buffer.from(given)));

/**
 * The nonce of the entry of `value` that was issued for `email` in `area` under one of `keys`
 * (the first signs, all verify: rotation), or null.
 */
export function trustedNonce(keys: readonly string[], area: DeviceArea, email: string, value: string | undefined) {
  for (const [, nonce, given] of entriesOf(value)) if (matches(keys, area, email, nonce!, given!)) return nonce!;
  return null;
}

/**
 * The cookie value after a successful sign-in of `email`: a new entry for it first, its earlier
 * entry and unreadable ones dropped, at most MAX_ENTRIES kept.
 */
export function withNewEntry(keys: readonly string[], area: DeviceArea, email: string, value: string | undefined) {
  if (!keys[0]) throw new Error('device cookies need a signing key');
  const nonce = randomBytes(16).toString('base64url');
  const own = trustedNonce(keys, area, email, value);
  const others = entriesOf(value)
    .filter(([, n]) => n !== own)
    .map(([entry]) => entry);
  return [`${nonce}.${mac(keys[0], area, email, nonce)}`, ...others].slice(0, MAX_ENTRIES).join('~');
}
