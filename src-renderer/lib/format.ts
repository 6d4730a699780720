/** Display formats: one place, so every table and card writes numbers and dates alike. */

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatInteger(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : integer.format(value);
}

export function formatMoney(value: number | null | undefined, symbol?: string): string {
  if (value === null || value === undefined) return '—';
  return symbol ? `${decimal.format(value)} ${symbol}` : decimal.format(value);
}

export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value)} %`;
}

/** ISO date (or date-time) as YYYY-MM-DD: unambiguous for an international trade. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  return value.slice(0, 10);
}

/** A moment as YYYY-MM-DD HH:MM in the workstation's time zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function text(value: string | null | undefined): string {
  return value ? value : '—';
}
