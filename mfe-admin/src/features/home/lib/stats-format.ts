// How the statistics are written: cpu, mem and err in percent with one decimal, rps in "kérés/s"
// with two, ping in ms with one, Hungarian decimal commas; and the sparkline's points.
export const METRICS = ['cpu', 'mem', 'rps', 'err'] as const;
export type Metric = (typeof METRICS)[number];

const oneDecimal = new Intl.NumberFormat('hu-HU', { maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat('hu-HU', { maximumFractionDigits: 2 });

/** The number of a metric, without its unit. */
export function formatNumber(metric: Metric | 'ping', value: number): string {
  return (metric === 'rps' ? twoDecimals : oneDecimal).format(value);
}

/** The i18n key of a metric's unit text (`{{value}} %`, `{{value}} kérés/s`). */
export function unitKey(metric: Metric): 'home.units.percent' | 'home.units.rps' {
  return metric === 'rps' ? 'home.units.rps' : 'home.units.percent';
}

/**
 * The polyline of a sparkline in a `width` × `height` box (`pad` inside): oldest value on the left,
 * the axis from 0 to the largest value, so a flat line at the bottom means zero.
 */
export function sparklinePoints(values: readonly number[], width: number, height: number, pad = 2): string {
  if (values.length === 0) return '';
  const top = Math.max(...values, 0) || 1;
  const step = values.length > 1 ? (width - 2 * pad) / (values.length - 1) : 0;
  return values
    .map((v, i) => {
      const x = pad + i * step;
      const y = height - pad - (Math.max(0, v) / top) * (height - 2 * pad);
      return `${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}`;
    })
    .join(' ');
}
