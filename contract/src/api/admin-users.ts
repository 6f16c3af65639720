// Payloads and answers of the admin's users calls (admin-area.md §3 "User", §4, §5 "Create user",
// §7 "Users"). Paths and field names are the spec's; what it leaves open is ours
// (docs/decisions/0410-admin-users-calls.md).
//
//   GET    /api/admin/getusers                               -> GetUsersAnswer
//   POST   /api/admin/createusers      CreateUserBody         -> CreateUserAnswer
//   POST   /api/admin/updateusers      UpdateUserBody         -> UpdateUserAnswer
//   POST   /api/admin/blockusers       BlockUserBody          -> BlockUserAnswer
//   POST   /api/admin/resetpassword    UserIdBody             -> OkAnswer
//   DELETE /api/admin/deleteusers      UserIdBody             -> DeleteUserAnswer
//   POST   /api/admin/createbulkusers  BulkUsersBody          -> BulkUsersAnswer
//   POST   /api/admin/previewbulkusers BulkUsersBody          -> BulkUsersPreviewAnswer (not in the spec)
//
// Roles: the admin forms and the CSV speak `igazgato_helyettes`, storage and the staff APIs
// `igazgatohelyettes`. The answers here carry the admin spelling (`toAdminRole`), the bodies take
// either (`adminRoleOf`); the gateway stores `normaliseRole`'s code (docs/glossary.md).
import { z } from 'zod';
import {
  ADMIN_ROLES,
  USER_CSV_MESSAGES,
  USER_FIELD_MAX,
  adminRoleOf,
  isEmail,
  toAdminRole,
  type AdminRole,
} from '../domain/user-csv.ts';
import { MAX_IMPORT_ROWS } from '../domain/csv-read.ts';
import { cleanIdentity, identityKey } from '../domain/identity.ts';

export const ADMIN_USER_MESSAGES = {
  // admin-area.md §5 "Create user"
  nevRequired: 'A név kötelező.',
  emailRequired: 'Az email kötelező.',
  felhasznalonevRequired: 'A felhasználónév kötelező.',
  // Not in the spec
  emailInvalid: 'Az email formátuma érvénytelen.',
  rolesRequired: 'Legalább egy szerepkört válassz.',
  roleUnknown: `Ismeretlen szerepkör (érvényes: ${ADMIN_ROLES.join(', ')}).`,
  nevTooLong: `A név legfeljebb ${USER_FIELD_MAX.nev} karakter lehet.`,
  emailTooLong: `Az email legfeljebb ${USER_FIELD_MAX.email} karakter lehet.`,
  felhasznalonevTooLong: `A felhasználónév legfeljebb ${USER_FIELD_MAX.felhasznalonev} karakter lehet.`,
  omTooLong: `Az oktatási azonosító legfeljebb ${USER_FIELD_MAX.oktatasi_azonosito} karakter lehet.`,
  badId: 'Érvénytelen felhasználó-azonosító.',
  badBlocked: "A 'blocked' mező a felhasználó jelenlegi állapota (true vagy false).",
  badOverwrite: "Az 'overwrite' mező true vagy false lehet.",
  nothingToUpdate: 'Nincs módosított mező.',
  notFound: 'A felhasználó nem található.',
  // 409: `details` names each conflicting field.
  conflict: 'Ütközés: a megadott adat már egy másik felhasználóhoz tartozik.',
  taken: {
    email: 'Ez az email cím már foglalt.',
    felhasznalonev: 'Ez a felhasználónév már foglalt.',
    oktatasi_azonosito: 'Ez az oktatási azonosító már foglalt.',
  },
  omOfDeleted: 'Ez az oktatási azonosító egy törölt felhasználóé (az előzményei miatt megőriztük).',
  // Successes
  created: (email: string) => `A felhasználó létrejött, a meghívót elküldtük: ${email}`,
  createdNoMail: (email: string) =>
    `A felhasználó létrejött, de a meghívót nem sikerült elküldeni (${email}). Küldj jelszó-helyreállítást.`,
  updated: 'A felhasználó adatai mentve.',
  blocked: 'A felhasználó blokkolva; a munkamenetei véget értek.',
  unblocked: 'A felhasználó tiltása feloldva.',
  resetSent: (email: string) => `Jelszó-helyreállító e-mailt küldtünk: ${email}`,
  resetBlocked: 'Blokkolt felhasználónak nem küldhető jelszó-helyreállítás. Előbb oldd fel a tiltást.',
  deleted: 'A felhasználó törölve.',
  deletedKept: 'A felhasználó törölve. A szabadság-előzményei a nevével megmaradnak a HR és a vezetők számára.',
  // createbulkusers
  importDone: (c: { letrehozva: number; frissitve: number; blokkolva: number }) =>
    `Sikeres import: ${c.letrehozva} új, ${c.frissitve} frissített, ${c.blokkolva} blokkolt felhasználó.`,
  importInvitesFailed: 'A meghívókat nem sikerült sorba állítani; az érintetteknek küldj jelszó-helyreállítást.',
  importConflicts: 'Az import ütközik a meglévő felhasználókkal; semmi sem változott.',
  importTaken: (n: number, field: string, value: string) => `Sorszám ${n}: '${field}' (${value}) már foglalt.`,
  importTakenByDeleted: (n: number, value: string) =>
    `Sorszám ${n}: 'oktatasi_azonosito' (${value}) egy törölt felhasználóé.`,
  importOtherUser: (n: number, field: string, value: string) =>
    `Sorszám ${n}: '${field}' (${value}) egy másik meglévő felhasználóé.`,
  importSameUser: (n: number, first: number) =>
    `Sorszám ${n}: ugyanazt a meglévő felhasználót azonosítja, mint a(z) ${first}. sor.`,
} as const;
const M = ADMIN_USER_MESSAGES;

