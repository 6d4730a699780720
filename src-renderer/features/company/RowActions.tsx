/** Edit and remove buttons of the company's editable tables and cards. */
import type { RowData } from '@tanstack/react-table';
import { useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { controlsColumn } from '../../components/columnKit.tsx';
import type { DataColumnDef } from '../../components/DataTable.tsx';
import { IconAction } from '../../components/IconAction.tsx';
import { RemoveDialog } from './RemoveDialog.tsx';

/** The actions column of an editable table: edit and remove the row. */
function actionsColumn<T extends RowData>(
  noun: (row: T) => string,
  onEdit: (row: T) => void,
  onRemove: (row: T) => void,
): DataColumnDef<T> {
  return controlsColumn<T>(
    'actions',
    'Actions',
    76,
    (row) => (
      <span className="row-buttons">
        <IconAction icon="edit" label={`Edit ${noun(row)}`} onClick={() => onEdit(row)} />
        <IconAction icon="trash" label={`Remove ${noun(row)}`} onClick={() => onRemove(row)} />
      </span>
    ),
    { align: 'end' },
  );
}

/**
 * An editable table's row being edited ('new' for the add dialog) or removed, and its columns:
 * with the actions column when the caller may edit. `base` and `name` are module constants.
 */
export function useRowEditing<T extends RowData>(
  base: DataColumnDef<T>[],
  name: (row: T) => string,
  editable: boolean,
) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const columns = useMemo(
    () => (editable ? [...base, actionsColumn(name, setEditing, setRemoving)] : base),
    [base, name, editable],
  );
  return { editing, setEditing, removing, setRemoving, columns };
}

/** What removing a row asks and does: RemoveDialog's words and call, without its closing. */
export type RemoveAsk = Omit<ComponentProps<typeof RemoveDialog>, 'onClose' | 'onRemoved'>;

/**
 * The edit dialog (the row, or null for a new one) and the remove question of an editable
 * table, opened from useRowEditing's state. The contacts, bank details and condition texts each
 * wrote these two out alike; only the dialog and the question's words differ.
 */
export function RowDialogs<T extends RowData>({
  rows: { editing, setEditing, removing, setRemoving },
  edit,
  remove,
}: {
  rows: Pick<
    ReturnType<typeof useRowEditing<T>>,
    'editing' | 'setEditing' | 'removing' | 'setRemoving'
  >;
  edit: (row: T | null, onClose: () => void) => ReactNode;
  remove: (row: T) => RemoveAsk;
}) {
  return (
    <>
      {editing ? edit(editing === 'new' ? null : editing, () => setEditing(null)) : null}
      {removing ? <RemoveDialog {...remove(removing)} onClose={() => setRemoving(null)} /> : null}
    </>
  );
}
