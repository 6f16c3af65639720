// How a search compares names and other typed text (staff-area.md §2 "/app/hr" and
// admin-area.md §2 "/admin/felhasznalok": case- and accent-insensitive): both sides folded the same
// way, in the browser and on the server.

/** Lower case, no accents, single ordinary spaces: "Kovács  Anna" and "kovacs anna" read the same. */
export const foldSearchText = (s: string): string =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('hu').replace(/\s+/g, ' ').trim();
