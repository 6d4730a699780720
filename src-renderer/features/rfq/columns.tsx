import { createContext, useContext, useEffect, useRef } from 'react';
import type { RfqListItem } from '../../../src-shared/api/rfq.ts';
import { dataColumnHelper, type DataColumnDef } from '../../components/DataTable.tsx';
import { formatDate, formatInteger, text } from '../../lib/format.ts';
import { ActivityTag, PriorityBadge } from './parts.tsx';
import type { PageSelectionState } from './selection.ts';

/**
 * The row selection, for the checkbox column: the columns stay static, the checkboxes read the
 * page's selection from here.
 */
export interface RowSelectionApi {
  isSelected: (id: number) => boolean;
  pageState: PageSelectionState;
  /** A checkbox click; `shift` selects the range from the last clicked row. */
  click: (id: number, shift: boolean) => void;
  togglePage: () => void;
  enabled: boolean;
}

export const RowSelectionContext = createContext<RowSelectionApi>({
  isSelected: () => false,
  pageState: 'none',
  click: () => undefined,
  togglePage: () => undefined,
  enabled: false,
});

export function SelectPageCheckbox() {
  const selection = useContext(RowSelectionContext);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selection.pageState === 'some';
  }, [selection.pageState]);
  if (!selection.enabled) return null;
  return (
    <input
      ref={ref}
      type="checkbox"
      className="checkbox"
      aria-label="Select page"
      data-testid="select-page"
      checked={selection.pageState === 'all'}
      onChange={() => selection.togglePage()}
    />
  );
}

export function RowCheckbox({ id, label }: { id: number; label: string }) {
  const selection = useContext(RowSelectionContext);
  if (!selection.enabled) return null;
  return (
    <input
      type="checkbox"
      className="checkbox"
      aria-label={`Select RFQ ${label}`}
      data-testid="row-select"
      checked={selection.isSelected(id)}
      // Click, not change: the click knows whether shift was held (range selection).
      onClick={(event) => selection.click(id, event.shiftKey)}
      onChange={() => undefined}
    />
  );
}

const helper = dataColumnHelper<RfqListItem>();

/** The RFQ lists' columns. Ids equal the server's ordering fields where it sorts by them. */
export const rfqColumns: DataColumnDef<RfqListItem>[] = helper.columns([
  helper.display({
    id: 'select',
    size: 36,
    enableHiding: false,
    enableSorting: false,
    header: () => <SelectPageCheckbox />,
    meta: { label: 'Select' },
    cell: (info) => <RowCheckbox id={info.row.original.id} label={info.row.original.number} />,
  }),
  helper.accessor('number', {
    header: 'RFQ',
    size: 128,
    enableHiding: false,
    meta: { label: 'RFQ number' },
    cell: (info) => <span className="cell-strong mono">{info.getValue()}</span>,
  }),
  helper.accessor('priority', {
    header: 'Priority',
    size: 98,
    meta: { label: 'Priority' },
    cell: (info) => <PriorityBadge priority={info.getValue()} />,
  }),
  helper.accessor((row) => row.company.name, {
    id: 'company',
    header: 'Company',
    size: 200,
    meta: { label: 'Company' },
    cell: (info) => <span className="cell-strong">{info.getValue()}</span>,
  }),
  helper.accessor((row) => row.contact?.name ?? '', {
    id: 'contact',
    header: 'Contact',
    size: 150,
    enableSorting: false,
    meta: { label: 'Contact' },
    cell: (info) => text(info.getValue()),
  }),
  helper.accessor('positions_count', {
    header: 'Pos.',
    size: 70,
    sortDescFirst: true,
    meta: { label: 'Positions', align: 'end' },
    cell: (info) => formatInteger(info.getValue()),
  }),
  helper.accessor('kp_count', {
    header: 'KPs',
    size: 52,
    enableSorting: false,
    meta: { label: 'KPs', align: 'end' },
    cell: (info) => formatInteger(info.getValue()),
  }),
  helper.accessor((row) => row.rfq_manager?.name ?? '', {
    id: 'rfq_manager',
    header: 'Manager',
    size: 140,
    meta: { label: 'Manager' },
    cell: (info) => text(info.getValue()),
  }),
  helper.accessor('deadline', {
    header: 'Deadline',
    size: 104,
    meta: { label: 'Deadline' },
    cell: (info) => formatDate(info.getValue()),
  }),
  helper.accessor('created_at', {
    header: 'Received',
    size: 106,
    sortDescFirst: true,
    meta: { label: 'Received' },
    cell: (info) => formatDate(info.getValue()),
  }),
  helper.accessor('is_repair', {
    header: 'Repair',
    size: 66,
    enableSorting: false,
    meta: { label: 'Repair' },
    cell: (info) => (info.getValue() ? <span className="tag tag-plain">Repair</span> : ''),
  }),
  helper.accessor((row) => row.sale_type?.name ?? '', {
    id: 'sale_type',
    header: 'Sale type',
    size: 110,
    enableSorting: false,
    meta: { label: 'Sale type' },
    cell: (info) => text(info.getValue()),
  }),
  helper.accessor('activity_status', {
    header: 'Status',
    size: 96,
    enableSorting: false,
    meta: { label: 'Status' },
    cell: (info) => <ActivityTag status={info.getValue()} />,
  }),
  helper.accessor('id', {
    header: 'ID',
    size: 64,
    meta: { label: 'ID', align: 'end' },
  }),
  helper.accessor((row) => row.cancel_comment || row.comment, {
    id: 'comment',
    header: 'Comment',
    size: 240,
    enableSorting: false,
    meta: { label: 'Comment' },
    cell: (info) => <span title={info.getValue()}>{text(info.getValue())}</span>,
  }),
]);

export const RFQ_COLUMN_IDS = [
  'number',
  'priority',
  'company',
  'contact',
  'positions_count',
  'kp_count',
  'rfq_manager',
  'deadline',
  'created_at',
  'is_repair',
  'sale_type',
  'activity_status',
  'id',
  'comment',
] as const;

export const DEFAULT_RFQ_VISIBILITY: Record<string, boolean> = {
  select: true,
  number: true,
  priority: true,
  company: true,
  contact: false,
  positions_count: true,
  kp_count: true,
  rfq_manager: true,
  deadline: true,
  created_at: true,
  is_repair: true,
  sale_type: false,
  activity_status: true,
  id: false,
  comment: false,
};

export const RFQ_TABLE = 'rfq';
