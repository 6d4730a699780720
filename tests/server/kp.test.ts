/**
 * KPs over HTTP: prices are computed on the server from the RFQ's saved head, and checked here
 * against values worked out by hand (seeded settings: USD 1, EUR 0.925, GBP 0.79, RUB 92.5 per
 * USD; outright steps 0 → 45 %, 500 → 35 %, 2000 → 25 %; exchange 1000 → 28 %; transport steps
 * 0 → 12 %, 500 → 8 %). Also: which offers may be quoted, delivery dates in business days, the
 * issuers, the printed conditions, deleting, the PDF file, and kp_position.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { KpDetail, KpPositionItem, KpSummary } from '../../src-shared/api/kp.ts';
import type { TextCondition } from '../../src-shared/api/home.ts';
import type { RfqDetail } from '../../src-shared/api/rfq.ts';
import { companyConditions } from '../../src-renderer/features/rfq/quotation/conditions.ts';
import type { SupplierOffer } from '../../src-shared/api/offer.ts';
import { countRows, filesUnder, idsWhere } from './helpers.ts';
import {
  alternateParts,
  idByCode,
  newRfq,
  plusBusinessDays,
  quotingServerForTests,
  uniquePartNumber,
} from './sales-helpers.ts';

const { server, sales, call, refs, newClientCompany, supplierOffer } = quotingServerForTests();

interface Scenario {
  setting?: Record<string, unknown>;
  /** The company's own condition texts (company/{id}/text_conditions/). */
  texts?: Record<string, unknown>[];
  head?: Record<string, unknown>;
  price?: number;
  currency?: number;
  leadTime?: number;
  quantity?: number;
  position?: Record<string, unknown>;
  version?: number;
}

interface Made {
  rfq: RfqDetail;
  offer: SupplierOffer;
  kp: KpDetail;
}

