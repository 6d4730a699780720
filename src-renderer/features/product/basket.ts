/**
 * The warehouse basket (spec §3, §4, §5) as the screens use it: its rules are the pure functions of
 * src-shared/domain/product.ts; it lives in the session settings, so it survives a restart of the
 * app and goes at log-out. A refused product says why and leaves the basket as it was.
 */
import type { Product } from '../../../src-shared/api/product.ts';
import {
  addToBasket,
  basketRefusal,
  chooseQuantity,
  EMPTY_BASKET,
  removeFromBasket,
  type Basket,
  type BasketItem,
} from '../../../src-shared/domain/product.ts';
import { notify } from '../../stores/notifications.ts';
import { useSettings } from '../../stores/settings.ts';

function save(basket: Basket): void {
  useSettings.getState().updateSession({ basket });
}

function current(): Basket {
  return useSettings.getState().session.basket;
}

/** What a product is in the basket (without the quantity chosen). */
function basketEntryOf(product: Product): Omit<BasketItem, 'quantity_chosen'> | null {
  if (!product.warehouse) return null;
  return {
    id: product.id,
    label_code: product.label_code,
    part_number: product.part_number,
    description: product.description,
    warehouse: product.warehouse,
    quantity: product.quantity,
  };
}

export const basketActions = {
  /** Adds the products in order; the first refusal stops and is shown. Answers how many went in. */
  add(products: readonly Product[]): number {
    let basket = current();
    let added = 0;
    for (const product of products) {
      const entry = basketEntryOf(product);
      const refusal = entry ? basketRefusal(basket, entry) : 'It is in no warehouse.';
      if (refusal || !entry) {
        notify.error(`${product.label_code} ${product.part_number}: ${refusal ?? ''}`);
        break;
      }
      basket = addToBasket(basket, entry);
      added += 1;
    }
    if (added > 0) save(basket);
    return added;
  },
  remove(id: number): void {
    save(removeFromBasket(current(), id));
  },
  /** A chosen quantity below 1 or above what there is is ignored (spec §5). */
  choose(id: number, chosen: number): void {
    save(chooseQuantity(current(), id, chosen));
  },
  clear(): void {
    save(EMPTY_BASKET);
  },
};

export function useBasket(): Basket {
  return useSettings((state) => state.session.basket);
}
