/**
 * Spec §5: empty or undefined filters are dropped before a request is sent. Empty means undefined,
 * null, '' (after trimming) or an empty list; 0 and false are real values and are kept.
 */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

export function dropEmptyFilters<T extends Record<string, QueryValue>>(
  filters: T,
): Partial<Record<keyof T, string | number | boolean>> {
  const kept: Partial<Record<keyof T, string | number | boolean>> = {};
  for (const [key, value] of Object.entries(filters) as [keyof T, QueryValue][]) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string') {
      if (value.trim() === '') continue;
      kept[key] = value.trim();
    } else if (Array.isArray(value)) {
      if (value.length === 0) continue;
      kept[key] = value.join(',');
    } else {
      kept[key] = value as string | number | boolean;
    }
  }
  return kept;
}

/** Builds `?a=1&b=x` from filters, dropping empty ones; '' when nothing is left. */
export function toQueryString(filters: Record<string, QueryValue>): string {
  const kept = dropEmptyFilters(filters);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(kept)) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
