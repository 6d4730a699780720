/**
 * Purchase orders (spec §2 "Purchase orders and purchase positions, for purchase managers"): the
 * list with its filters (confirmed, state, component type, supplier, search), server paging and
 * sorting, and a new purchase order bought from an order.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  COMPONENT_TYPE_LABEL,
  COMPONENT_TYPES,
} from '../../../src-shared/domain/component-type.ts';
import { can } from '../../../src-shared/domain/permissions.ts';
import { NewButton } from '../../components/NewButton.tsx';
import { labelledOptions } from '../../components/Field.tsx';
import { yesNoOptions } from '../../components/list/filters.tsx';
import { ServerListPage } from '../../components/list/ServerListPage.tsx';
import { useServerList } from '../../components/list/useServerList.ts';
import { useRoles } from '../../stores/session.ts';
import { usePurchaseOrders } from './api.ts';
import { DEFAULT_PURCHASE_VISIBILITY, PURCHASE_TABLE, purchaseColumns } from './columns.tsx';
import { purchaseListCodec } from './listQuery.ts';
import { NewPurchaseDialog } from './NewPurchaseDialog.tsx';
import '../../styles/sales.css';

export function PurchaseListPage() {
  const navigate = useNavigate();
  const mayWrite = can(useRoles(), 'purchase', 'write');
  const list = useServerList({
    codec: purchaseListCodec,
    table: PURCHASE_TABLE,
    defaultVisibility: DEFAULT_PURCHASE_VISIBILITY,
  });
  const query = usePurchaseOrders(list.params);
  const [creating, setCreating] = useState(false);

  return (
    <ServerListPage
      list={list}
      query={query}
      title="Purchase orders"
      countBadge={{ testId: 'purchase-count' }}
      columns={purchaseColumns}
      actions={
        mayWrite ? <NewButton label="New purchase order" onClick={() => setCreating(true)} /> : null
      }
      filtersLabel="Purchase order filters"
      search={{
        label: 'Search purchase orders',
        placeholder: 'Number, name or part number…',
        narrow: true,
      }}
      filters={[
        {
          key: 'confirmed',
          label: 'Confirmed',
          anyLabel: 'Confirmed or not',
          options: yesNoOptions('Confirmed', 'Not confirmed'),
          narrow: true,
        },
        {
          key: 'component_type',
          label: 'Component type',
          anyLabel: 'Any type',
          options: labelledOptions(COMPONENT_TYPES, COMPONENT_TYPE_LABEL),
          narrow: true,
        },
      ]}
      table={{
        testId: 'purchase-table',
        rowLabel: (row) => `${row.number} ${row.supplier.name}`,
        onRowOpen: (row) => void navigate(`/purchase-orders/${row.id}`),
      }}
    >
      {creating ? (
        <NewPurchaseDialog
          onClose={() => setCreating(false)}
          onCreated={(order) => {
            setCreating(false);
            void navigate(`/purchase-orders/${order.id}`);
          }}
        />
      ) : null}
    </ServerListPage>
  );
}
