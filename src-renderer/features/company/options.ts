import type { RefItem } from '../../../src-shared/api/home.ts';
import type { Option } from '../../components/Field.tsx';

/** Select options from a reference list; `code` shown where the trade knows it (USD, DE). */
export function refOptions(items: readonly RefItem[] | undefined, withCode = false): Option[] {
  return (items ?? []).map((item) => ({
    value: String(item.id),
    label: withCode && item.code ? `${item.name} (${item.code})` : item.name,
  }));
}
