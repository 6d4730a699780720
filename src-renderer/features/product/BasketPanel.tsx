/**
 * The basket (spec §3, §4, §5), docked at the right: its warehouse, each product with the quantity
 * there is and the quantity chosen (a value below 1 or above what there is is ignored), removal,
 * emptying, booking the chosen quantities to an order position of their part, and filing a
 * product request over the basket's products (features/product-request).
 */
import { useState } from 'react';
import type { PositionToBook } from '../../../src-shared/api/product.ts';
import type { BulkRefusal } from '../../../src-shared/api/rfq.ts';
import { can } from '../../../src-shared/domain/permissions.ts';
import { ActionDialog } from '../../components/ActionDialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { EmptyState, LoadingState } from '../../components/States.tsx';
import { counted, formatDate, formatInteger } from '../../lib/format.ts';
import { reportUnexpected } from '../../lib/report.ts';
import { useRoles } from '../../stores/session.ts';
import { NewProductRequestDialog } from '../product-request/dialogs.tsx';
import { bulkRefusalOf, RefusalPanel } from '../rfq/actions.tsx';
import { useBooking, usePositionsToBook } from './api.ts';
import { basketActions, useBasket } from './basket.ts';

export function BasketPanel({ onClose }: { onClose: () => void }) {
  const basket = useBasket();
  const mayBook = can(useRoles(), 'product', 'write');
  const [booking, setBooking] = useState(false);
  const [requesting, setRequesting] = useState(false);
  // What may be done with the basket's products, each off while it is empty; the writers
  // request or book them.
  const footerActions = [
    { label: 'Empty the basket', onClick: () => basketActions.clear() },
    mayBook && { label: 'Request…', onClick: () => setRequesting(true), testId: 'basket-request' },
    mayBook && {
      label: 'Book to an order position',
      onClick: () => setBooking(true),
      testId: 'basket-book',
      primary: true,
    },
  ];
  return (
    <aside className="basket-panel" aria-label="Basket" data-testid="basket">
      <header>
        <div>
          <h2>Basket</h2>
          <span className="muted" data-testid="basket-warehouse">
            {basket.warehouse
              ? basket.warehouse.name
              : 'Empty: the first product sets the warehouse'}
          </span>
        </div>
        <button
          type="button"
          className="button button-ghost"
          aria-label="Close the basket"
          onClick={onClose}
        >
          <Icon name="x" />
        </button>
      </header>
      <div className="basket-body">
        {basket.items.length === 0 ? (
          <EmptyState title="The basket is empty">
            Select products in the list and choose Add to basket.
          </EmptyState>
        ) : (
          basket.items.map((item) => (
            <div className="basket-item" key={item.id} data-testid="basket-item">
              <div>
                <div className="cell-strong mono">{item.part_number}</div>
                <div className="muted">
                  <span className="mono">{item.label_code}</span> · {item.description}
                </div>
              </div>
              <label className="muted">
                <input
                  className="input"
                  type="number"
                  min={1}
                  max={item.quantity}
                  aria-label={`Quantity of ${item.label_code}`}
                  value={item.quantity_chosen}
                  onChange={(event) => basketActions.choose(item.id, Number(event.target.value))}
                />{' '}
                of {formatInteger(item.quantity)}
              </label>
              <button
                type="button"
                className="button button-ghost button-small"
                aria-label={`Remove ${item.label_code} from the basket`}
                onClick={() => basketActions.remove(item.id)}
              >
                <Icon name="trash" size={14} />
              </button>
            </div>
          ))
        )}
      </div>
      <footer>
        {footerActions.map((action) =>
          action ? (
            <button
              key={action.label}
              type="button"
              className={action.primary ? 'button button-primary' : 'button'}
              disabled={basket.items.length === 0}
              onClick={action.onClick}
              data-testid={action.testId}
            >
              {action.label}
            </button>
          ) : null,
        )}
      </footer>
      {booking ? <BookingDialog onClose={() => setBooking(false)} /> : null}
      {requesting ? (
        <NewProductRequestDialog
          products={basket.items}
          onClose={() => setRequesting(false)}
          // The basket has done its work, as after a booking.
          onCreated={() => basketActions.clear()}
        />
      ) : null}
    </aside>
  );
}

/** Books the basket's chosen quantities to one order position of their part, all or nothing. */
function BookingDialog({ onClose }: { onClose: () => void }) {
  const basket = useBasket();
  const positions = usePositionsToBook(basket.items.map((item) => item.id));
  const book = useBooking();
  const [chosen, setChosen] = useState<PositionToBook | null>(null);
  const [refusal, setRefusal] = useState<BulkRefusal | null>(null);

  async function submit() {
    if (!chosen) return;
    setRefusal(null);
    try {
      await book.mutateAsync({
        order_position: chosen.id,
        products: basket.items.map((item) => ({ id: item.id, quantity: item.quantity_chosen })),
      });
      basketActions.clear();
      onClose();
    } catch (error) {
      const refused = bulkRefusalOf(error);
      if (refused) setRefusal(refused);
      else reportUnexpected(error);
    }
  }

  const rows = positions.data ?? [];
  return (
    <ActionDialog
      title="Book to an order position"
      testId="booking-dialog"
      width={720}
      busy={book.isPending}
      action={{
        label: `Book ${counted(basket.items.length, 'product')}`,
        disabled: !chosen,
        onAction: () => void submit(),
        testId: 'booking-submit',
      }}
      onClose={onClose}
    >
      <p className="muted">
        Active order positions of these parts or their alternates, the earliest deadline first.
      </p>
      {positions.isPending ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <EmptyState title="No order position wants these parts" />
      ) : (
        <table className="mini-table" aria-label="Order positions to book to">
          {/* The fixed layout shares the width evenly unless told: the order number and the client
              are what the choice is made by, so they get the room, not the radio button. */}
          <colgroup>
            <col style={{ width: 32 }} />
            <col style={{ width: 130 }} />
            <col />
            <col style={{ width: 120 }} />
            <col style={{ width: 52 }} />
            <col style={{ width: 64 }} />
            <col style={{ width: 92 }} />
          </colgroup>
          <thead>
            <tr>
              <th />
              <th>Order</th>
              <th>Client</th>
              <th>Part number</th>
              <th className="num">Qty</th>
              <th className="num">Booked</th>
              <th>Deadline</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((position) => (
              <tr key={position.id} data-testid="position-to-book">
                <td>
                  <input
                    type="radio"
                    name="position"
                    aria-label={`${position.order.number} ${position.part_number}`}
                    checked={chosen?.id === position.id}
                    onChange={() => setChosen(position)}
                  />
                </td>
                <td className="mono">{position.order.number}</td>
                <td>{position.client.name}</td>
                <td className="mono">{position.part_number}</td>
                <td className="num">{formatInteger(position.quantity)}</td>
                <td className="num">{formatInteger(position.booked)}</td>
                <td>{formatDate(position.deadline)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {refusal ? <RefusalPanel refusal={refusal} onDismiss={() => setRefusal(null)} /> : null}
    </ActionDialog>
  );
}
