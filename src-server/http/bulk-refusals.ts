/**
 * The refusals of a bulk call (RFQs, order positions, products, product requests) over records
 * read by id: each call built the same map of its records by id and walked the ids asked,
 * pushing a reason for each one that may not change. Here that walk is one piece; a call says
 * only why a record is refused and how the app names it.
 */
import type { BulkRefusal } from '../../src-shared/api/rfq.ts';

/**
 * Why each id asked may not change, in the order asked (none refused: empty). `reason` is given
 * the record with that id (undefined when none has it), the id and its place in the list;
 * `number` names a refused one as the app shows it.
 */
export function refusalsOf<R extends { id: number }>(
  ids: readonly number[],
  records: readonly R[],
  reason: (record: R | undefined, id: number, index: number) => string | null,
  number: (id: number, record: R | undefined) => string,
): BulkRefusal['refused'] {
  const byId = new Map(records.map((record) => [record.id, record]));
  return ids.flatMap((id, index) => {
    const record = byId.get(id);
    const why = reason(record, id, index);
    return why ? [{ id, number: number(id, record), reason: why }] : [];
  });
}
