// Stored text is clean text (docs/architecture.md "Gateway: routes, permissions, validation,
// errors"): every string of every JSON body, query and route parameter is NFC-normalised, and
// control characters and bidirectional overrides are removed, before the schemas see it. Newlines
// and tabs stay: whether a field may hold them is its schema's decision. File names get a stricter
// treatment (`safeFileName`).

/**
 * C0 controls except tab, LF and CR; DEL; C1 controls; the bidirectional embeddings and
 * overrides (U+202A–U+202E) and isolates (U+2066–U+2069), which can make `gpj.exe` read `exe.jpg`.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
/** Printable ASCII, tab, LF, CR: nothing to strip or compose (fast path for base64 payloads). */
const PLAIN = /^[\x20-\x7e\t\n\r]*$/;

/** One string, cleaned: unsafe characters removed first (so what they separated can compose), then NFC. */
export function cleanText(text: string): string {
  if (PLAIN.test(text)) return text;
  return text.replace(UNSAFE, '').normalize('NFC');
}

/**
 * Cleans every string inside a parsed JSON value (or a query/params object) in place and returns
 * it. Iterative, so a deeply nested body cannot overflow the stack; object keys are left alone
 * (the strict schemas refuse unknown ones).
 */
export function cleanStrings<T>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const v = record[key];
      if (typeof v === 'string') record[key] = cleanText(v);
      else if (v !== null && typeof v === 'object') stack.push(v);
    }
  }
  return value;
}

/** Longest stored file name, in characters (code points), extension included. */
const SAFE_FILE_NAME_MAX = 100;
/** Characters that mean something to a file system or a shell on some platform. */
const FILE_SYSTEM_SPECIAL = /[<>:"|?*]/g;

/**
 * A file name reduced to a safe base name: the last path segment (either slash), without
 * unsafe characters, leading dots or spaces, runs of dots, at most SAFE_FILE_NAME_MAX characters
 * with the extension kept; `fallback` when nothing is left.
 */
export function safeFileName(name: string, fallback: string): string {
  const base = cleanText(name).split(/[/\\]/).pop() ?? '';
  const tidy = base
    .replace(FILE_SYSTEM_SPECIAL, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (!tidy) return fallback;
  const chars = Array.from(tidy);
  if (chars.length <= SAFE_FILE_NAME_MAX) return tidy;
  const dot = tidy.lastIndexOf('.');
  const ext = dot > 0 ? Array.from(tidy.slice(dot)) : [];
  // An "extension" as long as the name is no extension: cut the whole name.
  const keep = ext.length > 0 && ext.length <= 16 ? ext : [];
  const stem = chars.slice(0, SAFE_FILE_NAME_MAX - keep.length).join('');
  return stem.replace(/[.\s]+$/, '') + keep.join('');
}

/** The same name with another extension (`.png` → `.webp` after re-encoding). */
export function withExtension(name: string, ext: string): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const chars = Array.from(stem);
  return chars.slice(0, SAFE_FILE_NAME_MAX - ext.length).join('') + ext;
}
