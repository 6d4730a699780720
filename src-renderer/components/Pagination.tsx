import { PAGE_SIZES, type PageSize } from '../../src-shared/domain/constants.ts';
import { pageSummary } from '../lib/paging.ts';
import { Icon } from './Icon.tsx';

/** The pager under a server list: page size 10/20/30 (spec §9), range and page navigation. */
export function Pagination({
  pageIndex,
  pageSize,
  count,
  onPageChange,
  onPageSizeChange,
  noun = 'rows',
}: {
  pageIndex: number;
  pageSize: number;
  count: number;
  onPageChange: (pageIndex: number) => void;
  onPageSizeChange: (size: PageSize) => void;
  noun?: string;
}) {
  const summary = pageSummary(pageIndex, pageSize, count);
  return (
    <nav className="pagination" aria-label="Pagination" data-testid="pagination">
      <label className="page-size">
        <span>Rows per page</span>
        <select
          className="input select select-small"
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value) as PageSize)}
          aria-label="Rows per page"
          data-testid="page-size"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <span className="page-range" data-testid="page-range" aria-live="polite">
        {summary.first}–{summary.last} of {count.toLocaleString('en-US')} {noun}
      </span>
      <span className="page-buttons">
        <button
          type="button"
          className="icon-button"
          aria-label="First page"
          disabled={!summary.canPrevious}
          onClick={() => onPageChange(0)}
        >
          <Icon name="chevronsLeft" />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label="Previous page"
          disabled={!summary.canPrevious}
          onClick={() => onPageChange(pageIndex - 1)}
        >
          <Icon name="chevronLeft" />
        </button>
        <span className="page-of" data-testid="page-of">
          Page {pageIndex + 1} of {summary.pageCount}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label="Next page"
          disabled={!summary.canNext}
          onClick={() => onPageChange(pageIndex + 1)}
        >
          <Icon name="chevronRight" />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label="Last page"
          disabled={!summary.canNext}
          onClick={() => onPageChange(summary.pageCount - 1)}
        >
          <Icon name="chevronsRight" />
        </button>
      </span>
    </nav>
  );
}
