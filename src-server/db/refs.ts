/** Small helpers every area's queries use to shape rows into the shared types. */
import { sql, type RawBuilder } from 'kysely';
import type { Ref } from '../../src-shared/api/common.ts';
import type { RefItem } from '../../src-shared/api/home.ts';

/** A reference item as base_info gives it: code and symbol only where there is one. */
export function refItem(
  id: number,
  name: string | null,
  code?: string | null,
  symbol?: string | null,
): RefItem {
  return {
    id,
    name: name ?? '',
    ...(code ? { code } : {}),
    ...(symbol ? { symbol } : {}),
  };
}

/** A Ref from a nullable id and name (left joins). */
export function refOrNull(id: number | null, name: string | null): Ref | null {
  return id !== null ? { id, name: name ?? '' } : null;
}

/** "Name Surname" of a contact alias, or null when both are empty. */
export function contactName(alias: string): RawBuilder<string | null> {
  return sql<
    string | null
  >`nullif(trim(${sql.ref(`${alias}.name`)} || ' ' || ${sql.ref(`${alias}.surname`)}), '')`;
}

/** Today's calendar date in UTC, the day every date rule of the server counts from. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** `PREFIX-YYYY-NNNNN`, numbered by the record's id (unique, never reused). */
export function documentNumber(prefix: string, id: number, date: string): string {
  return `${prefix}-${date.slice(0, 4)}-${String(id).padStart(5, '0')}`;
}
