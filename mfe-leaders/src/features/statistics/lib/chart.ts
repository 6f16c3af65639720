// Pure helpers of the statistics' plain SVG charts (docs/decisions/0330-plain-svg-charts.md): a
// round top for the value axis, its ticks, and the short Hungarian month names.
/** The smallest of 1, 2, 5 × 10^n that is at least `max` (at least 1). */
export function niceMax(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

/** Whole ticks from 0 to `top` (a niceMax value) on a round step, at most six of them. */
export function ticks(top: number): number[] {
  const step = niceMax(top / 5);
  const out: number[] = [];
  for (let v = 0; v <= top; v += step) out.push(v);
  return out;
}

const SHORT_MONTH = new Intl.DateTimeFormat('hu-HU', { month: 'short', timeZone: 'UTC' });
const LONG_MONTH = new Intl.DateTimeFormat('hu-HU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2026-09` → "szept." */
export const shortMonth = (yearMonth: string) => SHORT_MONTH.format(new Date(`${yearMonth}-01T12:00:00Z`));
/** `2026-09` → "2026. szeptember" */
export const longMonth = (yearMonth: string) => LONG_MONTH.format(new Date(`${yearMonth}-01T12:00:00Z`));

/** One decimal with a Hungarian decimal comma (1,5). */
export const oneDecimal = (n: number) =>
  new Intl.NumberFormat('hu-HU', { maximumFractionDigits: 1, minimumFractionDigits: 0 }).format(n);
