/**
 * Row selection of the RFQ lists: a checkbox per row, shift-click to select a range in page order,
 * and "select page". Pure, so the range rules are tested on their own.
 */

export interface Selection {
  ids: ReadonlySet<number>;
  /** The row last clicked without shift: where a shift-click range starts. */
  anchor: number | null;
}

export const EMPTY_SELECTION: Selection = { ids: new Set(), anchor: null };

/**
 * A click on a row's checkbox. Without shift it toggles that row. With shift it gives every row
 * between the anchor and this one (inclusive, in page order) the state the clicked row takes.
 */
export function clickRow(
  selection: Selection,
  pageIds: readonly number[],
  id: number,
  shift: boolean,
): Selection {
  const ids = new Set(selection.ids);
  const checked = !ids.has(id);
  const from = selection.anchor === null ? -1 : pageIds.indexOf(selection.anchor);
  const to = pageIds.indexOf(id);
  if (shift && from >= 0 && to >= 0) {
    const [start, end] = from <= to ? [from, to] : [to, from];
    for (const rowId of pageIds.slice(start, end + 1)) {
      if (checked) ids.add(rowId);
      else ids.delete(rowId);
    }
    return { ids, anchor: selection.anchor };
  }
  if (checked) ids.add(id);
  else ids.delete(id);
  return { ids, anchor: id };
}

/**
 * How much of the page shown is selected; 'empty' while the page has no rows (loading, or nothing
 * found): there is nothing to select, so "select page" is off rather than a box that does nothing.
 */
export type PageSelectionState = 'empty' | 'none' | 'some' | 'all';

export function pageSelectionState(
  selection: Selection,
  pageIds: readonly number[],
): PageSelectionState {
  if (pageIds.length === 0) return 'empty';
  const chosen = pageIds.filter((id) => selection.ids.has(id)).length;
  if (chosen === 0) return 'none';
  return chosen === pageIds.length ? 'all' : 'some';
}

/** "Select page": every row of the page, or none of them when all were selected. */
export function togglePage(selection: Selection, pageIds: readonly number[]): Selection {
  const ids = new Set(selection.ids);
  const all = pageSelectionState(selection, pageIds) === 'all';
  for (const id of pageIds) {
    if (all) ids.delete(id);
    else ids.add(id);
  }
  return { ids, anchor: selection.anchor };
}

/**
 * The selection once an action on `acted` has succeeded: cleared, unless the user has selected
 * again meanwhile. An action settles only after its list is read again (its toast comes first),
 * and a selection made in that time is the user's next one, kept.
 */
export function afterAction(current: Selection, acted: Selection): Selection {
  return current === acted ? EMPTY_SELECTION : current;
}
