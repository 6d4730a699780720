/**
 * Stocktakings (spec §2 "Stocktakings"): the list with its filters (warehouse, type, confirmed,
 * search), each with how much of what it expects is counted; a new stocktaking for one of our
 * warehouses opens straight on its scanner.
 */
import { stocktakingCreateSchema, type Stocktaking } from '../../../src-shared/api/stocktaking.ts';
import {
  STOCKTAKING_TYPE_LABELS,
  STOCKTAKING_TYPES,
} from '../../../src-shared/domain/stocktaking.ts';
import { columnKit, DESC_FIRST, UNSORTED } from '../../components/columnKit.tsx';
import type { DataColumnDef } from '../../components/DataTable.tsx';
import {
  labelledOptions,
  optionsOf,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/Field.tsx';
import type { CreateDialogProps } from '../../components/FormDialog.tsx';
import { ServerListPage } from '../../components/list/ServerListPage.tsx';
import { formatInteger } from '../../lib/format.ts';
import { numberOrUndefined, useSchemaForm } from '../../lib/schemaForm.ts';
import { useOwnWarehouses } from '../product/api.ts';
import { enumFilter, NewRecordDialog, useAreaList, warehouseFilter } from '../shared-areaList.tsx';
import { useCreateStocktaking, useStocktakings } from './api.ts';
import { stocktakingListCodec } from './listQuery.ts';
import '../../styles/sales.css';
import '../../styles/warehouse.css';

const col = columnKit<Stocktaking>();
const { helper } = col;

export function CountProgress({ counted, expected }: { counted: number; expected: number }) {
  const share = expected > 0 ? Math.min(100, Math.round((counted / expected) * 100)) : 0;
  return (
    <span className="count-progress" title={`${counted} of ${expected} expected`}>
      <span className="count-bar">
        <span style={{ width: `${share}%` }} />
      </span>
      {formatInteger(counted)} / {formatInteger(expected)}
    </span>
  );
}

const columns: DataColumnDef<Stocktaking>[] = helper.columns([
  col.strong('title', 'Title', 220, UNSORTED),
  col.named('warehouse', 'Warehouse', 210, UNSORTED),
  col.text(
    { id: 'stocktaking_type', value: (row) => STOCKTAKING_TYPE_LABELS[row.stocktaking_type] },
    'Type',
    110,
    UNSORTED,
  ),
  col.cell(
    'counted',
    'Counted / expected',
    200,
    (counted, row) => <CountProgress counted={counted} expected={row.expected} />,
    { sorting: 'off', label: 'Counted of expected' },
  ),
  col.cell(
    'confirmed',
    'State',
    170,
    (confirmed, row) =>
      confirmed ? (
        <span className="tag tag-ok">Confirmed {row.confirm_date}</span>
      ) : (
        <span className="tag">Counting</span>
      ),
    UNSORTED,
  ),
  col.named('creator', 'Made by', 150, UNSORTED),
  col.date('created_at', 'Started', 100, { ...DESC_FIRST, sorting: 'off' }),
]);

export function StocktakingsPage() {
  const { page, table } = useAreaList({
    area: 'stocktaking',
    codec: stocktakingListCodec,
    useRows: useStocktakings,
    columns,
    newLabel: 'New stocktaking',
    Create: NewStocktakingDialog,
  });
  const warehouses = useOwnWarehouses();
  return (
    <ServerListPage
      {...page}
      filtersLabel="Stocktaking filters"
      search={{ label: 'Search stocktakings', placeholder: 'Title or comment…', narrow: true }}
      filters={[
        warehouseFilter(warehouses.data),
        enumFilter(
          'stocktaking_type',
          'Type',
          'Any type',
          STOCKTAKING_TYPES,
          STOCKTAKING_TYPE_LABELS,
        ),
        {
          key: 'confirmed',
          label: 'Confirmed',
          anyLabel: 'Confirmed or not',
          options: [
            { value: 'false', label: 'Counting' },
            { value: 'true', label: 'Confirmed' },
          ],
          narrow: true,
        },
      ]}
      table={table({ rowLabel: (row) => `${row.title} ${row.warehouse.name}` })}
    />
  );
}

function NewStocktakingDialog(dialog: CreateDialogProps<{ id: number }>) {
  const create = useCreateStocktaking();
  const warehouses = useOwnWarehouses();
  const form = useSchemaForm({
    initial: { title: '', warehouse: '', stocktaking_type: 'full', comment: '' },
    schema: stocktakingCreateSchema,
    required: ['warehouse'],
    input: (values) => ({
      title: values.title,
      warehouse: numberOrUndefined(values.warehouse),
      stocktaking_type: values.stocktaking_type,
      comment: values.comment,
    }),
  });
  return (
    <NewRecordDialog
      noun="stocktaking"
      submitLabel="Start counting"
      form={form}
      send={create.mutateAsync}
      dialog={dialog}
    >
      <TextField label="Title" required {...form.field('title')} />
      <SelectField
        label="Warehouse"
        required
        options={optionsOf(warehouses.data)}
        placeholder="Choose a warehouse"
        {...form.field('warehouse')}
      />
      <SelectField
        label="Type"
        options={labelledOptions(STOCKTAKING_TYPES, STOCKTAKING_TYPE_LABELS)}
        placeholder={null}
        {...form.field('stocktaking_type')}
      />
      <TextAreaField label="Comment" rows={3} {...form.field('comment')} />
    </NewRecordDialog>
  );
}