/** A company, an RFQ in work with one position, one offer, the head patched, and its KP. */
async function quote(scenario: Scenario): Promise<Made> {
  const company = await newClientCompany(scenario.setting ?? {});
  for (const text of scenario.texts ?? []) {
    const added = await call('POST', `company/${company.id}/text_conditions/`, text);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  const pn = uniquePartNumber();
  const rfq = await newRfq(call, {
    company: company.id,
    priority: 'URGENT',
    positions_list: [{ part_number: pn, quantity: scenario.quantity ?? 2 }],
  });
  expect((await call('PATCH', `rfq/${rfq.id}/get_in_work/`)).status).toBe(200);
  if (scenario.head) {
    const patched = await call('PATCH', `rfq/${rfq.id}/`, scenario.head);
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  }
  const position = rfq.positions[0];
  if (!position) throw new Error('no position');
  if (scenario.position) {
    const patched = await call(
      'PATCH',
      `rfq/${rfq.id}/position/${position.id}/`,
      scenario.position,
    );
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  }
  const offer = await supplierOffer(pn, {
    quantity: 5,
    price: scenario.price ?? 1000,
    currency: scenario.currency ?? refs.usd,
    lead_time_days: scenario.leadTime ?? 3,
  });
  const kp = await call<KpDetail>('POST', `rfq/${rfq.id}/kp/`, {
    version: scenario.version ?? 3,
    rows: [{ position: position.id, offer: offer.id, quantity: scenario.quantity ?? 2 }],
  });
  expect(kp.status, JSON.stringify(kp.body)).toBe(201);
  return { rfq, offer, kp: kp.body };
}

type KpRow = KpDetail['rows'][number];

function onlyRow(kp: KpDetail) {
  expect(kp.rows).toHaveLength(1);
  return kp.rows[0] as KpRow;
}

/**
 * One unit of an offer at `price` in `currency`, quoted for a company whose quotes are in
 * `quoteCurrency`: the conversion cases differ only in these.
 */
function converted(
  quoteCurrency: number,
  price: number,
  currency: number,
  head?: Scenario['head'],
): Scenario {
  return {
    setting: { main_price_unit: quoteCurrency },
    ...(head && { head }),
    price,
    currency,
    quantity: 1,
  };
}

/** Quotes one scenario and returns the only row of its KP. */
async function quotedRow(scenario: Scenario) {
  return onlyRow((await quote(scenario)).kp);
}

describe('KP pricing (values worked out by hand)', () => {
  /** The totals' goods and transport lines of two units at USD 1,350, transport separate (8 %). */
  const GOODS_AND_TRANSPORT = { goods: 2700, transport: 160, totalNoVat: 2860 };

  it('margin step of the sale type: USD 1000 cost, outright 35 % → 1,350.00 a unit', async () => {
    const { kp } = await quote({});
    const row = onlyRow(kp);
    expect(row).toMatchObject({
      quantity: 2,
      unit_cost: 1000,
      margin_percent: 35,
      unit_transport: 0,
      unit_price: 1350,
      total: 2700,
      vat: 0,
      total_with_vat: 2700,
    });
    expect(kp.totals).toEqual({ goods: 2700, transport: 0, totalNoVat: 2700, vat: 0, total: 2700 });
    expect(kp.shown_totals).toEqual(kp.totals);
    expect(kp.total).toBe(2700);
    expect(kp.currency.code).toBe('USD');
    expect(kp.number).toMatch(/^KP-\d{4}-\d{5,}$/);
  });

  /**
   * One quoted row each: the scenario (a function: refs are read once the server is up) and the
   * row's values, worked out by hand.
   */
  const pricedRows: [string, () => Scenario | Promise<Scenario>, Partial<KpRow>][] = [
    [
      'steps by unit cost in USD: 499.99 → 45 %',
      () => ({ price: 499.99, quantity: 1 }),
      { margin_percent: 45, unit_price: 724.99 }, // 499.99 × 1.45 = 724.9855
    ],
    [
      'steps by unit cost in USD: 2,000 → 25 %',
      () => ({ price: 2000, quantity: 1 }),
      { margin_percent: 25, unit_price: 2500 },
    ],
    [
      'another sale type has its own steps: exchange 1,000 → 28 %',
      async () => ({
        head: { sale_type: await idByCode(server.db, 'ref_sale_type', 'EXCHANGE') },
        quantity: 1,
      }),
      { margin_percent: 28, unit_price: 1280 },
    ],
    [
      'the company extra margin is added on top: 35 + 5 → 1,400.00',
      () => ({ setting: { extra_margin: 5 }, quantity: 1 }),
      { margin_percent: 40, unit_price: 1400 },
    ],
    [
      'a margin typed in the head replaces the step (extra margin still added)',
      () => ({ setting: { extra_margin: 5 }, head: { marginByUserInRFQHead: 20 }, quantity: 1 }),
      { margin_percent: 25, unit_price: 1250 },
    ],
    [
      'a position margin replaces the RFQ margin',
      () => ({
        head: { marginByUserInRFQHead: 20 },
        position: { margin_by_user: 10 },
        quantity: 1,
      }),
      { margin_percent: 10, unit_price: 1100 },
    ],
    [
      'a position price is the price',
      () => ({ position: { unit_price_by_user: 1234.5 }, quantity: 3 }),
      // (1234.50 − 1000) / 1000
      { unit_price: 1234.5, total: 3703.5, margin_percent: 23.45 },
    ],
    [
      // GBP 790 = USD 1,000 (0.79 per USD) = EUR 925.00 (0.925 per USD); step by USD 1,000: 35 %.
      'costs convert offer currency → USD → quote currency with the system rate',
      () => converted(refs.eur, 790, refs.gbp),
      { unit_cost: 925, margin_percent: 35, unit_price: 1248.75 },
    ],
    [
      // 1,000 USD × 92.5 = 92,500.00 → × 1.35.
      'costs convert into roubles with the system rate',
      () => converted(refs.rub, 1000, refs.usd),
      { unit_cost: 92500, unit_price: 124875 },
    ],
  ];
  it.each(pricedRows)('%s', async (_name, scenario, expected) => {
    expect(await quotedRow(await scenario())).toMatchObject(expected);
  });

  it('the xRate typed in the head overrides the system rate of the quote currency', async () => {
    const { kp } = await quote(converted(refs.eur, 1000, refs.usd, { xRate: 1.1 }));
    const row = onlyRow(kp);
    expect(row.unit_cost).toBe(1100); // 1,000 USD × 1.1 EUR per USD
    expect(row.unit_price).toBe(1485); // × 1.35
    // An offer already in the quote currency is converted too when the user set a rate:
    // EUR 925 → USD 1,000 (system 0.925) → EUR 1,100 (user 1.1).
    const same = await quotedRow(converted(refs.eur, 925, refs.eur, { xRate: 1.1 }));
    expect(same.unit_cost).toBe(1100);
    const system = await quotedRow(converted(refs.eur, 925, refs.eur));
    expect(system.unit_cost).toBe(925);
  });

  it('transport included in the price: 8 % of USD 1,000 added to each unit', async () => {
    const { kp } = await quote({ head: { logistics_on: true, include_transport_in_price: true } });
    const row = onlyRow(kp);
    expect(row.unit_transport).toBe(80);
    expect(row.unit_price).toBe(1430);
    expect(row.total).toBe(2860);
    expect(kp.totals).toEqual({ goods: 2860, transport: 0, totalNoVat: 2860, vat: 0, total: 2860 });
  });

  it('transport separate: its own line of the totals, not in the unit price; none with logistics off', async () => {
    const { kp } = await quote({
      head: { logistics_on: true, include_transport_in_price: false, showTransport: true },
    });
    const row = onlyRow(kp);
    expect(row.unit_price).toBe(1350);
    expect(row.unit_transport).toBe(80);
    expect(kp.totals).toEqual({ ...GOODS_AND_TRANSPORT, vat: 0, total: 2860 });
    expect(kp.show_transport).toBe(true);
    const off = await quote({ head: { logistics_on: false, include_transport_in_price: true } });
    expect(onlyRow(off.kp).unit_transport).toBe(0);
    expect(off.kp.totals.total).toBe(2700);
  });

  it('VAT on each line and on the separate transport', async () => {
    const { kp } = await quote({
      head: { vat: true, vat_value: 20, vat_columns: true, logistics_on: true },
    });
    const row = onlyRow(kp);
    expect(row.vat).toBe(540);
    expect(row.total_with_vat).toBe(3240);
    expect(kp.totals).toEqual({
      ...GOODS_AND_TRANSPORT,
      vat: 572, // 540 + 20 % of 160
      total: 3432,
    });
    expect(kp.vat).toBe(true);
    expect(kp.vat_value).toBe(20);
    expect(kp.vat_columns).toBe(true);
  });

  it('typed totals with commas are shown; zero or empty fall back to the system totals', async () => {
    const typed = await quote({
      head: { priceTotalByUser: '3,500.50', priceTotalNoVatByUser: '2,900' },
    });
    expect(typed.kp.totals.total).toBe(2700);
    expect(typed.kp.shown_totals.total).toBe(3500.5);
    expect(typed.kp.shown_totals.totalNoVat).toBe(2900);
    expect(typed.kp.total).toBe(3500.5);
    for (const value of ['0', '0.00', '', null]) {
      const fallback = await quote({
        head: { priceTotalByUser: value, priceTotalNoVatByUser: value },
      });
      expect(fallback.kp.shown_totals.total, String(value)).toBe(2700);
      expect(fallback.kp.shown_totals.totalNoVat, String(value)).toBe(2700);
    }
  });
});

describe('delivery dates count business days', () => {
  it('KP date + lead time + transit days of the delivery time, weekends skipped', async () => {
    const transit5 = 33; // '3-5 business days': 5
    const { kp } = await quote({ head: { delivery_time: transit5 }, leadTime: 3 });
    const row = onlyRow(kp);
    expect(row.lead_time_days).toBe(3);
    expect(row.delivery_date).toBe(plusBusinessDays(kp.date, 8));
    // Eight business days always span a weekend: more than eight calendar days.
    const calendar = (Date.parse(row.delivery_date) - Date.parse(kp.date)) / 86_400_000;
    expect(calendar).toBeGreaterThanOrEqual(10);
    for (const day of [0, 6])
      expect(new Date(`${row.delivery_date}T00:00:00Z`).getUTCDay()).not.toBe(day);
  });

  it('standard delivery adds 7; on request adds nothing; ex stock with no lead time is the KP date', async () => {
    const standard = await quote({ leadTime: 10 });
    expect(onlyRow(standard.kp).delivery_date).toBe(plusBusinessDays(standard.kp.date, 17));
    const onRequest = await quote({ head: { delivery_time: 41 }, leadTime: 4 });
    expect(onlyRow(onRequest.kp).delivery_date).toBe(plusBusinessDays(onRequest.kp.date, 4));
    const exStock = await quote({ head: { delivery_time: 31 }, leadTime: 0 });
    expect(onlyRow(exStock.kp).delivery_date).toBe(exStock.kp.date);
  });
});

describe('which rows may be quoted', () => {
  let rfq: RfqDetail;
  let position: RfqDetail['positions'][number];
  let otherPosition: number;
  let offer: SupplierOffer;

  beforeAll(async () => {
    const company = await newClientCompany();
    const pn = uniquePartNumber();
    rfq = await newRfq(call, {
      company: company.id,
      priority: 'URGENT',
      positions_list: [{ part_number: pn, quantity: 1 }],
    });
    position = rfq.positions[0] as RfqDetail['positions'][number];
    const other = await newRfq(call, {
      company: company.id,
      priority: 'URGENT',
      positions_list: [{ part_number: uniquePartNumber(), quantity: 1 }],
    });
    otherPosition = (other.positions[0] as { id: number }).id;
    offer = await supplierOffer(pn);
  });

  async function refused(body: unknown, field: string, message?: string): Promise<void> {
    const kps = await countRows(server.db, 'kp');
    const rows = await countRows(server.db, 'kp_row');
    const response = await call('POST', `rfq/${rfq.id}/kp/`, body);
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body[field], JSON.stringify(response.body)).toBeTruthy();
    if (message) expect(response.body[field]).toEqual(field === 'detail' ? message : [message]);
    expect(await countRows(server.db, 'kp')).toBe(kps);
    expect(await countRows(server.db, 'kp_row')).toBe(rows);
  }

  it('only while the RFQ is in work', async () => {
    await refused(
      { version: 3, rows: [{ position: position.id, offer: offer.id, quantity: 1 }] },
      'detail',
      `${rfq.number} is in the not in work list: take it to work before making a KP.`,
    );
    expect((await call('PATCH', `rfq/${rfq.id}/get_in_work/`)).status).toBe(200);
  });

  it('refuses an offer for another part number, a position of another RFQ, and bad rows', async () => {
    const stranger = await supplierOffer(uniquePartNumber());
    await refused(
      { version: 3, rows: [{ position: position.id, offer: stranger.id, quantity: 1 }] },
      'rows.0.offer',
      'This offer is not for the part number of the position or one of its alternates.',
    );
    await refused(
      { version: 3, rows: [{ position: otherPosition, offer: offer.id, quantity: 1 }] },
      'rows.0.position',
      'This position is not in this RFQ.',
    );
    await refused(
      { version: 3, rows: [{ position: position.id, offer: 999999, quantity: 1 }] },
      'rows.0.offer',
    );
    await refused({ version: 3, rows: [] }, 'rows');
    await refused(
      { version: 11, rows: [{ position: position.id, offer: offer.id, quantity: 1 }] },
      'version',
    );
    await refused(
      {
        version: 3,
        rows: [
          { position: position.id, offer: offer.id, quantity: 1 },
          { position: position.id, offer: offer.id, quantity: 2 },
        ],
      },
      'rows',
    );
    await refused(
      {
        version: 3,
        rows: [{ position: position.id, offer: offer.id, quantity: 1 }],
        valid_until: '2000-01-01',
      },
      'valid_until',
    );
  });

  it('refuses a deactivated offer and an expired one', async () => {
    const deactivated = await call('PATCH', `offer/${offer.id}/deactivate/`, { comment: 'sold' });
    expect(deactivated.status).toBe(200);
    await refused(
      { version: 3, rows: [{ position: position.id, offer: offer.id, quantity: 1 }] },
      'rows.0.offer',
      'This offer is not active (deactivated, or past its valid-until date).',
    );
    expect((await call('PATCH', `offer/${offer.id}/activate/`)).status).toBe(200);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const expired = await supplierOffer(position.inventory.part_number, {
      price: 90,
      valid_until: yesterday,
    });
    await refused(
      { version: 3, rows: [{ position: position.id, offer: expired.id, quantity: 1 }] },
      'rows.0.offer',
    );
    const ok = await call('POST', `rfq/${rfq.id}/kp/`, {
      version: 3,
      rows: [{ position: position.id, offer: offer.id, quantity: 1 }],
    });
    expect(ok.status).toBe(201);
  });

  it('accepts an offer for an alternate part number of the group', async () => {
    const [asked, alternate] = await alternateParts(server.db);
    const company = await newClientCompany();
    const made = await newRfq(call, {
      company: company.id,
      priority: 'AOG',
      positions_list: [{ part_number: asked.part_number, quantity: 1 }],
    });
    await call('PATCH', `rfq/${made.id}/get_in_work/`);
    const alt = await supplierOffer(alternate.part_number, { lead_time_days: 0 });
    const kp = await call<KpDetail>('POST', `rfq/${made.id}/kp/`, {
      version: 2,
      rows: [{ position: (made.positions[0] as { id: number }).id, offer: alt.id, quantity: 1 }],
    });
    expect(kp.status, JSON.stringify(kp.body)).toBe(201);
    expect(kp.body.rows[0]?.part_number).toBe(alternate.part_number);
    expect(kp.body.rows[0]?.requested_part_number).toBe(asked.part_number);
  });
});

