/**
 * The warehouse pass of the demo-data generator (issue 9): our warehouses' locations and their
 * stock. About 5,000 products at scale 1, in every status and with every filter flag of
 * src-shared/domain/product.ts set somewhere: parts from the inventory on shelves, some ready for
 * sale, some booked to order positions of their part, assemblies with their children, serial
 * numbers, teardown projects with their donors, and a few open product requests.
 *
 * It runs last, with a random stream of its own, so every earlier pass stays as it was.
 */
import { COMPANY_CATEGORY } from '../../src-shared/domain/constants.ts';
import type { ProductStatus } from '../../src-shared/domain/product.ts';
import type { DemoData, DemoRow } from './generate.ts';
import { Prng } from './prng.ts';
import { REQUEST_CATEGORIES } from './reference-data.ts';
import { SALES_BASE_DATE } from './sales.ts';
import { addDays } from '../db/refs.ts';

const PRODUCTS_SEED = 20_261_127;
const PRODUCTS_AT_SCALE_1 = 5000;
const RACKS = ['A', 'B', 'C', 'D', 'E', 'F'];
const SHELVES = 12;

/** Teardown projects: the aircraft or engine a product came off (its donor). */
const PROJECTS: readonly (readonly [string, string])[] = [
  ['B737-800 teardown', 'MSN 28712'],
  ['A320 teardown', 'MSN 1187'],
  ['CFM56-7B shop visit', 'ESN 892314'],
  ['ATR 72 teardown', 'MSN 0642'],
  ['A321 part-out', 'MSN 2451'],
];
const ACTIONS = [
  'Send for overhaul quote',
  'Photograph data plate',
  'Re-tag after inspection',
  'Check shelf life',
  'Repack for shipment',
];

/** A product row with every column at the value a new product has; `fields` sets the rest. */
export function productRow(
  fields: Pick<DemoRow<'product'>, 'id' | 'uuid' | 'part_number' | 'quantity' | 'created_at'> &
    Partial<DemoRow<'product'>>,
): DemoRow<'product'> {
  return {
    inventory_id: null,
    description: '',
    serial_number: '',
    condition_id: null,
    status: 'in_stock',
    sale_status: 'not_for_sale',
    warehouse_id: null,
    purchase_position_id: null,
    location_id: null,
    due_date: null,
    donor: '',
    project: '',
    parent_id: null,
    order_position_id: null,
    booked_at: null,
    inspected_at: null,
    inspected_by_id: null,
    inspection_comment: '',
    archived: false,
    is_ber: false,
    not_our: false,
    nz: false,
    adiru: false,
    cwpss: false,
    action_to_be_done: '',
    cost: null,
    sale_price: null,
    counted_at: null,
    planned_order_id: null,
    updated_at: fields.created_at,
    ...fields,
  };
}

/** The day, or SALES_BASE_DATE (the seed's today) when it is later: nothing is done in the future. */
function notAfterBase(isoDate: string): string {
  return isoDate < SALES_BASE_DATE ? isoDate : SALES_BASE_DATE;
}

