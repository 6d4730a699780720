/**
 * A list's row selection (selection.ts) as the checkbox column reads it (RowSelectionContext):
 * the selected ids, clearing, and the column's API for the ids of the page shown. Every list with
 * a selection and bulk actions uses it: RFQs, need offers, order positions.
 */
import { useState } from 'react';
import type { RowSelectionApi } from './columns.tsx';
import {
  afterAction,
  clickRow,
  EMPTY_SELECTION,
  pageSelectionState,
  togglePage,
  type Selection,
} from './selection.ts';

export function useRowSelection(enabled: boolean) {
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  return {
    selection,
    ids: [...selection.ids],
    clear: () => setSelection(EMPTY_SELECTION),
    /** After an action on the selection `acted` succeeded (selection.ts `afterAction`). */
    clearActedOn: (acted: Selection) => setSelection((current) => afterAction(current, acted)),
    /** The checkbox column's API, for the rows of the page shown (shift-click ranges in it). */
    apiFor: (pageIds: readonly number[]): RowSelectionApi => ({
      enabled,
      isSelected: (id) => selection.ids.has(id),
      pageState: pageSelectionState(selection, pageIds),
      click: (id, shift) => setSelection((current) => clickRow(current, pageIds, id, shift)),
      togglePage: () => setSelection((current) => togglePage(current, pageIds)),
    }),
  };
}
