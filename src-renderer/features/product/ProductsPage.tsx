/**
 * Products (spec §2 "Products list", §3 filter flags, §4, §5): the warehouse's stock with every
 * filter flag (each: any, only, or without, with how many of the list it selects), the counts of
 * the filtered list, server paging and sorting, and, for a selection, the basket, ready / not for
 * sale, the rows copied as the warehouse pastes them into its spreadsheet, and their labels.
 */
import { useEffect, useRef, useState } from 'react';
import type { Product, ProductFilters } from '../../../src-shared/api/product.ts';
import {
  BOOLEAN_PRODUCT_FLAGS,
  PRODUCT_FLAG_LABELS,
  PRODUCT_FLAGS,
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  type BooleanProductFlag,
} from '../../../src-shared/domain/product.ts';
import { Icon } from '../../components/Icon.tsx';
import { BulkBar, ServerListPage } from '../../components/list/ServerListPage.tsx';
import { useBulkSelection } from '../../components/list/useBulkSelection.tsx';
import { Popover } from '../../components/Popover.tsx';
import { counted, formatInteger } from '../../lib/format.ts';
import { reportUnexpected } from '../../lib/report.ts';
import { notify } from '../../stores/notifications.ts';
import { useRoleUrl } from '../../stores/session.ts';
import {
  copyWarehouseRows,
  useOwnWarehouses,
  useProducts,
  useProductStatistics,
  useSaleStatus,
} from './api.ts';
import { enumFilter, useAreaList, warehouseFilter } from '../shared-areaList.tsx';
import { basketActions, useBasket } from './basket.ts';
import { BasketPanel } from './BasketPanel.tsx';
import { saveProductsExcel, sendProductsExcel } from './excel.ts';
import { printLabels } from './labels.ts';
import { DEFAULT_PRODUCT_VISIBILITY, productColumns } from './columns.tsx';
import { productListCodec, type ProductListParams } from './listQuery.ts';
import '../../styles/sales.css';
import '../../styles/warehouse.css';

type FlagValue = '' | 'true' | 'false';

/** The list's request without paging and ordering: what the statistics count over. */
function filtersOf(params: ProductListParams): ProductFilters {
  const { page: _page, page_size: _size, order_by: _order, ...filters } = params;
  return filters;
}

/** The bulk bar's actions (`bulk-<action>`); the ones that write are for who may write products. */
const BULK_ACTIONS = [
  { action: 'basket', label: 'Add to basket', icon: 'cart', writes: false },
  { action: 'ready', label: 'Ready for sale', icon: 'check', writes: true },
  { action: 'not-ready', label: 'Not for sale', icon: 'undo', writes: true },
  { action: 'copy', label: 'Copy rows', icon: 'copy', writes: false },
  { action: 'labels', label: 'Print labels', icon: 'barcode', writes: false },
] as const;

type BulkAction = (typeof BULK_ACTIONS)[number]['action'];

