/**
 * Warehouse products (spec §3 "Product", "Product list filter flags", §4 "Product", §5). The spec
 * names the 22 filter flags and the states but not what they mean; our decisions are written
 * here, once. The server turns each flag into its SQL (src-server/areas/product/filters.ts, a
 * table keyed by these names, so a flag without its SQL does not compile); the renderer shows the
 * same words.
 */

/**
 * Where a product is in its life:
 *   - awaiting_from_supplier: bought (a purchase order made it), not arrived;
 *   - in_stock: on a shelf of one of our warehouses;
 *   - on_way: travelling in a consolidation between points;
 *   - at_mro: sent out for repair or overhaul;
 *   - sold: delivered to a client (kept for its history and documents).
 */
import { labelsOf } from './labels.ts';

export const PRODUCT_STATUSES = [
  'awaiting_from_supplier',
  'in_stock',
  'on_way',
  'at_mro',
  'sold',
] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_STATUS_LABELS = labelsOf(PRODUCT_STATUSES, {
  on_way: 'On the way',
  at_mro: 'At MRO',
});

/** A product is offered to clients only once someone made it ready for sale (spec §4). */
export const SALE_STATUSES = ['not_for_sale', 'ready_for_sale'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/** The 22 filter flags of spec §3, with what each selects (shown as the filter's hint). */
export const PRODUCT_FLAGS = {
  can_be_added_to_consolidation:
    'In stock, not archived and in no consolidation on its way: free to ship between points',
  to_stocktaking: 'In stock and not counted in a stocktaking for a year',
  awaiting_from_supplier: 'Bought and not arrived yet',
  ready_for_sale: 'Made ready for sale',
  on_way: 'Travelling in a consolidation',
  inspected: 'Inspected on receipt',
  archived: 'Archived (hidden from every other view)',
  is_ber: 'Beyond economical repair',
  not_our: 'Held for its owner (consignment), not ours',
  mro: 'Out for repair or overhaul',
  docs_problem: 'No trace document (8130-3, EASA Form 1 or CoC) on file',
  liquidity: 'Its part was asked for in an RFQ in the last 365 days',
  nz: 'Reserve stock (NZ): kept, not sold',
  calc_sv: 'In stock without a sale price: its sale value is to be calculated',
  eng_or_apu_or_ldg: 'An engine, APU or landing gear',
  adiru: 'An ADIRU: stored and shipped under its own handling rules',
  hard_time: 'Has a hard-time (life) limit date',
  no_project: 'Not in any project',
  sold_parts: 'Sold',
  cwpss: 'Under a customer-owned parts storage and sale agreement (CWPSS)',
  action_to_be_done: 'Someone noted an action to be done',
  request_category: 'Asked for in an open product request (of the category chosen)',
} as const;
export type ProductFlag = keyof typeof PRODUCT_FLAGS;
export const PRODUCT_FLAG_NAMES = Object.keys(PRODUCT_FLAGS) as ProductFlag[];
/** The flags that are yes or no (`request_category` takes a category instead). */
export type BooleanProductFlag = Exclude<ProductFlag, 'request_category'>;
export const BOOLEAN_PRODUCT_FLAGS = PRODUCT_FLAG_NAMES.filter(
  (name): name is BooleanProductFlag => name !== 'request_category',
);

/** The flags' short names, as the filter chips show them. */
export const PRODUCT_FLAG_LABELS: Record<ProductFlag, string> = {
  can_be_added_to_consolidation: 'Free to ship',
  to_stocktaking: 'Due for stocktaking',
  awaiting_from_supplier: 'Awaiting from supplier',
  ready_for_sale: 'Ready for sale',
  on_way: 'On the way',
  inspected: 'Inspected',
  archived: 'Archived',
  is_ber: 'BER',
  not_our: 'Not ours',
  mro: 'At MRO',
  docs_problem: 'Docs problem',
  liquidity: 'Liquid',
  nz: 'Reserve (NZ)',
  calc_sv: 'Sale value to calculate',
  eng_or_apu_or_ldg: 'Engine / APU / LDG',
  adiru: 'ADIRU',
  hard_time: 'Hard time',
  no_project: 'No project',
  sold_parts: 'Sold',
  cwpss: 'CWPSS',
  action_to_be_done: 'Action to be done',
  request_category: 'Requested',
};

/** A product not counted for this long is due for stocktaking (the `to_stocktaking` flag). */
export const STOCKTAKING_DUE_DAYS = 365;
/** A part asked for within this many days is liquid (the `liquidity` flag). */
export const LIQUIDITY_DAYS = 365;

/** Its label's barcode (Code 128): what a scanner types. 'P' and the id, eight digits. */
export function productLabelCode(id: number): string {
  return `P${String(id).padStart(8, '0')}`;
}

/** The product id a scanned label code names, or null for anything else. */
export function productIdOfLabel(code: string): number | null {
  const match = /^P(\d{8})$/i.exec(code.trim());
  return match ? Number(match[1]) : null;
}

/**
 * The products of a scanned or typed list: label codes (P00001234) or plain product numbers,
 * separated by spaces, commas, semicolons or the Enter a scanner sends. Null when anything in it
 * is neither, or when it names nothing.
 */
export function productIdsOfCodes(text: string): number[] | null {
  const ids = text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((code) => productIdOfLabel(code) ?? Number(code));
  return ids.length > 0 && ids.every((id) => Number.isInteger(id) && id > 0) ? ids : null;
}

/**
 * One reason a product may be refused, as a test and its message. Ready-for-sale and booking
 * refuse for some of the same reasons (archived, sold) in their own order; naming each reason
 * once keeps its wording the same in every refusal that uses it.
 */
type ProductCheck<P> = readonly [refuses: (product: P) => boolean, message: string];

const ARCHIVED: ProductCheck<{ archived: boolean }> = [
  (product) => product.archived,
  'The product is archived.',
];
const SOLD: ProductCheck<{ status: ProductStatus }> = [
  (product) => product.status === 'sold',
  'The product is sold.',
];
const RESERVE_STOCK: ProductCheck<{ nz: boolean }> = [
  (product) => product.nz,
  'The product is reserve stock (NZ): it is not sold.',
];
const BOOKED: ProductCheck<{ booked: boolean }> = [
  (product) => product.booked,
  'The product is booked already.',
];

/** The message of the first check that refuses the product, or null. */
function firstRefusal<P>(product: P, checks: readonly ProductCheck<P>[]): string | null {
  return checks.find(([refuses]) => refuses(product))?.[1] ?? null;
}

/** Why a product cannot be made ready for sale, or null. */
export function readyForSaleRefusal(product: {
  status: ProductStatus;
  archived: boolean;
  nz: boolean;
}): string | null {
  return firstRefusal(product, [ARCHIVED, RESERVE_STOCK, SOLD]);
}

/** Why a product cannot be booked to an order position, or null. */
export function bookingRefusal(product: {
  status: ProductStatus;
  archived: boolean;
  booked: boolean;
}): string | null {
  return firstRefusal(product, [BOOKED, ARCHIVED, SOLD]);
}

/**
 * The basket (spec §3, §4, §5): products, each with the quantity there is and the quantity
 * chosen, and the warehouse the first product fixed. Pure, so the renderer and the tests share it.
 */
export interface BasketItem {
  id: number;
  label_code: string;
  part_number: string;
  description: string;
  warehouse: { id: number; name: string };
  quantity: number;
  quantity_chosen: number;
}
export interface Basket {
  warehouse: { id: number; name: string } | null;
  items: BasketItem[];
}

export const EMPTY_BASKET: Basket = { warehouse: null, items: [] };

/** Why a product may not go into the basket, or null (spec §5). */
export function basketRefusal(basket: Basket, product: Omit<BasketItem, 'quantity_chosen'>) {
  if (basket.items.some((item) => item.id === product.id)) return 'It is in the basket already.';
  if (basket.warehouse && basket.warehouse.id !== product.warehouse.id)
    return `The basket holds products of ${basket.warehouse.name}: empty it to take one of ${product.warehouse.name}.`;
  return null;
}

/** The basket with the product added (the first fixes the warehouse), or unchanged if refused. */
export function addToBasket(basket: Basket, product: Omit<BasketItem, 'quantity_chosen'>): Basket {
  if (basketRefusal(basket, product)) return basket;
  return {
    warehouse: basket.warehouse ?? product.warehouse,
    items: [...basket.items, { ...product, quantity_chosen: product.quantity }],
  };
}

/** Without the product; the warehouse resets when the basket becomes empty. */
export function removeFromBasket(basket: Basket, id: number): Basket {
  const items = basket.items.filter((item) => item.id !== id);
  return { warehouse: items.length > 0 ? basket.warehouse : null, items };
}

/** A chosen quantity below 1, above what there is, or not whole is ignored (spec §5). */
export function chooseQuantity(basket: Basket, id: number, chosen: number): Basket {
  const item = basket.items.find((entry) => entry.id === id);
  if (!item || !Number.isInteger(chosen) || chosen < 1 || chosen > item.quantity) return basket;
  return {
    ...basket,
    items: basket.items.map((entry) =>
      entry.id === id ? { ...entry, quantity_chosen: chosen } : entry,
    ),
  };
}
