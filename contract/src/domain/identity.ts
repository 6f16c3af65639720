// How e-mail addresses and usernames are compared (docs/architecture.md "Users and identities"):
// two values that look the same to a person are the same identity. The contract's schemas, the
// gateway's lookups and the migration of stored data all use these two functions.

/**
 * Characters that show nothing: format characters (zero-width space and joiners, word joiner,
 * BOM, soft hyphen, direction marks) and controls.
 */
const INVISIBLE = /[\p{Cf}\p{Cc}]/gu;

/**
 * A username or e-mail as it is stored and shown: compatibility characters folded (NFKC: a
 * full-width `Ａ` is `A`, a no-break space a space), invisible characters removed, the spaces
 * around it trimmed. Case is kept.
 */
export const cleanIdentity = (value: string): string => value.normalize('NFKC').replace(INVISIBLE, '').trim();

/**
 * The key two identities are compared by: the clean value in lower case. A stored e-mail is its
 * key; a username keeps its spelling and is unique by its key.
 */
export const identityKey = (value: string): string => cleanIdentity(value).toLowerCase();
