/** What a pager shows for one page of a server list. */
export function pageSummary(pageIndex: number, pageSize: number, count: number) {
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  const first = count === 0 ? 0 : pageIndex * pageSize + 1;
  const last = Math.min(count, (pageIndex + 1) * pageSize);
  return {
    pageCount,
    first,
    last,
    canPrevious: pageIndex > 0,
    canNext: pageIndex + 1 < pageCount,
  };
}