describe('issuers, legal entity and printed conditions', () => {
  it('carries its legal entity with country code, address, VAT number, email, phone and bank', async () => {
    const { kp } = await quote({ version: 3 });
    // No legal entity in the head: the one the version names (3: US).
    expect(kp.legal_entity.code).toBe('US');
    expect(kp.legal_entity.country?.code).toBe('US');
    expect(kp.legal_entity.address).toBeTruthy();
    expect(kp.legal_entity.vat_number).toBeTruthy();
    expect(kp.legal_entity.email).toMatch(/@/);
    expect(kp.legal_entity.phone).toMatch(/^\+/);
    expect(kp.legal_entity.bank?.account_number).toBeTruthy();
    expect(kp.client.name).toContain('Test Airline');
    expect(kp.manager.name).toBe('Olivia Bennett');
    // Only the issuer: the other entities are not what composing this KP needs.
    expect(kp).not.toHaveProperty('issuers');
    const russian = (await quote({ version: 1 })).kp.legal_entity;
    expect(russian.name).toBe('ООО «Аэродеск»');
    expect(russian.vat_number).toMatch(/^\d{10}$/);
    expect(russian.address).toContain('Москва');
    expect(russian.bank?.account_number).toMatch(/^40702810/);
  });

  it('prints the conditions in the version’s language: Russian for 1, English for 3', async () => {
    const russian = await quote({ version: 1 });
    expect(russian.kp.legal_entity.code).toBe('RU');
    for (const text of Object.values(russian.kp.conditions)) expect(text).toMatch(/[А-Яа-яЁё]/);
    const english = await quote({ version: 3 });
    for (const text of Object.values(english.kp.conditions)) {
      expect(text).toBeTruthy();
      expect(text).not.toMatch(/[А-Яа-яЁё]/);
    }
    expect(english.kp.document_type).toBe(0);
    const invoice = await quote({ version: 5 });
    expect(invoice.kp.document_type).toBe(1);
    expect(invoice.kp.conditions.payment).toContain('с даты счёта');
  });

  it('prints the texts the quotation screen shows: a repair RFQ takes the company’s own general text', async () => {
    const own = 'Payment: net 30 days from the invoice date, under our treaty.';
    const { rfq, kp } = await quote({
      texts: [{ document_type: 0, condition_type: 0, for_repair: false, text: own }],
      head: { is_repair: true },
    });
    // The company's own text wins over the default repair text (kp-conditions.ts); the other
    // conditions are the defaults for a repair.
    expect(kp.conditions.payment).toBe(own);
    const texts = await call<TextCondition[]>('GET', `text_condition/?company=${rfq.company.id}`);
    expect(kp.conditions).toEqual(
      companyConditions(texts.body, {
        company: rfq.company.id,
        documentType: 0,
        forRepair: true,
        logisticsOn: kp.logistics_on,
        language: 'en',
      }),
    );
    const repairWarranty = texts.body.find(
      (text) =>
        text.company === null &&
        text.condition_type === 4 &&
        text.document_type === 0 &&
        text.for_repair,
    );
    expect(kp.conditions.warranty).toBe(repairWarranty?.text);
  });

  it('typed texts replace the defaults when useDefaultText is off', async () => {
    const { kp } = await quote({
      head: { useDefaultText: false, conditions: { payment: 'Net 45 days, as agreed.' } },
    });
    expect(kp.conditions.payment).toBe('Net 45 days, as agreed.');
    expect(kp.conditions.delivery).toMatch(/^Delivery/);
  });
});

