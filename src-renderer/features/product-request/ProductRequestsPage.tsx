/**
 * Product requests (spec §3 "Product request", §7): what is asked of the warehouse's stock. The
 * list (open ones unless "Closed" is chosen) with its filters, sorting by column, and for a
 * selection closing many at once (all or nothing: a refusal says why for each request) and
 * deleting; a row opens the request with its products, edited while open.
 */
import { useMemo, useState } from 'react';
import type { ProductRequest } from '../../../src-shared/api/product-request.ts';
import type { BulkRefusal } from '../../../src-shared/api/rfq.ts';
import { can } from '../../../src-shared/domain/permissions.ts';
import { displayPriority } from '../../../src-shared/domain/priority.ts';
import { PRODUCT_REQUEST_PRIORITIES } from '../../../src-shared/domain/product-request.ts';
import { columnKit, DESC_FIRST, UNSORTED } from '../../components/columnKit.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import type { DataColumnDef } from '../../components/DataTable.tsx';
import { Icon } from '../../components/Icon.tsx';
import { optionsOf } from '../../components/Field.tsx';
import { BulkBar, ServerListPage } from '../../components/list/ServerListPage.tsx';
import { useServerList } from '../../components/list/useServerList.ts';
import { reportUnexpected } from '../../lib/report.ts';
import { useBaseInfo, useUserInfo } from '../../session/reference.ts';
import { useRoles } from '../../stores/session.ts';
import { bulkRefusalOf, RefusalPanel } from '../rfq/actions.tsx';
import { RowSelectionContext, selectColumn } from '../rfq/columns.tsx';
import { PriorityBadge } from '../rfq/parts.tsx';
import { useRowSelection } from '../rfq/useRowSelection.ts';
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

export function ProductRequestsPage() {
  const mayWrite = can(useRoles(), 'product', 'write');
  const picked = useRowSelection(mayWrite);
  const [refusal, setRefusal] = useState<BulkRefusal | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  const list = useServerList({
    codec: productRequestListCodec,
    table: 'product_request',
    onChange: () => {
      picked.clear();
      setRefusal(null);
    },
  });
  const query = useProductRequests(list.params);
  const categories = useBaseInfo().data?.request_category ?? [];
  const me = useUserInfo().data;
  const close = useCloseProductRequests();
  const remove = useDeleteProductRequest();

  // Only the roles that close and delete get the selection column.
  const visibility = useMemo(
    () => ({ ...list.columns.visibility, select: mayWrite }),
    [list.columns.visibility, mayWrite],
  );
  const rows = query.data?.results;
  const pageIds = useMemo(() => (rows ?? []).map((row) => row.id), [rows]);
  const selectionApi = picked.apiFor(pageIds);
  const count = picked.ids.length;

  async function closeSelected() {
    setRefusal(null);
    try {
      await close.mutateAsync(picked.ids);
      picked.clear();
    } catch (error) {
      const refused = bulkRefusalOf(error);
      if (refused) setRefusal(refused);
      else reportUnexpected(error);
    }
  }

  /** One call per request (§7 deletes one at a time); what was deleted stays deleted. */
  async function deleteSelected() {
    for (const id of picked.ids) await remove.mutateAsync(id);
    picked.clear();
    setDeleting(false);
  }

  return (
    <ServerListPage
      list={list}
      query={query}
      title="Product requests"
      countBadge={{ testId: 'product-request-count' }}
      noun="requests"
      columns={columns}
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
            <BulkBar count={count} onClear={() => picked.clear()}>
              <button
                type="button"
                className="button button-small"
                disabled={close.isPending}
                onClick={() => void closeSelected()}
                data-testid="bulk-close-requests"
              >
                <Icon name="check" size={14} /> Close
              </button>
              <button
                type="button"
                className="button button-small"
                onClick={() => setDeleting(true)}
                data-testid="bulk-delete-requests"
              >
                <Icon name="trash" size={14} /> Delete
              </button>
            </BulkBar>
          ) : null}
          {refusal ? <RefusalPanel refusal={refusal} onDismiss={() => setRefusal(null)} /> : null}
        </>
      }
      table={{
        testId: 'product-request-table',
        rowLabel: (row) => `${row.number} ${row.category.name}`,
        onRowOpen: (row) => setOpen(row.id),
        isRowSelected: (row) => picked.selection.ids.has(row.id),
        visibility,
      }}
      renderBody={(table) => (
        <RowSelectionContext.Provider value={selectionApi}>{table}</RowSelectionContext.Provider>
      )}
    >
      {open !== null ? (
        <ProductRequestDialog id={open} mayWrite={mayWrite} onClose={() => setOpen(null)} />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete ${count} request(s)`}
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
