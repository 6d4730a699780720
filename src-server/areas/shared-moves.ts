/**
 * An action that moves records from one state to another, on one record or on many at once (all
 * or nothing). The RFQ actions and the search tasks' actions took the same steps: lock the
 * records by id, ask why each may not move, refuse (404 for one unknown record, 400 with the
 * reason; in bulk, 400 with a reason per refused record and nothing changed), else apply the move
 * to all of them. Here the steps are one piece; an area says how it locks, refuses and applies.
 */
import type { Kysely } from 'kysely';
import type { BulkRefusal } from '../../src-shared/api/rfq.ts';
import type { Database } from '../db/schema.ts';
import { refusalsOf } from '../http/bulk-refusals.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { invalidPk } from './company/checks.ts';

interface MoveSpec<R extends { id: number }, I> {
  /** Locks the records with these ids (those that exist) and reads their state. */
  lock: (db: Kysely<Database>, ids: readonly number[]) => Promise<R[]>;
  /** Why this record may not move under this input, or null. */
  refusal: (record: R, input: I) => string | null;
  /** Moves them all. */
  apply: (db: Kysely<Database>, records: R[], input: I) => Promise<void>;
  /** How a bulk refusal names a record, and its reason for an id no record has. */
  label: (record: R) => string;
  unknown: string;
  /** The bulk refusal's detail: `refused` of the `asked` records may not move under `input`. */
  nothingChanged: (refused: number, asked: number, input: I) => string;
  /** The body field that also lists the unknown ids (invalidPk), where the call has one. */
  unknownField?: string;
}

/** The unknown ids asked, under the call's field for them (none, or no such field: nothing). */
function unknownIds(
  field: string | undefined,
  ids: readonly number[],
  records: readonly { id: number }[],
): Record<string, string[]> {
  const known = new Set(records.map((record) => record.id));
  const unknown = ids.filter((id) => !known.has(id));
  return field && unknown.length > 0 ? { [field]: unknown.map(invalidPk) } : {};
}

export function lockedMoves<R extends { id: number }, I>(spec: MoveSpec<R, I>) {
  return {
    /** One record: 404 when missing, 400 with the reason when it may not move. */
    async one(db: Kysely<Database>, id: number, input: I): Promise<void> {
      const [record] = await spec.lock(db, [id]);
      if (!record) throw notFound();
      const reason = spec.refusal(record, input);
      if (reason) throw new HttpError(400, { detail: reason });
      await spec.apply(db, [record], input);
    },
    /** Many records, all or nothing. Returns the ids moved, in the order asked. */
    async many(db: Kysely<Database>, ids: readonly number[], input: I): Promise<number[]> {
      const records = await spec.lock(db, ids);
      const refused = refusalsOf(
        ids,
        records,
        (record) => (record ? spec.refusal(record, input) : spec.unknown),
        (_id, record) => (record ? spec.label(record) : ''),
      );
      if (refused.length > 0) {
        const body: BulkRefusal = {
          detail: spec.nothingChanged(refused.length, ids.length, input),
          refused,
        };
        throw new HttpError(400, { ...body, ...unknownIds(spec.unknownField, ids, records) });
      }
      await spec.apply(db, records, input);
      return [...ids];
    },
  };
}