export function addProducts(data: DemoData, scale: number): void {
  const rng = new Prng(PRODUCTS_SEED);
  const warehouses = data.companies.filter(
    (company) => company.category_id === COMPANY_CATEGORY.ownWarehouse,
  );
  const locationsOf = new Map<number, number[]>();
  for (const warehouse of warehouses) {
    const ids: number[] = [];
    for (const rack of RACKS)
      for (let shelf = 1; shelf <= SHELVES; shelf += 1) {
        const id = data.warehouseLocations.length + 1;
        data.warehouseLocations.push({
          id,
          warehouse_id: warehouse.id,
          code: `${rack}-${String(shelf).padStart(2, '0')}`,
        });
        ids.push(id);
      }
    locationsOf.set(warehouse.id, ids);
  }
  const warehouseman = data.users.find((user) => user.username === 'warehouse');
  const inspectorId = warehouseman?.id ?? null;
  const priceOf = new Map<number, number>();
  for (const offer of data.offers)
    if (offer.inventory_id !== null) priceOf.set(offer.inventory_id, offer.price);

  // Awaited products go to the first warehouse when they arrive.
  for (const product of data.products)
    if (product.warehouse_id === null) product.warehouse_id = warehouses[0]?.id ?? null;

  const count = Math.round(PRODUCTS_AT_SCALE_1 * scale);
  const status = (): ProductStatus =>
    rng.weighted<ProductStatus>([
      ['in_stock', 70],
      ['awaiting_from_supplier', 6],
      ['on_way', 6],
      ['at_mro', 6],
      ['sold', 12],
    ]);
  const made: DemoRow<'product'>[] = [];
  for (let index = 0; index < count; index += 1) {
    const item = rng.pick(data.inventory);
    const warehouse = rng.pick(warehouses);
    const state = status();
    const created = addDays(SALES_BASE_DATE, -rng.int(1, 900));
    const serialised = rng.bool(0.7);
    const project = rng.bool(0.15) ? rng.pick(PROJECTS) : null;
    const cost = Math.round((priceOf.get(item.id) ?? rng.int(200, 40_000)) * rng.float() * 0.8);
    const ready = state === 'in_stock' && rng.bool(0.35);
    const product = productRow({
      id: data.products.length + made.length + 1,
      uuid: rng.uuid(),
      inventory_id: item.id,
      part_number: item.part_number,
      description: item.description,
      serial_number: serialised ? `${rng.letters(2)}${rng.digits(6)}` : '',
      condition_id: rng.int(1, 6),
      quantity: serialised ? 1 : rng.int(1, 40),
      status: state,
      sale_status: ready ? 'ready_for_sale' : 'not_for_sale',
      warehouse_id: warehouse.id,
      location_id: state === 'in_stock' ? rng.pick(locationsOf.get(warehouse.id) ?? [null]) : null,
      due_date: rng.bool(0.08) ? addDays(SALES_BASE_DATE, rng.int(-60, 1500)) : null,
      project: project?.[0] ?? '',
      donor: project?.[1] ?? '',
      inspected_at:
        state === 'in_stock' && rng.bool(0.6)
          ? `${notAfterBase(addDays(created, rng.int(0, 10)))}T09:00:00Z`
          : null,
      inspected_by_id: null,
      archived: rng.bool(0.04),
      is_ber: rng.bool(0.03),
      not_our: rng.bool(0.06),
      nz: !ready && rng.bool(0.04),
      adiru: rng.bool(0.02),
      cwpss: rng.bool(0.03),
      action_to_be_done: rng.bool(0.05) ? rng.pick(ACTIONS) : '',
      cost,
      sale_price: ready || rng.bool(0.2) ? Math.round(cost * (1.3 + rng.float())) : null,
      counted_at: rng.bool(0.5) ? `${addDays(SALES_BASE_DATE, -rng.int(0, 700))}T15:00:00Z` : null,
      created_at: `${created}T08:00:00.000Z`,
    });
    if (product.inspected_at) product.inspected_by_id = inspectorId;
    if (product.inspected_at && rng.bool(0.3))
      product.inspection_comment = rng.pick([
        'Seals intact, data plate legible.',
        'Minor scuffs on the housing.',
        'Tags match the paperwork.',
      ]);
    made.push(product);
  }

  // Assemblies: some serialised products in stock take two to four children from their warehouse.
  const inStock = made.filter((product) => product.status === 'in_stock' && !product.archived);
  const assemblies = new Set<number>();
  for (const parent of inStock.filter((product) => product.serial_number).slice(0, 40)) {
    if (parent.parent_id !== null) continue;
    assemblies.add(parent.id);
    const children = inStock.filter(
      (product) =>
        product.warehouse_id === parent.warehouse_id &&
        product.parent_id === null &&
        !assemblies.has(product.id),
    );
    for (const child of rng.sample(children, rng.int(2, 4))) child.parent_id = parent.id;
  }

  // Bookings: an in-stock product of the part of an active order position, booked to it.
  const free = new Map<number, DemoRow<'product'>[]>();
  for (const product of inStock)
    if (product.inventory_id !== null && product.parent_id === null) {
      const list = free.get(product.inventory_id) ?? [];
      list.push(product);
      free.set(product.inventory_id, list);
    }
  let booked = 0;
  for (const position of data.orderPositions) {
    if (booked >= 40 * scale || position.active_status !== 'active') continue;
    const product = position.inventory_id !== null ? free.get(position.inventory_id)?.pop() : null;
    if (!product) continue;
    product.order_position_id = position.id;
    product.booked_at = `${SALES_BASE_DATE}T11:00:00.000Z`;
    booked += 1;
  }

  // Lots (more than one unit) whose units' serial numbers were recorded one by one.
  for (const product of made.filter((lot) => lot.quantity > 1 && rng.bool(0.2)))
    for (let unit = 0; unit < Math.min(product.quantity, 3); unit += 1)
      data.productSerialNumbers.push({
        id: data.productSerialNumbers.length + 1,
        product_id: product.id,
        serial_number: `${rng.letters(3)}${rng.digits(5)}`,
      });
  data.products.push(...made);

  // Stocktakings and consolidations: in the own warehouses, by the warehouseman.
  const warehouseIds = warehouses.map((w) => w.id);
  const warehousemanId = warehouseman?.id ?? null;
  addStocktakings(data, rng, inStock, warehouseIds, warehousemanId);
  addConsolidations(data, rng, made, warehouseIds, warehousemanId);

  // Open and closed product requests over a few products each.
  const requester = data.users.find((user) => user.username === 'sales');
  for (let id = 1; id <= 12; id += 1) {
    data.productRequests.push({
      id,
      category_id: ((id - 1) % REQUEST_CATEGORIES.length) + 1,
      target_date: addDays(SALES_BASE_DATE, rng.int(-5, 30)),
      priority: rng.pick(['ROUTINE', 'URGENT', 'AOG'] as const),
      comment: rng.pick([
        '',
        'Client asks for photos of the data plate.',
        'Before Friday, please.',
      ]),
      closed: id > 9,
      created_by_id: requester?.id ?? null,
      created_at: `${addDays(SALES_BASE_DATE, -rng.int(0, 20))}T10:00:00.000Z`,
    });
    for (const product of rng.sample(inStock, rng.int(1, 3)))
      data.productRequestProducts.push({ request_id: id, product_id: product.id });
  }
}