export function ProductsPage() {
  const role = useRoleUrl();
  const bulk = useBulkSelection(true);
  const { picked } = bulk;
  const [basketOpen, setBasketOpen] = useState(false);
  const basket = useBasket();
  const { list, query, mayWrite, page, table } = useAreaList({
    area: 'product',
    codec: productListCodec,
    useRows: useProducts,
    columns: productColumns,
    defaultVisibility: DEFAULT_PRODUCT_VISIBILITY,
    onChange: bulk.reset,
  });
  const { filters } = list.view;
  const statistics = useProductStatistics(filtersOf(list.params));
  const warehouses = useOwnWarehouses();
  const saleStatus = useSaleStatus();

  // The products seen on any page, so a selection made over several pages can go to the basket.
  const seen = useRef(new Map<number, Product>());
  const rows = query.data?.results;
  useEffect(() => {
    for (const row of rows ?? []) seen.current.set(row.id, row);
  }, [rows]);
  const selection = bulk.tableOf(rows);
  const count = picked.ids.length;

  const setFlag = (flag: BooleanProductFlag, value: FlagValue) =>
    list.setFilters({ [flag]: value });
  const activeFlags = BOOLEAN_PRODUCT_FLAGS.filter((flag) => filters[flag] !== '');

  const markForSale = (ready: boolean) =>
    bulk.run((products) => saleStatus.mutateAsync({ ready, products }));

  async function copyRows() {
    try {
      const copied = await copyWarehouseRows(role, picked.ids);
      notify.success(`${counted(copied, 'row')} copied: paste them into the spreadsheet.`);
    } catch (error) {
      reportUnexpected(error);
    }
  }

  function toBasket() {
    const chosen = picked.ids.flatMap((id) => seen.current.get(id) ?? []);
    const added = basketActions.add(chosen);
    if (added > 0) {
      notify.success(`${counted(added, 'product')} in the basket.`);
      picked.clear();
    }
  }

  const bulkRun: Record<BulkAction, () => void> = {
    basket: toBasket,
    ready: () => void markForSale(true),
    'not-ready': () => void markForSale(false),
    copy: () => void copyRows(),
    labels: () => void printLabels(picked.ids.flatMap((id) => seen.current.get(id) ?? [])),
  };

  const stats = statistics.data;
  return (
    <ServerListPage
      {...page}
      actions={
        <>
          <ExcelActions role={role} params={list.params} />
          <button
            type="button"
            className="button"
            onClick={() => setBasketOpen(true)}
            data-testid="basket-open"
          >
            <Icon name="cart" /> Basket
            {basket.items.length > 0 ? (
              <span className="badge" data-testid="basket-count">
                {basket.items.length}
              </span>
            ) : null}
          </button>
        </>
      }
      filtersLabel="Product filters"
      search={{
        label: 'Search products',
        placeholder: 'Part number, S/N, donor or scan a label…',
      }}
      filters={[
        warehouseFilter(warehouses.data),
        enumFilter('status', 'Status', 'Any status', PRODUCT_STATUSES, PRODUCT_STATUS_LABELS),
      ]}
      toolbarEnd={
        <FlagMenu
          values={filters}
          counts={stats?.flags}
          onChange={setFlag}
          active={activeFlags.length}
        />
      }
      aboveTable={
        <>
          {activeFlags.length > 0 ? (
            <div className="chip-row" aria-label="Flags chosen">
              {activeFlags.map((flag) => (
                <span
                  key={flag}
                  className={filters[flag] === 'false' ? 'chip chip-not' : 'chip'}
                  data-testid={`flag-chip-${flag}`}
                >
                  {filters[flag] === 'false' ? 'Not: ' : ''}
                  {PRODUCT_FLAG_LABELS[flag]}
                  <button
                    type="button"
                    aria-label={`Remove the flag ${PRODUCT_FLAG_LABELS[flag]}`}
                    onClick={() => setFlag(flag, '')}
                  >
                    <Icon name="x" size={12} />
                  </button>
                </span>
              ))}
            </div>
          ) : null}
          {stats ? (
            <div className="stat-strip" data-testid="product-stats">
              <span>
                <strong>{formatInteger(stats.quantity)}</strong> units
              </span>
              {PRODUCT_STATUSES.map((status) =>
                stats.by_status[status] ? (
                  <span key={status}>
                    {PRODUCT_STATUS_LABELS[status]}{' '}
                    <strong>{formatInteger(stats.by_status[status])}</strong>
                  </span>
                ) : null,
              )}
            </div>
          ) : (
            // Its line is kept while the counts load: rows shown first do not jump down under
            // the pointer when they come (a click meant for "Select page" landed above it).
            <div className="stat-strip" aria-busy="true">
              <span>Counting…</span>
            </div>
          )}
          {count > 0 ? (
            <BulkBar
              count={count}
              onClear={() => picked.clear()}
              actions={BULK_ACTIONS.filter(({ writes }) => mayWrite || !writes).map(
                ({ writes, ...bulkAction }) => ({
                  ...bulkAction,
                  busy: writes && saleStatus.isPending,
                  onClick: bulkRun[bulkAction.action],
                }),
              )}
            />
          ) : null}
          {bulk.refusalPanel}
        </>
      }
      table={table({
        rowLabel: (row) => `${row.label_code} ${row.part_number}`,
        isRowSelected: selection.isRowSelected,
      })}
      renderBody={selection.renderBody}
    >
      {basketOpen ? <BasketPanel onClose={() => setBasketOpen(false)} /> : null}
    </ServerListPage>
  );
}

