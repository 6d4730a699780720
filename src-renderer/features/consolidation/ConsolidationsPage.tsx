/**
 * Consolidations (spec §2 "Consolidations"): shipments between points with every filter of §7
 * (status, from and to, shipping and arrival days, bad products, search, the archive of arrived
 * ones), and a new consolidation between two points of the categories §9 names.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  consolidationCreateSchema,
  type Consolidation,
} from '../../../src-shared/api/consolidation.ts';
import {
  CONSOLIDATION_STATUS_LABELS,
  CONSOLIDATION_STATUSES,
  type ConsolidationStatus,
} from '../../../src-shared/domain/consolidation.ts';
import { can } from '../../../src-shared/domain/permissions.ts';
import { columnKit, DESC_FIRST, UNSORTED } from '../../components/columnKit.tsx';
import type { DataColumnDef } from '../../components/DataTable.tsx';
import { DateField, optionsOf, SelectField, TextAreaField } from '../../components/Field.tsx';
import { type CreateDialogProps, FormDialog } from '../../components/FormDialog.tsx';
import { NewButton } from '../../components/NewButton.tsx';
import { SelectFilter } from '../../components/list/filters.tsx';
import { ServerListPage } from '../../components/list/ServerListPage.tsx';
import { useServerList } from '../../components/list/useServerList.ts';
import { numberOrUndefined, useSchemaForm } from '../../lib/schemaForm.ts';
import { useRoles } from '../../stores/session.ts';
import { useConsolidationPoints, useConsolidations, useCreateConsolidation } from './api.ts';
import { consolidationListCodec } from './listQuery.ts';
import '../../styles/sales.css';
import '../../styles/warehouse.css';

const STATUS_CLASS: Record<ConsolidationStatus, string> = {
  forming: 'tag',
  on_way: 'tag tag-warn',
  arrived: 'tag tag-ok',
};

export function ConsolidationStatusTag({ status }: { status: ConsolidationStatus }) {
  return (
    <span className={STATUS_CLASS[status]} data-testid="consolidation-status">
      {CONSOLIDATION_STATUS_LABELS[status]}
    </span>
  );
}

const col = columnKit<Consolidation>();
const { helper } = col;

const columns: DataColumnDef<Consolidation>[] = helper.columns([
  helper.accessor('number', {
    header: 'Consolidation',
    size: 140,
    enableHiding: false,
    meta: { label: 'Number' },
    cell: (info) => <span className="mono cell-strong">{info.getValue()}</span>,
  }),
  helper.accessor('consolidation_status', {
    header: 'Status',
    size: 110,
    enableSorting: false,
    meta: { label: 'Status' },
    cell: (info) => <ConsolidationStatusTag status={info.getValue()} />,
  }),
  col.text({ id: 'from_point', value: (row) => row.from_point.name }, 'From', 200, UNSORTED),
  col.text({ id: 'to_point', value: (row) => row.to_point.name }, 'To', 200, UNSORTED),
  col.integer('products_count', 'Products', 80, UNSORTED),
  col.integer('quantity', 'Units', 70, UNSORTED),
  helper.accessor('bad_products', {
    header: 'Docs',
    size: 110,
    enableSorting: false,
    meta: { label: 'Products without trace documents' },
    cell: (info) =>
      info.getValue() > 0 ? (
        <span className="tag tag-danger">{info.getValue()} without docs</span>
      ) : (
        <span className="tag tag-ok">Complete</span>
      ),
  }),
  col.date('target_date', 'Target', 100),
  col.date('shipping_date', 'Shipped', 100, DESC_FIRST),
  col.date('arrival_date', 'Arrived', 100, DESC_FIRST),
]);
const COLUMN_IDS = [
  'number',
  'consolidation_status',
  'from_point',
  'to_point',
  'products_count',
  'quantity',
  'bad_products',
  'target_date',
  'shipping_date',
  'arrival_date',
] as const;

export function ConsolidationsPage() {
  const navigate = useNavigate();
  const mayWrite = can(useRoles(), 'consolidation', 'write');
  const list = useServerList({
    codec: consolidationListCodec,
    table: 'consolidation',
    defaultVisibility: {},
  });
  const { filters } = list.view;
  const query = useConsolidations(list.params);
  const points = useConsolidationPoints();
  const pointOptions = optionsOf(points.data);
  const [creating, setCreating] = useState(false);
  return (
    <ServerListPage
      list={list}
      query={query}
      title="Consolidations"
      countBadge={{ testId: 'consolidation-count' }}
      noun="consolidations"
      columns={columns}
      columnIds={COLUMN_IDS}
      actions={
        mayWrite ? <NewButton label="New consolidation" onClick={() => setCreating(true)} /> : null
      }
      filtersLabel="Consolidation filters"
      search={{
        label: 'Search consolidations',
        placeholder: 'Number, comment or part…',
        narrow: true,
      }}
      filters={
        <>
          <SelectFilter
            label="Status"
            anyLabel="Forming or on the way"
            options={CONSOLIDATION_STATUSES.map((status) => ({
              value: status,
              label: CONSOLIDATION_STATUS_LABELS[status],
            }))}
            value={filters.consolidation_status}
            onChange={(value) =>
              list.setFilters({
                consolidation_status: value as typeof filters.consolidation_status,
              })
            }
            narrow
          />
          <SelectFilter
            label="From"
            anyLabel="From anywhere"
            options={pointOptions}
            value={filters.from_point}
            onChange={(from_point) => list.setFilters({ from_point })}
          />
          <SelectFilter
            label="To"
            anyLabel="To anywhere"
            options={pointOptions}
            value={filters.to_point}
            onChange={(to_point) => list.setFilters({ to_point })}
          />
          <SelectFilter
            label="Documents"
            anyLabel="Any documents"
            options={[
              { value: 'true', label: 'With products lacking docs' },
              { value: 'false', label: 'Docs complete' },
            ]}
            value={filters.bad_products}
            onChange={(bad_products) => list.setFilters({ bad_products })}
            narrow
          />
          <label className="inline-check">
            <input
              type="checkbox"
              checked={filters.archived_consolidations}
              onChange={(event) =>
                list.setFilters({ archived_consolidations: event.target.checked })
              }
            />{' '}
            Archive
          </label>
        </>
      }
      table={{
        label: 'Consolidations',
        testId: 'consolidation-table',
        getRowId: (row: Consolidation) => String(row.id),
        rowLabel: (row) => `${row.number} ${row.from_point.name} ${row.to_point.name}`,
        onRowOpen: (row) => void navigate(`/consolidations/${row.id}`),
      }}
      emptyTitle="No consolidations"
    >
      {creating ? (
        <NewConsolidationDialog
          onClose={() => setCreating(false)}
          onCreated={(id) => void navigate(`/consolidations/${id}`)}
        />
      ) : null}
    </ServerListPage>
  );
}

function NewConsolidationDialog({ onClose, onCreated }: CreateDialogProps<number>) {
  const create = useCreateConsolidation();
  const points = useConsolidationPoints();
  const options = optionsOf(points.data);
  const form = useSchemaForm({
    initial: { from_point: '', to_point: '', target_date: '', comment: '' },
    schema: consolidationCreateSchema,
    required: ['from_point', 'to_point'],
    input: (values) => ({
      from_point: numberOrUndefined(values.from_point),
      to_point: numberOrUndefined(values.to_point),
      target_date: values.target_date || null,
      comment: values.comment,
    }),
  });
  return (
    <FormDialog
      title="New consolidation"
      testId="consolidation-create-dialog"
      width={520}
      submitLabel="Create"
      form={form}
      send={create.mutateAsync}
      onSent={(created) => onCreated(created.id)}
      onClose={onClose}
      layout="stack"
    >
      <SelectField
        label="From"
        required
        options={options}
        placeholder="Choose a point"
        {...form.field('from_point')}
      />
      <SelectField
        label="To"
        required
        options={options}
        placeholder="Choose a point"
        {...form.field('to_point')}
      />
      <DateField label="Target date" {...form.field('target_date')} />
      <TextAreaField label="Comment" rows={3} {...form.field('comment')} />
    </FormDialog>
  );
}
