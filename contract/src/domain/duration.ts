// Duration of a request in calendar days, both ends included (staff-area.md §9, CSV column
// "Időtartam (nap)"). Counted on UTC days, which have no clock changes: the HR export and the
// history count it for every row, and a date library's local midnights cost several times more.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Whole days since 1970-01-01 of a real YYYY-MM-DD date; a RangeError for anything else. */
function dayNumber(iso: string): number {
  const t = Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  if (!ISO_DATE.test(iso) || new Date(t).toISOString().slice(0, 10) !== iso)
    throw new RangeError(`not a YYYY-MM-DD date: ${iso}`);
  return t / DAY_MS;
}

/** Days from `kezdete` to `vege`, both included; 0 when `vege` is before `kezdete`. */
export function inclusiveDays(kezdete: string, vege: string): number {
  return Math.max(0, dayNumber(vege) - dayNumber(kezdete) + 1);
}