/**
 * Stocktakings: a confirmed full count of the first warehouse (most of its stock counted, the
 * products marked counted that day), an open partial count of the second (a rack counted so far)
 * and an open spot check of the third.
 */
function addStocktakings(
  data: DemoData,
  rng: Prng,
  inStock: readonly DemoRow<'product'>[],
  warehouses: readonly number[],
  counter: number | null,
): void {
  const plans = [
    { title: 'Year-end count', type: 'full', share: 0.9, confirmed: true },
    { title: 'Rack B recount', type: 'partial', share: 0.15, confirmed: false },
    { title: 'AOG shelf spot check', type: 'spot', share: 0.02, confirmed: false },
  ] as const;
  for (const [index, plan] of plans.entries()) {
    const warehouse = warehouses[index];
    if (warehouse === undefined) continue;
    const id = index + 1;
    const day = addDays(SALES_BASE_DATE, -10 + index * 4);
    data.stocktakings.push({
      id,
      title: plan.title,
      comment: plan.confirmed ? 'Counted by two people, rack by rack.' : '',
      warehouse_id: warehouse,
      stocktaking_type: plan.type,
      creator_id: counter,
      confirmed: plan.confirmed,
      confirm_date: plan.confirmed ? day : null,
      save_donor: '',
      created_at: `${day}T07:00:00.000Z`,
      updated_at: `${day}T16:00:00.000Z`,
    });
    const here = inStock.filter(
      (product) => product.warehouse_id === warehouse && !product.archived,
    );
    for (const product of here.filter(() => rng.bool(plan.share))) {
      data.stocktakingProducts.push({
        id: data.stocktakingProducts.length + 1,
        stocktaking_id: id,
        product_id: product.id,
        output: product.quantity,
        scanned_by_id: counter,
        created_at: `${day}T10:00:00.000Z`,
      });
      if (plan.confirmed) product.counted_at = `${day}T12:00:00.000Z`;
    }
  }
}

