/**
 * The product rules the renderer and the server share (src-shared/domain/product.ts): the basket
 * of spec §3, §4 and §5 (starts empty, the first product fixes the warehouse, another warehouse
 * refused, each product once, the warehouse resets when the basket empties, a chosen quantity
 * outside 1..what there is ignored), label codes as scanners type them, and the refusals of
 * ready for sale and booking.
 */
import { describe, expect, it } from 'vitest';
import {
  addToBasket,
  basketRefusal,
  bookingRefusal,
  chooseQuantity,
  EMPTY_BASKET,
  productIdOfLabel,
  productIdsOfCodes,
  productLabelCode,
  readyForSaleRefusal,
  removeFromBasket,
  type BasketItem,
} from '../../src-shared/domain/product.ts';

const MIAMI = { id: 1, name: 'Miami' };
const DUBAI = { id: 2, name: 'Dubai' };

function product(id: number, warehouse = MIAMI, quantity = 3): Omit<BasketItem, 'quantity_chosen'> {
  return {
    id,
    label_code: productLabelCode(id),
    part_number: `PN-${id}`,
    description: 'Valve',
    warehouse,
    quantity,
  };
}

describe('the basket', () => {
  it('starts empty, without a warehouse', () => {
    expect(EMPTY_BASKET).toEqual({ warehouse: null, items: [] });
  });

  it('takes its warehouse from the first product, all of it chosen', () => {
    const basket = addToBasket(EMPTY_BASKET, product(1));
    expect(basket.warehouse).toEqual(MIAMI);
    expect(basket.items).toEqual([{ ...product(1), quantity_chosen: 3 }]);
  });

  it('refuses a product of another warehouse, saying which, and stays as it was', () => {
    const basket = addToBasket(EMPTY_BASKET, product(1));
    expect(basketRefusal(basket, product(2, DUBAI))).toMatch(/Miami.*Dubai/);
    expect(addToBasket(basket, product(2, DUBAI))).toBe(basket);
  });

  it('takes a product once', () => {
    const basket = addToBasket(EMPTY_BASKET, product(1));
    expect(basketRefusal(basket, product(1))).toBe('It is in the basket already.');
    expect(addToBasket(basket, product(1)).items).toHaveLength(1);
  });

  it('forgets its warehouse when the last product leaves, and then takes another', () => {
    let basket = addToBasket(addToBasket(EMPTY_BASKET, product(1)), product(2));
    basket = removeFromBasket(basket, 1);
    expect(basket.warehouse).toEqual(MIAMI);
    basket = removeFromBasket(basket, 2);
    expect(basket).toEqual({ warehouse: null, items: [] });
    expect(addToBasket(basket, product(3, DUBAI)).warehouse).toEqual(DUBAI);
  });

  it('takes a chosen quantity from 1 to what there is, and ignores any other', () => {
    const basket = addToBasket(EMPTY_BASKET, product(1, MIAMI, 5));
    expect(chooseQuantity(basket, 1, 1).items[0]?.quantity_chosen).toBe(1);
    expect(chooseQuantity(basket, 1, 5).items[0]?.quantity_chosen).toBe(5);
    for (const ignored of [0, -1, 6, 2.5, Number.NaN])
      expect(chooseQuantity(basket, 1, ignored)).toBe(basket);
    expect(chooseQuantity(basket, 99, 2)).toBe(basket);
  });
});

describe('label codes', () => {
  it('are P and eight digits, and read back as the product', () => {
    expect(productLabelCode(42)).toBe('P00000042');
    expect(productIdOfLabel('P00000042')).toBe(42);
    expect(productIdOfLabel(' p00000042 ')).toBe(42);
    for (const other of ['P42', '00000042', 'P000000420', 'Q00000042', ''])
      expect(productIdOfLabel(other)).toBeNull();
  });

  it('read a scanned list of codes or numbers, and refuse anything else in it', () => {
    expect(productIdsOfCodes('P00000001\nP00000002, 7;P00000010')).toEqual([1, 2, 7, 10]);
    expect(productIdsOfCodes('P00000001 lost')).toBeNull();
    expect(productIdsOfCodes('0')).toBeNull();
    expect(productIdsOfCodes('  ')).toBeNull();
  });
});

describe('refusals', () => {
  const free = { status: 'in_stock' as const, archived: false, nz: false, booked: false };

  it('ready for sale: not archived, not reserve stock (NZ), not sold', () => {
    expect(readyForSaleRefusal(free)).toBeNull();
    expect(readyForSaleRefusal({ ...free, archived: true })).toMatch(/archived/);
    expect(readyForSaleRefusal({ ...free, nz: true })).toMatch(/NZ/);
    expect(readyForSaleRefusal({ ...free, status: 'sold' })).toMatch(/sold/);
  });

  it('booking: not booked already, not archived, not sold', () => {
    expect(bookingRefusal(free)).toBeNull();
    expect(bookingRefusal({ ...free, booked: true })).toBe('The product is booked already.');
    expect(bookingRefusal({ ...free, archived: true })).toMatch(/archived/);
    expect(bookingRefusal({ ...free, status: 'sold' })).toMatch(/sold/);
  });
});
