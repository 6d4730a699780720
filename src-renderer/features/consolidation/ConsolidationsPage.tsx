/**
 * Consolidations (spec §2 "Consolidations"): shipments between points with every filter of §7
 * (status, from and to, shipping and arrival days, bad products, search, the archive of arrived
 * ones), and a new consolidation between two points of the categories §9 names.
 */
import {
  consolidationCreateSchema,
  type Consolidation,
} from '../../../src-shared/api/consolidation.ts';
import {
  CONSOLIDATION_STATUS_LABELS,
  CONSOLIDATION_STATUSES,
  type ConsolidationStatus,
} from '../../../src-shared/domain/consolidation.ts';
import { columnKit, DESC_FIRST, UNSORTED } from '../../components/columnKit.tsx';
import type { DataColumnDef } from '../../components/DataTable.tsx';
import { DateField, optionsOf, SelectField, TextAreaField } from '../../components/Field.tsx';
import type { CreateDialogProps } from '../../components/FormDialog.tsx';
import { yesNoOptions } from '../../components/list/filters.tsx';
import { ServerListPage } from '../../components/list/ServerListPage.tsx';
import { numberOrUndefined, useSchemaForm } from '../../lib/schemaForm.ts';
import { enumFilter, NewRecordDialog, statusTag, useAreaList } from '../shared-areaList.tsx';
import { useConsolidationPoints, useConsolidations, useCreateConsolidation } from './api.ts';
import { consolidationListCodec } from './listQuery.ts';
import '../../styles/sales.css';
import '../../styles/warehouse.css';

const STATUS_CLASS: Record<ConsolidationStatus, string> = {
  forming: 'tag',
  on_way: 'tag tag-warn',
  arrived: 'tag tag-ok',
};

export const ConsolidationStatusTag = statusTag(
  STATUS_CLASS,
  CONSOLIDATION_STATUS_LABELS,
  'consolidation-status',
);

const col = columnKit<Consolidation>();
const { helper } = col;

const columns: DataColumnDef<Consolidation>[] = helper.columns([
  col.key('number', 'Consolidation', 140, { label: 'Number' }),
  col.cell(
    'consolidation_status',
    'Status',
    110,
    (status) => <ConsolidationStatusTag status={status} />,
    UNSORTED,
  ),
  // Both take the width to spare, evenly (their sizes are equal): warehouse names are long.
  col.named('from_point', 'From', 180, { ...UNSORTED, grow: true }),
  col.named('to_point', 'To', 180, { ...UNSORTED, grow: true }),
  col.integer('products_count', 'Products', 80, UNSORTED),
  col.integer('quantity', 'Units', 70, UNSORTED),
  col.cell(
    'bad_products',
    'Docs',
    110,
    (bad) =>
      bad > 0 ? (
        <span className="tag tag-danger">{bad} without docs</span>
      ) : (
        <span className="tag tag-ok">Complete</span>
      ),
    { sorting: 'off', label: 'Products without trace documents' },
  ),
  col.date('target_date', 'Target', 100),
  col.date('shipping_date', 'Shipped', 100, DESC_FIRST),
  col.date('arrival_date', 'Arrived', 100, DESC_FIRST),
]);

export function ConsolidationsPage() {
  const { page, table } = useAreaList({
    area: 'consolidation',
    codec: consolidationListCodec,
    useRows: useConsolidations,
    columns,
    newLabel: 'New consolidation',
    Create: NewConsolidationDialog,
  });
  const origins = optionsOf(useConsolidationPoints('origin').data);
  const destinations = optionsOf(useConsolidationPoints('destination').data);
  return (
    <ServerListPage
      {...page}
      filtersLabel="Consolidation filters"
      search={{
        label: 'Search consolidations',
        placeholder: 'CN, comment or P/N…',
        narrow: true,
      }}
      filters={[
        enumFilter(
          'consolidation_status',
          'Status',
          'Forming or on the way',
          CONSOLIDATION_STATUSES,
          CONSOLIDATION_STATUS_LABELS,
        ),
        { key: 'from_point', label: 'From', anyLabel: 'From anywhere', options: origins },
        { key: 'to_point', label: 'To', anyLabel: 'To anywhere', options: destinations },
        {
          key: 'bad_products',
          label: 'Documents',
          anyLabel: 'Any documents',
          options: yesNoOptions('With products lacking docs', 'Docs complete'),
          narrow: true,
        },
        { kind: 'check', key: 'archived_consolidations', label: 'Archive' },
      ]}
      table={table({
        rowLabel: (row) => `${row.number} ${row.from_point.name} ${row.to_point.name}`,
      })}
    />
  );
}

function NewConsolidationDialog(dialog: CreateDialogProps<{ id: number }>) {
  const create = useCreateConsolidation();
  // Where it leaves from and where it goes: no client is among the first (spec §9).
  const ends = [
    ['from_point', 'From', optionsOf(useConsolidationPoints('origin').data)],
    ['to_point', 'To', optionsOf(useConsolidationPoints('destination').data)],
  ] as const;
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
    <NewRecordDialog noun="consolidation" form={form} send={create.mutateAsync} dialog={dialog}>
      {ends.map(([key, label, options]) => (
        <SelectField
          key={key}
          label={label}
          required
          options={options}
          placeholder="Choose a point"
          {...form.field(key)}
        />
      ))}
      <DateField label="Target date" {...form.field('target_date')} />
      <TextAreaField label="Comment" rows={3} {...form.field('comment')} />
    </NewRecordDialog>
  );
}