/**
 * Consolidations in every state, between our warehouses and to a client: forming (products in
 * stock at its start), on the way (products on the way), arrived (products in stock where it
 * went), each with its timeline and a document or two.
 */
function addConsolidations(
  data: DemoData,
  rng: Prng,
  products: readonly DemoRow<'product'>[],
  warehouses: readonly number[],
  by: number | null,
): void {
  const client = data.companies.find((company) => company.category_id === COMPANY_CATEGORY.client);
  const [first, second, third] = warehouses;
  if (first === undefined || second === undefined || third === undefined || !client) return;
  const taken = new Set<number>();
  const pick = (where: number, status: DemoRow<'product'>['status'], count: number) => {
    const chosen = products
      .filter(
        (p) =>
          p.warehouse_id === where &&
          p.status === status &&
          !p.archived &&
          p.parent_id === null &&
          !taken.has(p.id),
      )
      .slice(0, count);
    for (const product of chosen) taken.add(product.id);
    return chosen;
  };
  const plans = [
    { status: 'forming', from: first, to: second, items: pick(first, 'in_stock', 6), days: 2 },
    { status: 'on_way', from: first, to: third, items: pick(first, 'on_way', 8), days: -6 },
    { status: 'arrived', from: third, to: second, items: pick(second, 'in_stock', 5), days: -40 },
    { status: 'forming', from: second, to: client.id, items: pick(second, 'in_stock', 3), days: 5 },
  ] as const;
  for (const [index, plan] of plans.entries()) {
    const id = index + 1;
    const made = addDays(SALES_BASE_DATE, plan.days - 10);
    const shipped = plan.status === 'forming' ? null : addDays(SALES_BASE_DATE, plan.days);
    const arrived = plan.status === 'arrived' ? addDays(SALES_BASE_DATE, plan.days + 9) : null;
    data.consolidations.push({
      id,
      number: `CN-${made.slice(0, 4)}-${String(id).padStart(5, '0')}`,
      status: plan.status,
      from_point_id: plan.from,
      to_point_id: plan.to,
      target_date: addDays(SALES_BASE_DATE, plan.days + 14),
      shipping_date: shipped,
      arrival_date: arrived,
      comment: index === 3 ? 'AOG: ship with the next flight.' : '',
      uuid: rng.uuid(),
      created_by_id: by,
      created_at: `${made}T09:00:00.000Z`,
      updated_at: `${made}T09:00:00.000Z`,
    });
    for (const product of plan.items)
      data.consolidationProducts.push({
        consolidation_id: id,
        product_id: product.id,
        quantity: product.quantity,
      });
    const event = (action: string, day: string, detail = '') =>
      data.consolidationEvents.push({
        id: data.consolidationEvents.length + 1,
        consolidation_id: id,
        action,
        detail,
        by_id: by,
        at: `${day}T10:00:00.000Z`,
      });
    event('created', made);
    event('products_added', made, `${plan.items.length} product(s)`);
    if (shipped) event('departed', shipped, shipped);
    if (arrived) event('arrived', arrived, arrived);
    if (shipped)
      data.consolidationDocuments.push({
        id: data.consolidationDocuments.length + 1,
        consolidation_id: id,
        kind: 'logistic',
        number: `AWB 176-${rng.digits(8)}`,
        document_date: shipped,
        comment: '',
        uuid: rng.uuid(),
        created_at: `${shipped}T10:00:00.000Z`,
      });
    if (plan.status === 'arrived')
      data.consolidationDocuments.push({
        id: data.consolidationDocuments.length + 1,
        consolidation_id: id,
        kind: 'customs',
        number: `EX1 ${rng.digits(10)}`,
        document_date: shipped,
        comment: 'Export declaration',
        uuid: rng.uuid(),
        created_at: `${made}T10:00:00.000Z`,
      });
  }
}
