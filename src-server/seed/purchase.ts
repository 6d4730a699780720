/**
 * Demo purchase orders (issue 8): six, from the newest orders' active positions that were priced
 * from a supplier offer, bought from that offer's supplier; every other one confirmed; each
 * position makes the product awaited from the supplier. No draws from the shared stream: the other
 * passes stay as they were (a purchase order's uuid comes from a stream of its own, seeded by its id).
 */
import { arrivingProduct } from '../db/arriving-product.ts';
import type { DemoData } from './generate.ts';
import { Prng } from './prng.ts';
import { productRow } from './products.ts';
import { SALES_BASE_DATE } from './sales.ts';

const PURCHASES = 6;
/** The seed of each purchase order's own uuid stream: this plus its id. */
const PURCHASE_UUID_SEED = 0x50_00_00;

export function addPurchases(data: DemoData): void {
  const offers = new Map(data.offers.map((offer) => [offer.id, offer]));
  const buyer = data.users.find((user) => user.username === 'buyer');
  const bought = new Set<number>();
  const bySupplier = new Map<number, (typeof data.orderPositions)[number][]>();
  for (const position of [...data.orderPositions].reverse()) {
    const offer = position.offer_id !== null ? offers.get(position.offer_id) : undefined;
    if (position.active_status !== 'active' || !offer) continue;
    const list = bySupplier.get(offer.company_id) ?? [];
    if (list.length < 3) list.push(position);
    bySupplier.set(offer.company_id, list);
  }
  const groups = [...bySupplier.entries()]
    .filter(([, list]) => list.length >= 2)
    .slice(0, PURCHASES);
  for (const [index, [supplier, positions]] of groups.entries()) {
    const id = index + 1;
    const confirmed = index % 2 === 0;
    const at = `${SALES_BASE_DATE}T1${index}:00:00.000Z`;
    const currency = offers.get(positions[0]?.offer_id ?? 0)?.currency_id ?? 1;
    data.purchaseOrders.push({
      id,
      uuid: new Prng(PURCHASE_UUID_SEED + id).uuid(),
      number: `PO-${SALES_BASE_DATE.slice(0, 4)}-${String(id).padStart(5, '0')}`,
      name: `Stock for ${positions.length} positions`,
      supplier_id: supplier,
      manager_id: buyer?.contact_id ?? null,
      purchase_manager_id: buyer?.contact_id ?? null,
      confirmed,
      confirmed_at: confirmed ? at : null,
      esd_date: null,
      active_status: 'active',
      purchase_group: index < 3 ? 'Stock' : 'AOG desk',
      component_type: null,
      currency_id: currency,
      comment: '',
      created_at: at,
      updated_at: at,
    });
    for (const position of positions) {
      if (bought.has(position.id)) continue;
      bought.add(position.id);
      const positionId = data.purchasePositions.length + 1;
      data.purchasePositions.push({
        id: positionId,
        purchase_order_id: id,
        order_position_id: position.id,
        inventory_id: position.inventory_id,
        part_number: position.part_number,
        description: position.description,
        quantity: position.quantity,
        unit_price: offers.get(position.offer_id ?? 0)?.price ?? 0,
        condition_id: position.condition_id,
        has_problem: false,
        purchase_manager_id: buyer?.contact_id ?? null,
        created_at: at,
      });
      data.products.push(
        productRow({
          id: data.products.length + 1,
          uuid: `00000000-0000-4000-8000-${String(positionId).padStart(12, '0')}`,
          ...arrivingProduct(position, positionId),
          cost: offers.get(position.offer_id ?? 0)?.price ?? null,
          created_at: at,
        }),
      );
    }
  }
}
