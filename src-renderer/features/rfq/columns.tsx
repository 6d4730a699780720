import { createContext, useContext, useEffect, useRef } from 'react';
import type { RfqListItem } from '../../../src-shared/api/rfq.ts';
import { columnKit, DESC_FIRST, UNSORTED } from '../../components/columnKit.tsx';
import type { RowData } from '@tanstack/react-table';
import { dataColumnHelper, type DataColumnDef } from '../../components/DataTable.tsx';
import { ResponseClock } from '../../components/ResponseClock.tsx';
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
  pageState: 'empty',
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
      // Before the first rows are shown a click would select nothing and the box would spring
      // back unchecked: it waits, off, for a page to select.
      disabled={selection.pageState === 'empty'}
      onChange={() => selection.togglePage()}
    />
  );
}

/** A row's checkbox; `label` is its whole accessible name ("Select RFQ RFQ-2026-00012"). */
export function RowCheckbox({ id, label }: { id: number; label: string }) {
  const selection = useContext(RowSelectionContext);
  if (!selection.enabled) return null;
  return (
    <input
      type="checkbox"
      className="checkbox"
      aria-label={label}
      data-testid="row-select"
      checked={selection.isSelected(id)}
      // Click, not change: the click knows whether shift was held (range selection).
      onClick={(event) => selection.click(id, event.shiftKey)}
      onChange={() => undefined}
    />
  );
}

/** The checkbox column of a list with a row selection (RowSelectionContext). */
export function selectColumn<T extends RowData>(
  idOf: (row: T) => number,
  labelOf: (row: T) => string,
): DataColumnDef<T> {
  return dataColumnHelper<T>().display({
    id: 'select',
    size: 36,
    enableHiding: false,
    enableSorting: false,
    header: () => <SelectPageCheckbox />,
    meta: { label: 'Select', inMenu: false },
    cell: (info) => <RowCheckbox id={idOf(info.row.original)} label={labelOf(info.row.original)} />,
  });
}

const col = columnKit<RfqListItem>();
const { helper } = col;

/** The RFQ lists' columns. Ids equal the server's ordering fields where it sorts by them. */
export const rfqColumns: DataColumnDef<RfqListItem>[] = helper.columns([
  selectColumn<RfqListItem>(
    (rfq) => rfq.id,
    (rfq) => `Select RFQ ${rfq.number}`,
  ),
  col.key('number', 'RFQ', 128, { label: 'RFQ number' }),
  col.cell(
    'priority',
    'Priority',
    98,
    (priority, rfq) => {
      // The response clock runs until someone takes the RFQ to work (aog-clock.ts).
      const waiting = !rfq.in_work && !rfq.in_archive;
      return (
        <span className="cell-2l">
          <PriorityBadge priority={priority} />
          {waiting ? <ResponseClock priority={rfq.priority} since={rfq.created_at} /> : null}
        </span>
      );
    },
    { label: 'Priority, and how long an AOG or critical one has waited' },
  ),
  col.strong({ id: 'company', value: (row) => row.company.name }, 'Company', 200, { grow: true }),
  col.named('contact', 'Contact', 150, UNSORTED),
  col.integer('positions_count', 'Pos.', 70, { sorting: 'descFirst', label: 'Positions' }),
  col.integer('kp_count', 'KPs', 52, UNSORTED),
  col.named('rfq_manager', 'Manager', 140),
  col.date('deadline', 'Deadline', 104),
  col.date('created_at', 'Received', 106, DESC_FIRST),
  col.mark('is_repair', 'Repair', 66, <span className="tag tag-plain">Repair</span>),
  col.named('sale_type', 'Sale type', 110, UNSORTED),
  col.cell('activity_status', 'Status', 96, (status) => <ActivityTag status={status} />, UNSORTED),
  col.plain('id', 'ID', 64, { align: 'end' }),
  col.longText(
    { id: 'comment', value: (row) => row.cancel_comment || row.comment },
    'Comment',
    240,
    UNSORTED,
  ),
]);

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
