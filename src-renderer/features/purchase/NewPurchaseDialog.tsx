/**
 * A new purchase order from an order (spec §7 create_with_product/): the supplier, the order, and
 * which of its active positions to buy (all, unless some are unticked), with an optional name and
 * shipping date. What is bought becomes products awaited from the supplier.
 */
import { useState } from 'react';
import { orderEndpoints } from '../../../src-shared/api/order.ts';
import type { PurchaseOrderDetail } from '../../../src-shared/api/purchase.ts';
import { isApiError } from '../../api/client.ts';
import { call } from '../../api/http.ts';
import { Combobox, type ComboItem } from '../../components/Combobox.tsx';
import { ActionFooter } from '../../components/DetailPage.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { FormError } from '../../components/Field.tsx';
import { LoadingState } from '../../components/States.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useRoleUrl } from '../../stores/session.ts';
import { useOrderPositions } from '../order/api.ts';
import { CompanyCombobox } from '../rfq/CompanyCombobox.tsx';
import { useCreatePurchase } from './api.ts';
import type { CreateDialogProps } from '../../components/FormDialog.tsx';

function orderItems(role: string) {
  return {
    queryKey: (search: string) => ['order', role, 'pick', search] as const,
    fetchItems: async (search: string, signal: AbortSignal): Promise<ComboItem[]> => {
      const page = await call(orderEndpoints.list, {
        params: { role },
        query: { search, page_size: 20 },
        signal,
      });
      return page.results.map((order) => ({
        id: order.id,
        name: `${order.number} · ${order.company.name}`,
      }));
    },
  };
}

export function NewPurchaseDialog({ onClose, onCreated }: CreateDialogProps<PurchaseOrderDetail>) {
  const role = useRoleUrl();
  const create = useCreatePurchase();
  const [supplier, setSupplier] = useState<ComboItem | null>(null);
  const [order, setOrder] = useState<ComboItem | null>(null);
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const positions = useOrderPositions(order?.id ?? 0, 'active');
  const rows = order ? (positions.data ?? []) : [];
  const chosen = rows.filter((row) => !unticked.has(row.id)).map((row) => row.id);

  async function submit() {
    setErrors({});
    try {
      const created = await create.mutateAsync({
        supplier: supplier?.id ?? 0,
        order_positions: chosen,
        name: name || undefined,
      });
      onCreated(created);
    } catch (error) {
      if (isApiError(error)) setErrors(error.fieldErrors);
    }
  }

  const orders = orderItems(role);
  return (
    <Dialog
      title="New purchase order"
      onClose={onClose}
      width={640}
      testId="purchase-create-dialog"
      busy={create.isPending}
      footer={
        <ActionFooter
          label="Create purchase order"
          onAction={() => void submit()}
          onCancel={onClose}
          disabled={!supplier || chosen.length === 0 || create.isPending}
        />
      }
    >
      <div className="form-grid">
        <CompanyCombobox
          label="Supplier"
          value={supplier}
          onChange={setSupplier}
          error={errors.supplier}
        />
        <Combobox
          label="Order"
          required
          value={order}
          onChange={(item) => {
            setOrder(item);
            setUnticked(new Set());
          }}
          source={orders}
          placeholder="Order number or client…"
        />
        <label className="field span-2">
          <span className="field-label">Name</span>
          <input
            className="input"
            value={name}
            placeholder="Supplier and date, unless named"
            onChange={(event) => setName(event.target.value)}
          />
        </label>
      </div>
      {order ? (
        positions.isPending ? (
          <LoadingState />
        ) : (
          <ul className="purchase-pick" aria-label="Positions to buy">
            {rows.length === 0 ? (
              <li className="muted">No active positions in this order.</li>
            ) : null}
            {rows.map((row) => (
              <li key={row.id}>
                <label>
                  <input
                    type="checkbox"
                    className="checkbox"
                    checked={!unticked.has(row.id)}
                    onChange={(event) => {
                      const next = new Set(unticked);
                      if (event.target.checked) next.delete(row.id);
                      else next.add(row.id);
                      setUnticked(next);
                    }}
                  />
                  <span className="mono">{row.part_number}</span>
                  <span className="muted">
                    × {row.quantity} · {row.condition?.code ?? 'any'} · {formatMoney(row.total)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {Object.entries(errors)
        .filter(([key]) => key.startsWith('order_positions'))
        .map(([key, messages]) => (
          <FormError key={key} message={messages.join(' ')} />
        ))}
    </Dialog>
  );
}
