export interface StatFormat {
  decimals: number;
  separator: string;
  decimal: string;
  prefix: string;
  suffix: string;
}

/**
 * A number as the counter shows it, formatted exactly as countup.js does when it stops, so the
 * prerendered value and the animated one end identical: 1234.5 with "," and "." is "1,234.5".
 */
export function formatStat(value: number, { decimals, separator, decimal, prefix, suffix }: StatFormat): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  const sign = value < 0 ? '-' : '';
  return `${sign}${prefix}${grouped}${fraction === undefined ? '' : decimal + fraction}${suffix}`;
}
