// Payloads and answers of the sign-in and password calls (staff-area.md §3, §5, §7, §8;
// admin-area.md §7 "Authentication"). Messages are the spec's own where it gives one.
import { z } from 'zod';
import { ROLES } from '../codes.ts';
import { cleanIdentity, identityKey } from '../domain/identity.ts';

/** Shortest accepted password (staff-area.md §9); every screen and the gateway use this one. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest accepted password: bounds the argon2 work a request can cause. */
export const PASSWORD_MAX_LENGTH = 200;
/** Longest e-mail address (RFC 5321); also bounds the other fields of the reset request. */
export const EMAIL_MAX_LENGTH = 254;
/** Longest invitation or reset token accepted in a link; longer ones are refused unread. */
export const TOKEN_MAX_LENGTH = 200;

export const AUTH_MESSAGES = {
  // staff-area.md §5 / §8
  tokenMissing: 'Hiányzik a token a linkből!',
  passwordTooShort: `A jelszó legyen legalább ${PASSWORD_MIN_LENGTH} karakter hosszú!`,
  passwordsDiffer: 'A két jelszó nem egyezik!',
  inviteInvalid: 'Érvénytelen, vagy lejárt meghívó.',
  setPasswordDone: 'A jelszó beállítása sikeres volt. Most már bejelentkezhetsz.',
  resetAccepted: 'Kérés rögzítve. Ha az adatok egyeznek, e-mailt küldünk.',
  newPasswordTooShort: `Az új jelszó legyen legalább ${PASSWORD_MIN_LENGTH} karakter hosszú.`,
  newPasswordsDiffer: 'A két jelszó nem egyezik',
  newPasswordSame: 'Az új jelszó nem egyezhet a jelenlegivel',
  changePasswordDone: 'A jelszó frissült. A munkamenet megújult.',
  // Not in the spec (docs/decisions/0016-auth-call-answers.md)
  wrongCredentials: 'Hibás e-mail cím vagy jelszó.',
  blocked: 'A fiókod le van tiltva. Fordulj a rendszergazdához.',
  wrongCurrentPassword: 'A jelenlegi jelszó hibás.',
  emailRequired: 'Az e-mail cím megadása kötelező.',
  resetFieldsRequired: 'A felhasználónév, az e-mail cím és az oktatási azonosító megadása kötelező.',
  loggedOut: 'Sikeres kijelentkezés.',
  inviteValid: 'A meghívó érvényes. Add meg az új jelszavad.',
  // Checked by the gateway on every new password (gateway/src/auth/password-policy.ts)
  passwordCommon: 'A jelszó túl gyakori, könnyen kitalálható.',
  passwordPersonal: 'A jelszó nem tartalmazhatja a nevedet, felhasználónevedet vagy e-mail-címedet.',
  // The e-mailed sign-in link
  loginLinkAccepted: 'Ha a cím egy aktív fiókhoz tartozik, elküldtük rá a belépési linket. A link 15 percig érvényes.',
  loginLinkInvalid: 'Érvénytelen, lejárt vagy már felhasznált belépési link. Kérj újat a bejelentkezésnél.',
} as const;

const M = AUTH_MESSAGES;

/**
 * The 429 answer of a slowed or limited sign-in: when to try again, in seconds under a minute, else
 * in whole minutes (rounded up).
 */
export function signInRetryMessage(retryAfterSeconds: number): string {
  return `Túl sok sikertelen bejelentkezés. Próbáld újra ${waitText(retryAfterSeconds)} múlva.`;
}

/** The staff sign-in's 429: the same, offering the e-mailed sign-in link that is never slowed. */
export function signInRetryOrLinkMessage(retryAfterSeconds: number): string {
  return `Túl sok sikertelen bejelentkezés ehhez a fiókhoz. Próbáld újra ${waitText(retryAfterSeconds)} múlva, vagy kérj belépési linket e-mailben.`;
}

function waitText(retryAfterSeconds: number): string {
  const s = Math.max(1, Math.ceil(retryAfterSeconds));
  return s < 60 ? `${s} másodperc` : `${Math.ceil(s / 60)} perc`;
}

/** A password field: required, at least 8 characters (staff-area.md §9), bounded above. */
const password = (tooShort: string) =>
  z
    .string({ error: tooShort })
    .min(PASSWORD_MIN_LENGTH, { error: tooShort })
    .max(PASSWORD_MAX_LENGTH, { error: tooShort });

/** The e-mail a sign-in names, as its identity key: `Kovacs.Anna@…` finds the account stored as `kovacs.anna@…`. */
const signInEmail = z
  .string({ error: M.emailRequired })
  .overwrite(identityKey)
  .min(1, { error: M.emailRequired })
  .max(EMAIL_MAX_LENGTH);

