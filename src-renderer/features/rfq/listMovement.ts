/**
 * How the visible page of an RFQ list changes after an action or a creation, before the server's
 * list comes back (spec §4 "RFQ lists"): an RFQ an action moved elsewhere leaves the list
 * (afterAction), one that stays is updated in place, and a new RFQ is prepended with the list kept
 * to 10 items (prependCapped). The count follows. Pure: the page in, the page out.
 */
import type { Paginated } from '../../../src-shared/api/results.ts';
import type { RfqListItem } from '../../../src-shared/api/rfq.ts';
import {
  afterAction,
  listOf,
  prependCapped,
  type RfqList,
} from '../../../src-shared/domain/rfq-lists.ts';

export function pageAfterActions(
  page: Paginated<RfqListItem>,
  shown: RfqList,
  updated: readonly RfqListItem[],
): Paginated<RfqListItem> {
  let results = page.results;
  for (const rfq of updated) results = afterAction(results, shown, rfq);
  const left = page.results.length - results.length;
  return { ...page, results, count: Math.max(0, page.count - left) };
}

/** A new RFQ on the page of the list it belongs to; other lists are left as they are. */
export function pageWithCreated(
  page: Paginated<RfqListItem>,
  shown: RfqList,
  created: RfqListItem,
): Paginated<RfqListItem> {
  if (listOf(created) !== shown) return page;
  const already = page.results.some((rfq) => rfq.id === created.id);
  return {
    ...page,
    results: prependCapped(page.results, created),
    count: already ? page.count : page.count + 1,
  };
}
