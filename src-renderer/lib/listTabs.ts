/**
 * The tabs of a list whose tabs are lists of their own (the RFQ lists, the need-offer lists), as
 * ServerListPage takes them: each tab with its label and its count (the shown tab's from its page,
 * the others' from their own first pages), and a tab picked shows its list.
 */
interface Counted {
  data?: { count: number } | undefined;
}

export function listTabs<T extends string, V extends { list: T }>(
  label: string,
  ids: readonly T[],
  labels: Readonly<Record<T, string>>,
  /** The list's view, the page shown (`query`), and the first page of every tab's list. */
  {
    list,
    query,
    counts,
  }: {
    list: { view: V; applyView: (view: V) => void };
    query: Counted;
    counts: Readonly<Record<T, Counted>>;
  },
) {
  const { view } = list;
  return {
    label,
    tabs: ids.map((id) => ({
      id,
      label: labels[id],
      count: id === view.list ? query.data?.count : counts[id].data?.count,
    })),
    active: view.list,
    onChange: (next: string) => list.applyView({ ...view, list: next as T }),
  };
}