describe('the RFQ’s KPs, deleting, and kp_position', () => {
  it('lists KPs newest first; GET one; DELETE removes it; a KP of another RFQ is 404', async () => {
    const { rfq, kp } = await quote({});
    const position = rfq.positions[0] as { id: number };
    const second = await call<KpDetail>('POST', `rfq/${rfq.id}/kp/`, {
      version: 7,
      rows: [{ position: position.id, offer: kp.rows[0]?.offer, quantity: 1 }],
      number_po: 'PO-1',
    });
    expect(second.status).toBe(201);
    const list = await call<KpSummary[]>('GET', `rfq/${rfq.id}/kp/`);
    expect(list.body.map((item) => item.id)).toEqual([second.body.id, kp.id]);
    const detail = await call<KpDetail>('GET', `rfq/${rfq.id}/kp/${kp.id}/`);
    expect(detail.body.rows).toEqual(kp.rows);
    const other = await quote({});
    expect((await call('GET', `rfq/${other.rfq.id}/kp/${kp.id}/`)).status).toBe(404);
    const removed = await call('DELETE', `rfq/${rfq.id}/kp/${second.body.id}/`);
    expect(removed.status).toBe(204);
    expect((await call('GET', `rfq/${rfq.id}/kp/${second.body.id}/`)).status).toBe(404);
    expect(await idsWhere(server.db, 'kp_row', 'kp_id', second.body.id)).toEqual([]);
  });

  it('a KP with an order cannot be deleted', async () => {
    const { rfq, kp } = await quote({});
    const order = await call('POST', 'order/create_from_kp/', { kp: kp.id });
    expect(order.status).toBe(201);
    const refused = await call('DELETE', `rfq/${rfq.id}/kp/${kp.id}/`);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toContain('an ordered KP cannot be deleted');
    expect((await call('GET', `rfq/${rfq.id}/kp/${kp.id}/`)).status).toBe(200);
  });

  it('a KP of a quoted RFQ cannot be deleted until the RFQ is renewed', async () => {
    const { rfq, kp } = await quote({});
    expect((await call('PATCH', `rfq/${rfq.id}/finish_rfq/`)).status).toBe(200);
    const refused = await call('DELETE', `rfq/${rfq.id}/kp/${kp.id}/`);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(
      `${rfq.number} is quoted: it is read-only. Renew it to change it.`,
    );
    expect((await call('GET', `rfq/${rfq.id}/kp/${kp.id}/`)).status).toBe(200);
    expect((await call('PATCH', `rfq/${rfq.id}/get_from_archive/`)).status).toBe(200);
    expect((await call('DELETE', `rfq/${rfq.id}/kp/${kp.id}/`)).status).toBe(204);
  });

  it('kp_position filters by KP, client and part number', async () => {
    const { kp, rfq } = await quote({});
    const byKp = await call<KpPositionItem[]>('GET', `kp_position/?kp=${kp.id}`);
    expect(byKp.status).toBe(200);
    expect(byKp.body).toHaveLength(1);
    expect(byKp.body[0]).toMatchObject({
      kp: { id: kp.id, number: kp.number },
      rfq: { id: rfq.id },
      unit_price: 1350,
    });
    const pn = kp.rows[0]?.part_number as string;
    const byPn = await call<KpPositionItem[]>(
      'GET',
      `kp_position/?part_number=${encodeURIComponent(pn.toLowerCase().replace(/-/g, ' '))}`,
    );
    expect(byPn.body.map((item) => item.kp.id)).toEqual([kp.id]);
    const byClient = await call<KpPositionItem[]>('GET', `kp_position/?client=${rfq.company.id}`);
    expect(byClient.body.every((item) => item.client.id === rfq.company.id)).toBe(true);
    expect(byClient.body.length).toBe(1);
  });
});

