import type { RefItem } from '../../../src-shared/api/home.ts';
import type { Option } from '../../components/Field.tsx';

/** Select options from a reference list; `code` shown where the trade knows it (USD, DE). */
export function refOptions(items: readonly RefItem[] | undefined, withCode = false): Option[] {
  return (items ?? []).map((item) => ({
    value: String(item.id),
    label: withCode && item.code ? `${item.name} (${item.code})` : item.name,
  }));
}

/** '' → undefined (required ids: the schema says "This field is required."). */
export function idOrUndefined(value: string): string | undefined {
  return value === '' ? undefined : value;
}

/** '' → null (optional ids that can be cleared). */
export function idOrNull(value: string): string | null {
  return value === '' ? null : value;
}
