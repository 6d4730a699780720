/**
 * What the server list pages of the areas (companies, orders, purchase orders, contacts, products,
 * product and service requests, consolidations, stocktakings, assessments) share, declared once
 * instead of on each page: the list's state and the query of its page; the names that come from
 * the area's entry in the app's areas (the title, the path of a row's own page, who writes it) and
 * from the list's settings name (the count badge `<table>-count` and the table `<table>-table`,
 * with dashes); the "New …" button for the roles that write the area and the create dialog that
 * opens what it made.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Paginated } from '../../src-shared/api/results.ts';
import { can } from '../../src-shared/domain/permissions.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { areaEntry } from '../app/areas.ts';
import type { DataColumnDef } from '../components/DataTable.tsx';
import { labelledOptions, optionsOf } from '../components/Field.tsx';
import { FormDialog, type CreateDialogProps, type DialogForm } from '../components/FormDialog.tsx';
import type { ListTable } from '../components/list/ServerListPage.tsx';
import { NewButton } from '../components/NewButton.tsx';
import { useServerList } from '../components/list/useServerList.ts';
import type { ListCodec, ListDescriptor, ParamsOf } from '../lib/listQuery.ts';
import { useRoles } from '../stores/session.ts';

/** A row of a server list: a record the server knows by its id. */
type ListRow = RowData & { id: number };

interface AreaList<D extends ListDescriptor, Row extends ListRow> {
  /**
   * The list's entry in the app's areas (AREA_TABLE, by its key): its label is the list's title,
   * its path where a row's own page is, and its permission area says who may write.
   */
  area: string;
  codec: ListCodec<D>;
  /** The table's settings name when not the area's key ('purchase_order'); test ids are it with dashes. */
  table?: string;
  /** The stem of its test ids when it is not the table's name ('purchase' for 'purchase_order'). */
  testId?: string;
  /** The area's query of one page of the list (from its api module). */
  useRows: (params: ParamsOf<D>) => UseQueryResult<Paginated<Row>>;
  columns: DataColumnDef<Row>[];
  defaultVisibility?: Record<string, boolean>;
  /** Runs on every change of the view (a list with a row selection lets it go). */
  onChange?: () => void;
  /** Where a row's own page is when not under the area's path ('/order' beside '/orders'). */
  path?: string;
  /** For the roles that write the area: the "New …" button, and the dialog it opens. */
  newLabel?: string;
  Create?: ComponentType<CreateDialogProps<Opened>>;
}

/** A record to open: its id, or the record (a row, what a create dialog made). */
type Opened = number | { id: number };

/**
 * The list, its page's query, whether the role writes the area (`mayWrite`), `page`: the props of
 * ServerListPage that come from the area (spread first: the title, the count badge, the columns,
 * the "New …" button as its actions and its dialog), and `table`, which completes the table's
 * props with its test id and the opening of a row at `<path>/<id>` (a list whose rows do
 * something else says so). What a create dialog made is opened the same way.
 */
export function useAreaList<const D extends ListDescriptor, Row extends ListRow>(
  area: AreaList<D, Row>,
) {
  const entry = areaEntry(area.area);
  const tableName = area.table ?? area.area;
  const list = useServerList({
    codec: area.codec,
    table: tableName,
    defaultVisibility: area.defaultVisibility,
    onChange: area.onChange,
  });
  const query = area.useRows(list.params);
  const navigate = useNavigate();
  const mayWrite = can(useRoles(), entry.area, 'write');
  const [creating, setCreating] = useState(false);
  const path = area.path ?? entry.path;
  const open = (record: Opened) =>
    void navigate(`${path}/${typeof record === 'number' ? record : record.id}`);
  const { newLabel, Create } = area;
  const testId = area.testId ?? tableName.replaceAll('_', '-');
  return {
    list,
    query,
    mayWrite,
    page: {
      list,
      query,
      title: entry.label,
      countBadge: { testId: `${testId}-count` },
      columns: area.columns,
      actions:
        mayWrite && newLabel ? (
          <NewButton label={newLabel} onClick={() => setCreating(true)} />
        ) : null,
      children:
        creating && Create ? <Create onClose={() => setCreating(false)} onCreated={open} /> : null,
    },
    /** Opens a record of the area (a row, what a dialog of the page made). */
    open,
    table: (rest: Omit<ListTable<Row>, 'testId' | 'onRowOpen'> & Partial<ListTable<Row>>) => ({
      testId: `${testId}-table`,
      onRowOpen: open,
      ...rest,
    }),
  };
}

/**
 * The dialog of a list's "New …" button (useAreaList's `Create`): a form of one column under
 * another, 520 wide, named by the record's `noun` ("New stocktaking", `stocktaking-create-dialog`),
 * that sends its body and hands what was made to `dialog.onCreated`, which opens it.
 */
export function NewRecordDialog<P>({
  noun,
  submitLabel = 'Create',
  form,
  send,
  dialog,
  children,
}: {
  noun: string;
  /** The submit button's words; "Create" unless the dialog says what creating starts. */
  submitLabel?: string;
  form: DialogForm<P>;
  send: (parsed: P) => Promise<{ id: number }>;
  dialog: CreateDialogProps<{ id: number }>;
  children: ReactNode;
}) {
  return (
    <FormDialog
      title={`New ${noun}`}
      testId={`${noun}-create-dialog`}
      width={520}
      submitLabel={submitLabel}
      form={form}
      send={send}
      onSent={dialog.onCreated}
      onClose={dialog.onClose}
      layout="stack"
    >
      {children}
    </FormDialog>
  );
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

/**
 * Deleting a record from its own page: the danger dialog "Delete the <key>" says what goes
 * (`message`); once `remove` is done the page is gone, and the area's list is shown.
 */
export function DeleteRecordDialog({
  area,
  message,
  remove,
  onClose,
}: {
  area: string;
  message: string;
  remove: () => Promise<unknown>;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      title={`Delete the ${area.replaceAll('_', ' ')}`}
      message={message}
      confirmLabel="Delete"
      danger
      onConfirm={async () => {
        await remove();
        void navigate(areaEntry(area).path);
      }}
      onClose={onClose}
    />
  );
}

/**
 * The dialog that edits a record's head from its page: a form of one column under another, named
 * by the record's `noun` ("Edit the stocktaking", `stocktaking-edit-dialog`), saved by `send`.
 */
export function EditRecordDialog<P>({
  noun,
  form,
  send,
  onClose,
  children,
}: {
  noun: string;
  form: DialogForm<P>;
  send: (parsed: P) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <FormDialog
      title={`Edit the ${noun}`}
      testId={`${noun}-edit-dialog`}
      form={form}
      send={send}
      onClose={onClose}
      layout="stack"
    >
      {children}
    </FormDialog>
  );
}