/** The fields that are unique among users (admin-area.md §7 "Users": 409 `details`). */
export const UNIQUE_USER_FIELDS = ['email', 'felhasznalonev', 'oktatasi_azonosito'] as const;
export type UniqueUserField = (typeof UNIQUE_USER_FIELDS)[number];
/** 409 `details`: each conflicting field with a Hungarian reason. */
export type UserConflictDetails = Partial<Record<UniqueUserField, string>>;

/** The stored role as the admin screens spell it (kept here for the gateway's imports). */
export { toAdminRole };

// ---- Answers -----------------------------------------------------------------------------------

/** One user as the admin sees it (admin-area.md §3 "User"). */
export const AdminUser = z.object({
  user_id: z.number(),
  nev: z.string(),
  email: z.string(),
  felhasznalonev: z.string(),
  oktatasi_azonosito: z.string().nullable(),
  szerepkorok: z.array(z.enum(ADMIN_ROLES)),
  blocked: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUser>;

/**
 * A user as read from a server (admin-area.md §3 "User"): `id`, `name`, `username`, `eduId` and a
 * single `role` are accepted beside the spec's names; roles in either spelling.
 */
const ReadUser = z.preprocess((raw) => {
  if (!raw || typeof raw !== 'object') return raw;
  const u = raw as Record<string, unknown>;
  const roles = u.szerepkorok ?? (u.role !== undefined ? [u.role] : u.szerepkor !== undefined ? [u.szerepkor] : []);
  return {
    user_id: u.user_id ?? u.id,
    nev: u.nev ?? u.name,
    email: u.email,
    felhasznalonev: u.felhasznalonev ?? u.username,
    oktatasi_azonosito: u.oktatasi_azonosito ?? u.eduId ?? null,
    szerepkorok: (Array.isArray(roles) ? roles : [roles])
      .map((r) => (typeof r === 'string' ? adminRoleOf(r) : null))
      .filter((r): r is AdminRole => r !== null),
    blocked: Boolean(u.blocked),
  };
}, AdminUser);

/** GET /api/admin/getusers: our gateway answers `{ ok, rows }`; a bare array is read too. */
export const GetUsersAnswer = z
  .union([z.array(ReadUser), z.object({ rows: z.array(ReadUser) })])
  .transform((a) => ({ ok: true as const, rows: Array.isArray(a) ? a : a.rows }));
export type GetUsersAnswer = z.output<typeof GetUsersAnswer>;

export const OkAnswer = z.object({ ok: z.literal(true), message: z.string() });
export type OkAnswer = z.infer<typeof OkAnswer>;

export const CreateUserAnswer = OkAnswer.extend({ user: AdminUser });
export type CreateUserAnswer = z.infer<typeof CreateUserAnswer>;
export const UpdateUserAnswer = OkAnswer.extend({ user: AdminUser });
export type UpdateUserAnswer = z.infer<typeof UpdateUserAnswer>;
export const BlockUserAnswer = OkAnswer.extend({ user_id: z.number(), blocked: z.boolean() });
export type BlockUserAnswer = z.infer<typeof BlockUserAnswer>;
/** `megorizve`: the user had leave history and was anonymised and hidden instead of removed. */
export const DeleteUserAnswer = OkAnswer.extend({ user_id: z.number(), megorizve: z.boolean() });
export type DeleteUserAnswer = z.infer<typeof DeleteUserAnswer>;
export const BulkUsersAnswer = OkAnswer.extend({
  letrehozva: z.number(),
  frissitve: z.number(),
  blokkolva: z.number(),
});
export type BulkUsersAnswer = z.infer<typeof BulkUsersAnswer>;

/** A leader or HR person an overwrite would block (the confirmation names them). */
export const BlockedKeyPerson = z.object({
  user_id: z.number(),
  nev: z.string(),
  szerepkorok: z.array(z.enum(ADMIN_ROLES)),
});
export type BlockedKeyPerson = z.infer<typeof BlockedKeyPerson>;
/**
 * POST /api/admin/previewbulkusers (not in the spec): what createbulkusers would do with the same
 * body, computed by the same plan and written nowhere; refusals are the import's own.
 */
export const BulkUsersPreviewAnswer = z.object({
  ok: z.literal(true),
  letrehozva: z.number(),
  frissitve: z.number(),
  blokkolva: z.number(),
  blokkolt_vezetok_hr: z.array(BlockedKeyPerson),
});
export type BulkUsersPreviewAnswer = z.infer<typeof BulkUsersPreviewAnswer>;

// ---- Bodies ------------------------------------------------------------------------------------

const userId = z.number({ error: M.badId }).int({ error: M.badId }).positive({ error: M.badId });

/** A required text: `clean` first (trimming by default), then the length checks. */
const required = (missing: string, max: number, tooLong: string, clean = (v: string) => v.trim()) =>
  z.string({ error: missing }).overwrite(clean).min(1, { error: missing }).max(max, { error: tooLong });

const nev = required(M.nevRequired, USER_FIELD_MAX.nev, M.nevTooLong);
// Look-alikes are the same identity (contract/src/domain/identity.ts): the e-mail as its key, the
// username cleaned (unique by its key in the gateway).
const email = required(M.emailRequired, USER_FIELD_MAX.email, M.emailTooLong, identityKey).refine(isEmail, {
  error: M.emailInvalid,
});
const felhasznalonev = required(
  M.felhasznalonevRequired,
  USER_FIELD_MAX.felhasznalonev,
  M.felhasznalonevTooLong,
  cleanIdentity,
);
/** Optional on single create and edit (admin-area.md §5 "Create user"); empty means none. */
const oktatasiAzonosito = z
  .string({ error: M.omTooLong })
  .trim()
  .max(USER_FIELD_MAX.oktatasi_azonosito, { error: M.omTooLong })
  .nullish()
  .transform((v) => (v ? v : null));
const szerepkorok = z
  .array(z.string({ error: M.roleUnknown }).max(40, { error: M.roleUnknown }), { error: M.rolesRequired })
  .max(ADMIN_ROLES.length * 2, { error: M.roleUnknown })
  .transform((values, ctx): AdminRole[] => {
    const roles = values.map(adminRoleOf);
    if (roles.some((r) => r === null)) ctx.issues.push({ code: 'custom', message: M.roleUnknown, input: values });
    const unique = [...new Set(roles.filter((r): r is AdminRole => r !== null))];
    if (unique.length === 0 && roles.every((r) => r !== null))
      ctx.issues.push({ code: 'custom', message: M.rolesRequired, input: values });
    return unique;
  });

/** POST /api/admin/createusers; also the create form's resolver. */
export const CreateUserBody = z.strictObject({
  nev,
  email,
  felhasznalonev,
  oktatasi_azonosito: oktatasiAzonosito,
  szerepkorok,
});
export type CreateUserBody = z.input<typeof CreateUserBody>;
export type CreateUserInput = z.output<typeof CreateUserBody>;

/** POST /api/admin/updateusers: the user and only the fields that changed. */
export const UpdateUserBody = z
  .strictObject({
    user_id: userId,
    nev: nev.optional(),
    email: email.optional(),
    felhasznalonev: felhasznalonev.optional(),
    oktatasi_azonosito: oktatasiAzonosito.optional(),
    szerepkorok: szerepkorok.optional(),
  })
  .refine((b) => Object.keys(b).some((k) => k !== 'user_id'), { error: M.nothingToUpdate });
export type UpdateUserBody = z.input<typeof UpdateUserBody>;
export type UpdateUserInput = z.output<typeof UpdateUserBody>;

/** POST /api/admin/blockusers: `blocked` is the state the admin saw. */
export const BlockUserBody = z.strictObject({ user_id: userId, blocked: z.boolean({ error: M.badBlocked }) });
export type BlockUserBody = z.input<typeof BlockUserBody>;

/** POST /api/admin/resetpassword and DELETE /api/admin/deleteusers. */
export const UserIdBody = z.strictObject({ user_id: userId });
export type UserIdBody = z.input<typeof UserIdBody>;

/**
 * One imported row as sent: the five fields, each checked by the CSV's own row rules on the server
 * (`checkUserRows` in contract/src/domain/user-csv.ts), so a bad row is named by its Sorszám.
 */
const rowCell = z.string().max(1000).nullish();
const BulkUserRowInput = z.strictObject({
  nev: rowCell,
  email: rowCell,
  felhasznalonev: rowCell,
  oktatasi_azonosito: rowCell,
  szerepkorok: z.union([z.string().max(1000), z.array(z.string().max(100)).max(20)]).nullish(),
});

/** POST /api/admin/createbulkusers (admin-area.md §7 "Users"). */
export const BulkUsersBody = z.strictObject({
  overwrite: z.boolean({ error: M.badOverwrite }),
  userList: z
    .array(BulkUserRowInput, { error: USER_CSV_MESSAGES.empty })
    .min(1, { error: USER_CSV_MESSAGES.empty })
    .max(MAX_IMPORT_ROWS, { error: USER_CSV_MESSAGES.tooManyRows }),
});
export type BulkUsersBody = z.input<typeof BulkUsersBody>;

/** The JSON body limit of createbulkusers: MAX_IMPORT_ROWS rows of ordinary length fit easily. */
export const BULK_USERS_BODY_LIMIT = '6mb';
