import type { Paginated } from '../../src-shared/api/results.ts';
import { PAGE_SIZES, type PageSize } from '../../src-shared/domain/constants.ts';

/** The largest page the server serves (spec §9: 10, 20 or 30). */
const EXPORT_PAGE_SIZE: PageSize = PAGE_SIZES[PAGE_SIZES.length - 1] ?? 30;

/**
 * Every row of a paged list, page by page at the largest page size, reporting how far it got.
 * Stops at the count, at the last page, or when the caller aborts.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, pageSize: PageSize, signal?: AbortSignal) => Promise<Paginated<T>>,
  options: {
    onProgress?: (loaded: number, total: number) => void;
    signal?: AbortSignal;
    pageSize?: PageSize;
  } = {},
): Promise<T[]> {
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  const rows: T[] = [];
  let total = Infinity;
  for (let page = 1; rows.length < total; page++) {
    options.signal?.throwIfAborted();
    const result = await fetchPage(page, pageSize, options.signal);
    total = result.count;
    rows.push(...result.results);
    options.onProgress?.(rows.length, total);
    // A list that shrank while we paged, or a server that stops early, ends the loop too.
    if (!result.next || result.results.length === 0) break;
    if (page > Math.ceil(total / pageSize) + 1) break;
  }
  return rows;
}
