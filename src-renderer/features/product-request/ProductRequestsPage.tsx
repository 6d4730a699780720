/**
 * Product requests (spec §3 "Product request", §7): what is asked of the warehouse's stock. The
 * list (open ones unless "Closed" is chosen) with its filters, sorting by column, and for a
 * selection closing many at once (all or nothing: a refusal says why for each request) and
 * deleting; a row opens the request with its products, edited while open.
 */
import { useMemo, useState } from 'react';
import type { ProductRequest } from '../../../src-shared/api/product-request.ts';
import { can } from '../../../src-shared/domain/permissions.ts';
import { displayPriority } from '../../../src-shared/domain/priority.ts';
import { PRODUCT_REQUEST_PRIORITIES } from '../../../src-shared/domain/product-request.ts';
import { columnKit, DESC_FIRST, UNSORTED } from '../../components/columnKit.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import type { DataColumnDef } from '../../components/DataTable.tsx';
import { optionsOf } from '../../components/Field.tsx';
import { BulkBar, ServerListPage } from '../../components/list/ServerListPage.tsx';
import { useBulkSelection } from '../../components/list/useBulkSelection.tsx';
import { counted } from '../../lib/format.ts';
import { useBaseInfo, useUserInfo } from '../../session/reference.ts';
import { useRoles } from '../../stores/session.ts';
import { selectColumn } from '../rfq/columns.tsx';
import { PriorityBadge } from '../rfq/parts.tsx';
import { useAreaList } from '../shared-areaList.tsx';
import { useCloseProductRequests, useDeleteProductRequest, useProductRequests } from './api.ts';
import { ProductRequestDialog } from './dialogs.tsx';
import { productRequestListCodec } from './listQuery.ts';
import '../../styles/sales.css';
import '../../styles/warehouse.css';

const col = columnKit<ProductRequest>();
const { helper } = col;

/** Ids equal the server's ordering fields where it sorts by them. */
const columns: DataColumnDef<ProductRequest>[] = helper.columns([
  selectColumn<ProductRequest>(
    (row) => row.id,
    (row) => `Select request ${row.number}`,
  ),
  // Known by its number, sorted by its id (the same order).
  col.cell(
    'id',
    'Request',
    96,
    (_id, row) => <span className="cell-strong mono">{row.number}</span>,
    {
      ...DESC_FIRST,
      hiding: 'off',
      label: 'Request number',
    },
  ),
  col.cell('priority', 'Priority', 96, (priority) => <PriorityBadge priority={priority} />),
  col.named('category', 'Category', 140),
  col.cell(
    'part_numbers',
    'Products',
    210,
    (parts, row) => {
      const count = row.products_count;
      return (
        <span title={parts.join(', ')}>
          <span className="mono">{parts.slice(0, 3).join(', ')}</span>
          {parts.length > 3 ? <span className="muted"> +{parts.length - 3}</span> : null}
          {count !== parts.length ? <span className="muted"> · {count} pcs</span> : null}
        </span>
      );
    },
    { sorting: 'off', label: 'Part numbers' },
  ),
  col.date('target_date', 'Target', 96, { label: 'Target date' }),
  col.longText('comment', 'Comment', 172, UNSORTED),
  col.stateTag(
    (row) => (row.closed ? 'Closed' : 'Open'),
    (label) => (label === 'Closed' ? 'tag tag-plain' : 'tag tag-ok'),
    'request-state',
  ),
  col.named('created_by', 'Filed by', 130, UNSORTED),
  col.date('created_at', 'Filed', 96, DESC_FIRST),
]);

/** The bulk bar's actions (`bulk-<action>`): closing them all, or deleting them one by one. */
const BULK_ACTIONS = [
  { action: 'close-requests', label: 'Close', icon: 'check' },
  { action: 'delete-requests', label: 'Delete', icon: 'trash' },
] as const;

export function ProductRequestsPage() {
  const mayWrite = can(useRoles(), 'product', 'write');
  const bulk = useBulkSelection(mayWrite);
  const { picked } = bulk;
  const [open, setOpen] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { list, query, page, table } = useAreaList({
    area: 'product_request',
    codec: productRequestListCodec,
    useRows: useProductRequests,
    columns,
    onChange: bulk.reset,
  });
  const categories = useBaseInfo().data?.request_category ?? [];
  const me = useUserInfo().data;
  const close = useCloseProductRequests();
  const remove = useDeleteProductRequest();

  // Only the roles that close and delete get the selection column.
  const visibility = useMemo(
    () => ({ ...list.columns.visibility, select: mayWrite }),
    [list.columns.visibility, mayWrite],
  );
  const selection = bulk.tableOf(query.data?.results);
  const count = picked.ids.length;
  const closeSelected = () => bulk.run((ids) => close.mutateAsync(ids));

  /** One call per request (§7 deletes one at a time); what was deleted stays deleted. */
  async function deleteSelected() {
    const acted = picked.selection;
    for (const id of picked.ids) await remove.mutateAsync(id);
    picked.clearActedOn(acted);
    setDeleting(false);
  }

  return (
    <ServerListPage
      {...page}
      noun="requests"
      filtersLabel="Product request filters"
      search={{ label: 'Search requests', placeholder: 'Part number, label or comment…' }}
      filters={[
        // Open is the server's default: the "either" choice; a remembered 'false' shows as it.
        {
          key: 'closed',
          label: 'State',
          anyLabel: 'Open',
          options: [{ value: 'true', label: 'Closed' }],
          narrow: true,
        },
        {
          key: 'category',
          label: 'Category',
          anyLabel: 'All categories',
          options: optionsOf(categories),
        },
        {
          key: 'priority',
          label: 'Priority',
          anyLabel: 'Any priority',
          options: PRODUCT_REQUEST_PRIORITIES.map((p) => ({ value: p, label: displayPriority(p) })),
          narrow: true,
        },
        {
          key: 'created_by',
          label: 'Filed by',
          anyLabel: 'Filed by anyone',
          options: me ? [{ value: String(me.id), label: 'Filed by me' }] : [],
          narrow: true,
        },
      ]}
      aboveTable={
        <>
          {count > 0 && mayWrite ? (
            <BulkBar
              count={count}
              onClear={() => picked.clear()}
              actions={BULK_ACTIONS.map((bulkAction) => ({
                ...bulkAction,
                busy: bulkAction.action === 'close-requests' && close.isPending,
                onClick:
                  bulkAction.action === 'close-requests'
                    ? () => void closeSelected()
                    : () => setDeleting(true),
              }))}
            />
          ) : null}
          {bulk.refusalPanel}
        </>
      }
      table={table({
        rowLabel: (row) => `${row.number} ${row.category.name}`,
        onRowOpen: (row) => setOpen(row.id),
        isRowSelected: selection.isRowSelected,
        visibility,
      })}
      renderBody={selection.renderBody}
    >
      {open !== null ? (
        <ProductRequestDialog id={open} mayWrite={mayWrite} onClose={() => setOpen(null)} />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete ${counted(count, 'request')}`}
          message="The requests go; their products stay as they are."
          confirmLabel="Delete"
          danger
          onConfirm={deleteSelected}
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </ServerListPage>
  );
}
