/**
 * Filters that several lists offer in the same words: who manages a row, its priority, whether it
 * is confirmed. Each list puts them beside its own (ServerListPage `filters`); a spec keeps its
 * literal key (`as const`), so each list checks it against its own filter values.
 */
import type { Option } from '../components/Field.tsx';
import { yesNoOptions } from '../components/list/filters.tsx';
import { contactName } from './company/contacts.ts';
import { PRIORITY_OPTIONS } from './rfq/parts.tsx';

/** Our staff as the manager filters offer them: by name, or by email when nameless. */
type StaffContact = Parameters<typeof contactName>[0] & { id: number; email: string };

function managerOptions(staff: readonly StaffContact[] | undefined): Option[] {
  return (staff ?? []).map((contact) => ({
    value: String(contact.id),
    label: contactName(contact) || contact.email,
  }));
}

/** The manager of a row (`key`: the list's name for it), 'Any manager' first. */
export function managerFilter<const K extends string>(
  key: K,
  staff: readonly StaffContact[] | undefined,
) {
  return { key, label: 'Manager', anyLabel: 'Any manager', options: managerOptions(staff) };
}

/** The priority of an RFQ or of what comes of it (AOG first). */
export const PRIORITY_FILTER = {
  key: 'priority',
  label: 'Priority',
  anyLabel: 'Any priority',
  options: PRIORITY_OPTIONS,
  narrow: true,
} as const;

/** Confirmed or not (purchase orders, order positions). */
export const CONFIRMED_FILTER = {
  key: 'confirmed',
  label: 'Confirmed',
  anyLabel: 'Confirmed or not',
  options: yesNoOptions('Confirmed', 'Not confirmed'),
  narrow: true,
} as const;
