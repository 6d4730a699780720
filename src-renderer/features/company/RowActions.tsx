/** Edit and remove buttons of the company's editable tables and cards. */
import type { RowData } from '@tanstack/react-table';
import { dataColumnHelper, type DataColumnDef } from '../../components/DataTable.tsx';
import { IconAction } from '../../components/IconAction.tsx';

/** The actions column of an editable table: edit and remove the row. */
export function actionsColumn<T extends RowData>(
  noun: (row: T) => string,
  onEdit: (row: T) => void,
  onRemove: (row: T) => void,
): DataColumnDef<T> {
  return dataColumnHelper<T>().display({
    id: 'actions',
    size: 76,
    enableSorting: false,
    header: () => <span className="sr-only">Actions</span>,
    meta: { label: 'Actions', align: 'end' },
    cell: (info) => (
      <span className="row-buttons">
        <IconAction
          icon="edit"
          label={`Edit ${noun(info.row.original)}`}
          onClick={() => onEdit(info.row.original)}
        />
        <IconAction
          icon="trash"
          label={`Remove ${noun(info.row.original)}`}
          onClick={() => onRemove(info.row.original)}
        />
      </span>
    ),
  });
}
