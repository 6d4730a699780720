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

/** Letters whose name starts with a vowel sound when an acronym is read letter by letter (an RFQ). */
const VOWEL_SOUND_LETTERS = new Set('AEFHILMNORSX');

/**
 * A noun with its indefinite article: "an order", "a purchase order", "an RFQ", "a KP". A word
 * in lower case takes "an" before a vowel letter; an acronym (a first word in capitals) is read
 * letter by letter, so its first letter's name decides.
 */
export function withArticle(noun: string): string {
  const first = noun.split(' ')[0] ?? '';
  const acronym = first.length > 1 && first === first.toUpperCase();
  const an = acronym ? VOWEL_SOUND_LETTERS.has(first[0] ?? '') : /^[aeiou]/i.test(first);
  return `${an ? 'an' : 'a'} ${noun}`;
}

/**
 * A count with its noun, singular for one: "1 product", "3 products", "2 counted products". The
 * English plural of every noun the app counts is the noun and "s" (`plural` where it is not).
 */
export function counted(count: number, noun: string, plural = `${noun}s`): string {
  return `${formatInteger(count)} ${count === 1 ? noun : plural}`;
}

/**
 * The noun of a list's count, given as the list names its rows (a plural: "companies",
 * "positions", "RFQs"), singular for one: "1–1 of 1 contact", not "of 1 contacts".
 */
export function rowsNoun(count: number, plural: string): string {
  if (count !== 1) return plural;
  if (plural.endsWith('ies')) return `${plural.slice(0, -3)}y`;
  return plural.endsWith('s') ? plural.slice(0, -1) : plural;
}