/**
 * The filtered list (every page, in the list's order) as an Excel file, saved or sent to the
 * messaging service's chat. Each runs once at a time: a second click while it works does nothing.
 */
function ExcelActions({ role, params }: { role: string; params: ProductListParams }) {
  const [busy, setBusy] = useState<'save' | 'send' | null>(null);
  const { page: _page, page_size: _size, ...query } = params;
  async function run(kind: 'save' | 'send') {
    setBusy(kind);
    try {
      if (kind === 'save') await saveProductsExcel(role, query);
      else await sendProductsExcel(role, query);
    } catch (error) {
      reportUnexpected(error);
    } finally {
      setBusy(null);
    }
  }
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={busy !== null}
        onClick={() => void run('save')}
        data-testid="products-excel"
      >
        <Icon name="download" /> Excel
      </button>
      <button
        type="button"
        className="button"
        disabled={busy !== null}
        onClick={() => void run('send')}
        title="Send the Excel file of this list to the team's Telegram chat"
        data-testid="products-telegram"
      >
        <Icon name="send" /> {busy === 'send' ? 'Sending…' : 'Telegram'}
      </button>
    </>
  );
}

/** The flags, each any / only / without, with how many of the list each selects. */
function FlagMenu({
  values,
  counts,
  onChange,
  active,
}: {
  values: Record<BooleanProductFlag, string>;
  counts: Record<string, number> | undefined;
  onChange: (flag: BooleanProductFlag, value: FlagValue) => void;
  active: number;
}) {
  const choices: { value: FlagValue; label: string }[] = [
    { value: '', label: 'Any' },
    { value: 'true', label: 'Only' },
    { value: 'false', label: 'Without' },
  ];
  return (
    <Popover
      button={
        <>
          <Icon name="filter" size={14} /> Flags
          {active > 0 ? <span className="badge">{active}</span> : null}
        </>
      }
      buttonLabel="Flags"
      align="end"
      testId="flag-menu"
    >
      {() => (
        <div className="flag-menu">
          {BOOLEAN_PRODUCT_FLAGS.map((flag) => (
            <FlagRow
              key={flag}
              flag={flag}
              value={values[flag] as FlagValue}
              count={counts?.[flag]}
              choices={choices}
              onChange={onChange}
            />
          ))}
        </div>
      )}
    </Popover>
  );
}

function FlagRow({
  flag,
  value,
  count,
  choices,
  onChange,
}: {
  flag: BooleanProductFlag;
  value: FlagValue;
  count: number | undefined;
  choices: { value: FlagValue; label: string }[];
  onChange: (flag: BooleanProductFlag, value: FlagValue) => void;
}) {
  return (
    <>
      <span className="flag-menu-name">
        <span>
          {PRODUCT_FLAG_LABELS[flag]}
          {count !== undefined ? <span className="flag-count">{formatInteger(count)}</span> : null}
        </span>
        <small>{PRODUCT_FLAGS[flag]}</small>
      </span>
      <span className="flag-choice" role="group" aria-label={PRODUCT_FLAG_LABELS[flag]}>
        {choices.map((choice) => (
          <button
            key={choice.value}
            type="button"
            aria-pressed={value === choice.value}
            onClick={() => onChange(flag, choice.value)}
          >
            {choice.label}
          </button>
        ))}
      </span>
    </>
  );
}
