/**
 * Dates of the trade: business days skip Saturday and Sunday (spec §9), and the date format of a
 * quotation depends on its KP version (spec §9): Russian for 1, 5, 6, 8, 9, 10; US long form for
 * 3; slash-separated short form for 2, 4, 7. Dates are calendar dates (YYYY-MM-DD), computed in UTC
 * so that a machine's time zone never moves a delivery date.
 */

export type DateFormatKind = 'ru' | 'us-long' | 'slash-short';

const MS_PER_DAY = 86_400_000;

export function parseIsoDate(iso: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) throw new Error(`Not a date: ${iso}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== match[0]) {
    throw new Error(`Not a date: ${iso}`);
  }
  return date;
}

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function isBusinessDay(date: Date): boolean {
  const day = date.getUTCDay();
  return day !== 0 && day !== 6;
}

/**
 * The date `days` business days after `from` (before it, for a negative count). Counting starts on
 * the next day, so a Friday plus one business day is the Monday.
 */
export function addBusinessDays(from: string, days: number): string {
  if (!Number.isInteger(days)) throw new Error(`Business days must be whole: ${days}`);
  let date = parseIsoDate(from);
  const step = days < 0 ? -1 : 1;
  let left = Math.abs(days);
  while (left > 0) {
    date = new Date(date.getTime() + step * MS_PER_DAY);
    if (isBusinessDay(date)) left -= 1;
  }
  return toIsoDate(date);
}

/** Business days from `from` (exclusive) to `to` (inclusive); negative when `to` is earlier. */
export function businessDaysBetween(from: string, to: string): number {
  const start = parseIsoDate(from).getTime();
  const end = parseIsoDate(to).getTime();
  const step = end >= start ? 1 : -1;
  let count = 0;
  for (let t = start + step * MS_PER_DAY; step > 0 ? t <= end : t >= end; t += step * MS_PER_DAY) {
    if (isBusinessDay(new Date(t))) count += step;
  }
  return count;
}

const US_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * Formats a calendar date: 'ru' → 21.11.2026 (the Russian locale's date), 'us-long' →
 * November 21, 2026, 'slash-short' → 11/21/2026 (month first, as the US short form).
 */
export function formatDate(iso: string, kind: DateFormatKind): string {
  const date = parseIsoDate(iso);
  const day = date.getUTCDate();
  const month = date.getUTCMonth();
  const year = date.getUTCFullYear();
  switch (kind) {
    case 'ru':
      return `${pad(day)}.${pad(month + 1)}.${year}`;
    case 'us-long':
      return `${US_MONTHS[month]} ${day}, ${year}`;
    case 'slash-short':
      return `${pad(month + 1)}/${pad(day)}/${year}`;
  }
}