describe('the KP PDF', () => {
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    Buffer.from('1 0 obj << /Type /Catalog >> endobj\n'),
    Buffer.alloc(4096, 0x20),
    Buffer.from('%%EOF\n'),
  ]);

  async function upload(path: string, bytes: Buffer, name = 'kp.pdf', type = 'application/pdf') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(new URL(`${sales.role}/${path}`, server.baseUrl), {
      method: 'POST',
      headers: { Authorization: `JWT ${sales.access}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('attaches a PDF and streams it back with its name; 404 before', async () => {
    const { rfq, kp } = await quote({});
    const none = await call('GET', `rfq/${rfq.id}/kp/${kp.id}/file/`);
    expect(none.status).toBe(404);
    expect(none.body.detail).toBe('This KP has no PDF yet.');
    const attached = await upload(`rfq/${rfq.id}/kp/${kp.id}/file/`, pdf);
    expect(attached.status).toBe(201);
    expect(attached.body.has_file).toBe(true);
    const download = await fetch(
      new URL(`${sales.role}/rfq/${rfq.id}/kp/${kp.id}/file/`, server.baseUrl),
      {
        headers: { Authorization: `JWT ${sales.access}` },
      },
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain(`${kp.number} v3.pdf`);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    // A new PDF replaces the old one, whose bytes are gone.
    const firstFile = await server.db
      .selectFrom('kp')
      .innerJoin('stored_file as f', 'f.id', 'kp.file_id')
      .select('f.uuid')
      .where('kp.id', '=', kp.id)
      .executeTakeFirstOrThrow();
    const again = await upload(`rfq/${rfq.id}/kp/${kp.id}/file/`, Buffer.concat([pdf, pdf]));
    expect(again.status).toBe(201);
    expect(await idsWhere(server.db, 'stored_file', 'uuid', firstFile.uuid)).toEqual([]);
    const onDisk = await filesUnder(server.filesDir);
    expect(onDisk.some((path) => path.endsWith(firstFile.uuid))).toBe(false);
    expect(onDisk).toHaveLength(1);

    // Deleting the KP deletes its PDF, row and bytes.
    expect((await call('DELETE', `rfq/${rfq.id}/kp/${kp.id}/`)).status).toBe(204);
    expect(await filesUnder(server.filesDir)).toEqual([]);
  });

  it('refuses what is not a PDF, an empty file and one over 20 MB, storing nothing', async () => {
    const { rfq, kp } = await quote({});
    const files = await countRows(server.db, 'stored_file');
    const bytesBefore = await filesUnder(server.filesDir);
    const text = await upload(`rfq/${rfq.id}/kp/${kp.id}/file/`, Buffer.from('hello'), 'kp.pdf');
    expect(text.status).toBe(400);
    expect(text.body.file).toEqual(['The file is not a PDF.']);
    const empty = await upload(`rfq/${rfq.id}/kp/${kp.id}/file/`, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.file).toEqual(['The submitted file is empty.']);
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20 * 1024 * 1024 + 10)]);
    const tooBig = await upload(`rfq/${rfq.id}/kp/${kp.id}/file/`, big);
    expect(tooBig.status).toBe(413);
    expect(String(tooBig.body.detail)).toContain('20 MB');
    expect(await countRows(server.db, 'stored_file')).toBe(files);
    expect(await filesUnder(server.filesDir)).toEqual(bytesBefore);
    const stillNone = await call('GET', `rfq/${rfq.id}/kp/${kp.id}/file/`);
    expect(stillNone.status).toBe(404);
  });
});
