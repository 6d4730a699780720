/**
 * A new assessment: the products one may assess (products_for_assessment/, paged, searched like
 * the product list, "not in an open assessment" by default), ticked across pages, and the head
 * (valid date, condition group, pre-packing, comment). new_assessment/ prices each product at once
 * and answers 'Assessment saved' (toasted by the client from its `detail`); the new assessment
 * opens.
 */
import { useDeferredValue, useState } from 'react';
import {
  newAssessmentSchema,
  type ProductForAssessment,
} from '../../../src-shared/api/assessment.ts';
import {
  CONDITION_GROUP_LABELS,
  CONDITION_GROUPS,
  DEFAULT_VALID_DAYS,
} from '../../../src-shared/domain/assessment.ts';
import { DEFAULT_PAGE_SIZE, type PageSize } from '../../../src-shared/domain/constants.ts';
import { columnKit, controlsColumn } from '../../components/columnKit.tsx';
import { DataTable, queryStates, type DataColumnDef } from '../../components/DataTable.tsx';
import { ActionDialog } from '../../components/ActionDialog.tsx';
import {
  CheckboxField,
  DateField,
  FormError,
  labelledOptions,
  SelectField,
  TextAreaField,
} from '../../components/Field.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { counted } from '../../lib/format.ts';
import { useSchemaForm } from '../../lib/schemaForm.ts';
import { useCreateAssessment, useProductsForAssessment } from './api.ts';
import type { CreateDialogProps } from '../../components/FormDialog.tsx';
import { productNameColumns } from '../product/productNameColumns.tsx';

/** Today plus `days`, as the ISO date a date field holds. */
function isoDateIn(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const CONDITION_GROUP_OPTIONS = labelledOptions(CONDITION_GROUPS, CONDITION_GROUP_LABELS);

const col = columnKit<ProductForAssessment>();
const { helper } = col;

function productColumns(
  picked: ReadonlyMap<number, string>,
  toggle: (row: ProductForAssessment, on: boolean) => void,
): DataColumnDef<ProductForAssessment>[] {
  // The server pages the list: sorting one page in the table would mislead, so none.
  const columns: DataColumnDef<ProductForAssessment>[] = [
    controlsColumn<ProductForAssessment>('pick', 'Chosen', 36, (row) => (
      <input
        type="checkbox"
        className="checkbox"
        aria-label={`Assess ${row.label_code} ${row.part_number}`}
        checked={picked.has(row.id)}
        onChange={(event) => toggle(row, event.target.checked)}
      />
    )),
    ...productNameColumns<ProductForAssessment>((row) => row, {
      label_code: 100,
      part_number: 150,
      description: 190,
    }),
    col.plain({ id: 'condition', value: (row) => row.condition?.code ?? '' }, 'Cond.', 60, {
      label: 'Condition',
    }),
    col.integer('quantity', 'Qty', 50, { label: 'Quantity' }),
    col.plain({ id: 'warehouse', value: (row) => row.warehouse?.name ?? '' }, 'Warehouse', 130),
    col.money('sale_price', 'Sale price', 90, { label: 'Sale price now' }),
    helper.accessor((row) => row.assessments.map((a) => a.number).join(', '), {
      id: 'assessments',
      header: 'Open in',
      size: 110,
      meta: { label: 'In open assessments' },
      cell: (info) => <span className="muted">{info.getValue()}</span>,
    }),
  ];
  return columns.map((column) => ({ ...column, enableSorting: false }));
}

export function NewAssessmentDialog({ onClose, onCreated }: CreateDialogProps<number>) {
  const create = useCreateAssessment();
  const [search, setSearch] = useState('');
  const [unassessed, setUnassessed] = useState<'' | 'true' | 'false'>('true');
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  // Id → what the chip shows: the ticks survive paging and searching.
  const [picked, setPicked] = useState<ReadonlyMap<number, string>>(new Map());
  const form = useSchemaForm({
    initial: {
      valid_date: isoDateIn(DEFAULT_VALID_DAYS),
      condition_group: 'any',
      pre_packing: false as boolean,
      comment: '',
      // Ticked in the table, not typed: named among the fields so that their errors stand above it.
      products: '',
    },
    schema: newAssessmentSchema,
    input: (values) => ({ ...values, products: [...picked.keys()] }),
  });
  const typed = useDeferredValue(search.trim());
  const products = useProductsForAssessment({
    page: pageIndex + 1,
    page_size: pageSize,
    ...(typed ? { search: typed.slice(0, 100) } : {}),
    ...(unassessed ? { unassessed } : {}),
  });

  function toggle(row: ProductForAssessment, on: boolean) {
    const next = new Map(picked);
    if (on) next.set(row.id, `${row.label_code} ${row.part_number}`);
    else next.delete(row.id);
    setPicked(next);
  }

  const submit = form.submitWith(async (body) => {
    const created = await create.mutateAsync(body);
    onCreated(created.id);
  });

  return (
    <ActionDialog
      title="New assessment"
      testId="assessment-create-dialog"
      width={1040}
      busy={form.busy}
      action={{
        label: picked.size ? `Assess ${counted(picked.size, 'product')}` : 'Assess',
        disabled: picked.size === 0,
        onAction: () => void submit(),
        testId: 'assessment-create',
      }}
      onClose={onClose}
    >
      <FormError message={form.formError} />
      <div className="assessment-head-fields">
        <DateField label="Valid until" required {...form.field('valid_date')} />
        <SelectField
          label="Condition group"
          options={CONDITION_GROUP_OPTIONS}
          placeholder={null}
          {...form.field('condition_group')}
        />
        <CheckboxField label="Pre-packing" {...form.checkbox('pre_packing')} />
      </div>
      <TextAreaField label="Comment" rows={2} {...form.field('comment')} />
      <div className="toolbar assessment-pick-toolbar">
        <div className="search-box search-box-narrow">
          <Icon name="search" className="search-icon" />
          <input
            type="search"
            className="input search-input"
            aria-label="Search products"
            placeholder="Part number, description, S/N, label…"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPageIndex(0);
            }}
          />
        </div>
        <select
          className="input select select-narrow"
          aria-label="Open assessments"
          value={unassessed}
          onChange={(event) => {
            setUnassessed(event.target.value as '' | 'true' | 'false');
            setPageIndex(0);
          }}
        >
          <option value="true">Not in an open assessment</option>
          <option value="false">In an open assessment</option>
          <option value="">Every product</option>
        </select>
        <span className="muted" data-testid="assessment-picked">
          {picked.size ? `${picked.size} chosen` : 'Tick the products to assess'}
        </span>
        {picked.size ? (
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => setPicked(new Map())}
          >
            Clear
          </button>
        ) : null}
      </div>
      {form.errors.products ? <FormError message={form.errors.products.join(' ')} /> : null}
      <DataTable<ProductForAssessment>
        label="Products to assess"
        testId="assessment-products-pick"
        columns={productColumns(picked, toggle)}
        data={products.data?.results ?? []}
        getRowId={(row) => String(row.id)}
        {...queryStates(products)}
        fetching={products.isFetching}
        emptyTitle="No products to assess here"
      />
      <Pagination
        pageIndex={pageIndex}
        pageSize={pageSize}
        count={products.data?.count ?? 0}
        onPageChange={setPageIndex}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPageIndex(0);
        }}
        noun="products"
      />
    </ActionDialog>
  );
}
