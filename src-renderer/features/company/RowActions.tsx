/** Edit and remove buttons of the company's editable tables and cards. */
import type { RowData } from '@tanstack/react-table';
import { dataColumnHelper, type DataColumnDef } from '../../components/DataTable.tsx';
import { Icon, type IconName } from '../../components/Icon.tsx';

/** A small icon button of a row or a card (edit, remove), named for screen readers and tests. */
export function IconAction({
  icon,
  label,
  onClick,
}: {
  icon: IconName;
  label: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <Icon name={icon} size={14} />
    </button>
  );
}

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
