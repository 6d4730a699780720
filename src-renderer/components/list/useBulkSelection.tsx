/**
 * A server list's selection with bulk actions whose answer may be a refusal (products, product
 * requests): the picked rows, the 400 that names which of them may not move, and the table's
 * selection column. One piece, so each list says only what its actions do:
 * - `reset` is the list's `onChange` (another view shows other rows: the selection and a refusal
 *   about them go);
 * - `run(action)` runs one bulk action on the picked ids: the old refusal goes first; a success
 *   clears the selection, a refusal is shown, anything else is reported;
 * - `tableOf(rows)` gives the table its selected rows and the checkbox column's API for the page.
 */
import { useState, type ReactElement } from 'react';
import type { BulkRefusal } from '../../../src-shared/api/rfq.ts';
import { reportUnexpected } from '../../lib/report.ts';
import { bulkRefusalOf, RefusalPanel } from '../../features/rfq/actions.tsx';
import { RowSelectionContext } from '../../features/rfq/columns.tsx';
import { useRowSelection } from '../../features/rfq/useRowSelection.ts';

export function useBulkSelection(enabled: boolean) {
  const picked = useRowSelection(enabled);
  const [refusal, setRefusal] = useState<BulkRefusal | null>(null);

  async function run(action: (ids: number[]) => Promise<unknown>) {
    setRefusal(null);
    const acted = picked.selection;
    try {
      await action(picked.ids);
      picked.clearActedOn(acted);
    } catch (error) {
      const refused = bulkRefusalOf(error);
      if (refused) setRefusal(refused);
      else reportUnexpected(error);
    }
  }

  return {
    picked,
    /** What the server refused of the last action, until dismissed. */
    refusalPanel: refusal ? (
      <RefusalPanel refusal={refusal} onDismiss={() => setRefusal(null)} />
    ) : null,
    reset: () => {
      picked.clear();
      setRefusal(null);
    },
    run,
    tableOf: (rows: readonly { id: number }[] | undefined) => {
      const api = picked.apiFor((rows ?? []).map((row) => row.id));
      return {
        isRowSelected: (row: { id: number }) => picked.selection.ids.has(row.id),
        renderBody: (table: ReactElement) => (
          <RowSelectionContext.Provider value={api}>{table}</RowSelectionContext.Provider>
        ),
      };
    },
  };
}
