/**
 * Purchase orders (spec §2 "Purchase orders and purchase positions, for purchase managers"): the
 * list with its filters (confirmed, state, component type, supplier, search), server paging and
 * sorting, and a new purchase order bought from an order.
 */
import {
  COMPONENT_TYPE_LABEL,
  COMPONENT_TYPES,
} from '../../../src-shared/domain/component-type.ts';
import { labelledOptions } from '../../components/Field.tsx';
import { CONFIRMED_FILTER } from '../shared-filters.ts';
import { ServerListPage } from '../../components/list/ServerListPage.tsx';
import { useAreaList } from '../shared-areaList.tsx';
import { usePurchaseOrders } from './api.ts';
import { DEFAULT_PURCHASE_VISIBILITY, PURCHASE_TABLE, purchaseColumns } from './columns.tsx';
import { purchaseListCodec } from './listQuery.ts';
import { NewPurchaseDialog } from './NewPurchaseDialog.tsx';
import '../../styles/sales.css';

export function PurchaseListPage() {
  const { page, table } = useAreaList({
    area: 'purchase',
    codec: purchaseListCodec,
    table: PURCHASE_TABLE,
    testId: 'purchase',
    useRows: usePurchaseOrders,
    columns: purchaseColumns,
    defaultVisibility: DEFAULT_PURCHASE_VISIBILITY,
    newLabel: 'New purchase order',
    Create: NewPurchaseDialog,
  });

  return (
    <ServerListPage
      {...page}
      filtersLabel="Purchase order filters"
      search={{ label: 'Search purchase orders', placeholder: 'Number, name or part number…' }}
      filters={[
        CONFIRMED_FILTER,
        {
          key: 'component_type',
          label: 'Component type',
          anyLabel: 'Any type',
          options: labelledOptions(COMPONENT_TYPES, COMPONENT_TYPE_LABEL),
          narrow: true,
        },
      ]}
      table={table({ rowLabel: (row) => `${row.number} ${row.supplier.name}` })}
    />
  );
}
