import { PAGE_SIZES, type PageSize } from '../../src-shared/domain/constants.ts';
import { rowsNoun } from '../lib/format.ts';
import { pageSummary } from '../lib/paging.ts';
import { Icon, type IconName } from './Icon.tsx';

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
  /** One of the four page buttons: where it goes, off where there is nowhere to go. */
  const pageButton = (label: string, icon: IconName, disabled: boolean, target: number) => (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      disabled={disabled}
      onClick={() => onPageChange(target)}
    >
      <Icon name={icon} />
    </button>
  );
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
        {summary.first}–{summary.last} of {count.toLocaleString('en-US')} {rowsNoun(count, noun)}
      </span>
      <span className="page-buttons">
        {pageButton('First page', 'chevronsLeft', !summary.canPrevious, 0)}
        {pageButton('Previous page', 'chevronLeft', !summary.canPrevious, pageIndex - 1)}
        <span className="page-of" data-testid="page-of">
          Page {pageIndex + 1} of {summary.pageCount}
        </span>
        {pageButton('Next page', 'chevronRight', !summary.canNext, pageIndex + 1)}
        {pageButton('Last page', 'chevronsRight', !summary.canNext, summary.pageCount - 1)}
      </span>
    </nav>
  );
}
