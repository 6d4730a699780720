/**
 * Money as users type it and as totals are shown (spec §5): totals typed with commas have the
 * commas stripped and become numbers; a zero or null user total falls back to the system total.
 */

/** Rounds to cents, half away from zero, without binary-float surprises (1.005 → 1.01). */
export function roundMoney(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(value) * 100 + Number.EPSILON * 100)) / 100;
}

/**
 * A total typed by the user: '12,500.50' → 12500.5. Commas are thousands separators and are
 * stripped (spec §5). Returns null for blank or unreadable input.
 */
export function parseTypedTotal(typed: string | number | null | undefined): number | null {
  if (typed === null || typed === undefined) return null;
  if (typeof typed === 'number') return Number.isFinite(typed) ? typed : null;
  const cleaned = typed.replace(/,/g, '').replace(/\s/g, '');
  if (cleaned === '' || !/^-?\d*\.?\d+$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** The total to use: the user's, unless it is zero or missing, then the system's (spec §5). */
export function totalOrSystem(
  userTotal: string | number | null | undefined,
  systemTotal: number,
): number {
  const parsed = parseTypedTotal(userTotal);
  return parsed === null || parsed === 0 ? systemTotal : parsed;
}

/** Formats an amount with thousands separators and two decimals: 12500.5 → '12,500.50'. */
export function formatMoney(value: number, separator = ',', decimal = '.'): string {
  const rounded = roundMoney(value);
  const [whole = '0', cents = '00'] = Math.abs(rounded).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return `${rounded < 0 ? '-' : ''}${grouped}${decimal}${cents}`;
}
