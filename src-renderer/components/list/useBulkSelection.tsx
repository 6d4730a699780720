/**
 * A server list's selection with bulk actions whose answer may be a refusal (RFQs, need offers,
 * order positions, products, product requests): the picked rows, the 400 that names which of them
 * may not move, and the table's selection column. One piece, so each list says only what its
 * actions do:
 * - `reset` is the list's `onChange` (another view shows other rows: the selection and a refusal
 *   about them go);
 * - `run(action)` runs one bulk action on the picked ids (see `run`);
 * - `bar(actions)` is what stands above the table: the bulk bar while rows are picked, the refusal
 *   (until dismissed, or until the next action of the bar is used);
 * - `tableOf(rows)` gives the table its selected rows and the checkbox column's API for the page.
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import type { BulkRefusal } from '../../../src-shared/api/rfq.ts';
import { reportUnexpected } from '../../lib/report.ts';
import { bulkRefusalOf, RefusalPanel } from '../../features/rfq/actions.tsx';
import { RowSelectionContext } from '../../features/rfq/columns.tsx';
import { useRowSelection } from '../../features/rfq/useRowSelection.ts';
import type { IconName } from '../Icon.tsx';
import { BulkBar, type BulkAction } from './ServerListPage.tsx';

/** The dialog an action opened, as `useState` gives it: open while not null. */
type ActionDialogState = readonly [unknown, (closed: null) => void];

export function useBulkSelection(enabled: boolean) {
  const picked = useRowSelection(enabled);
  const [refusal, setRefusal] = useState<BulkRefusal | null>(null);

  /**
   * Runs one bulk action on the picked ids; the server moves all or nothing. The old refusal goes
   * first. A success (`onDone` first) clears the selection it acted on (not one made while it
   * settled) and closes the action's `dialog`. A refusal means nothing moved: the dialog closes,
   * the refusal is shown and the selection stays for another try. Any other failure goes to the
   * open dialog, which shows it and keeps what was typed, or else is reported.
   */
  async function run<T>(
    action: (ids: number[]) => Promise<T>,
    { dialog, onDone }: { dialog?: ActionDialogState; onDone?: (result: T) => void } = {},
  ) {
    setRefusal(null);
    const acted = picked.selection;
    try {
      const result = await action(picked.ids);
      onDone?.(result);
      picked.clearActedOn(acted);
      dialog?.[1](null);
    } catch (error) {
      const refused = bulkRefusalOf(error);
      if (refused) {
        setRefusal(refused);
        dialog?.[1](null);
        return;
      }
      if (dialog && dialog[0] !== null) throw error;
      reportUnexpected(error);
    }
  }

  const refusalPanel = refusal ? (
    <RefusalPanel refusal={refusal} onDismiss={() => setRefusal(null)} />
  ) : null;

  return {
    picked,
    /** What the server refused of the last action, until dismissed. */
    refusalPanel,
    reset: () => {
      picked.clear();
      setRefusal(null);
    },
    run,
    /** The bulk bar with `actions` (and `children`) while rows are picked, then the refusal. */
    bar: (actions: readonly BulkAction[], children?: ReactNode) => (
      <>
        {picked.ids.length > 0 ? (
          <BulkBar
            count={picked.ids.length}
            onClear={() => picked.clear()}
            actions={actions}
            // The refusal was about the last action: the next one, bulk or on one row (a penalty,
            // a comment), lets it go, so a success does not stand beside an old "nothing changed".
            onAction={() => setRefusal(null)}
          >
            {children}
          </BulkBar>
        ) : null}
        {refusalPanel}
      </>
    ),
    tableOf: (rows: readonly { id: number }[] | undefined) => {
      // A row may stand twice on a page (a task with each of its offers): its id counts once.
      const api = picked.apiFor([...new Set((rows ?? []).map((row) => row.id))]);
      return {
        api,
        isRowSelected: (row: { id: number }) => picked.selection.ids.has(row.id),
        renderBody: (table: ReactElement) => (
          <RowSelectionContext.Provider value={api}>{table}</RowSelectionContext.Provider>
        ),
      };
    },
  };
}

/**
 * The bulk bar's buttons of a workflow's actions (RFQs, need offers, order positions): each named
 * by `labels`, with its icon when `icons` has one; cancelling is marked as a danger.
 */
export function workflowButtons<A extends string>(
  actions: readonly A[],
  labels: Readonly<Record<A, string>>,
  busy: boolean,
  onClick: (action: A) => void,
  icons?: Readonly<Record<A, IconName>>,
): BulkAction[] {
  return actions.map((action) => ({
    action,
    label: labels[action],
    icon: icons?.[action],
    danger: action === 'cancel',
    busy,
    onClick: () => onClick(action),
  }));
}