/** A token of a mailed link: `missing` when empty, `invalid` when longer than any token. */
const linkToken = (missing: string, invalid = missing) =>
  z.string({ error: missing }).trim().min(1, { error: missing }).max(TOKEN_MAX_LENGTH, { error: invalid });

/** POST /api/auth/login and POST /api/auth/admin/login (e-mail trimmed, §5 "Login"). */
export const LoginBody = z.strictObject({
  email: signInEmail,
  password: password(M.passwordTooShort),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** POST /api/auth/login-link: mail me a one-time sign-in link. */
export const LoginLinkBody = z.strictObject({ email: signInEmail });
export type LoginLinkBody = z.infer<typeof LoginLinkBody>;

/**
 * POST /api/auth/login-link/use: the token of the mailed link (`/?belepesi_link=…`), sent by the
 * login screen's button; answers StaffUserAnswer like the sign-in.
 */
export const LoginLinkUseBody = z.strictObject({ token: linkToken(M.loginLinkInvalid) });
export type LoginLinkUseBody = z.infer<typeof LoginLinkUseBody>;

/** The signed-in staff member (staff-area.md §3 "User"). */
export const SessionUserSchema = z.object({
  nev: z.string(),
  email: z.string(),
  szerepkorok: z.array(z.enum(ROLES)),
});

/** Answer of POST /api/auth/login and GET /api/auth/me. */
export const StaffUserAnswer = z.object({ ok: z.literal(true), user: SessionUserSchema });
export type StaffUserAnswer = z.infer<typeof StaffUserAnswer>;

/** The signed-in admin (admins are their own collection; admin-area.md §1). */
export const AdminUserSchema = z.object({ nev: z.string(), email: z.string() });
/** Answer of POST /api/auth/admin/login and GET /api/admin/auth/me. */
export const AdminUserAnswer = z.object({ ok: z.literal(true), user: AdminUserSchema });
export type AdminUserAnswer = z.infer<typeof AdminUserAnswer>;

/** `{ ok, message }`: the answer of most calls (staff-area.md §8 "show the server's message"). */
export const OkMessage = z.object({ ok: z.boolean(), message: z.string() });
export type OkMessage = z.infer<typeof OkMessage>;

/** Query of GET /api/auth/verify and POST /api/auth/setpassword. */
export const TokenQuery = z.object({ token: linkToken(M.tokenMissing, M.inviteInvalid) });

/** Answer of GET /api/auth/verify: ok, message, user (nev, email). */
export const VerifyAnswer = z.object({
  ok: z.literal(true),
  message: z.string(),
  user: z.object({ nev: z.string(), email: z.string() }),
});
export type VerifyAnswer = z.infer<typeof VerifyAnswer>;

/** POST /api/auth/setpassword?token body (staff-area.md §3 "Set-password payload"). */
export const SetPasswordBody = z
  .strictObject({
    password: password(M.passwordTooShort),
    password_confirmed: z.string({ error: M.passwordsDiffer }).max(PASSWORD_MAX_LENGTH, { error: M.passwordsDiffer }),
  })
  .refine((b) => b.password === b.password_confirmed, { error: M.passwordsDiffer, path: ['password_confirmed'] });
export type SetPasswordBody = z.infer<typeof SetPasswordBody>;

const requiredCleaned = (clean: (v: string) => string) =>
  z
    .string({ error: M.resetFieldsRequired })
    .overwrite(clean)
    .min(1, { error: M.resetFieldsRequired })
    .max(EMAIL_MAX_LENGTH, { error: M.resetFieldsRequired });

/** POST /api/auth/resetpassword body (staff-area.md §3 "Password reset request"). */
export const ResetPasswordBody = z.strictObject({
  felhasznalonev: requiredCleaned(cleanIdentity),
  email: requiredCleaned(identityKey),
  oktatasi_azonosito: requiredCleaned((v) => v.trim()),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** POST /api/user/change-password body (staff-area.md §3, §5 "Change password"). */
export const ChangePasswordBody = z
  .strictObject({
    current_password: password(M.wrongCurrentPassword),
    new_password: password(M.newPasswordTooShort),
    new_password_confirm: z
      .string({ error: M.newPasswordsDiffer })
      .max(PASSWORD_MAX_LENGTH, { error: M.newPasswordsDiffer }),
  })
  .refine((b) => b.new_password === b.new_password_confirm, {
    error: M.newPasswordsDiffer,
    path: ['new_password_confirm'],
  })
  .refine((b) => b.new_password !== b.current_password, { error: M.newPasswordSame, path: ['new_password'] });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;
