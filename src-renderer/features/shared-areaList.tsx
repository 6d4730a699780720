/**
 * What the server list pages of the warehouse and pricing areas (assessments, consolidations,
 * stocktakings, products, product and service requests) share, declared once instead of on each
 * page: the list's state and the query of its page, with the names that come from the list's
 * settings name (`table`: the count badge `<table>-count` and the table `<table>-table`, with
 * dashes), and for the lists whose rows open their own page (`<path>/<id>`), the "New …" button
 * for the roles that write the area and the create dialog that opens what it made.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import type { Paginated } from '../../src-shared/api/common.ts';
import { can, type Area } from '../../src-shared/domain/permissions.ts';
import type { DataColumnDef } from '../components/DataTable.tsx';
import { labelledOptions, optionsOf } from '../components/Field.tsx';
import type { CreateDialogProps } from '../components/FormDialog.tsx';
import { NewButton } from '../components/NewButton.tsx';
import { useServerList } from '../components/list/useServerList.ts';
import type { ListCodec, ListDescriptor, ParamsOf } from '../lib/listQuery.ts';
import { useRoles } from '../stores/session.ts';

/** A row of a server list: a record the server knows by its id. */
type ListRow = RowData & { id: number };

interface AreaList<D extends ListDescriptor, Row extends ListRow> {
  codec: ListCodec<D>;
  /** The table's settings name ('product_request'); its test ids are it with dashes. */
  table: string;
  /** The area's query of one page of the list (from its api module). */
  useRows: (params: ParamsOf<D>) => UseQueryResult<Paginated<Row>>;
  title: string;
  columns: DataColumnDef<Row>[];
  defaultVisibility?: Record<string, boolean>;
  /** Runs on every change of the view (a list with a row selection lets it go). */
  onChange?: () => void;
}

/**
 * The list, its page's query, and `page`: the props of ServerListPage that come from the area
 * (spread first); `tableTestId` names its table.
 */
export function useAreaList<const D extends ListDescriptor, Row extends ListRow>(
  area: AreaList<D, Row>,
) {
  const list = useServerList({
    codec: area.codec,
    table: area.table,
    defaultVisibility: area.defaultVisibility,
    onChange: area.onChange,
  });
  const query = area.useRows(list.params);
  const testId = area.table.replaceAll('_', '-');
  return {
    list,
    query,
    page: {
      list,
      query,
      title: area.title,
      countBadge: { testId: `${testId}-count` },
      columns: area.columns,
    },
    tableTestId: `${testId}-table`,
  };
}

/**
 * A list whose rows open at `<path>/<id>`: `open` goes there, and for the roles that write the
 * area, `newButton` opens `Create`, whose record is then opened (`dialog` renders it).
 */
export function useRecordOpening({
  area,
  path,
  newLabel,
  Create,
}: {
  area: Area;
  path: string;
  newLabel?: string;
  Create?: ComponentType<CreateDialogProps<number>>;
}) {
  const navigate = useNavigate();
  const mayWrite = can(useRoles(), area, 'write');
  const [creating, setCreating] = useState(false);
  const open = (id: number) => void navigate(`${path}/${id}`);
  return {
    mayWrite,
    onRowOpen: (row: { id: number }) => open(row.id),
    newButton:
      mayWrite && newLabel ? (
        <NewButton label={newLabel} onClick={() => setCreating(true)} />
      ) : null,
    dialog:
      creating && Create ? <Create onClose={() => setCreating(false)} onCreated={open} /> : null,
  };
}

/**
 * A narrow select filtering by one of the domain's closed lists (statuses, types), its values
 * shown by their labels.
 */
export function enumFilter<const K extends string, V extends string>(
  key: K,
  label: string,
  anyLabel: string,
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
) {
  return { key, label, anyLabel, options: labelledOptions(values, labels), narrow: true };
}

/** A filter by one of our warehouses (`useOwnWarehouses`), 'All warehouses' first. */
export function warehouseFilter(warehouses: readonly { id: number; name: string }[] | undefined) {
  return {
    key: 'warehouse',
    label: 'Warehouse',
    anyLabel: 'All warehouses',
    options: optionsOf(warehouses),
  } as const;
}

/**
 * The tag of a record's status (one of a closed list): its label, coloured by its tag class and
 * named `testId` for tests (a second place showing it may name it otherwise).
 */
export function statusTag<S extends string>(
  classes: Readonly<Record<S, string>>,
  labels: Readonly<Record<S, string>>,
  testId: string,
) {
  return function StatusTag({ status, testId: shownAs = testId }: { status: S; testId?: string }) {
    return (
      <span className={classes[status]} data-testid={shownAs}>
        {labels[status]}
      </span>
    );
  };
}
