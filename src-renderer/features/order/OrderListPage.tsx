import { Link } from 'react-router';
import { Icon } from '../../components/Icon.tsx';
import { Segments } from '../../components/list/filters.tsx';
import { ServerListPage } from '../../components/list/ServerListPage.tsx';
import { usePowers } from '../../stores/session.ts';
import { useAreaList } from '../shared-areaList.tsx';
import { useCompanyPriorityFilters } from '../rfq/CompanyPriorityFilters.tsx';
import { useOrderSummary } from './api.ts';
import { DEFAULT_ORDER_VISIBILITY, orderColumns } from './columns.tsx';
import { orderListCodec } from './listQuery.ts';
import '../../styles/sales.css';

const ARCHIVE_OPTIONS = [
  { value: false, label: 'Open' },
  { value: true, label: 'Archive' },
];

/**
 * Orders (spec §2 "Orders: summary list"): open or archived, filtered by search, company and
 * priority (empty filters dropped), sorted by order_by on the server, paged 10/20/30.
 */
export function OrderListPage() {
  const { isClient } = usePowers();
  const salesFilters = useCompanyPriorityFilters(isClient);
  const { list, page, table } = useAreaList({
    area: 'order',
    codec: orderListCodec,
    useRows: useOrderSummary,
    path: '/order',
    columns: orderColumns,
    defaultVisibility: DEFAULT_ORDER_VISIBILITY,
  });
  const { filters } = list.view;

  return (
    <ServerListPage
      {...page}
      actions={
        // Positions across orders are our follow-up work: not a client's.
        isClient ? null : (
          <Link className="button" to="/order-positions" data-testid="order-positions-link">
            <Icon name="list" size={14} /> All positions
          </Link>
        )
      }
      filtersLabel="Order filters"
      toolbarStart={
        <Segments
          label="Orders shown"
          options={ARCHIVE_OPTIONS}
          value={filters.archive}
          onChange={(archive) => list.setFilters({ archive })}
        />
      }
      // The full width: the narrow box cut the placeholder ("Order, PO, company or p").
      search={{ label: 'Search orders', placeholder: 'Order, PO, company or part number…' }}
      filters={salesFilters}
      table={table({
        label: filters.archive ? 'Archived orders' : 'Open orders',
        rowLabel: (order) => `${order.number} ${order.company.name}`,
      })}
      emptyTitle={filters.archive ? 'No archived orders' : 'No open orders'}
    />
  );
}
