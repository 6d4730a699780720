/**
 * The demo-data generator: a pure function of the scale. Same scale, same rows, on every run and
 * machine (seeded PRNG, fixed base date, explicit ids, uuids from the PRNG). Scale 1 gives about 150
 * companies; the scale multiplies every business list (fractions allowed; 0 leaves only our own
 * legal entities, warehouses and the demo users).
 */
import type { InsertType, SelectType } from 'kysely';
import { COMPANY_CATEGORY, DEFAULT_DELIVERY_TIME } from '../../src-shared/domain/constants.ts';
import { roundMoney } from '../../src-shared/domain/money.ts';
import { CONDITION_TYPE_LABEL, DOCUMENT_TYPE_LABEL } from '../../src-shared/api/home.ts';
import { partNumberKey } from '../../src-shared/domain/part-number.ts';
import { componentTypeOfAtaChapter } from '../../src-shared/domain/component-type.ts';
import { addPartsData } from './parts.ts';
import { addSalesData } from './sales.ts';
import { addAssessments } from './assessments.ts';
import { addProducts } from './products.ts';
import { addPurchases } from './purchase.ts';
import { addServiceRequests } from './service.ts';
import { conditionText } from './texts.ts';
import type { Role } from '../../src-shared/domain/roles.ts';
import type { Database } from '../db/schema.ts';
import { CLIENT_USER, LEGAL_ENTITIES, STAFF, WAREHOUSES, type FixedCompany } from './fixed.ts';
import { partNumber } from './part-numbers.ts';
import { Prng } from './prng.ts';
import {
  CONDITIONS,
  COUNTRIES,
  conditionId,
  countryId,
  currencyId,
  orderStatusId,
  type CountryInfo,
} from './reference-data.ts';
import {
  AIRLINE_NOUNS,
  BANK_NAMES,
  BROKER_NOUNS,
  CLIENT_POSITIONS,
  FORWARDER_NOUNS,
  GOVERNMENT_NOUNS,
  LESSOR_NOUNS,
  MRO_NOUNS,
  NAME_WORDS,
  OEM_NOUNS,
  PART_NAMES,
  PART_NUMBER_TEMPLATES,
  PARTNER_WAREHOUSE_NOUNS,
  PEOPLE,
  PRICE_RANGE_BY_CHAPTER,
  SUPPLIER_NOUNS,
  SUPPLIER_POSITIONS,
} from './vocabulary.ts';
import { addDays } from '../db/refs.ts';

/**
 * A column's value as the generator holds it: read back as pg gives it on our pool (numbers for
 * numeric), except instants, kept as ISO text, and jsonb, kept as the JSON text it is written as.
 */
type DemoValue<Column> =
  SelectType<Column> extends Date
    ? string
    : SelectType<Column> extends Date | null
      ? string | null
      : [Exclude<InsertType<Column>, undefined>] extends [string | null]
        ? Exclude<InsertType<Column>, undefined>
        : SelectType<Column>;

/**
 * A row of the demo data, ready to insert: every column given (explicit ids, defaults spelled out)
 * so the data is the same on every run. The columns are the generated ones (db/schema.ts).
 */
export type DemoRow<Table extends keyof Database> = {
  [Column in keyof Database[Table]]-?: DemoValue<Database[Table][Column]>;
};

export type CompanySeed = DemoRow<'company'>;

/**
 * The next company row of one of our fixed companies (legal entities, warehouses, the Russian
 * entity of the sales pass): what fixed.ts says of it, the website of its domain, in our holding
 * with no manager; `own` the fields each kind fills its own way. The row's keys keep the order
 * the recorded seed output was made with.
 */
export function fixedCompanyRow(
  data: Pick<DemoData, 'companies'>,
  fixed: FixedCompany,
  uuid: string,
  own: Pick<CompanySeed, 'email' | 'phone' | 'vat_number' | 'comment' | 'created_at'>,
): CompanySeed {
  return {
    id: data.companies.length + 1,
    uuid,
    name: fixed.name,
    category_id: fixed.category,
    country_id: countryId(fixed.country),
    city: fixed.city,
    address: fixed.address,
    email: own.email,
    phone: own.phone,
    website: `https://www.${fixed.domain}`,
    vat_number: own.vat_number,
    holding_id: 1,
    manager_id: null,
    comment: own.comment,
    created_at: own.created_at,
  };
}
export type ContactSeed = DemoRow<'contact'>;

/** A demo login: its app_user and app_user_group rows are made at insert time (password hash). */
export interface DemoUser {
  id: number;
  username: string;
  role: Role;
  contact_id: number;
  confirm_code_required: boolean;
}

/** What the generator returns: rows of each table, in the order they are inserted. */
export interface DemoData {
  holdings: DemoRow<'holding'>[];
  companies: CompanySeed[];
  contacts: ContactSeed[];
  users: DemoUser[];
  addresses: DemoRow<'company_address'>[];
  guidings: DemoRow<'company_guiding'>[];
  bankProperties: DemoRow<'bank_property'>[];
  treaties: DemoRow<'treaty'>[];
  quotationSettings: DemoRow<'quotation_setting'>[];
  inventoryGroups: DemoRow<'inventory_group'>[];
  /** Each part number starts in a group of its own; the sales pass joins alternates. */
  inventory: DemoRow<'inventory'>[];
  offers: DemoRow<'supplier_offer'>[];
  offerHistory: DemoRow<'offer_history'>[];
  orders: DemoRow<'sales_order'>[];
  orderPositions: DemoRow<'order_position'>[];
  serviceRequests: DemoRow<'service_request'>[];
  purchaseOrders: DemoRow<'purchase_order'>[];
  purchasePositions: DemoRow<'purchase_position'>[];
  products: DemoRow<'product'>[];
  warehouseLocations: DemoRow<'warehouse_location'>[];
  productSerialNumbers: DemoRow<'product_serial_number'>[];
  productRequests: DemoRow<'product_request'>[];
  productRequestProducts: DemoRow<'product_request_product'>[];
  stocktakings: DemoRow<'stocktaking'>[];
  stocktakingProducts: DemoRow<'stocktaking_product'>[];
  consolidations: DemoRow<'consolidation'>[];
  consolidationProducts: DemoRow<'consolidation_product'>[];
  consolidationDocuments: DemoRow<'consolidation_document'>[];
  consolidationEvents: DemoRow<'consolidation_event'>[];
  assessments: DemoRow<'assessment'>[];
  productAssessments: DemoRow<'product_assessment'>[];
  serviceRequestComments: DemoRow<'service_request_comment'>[];
  rfqs: DemoRow<'rfq'>[];
  rfqEvents: DemoRow<'rfq_event'>[];
  rfqPositions: DemoRow<'rfq_position'>[];
  endPositions: DemoRow<'end_position'>[];
  kps: DemoRow<'kp'>[];
  kpRows: DemoRow<'kp_row'>[];
  textConditions: DemoRow<'text_condition'>[];
  quotesMail: DemoRow<'quotes_mail'>[];
  quotesPhone: DemoRow<'quotes_phone'>[];
}

/** Bump when the generator's output changes, so a test database knows it is stale. */
export const GENERATOR_VERSION = 11;

/** Demo data is dated relative to this day, not to "now", so it is the same on every run. */
const BASE_DATE = '2025-10-01';

export const DEMO_PASSWORD = 'demo';

/** Companies per category at scale 1 (about 150 with our fixed eight). */
const CATEGORY_COUNTS: readonly (readonly [number, number])[] = [
  [COMPANY_CATEGORY.client, 55],
  [COMPANY_CATEGORY.supplier, 30],
  [COMPANY_CATEGORY.repairStation, 15],
  [COMPANY_CATEGORY.manufacturer, 12],
  [COMPANY_CATEGORY.broker, 12],
  [COMPANY_CATEGORY.freightForwarder, 6],
  [COMPANY_CATEGORY.leasingCompany, 6],
  [COMPANY_CATEGORY.government, 3],
  [COMPANY_CATEGORY.partnerWarehouse, 3],
];

const NOUNS_BY_CATEGORY: Record<number, readonly string[]> = {
  [COMPANY_CATEGORY.client]: AIRLINE_NOUNS,
  [COMPANY_CATEGORY.supplier]: SUPPLIER_NOUNS,
  [COMPANY_CATEGORY.repairStation]: MRO_NOUNS,
  [COMPANY_CATEGORY.manufacturer]: OEM_NOUNS,
  [COMPANY_CATEGORY.broker]: BROKER_NOUNS,
  [COMPANY_CATEGORY.freightForwarder]: FORWARDER_NOUNS,
  [COMPANY_CATEGORY.leasingCompany]: LESSOR_NOUNS,
  [COMPANY_CATEGORY.government]: GOVERNMENT_NOUNS,
  [COMPANY_CATEGORY.partnerWarehouse]: PARTNER_WAREHOUSE_NOUNS,
};

/** Where aviation business is dense, companies are more likely to be. */
const BUSY_COUNTRIES = new Set([
  'US',
  'GB',
  'DE',
  'FR',
  'AE',
  'TR',
  'CN',
  'SG',
  'NL',
  'IE',
  'RU',
  'IN',
  'ES',
  'IT',
  'BR',
  'CA',
]);

const STREETS = [
  'Airport Road',
  'Aviation Drive',
  'Cargo Terminal Road',
  'Industrial Park',
  'Hangar Street',
  'Logistics Avenue',
  'Business Park',
  'Freight Village',
  'Technology Park',
  'Harbour Road',
];

// ---------------------------------------------------------------- helpers

function timestamp(rng: Prng, fromDate: string, toDate: string): string {
  const from = Date.parse(`${fromDate}T00:00:00Z`);
  const to = Date.parse(`${toDate}T00:00:00Z`);
  const ms = from + Math.floor(rng.float() * (to - from));
  // Office hours look natural in lists.
  const date = new Date(
    ms - (ms % 86_400_000) + rng.int(7, 18) * 3_600_000 + rng.int(0, 59) * 60_000,
  );
  return date.toISOString();
}

function ascii(text: string): string {
  return text
    .replace(/ı/g, 'i')
    .replace(/[øØ]/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[łŁ]/g, 'l')
    .replace(/[đĐ]/g, 'd')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * What a supplier offers a part for in each condition, as a share of its new price: the supplier
 * offers here and the sales pass's prices (sales.ts) use the same scale.
 */
export const CONDITION_FACTOR: Record<string, number> = {
  FN: 1.05,
  NE: 1,
  NS: 0.85,
  OH: 0.7,
  IN: 0.6,
  SV: 0.55,
  RP: 0.5,
  AR: 0.25,
};

/**
 * How many of a part a supplier offer holds: mostly one or two, sometimes a few (3 to `few`),
 * rarely more (up to `many`). The supplier offers here and the sales pass's offers draw it alike,
 * each with its own bounds; the draws are made in the order the recorded seed output was made with.
 */
export function offerQuantity(rng: Prng, few: number, many: number): number {
  return rng.weighted([
    [1, 6],
    [2, 3],
    [rng.int(3, few), 2],
    [rng.int(few + 1, many), 1],
  ] as const);
}

/**
 * A supplier offer's lead time in days: from stock, within a week, a month or a quarter; the
 * sales pass's offers take a month a little more often (`monthWeight`) than the offers here.
 */
export function offerLeadTimeDays(rng: Prng, monthWeight: number): number {
  return rng.weighted([
    [0, 4],
    [rng.int(1, 7), 3],
    [rng.int(8, 30), monthWeight],
    [rng.int(31, 90), 1],
  ] as const);
}

function slug(text: string): string {
  return ascii(text)
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '');
}

function phoneNumber(rng: Prng, prefix: string): string {
  return `${prefix} ${rng.digits(3)} ${rng.digits(3)} ${rng.digits(4)}`;
}

function scaled(base: number, scale: number): number {
  return Math.round(base * scale);
}

// ---------------------------------------------------------------- the generator

export function generateDemoData(scale: number): DemoData {
  if (!Number.isFinite(scale) || scale < 0)
    throw new Error(`The seed scale must be a number >= 0, got ${scale}.`);
  const rng = new Prng(20_251_001);
  const data: DemoData = {
    holdings: [],
    companies: [],
    contacts: [],
    users: [],
    addresses: [],
    guidings: [],
    bankProperties: [],
    treaties: [],
    quotationSettings: [],
    inventoryGroups: [],
    inventory: [],
    offers: [],
    offerHistory: [],
    orders: [],
    orderPositions: [],
    serviceRequests: [],
    purchaseOrders: [],
    purchasePositions: [],
    products: [],
    warehouseLocations: [],
    productSerialNumbers: [],
    productRequests: [],
    productRequestProducts: [],
    stocktakings: [],
    stocktakingProducts: [],
    consolidations: [],
    consolidationProducts: [],
    consolidationDocuments: [],
    consolidationEvents: [],
    assessments: [],
    productAssessments: [],
    serviceRequestComments: [],
    rfqs: [],
    rfqEvents: [],
    rfqPositions: [],
    endPositions: [],
    kps: [],
    kpRows: [],
    textConditions: [],
    quotesMail: [],
    quotesPhone: [],
  };
  const usedNames = new Set<string>();
  const countryWeights = COUNTRIES.map(
    (entry) => [entry, BUSY_COUNTRIES.has(entry.code) ? 4 : 1] as const,
  );

  // -- holdings
  const holdingCount = scaled(8, scale);
  const usedHoldingNames = new Set<string>();
  data.holdings.push({ id: 1, name: 'Aerodesk Group', created_at: '2016-03-01T09:00:00.000Z' });
  usedHoldingNames.add('aerodesk group');
  while (data.holdings.length < holdingCount + 1) {
    let name = `${rng.pick(NAME_WORDS)} ${rng.pick(['Group', 'Aviation Holding', 'Aerospace Holdings', 'Air Group', 'Capital Partners'])}`;
    if (usedHoldingNames.has(name.toLowerCase())) name = `${name} ${data.holdings.length + 1}`;
    usedHoldingNames.add(name.toLowerCase());
    data.holdings.push({
      id: data.holdings.length + 1,
      name,
      created_at: timestamp(rng, '2015-01-01', '2022-12-31'),
    });
  }

  // -- our own companies
  const addFixed = (fixed: FixedCompany): CompanySeed => {
    const info = COUNTRIES[countryId(fixed.country) - 1] as CountryInfo;
    // The uuid is drawn before the phone and VAT digits (arguments run in order), as it always was.
    const company = fixedCompanyRow(data, fixed, rng.uuid(), {
      email:
        fixed.category === COMPANY_CATEGORY.ownWarehouse
          ? `warehouse@${fixed.domain}`
          : `office@${fixed.domain}`,
      phone: phoneNumber(rng, info.phone),
      vat_number: info.vatPrefix
        ? `${info.vatPrefix}${rng.digits(9)}`
        : fixed.country === 'US'
          ? `EIN ${rng.digits(2)}-${rng.digits(7)}`
          : `TRN ${rng.digits(15)}`,
      comment: '',
      created_at: '2016-03-01T09:00:00.000Z',
    });
    usedNames.add(company.name.toLowerCase());
    data.companies.push(company);
    return company;
  };
  const legalEntities = LEGAL_ENTITIES.map(addFixed);
  for (const warehouse of WAREHOUSES) addFixed(warehouse);

  // -- staff contacts and demo users
  const staffByUsername = new Map<string, ContactSeed>();
  const salesStaff: ContactSeed[] = [];
  for (const staff of STAFF) {
    const entity = legalEntities[staff.legalEntity] as CompanySeed;
    const engName = staff.eng_name ?? staff.name;
    const engSurname = staff.eng_surname ?? staff.surname;
    const contact: ContactSeed = {
      id: data.contacts.length + 1,
      uuid: rng.uuid(),
      name: staff.name,
      surname: staff.surname,
      eng_name: engName,
      eng_surname: engSurname,
      email: `${slug(engName)}.${slug(engSurname)}@${entity.website.replace('https://www.', '')}`,
      phone: phoneNumber(rng, (COUNTRIES[(entity.country_id ?? 1) - 1] as CountryInfo).phone),
      position: staff.position,
      telegram_link: `https://t.me/${slug(engName)}_${slug(engSurname)}`,
      time_zone: staff.timeZone,
      supervisor_id: staff.supervisor ? (staffByUsername.get(staff.supervisor)?.id ?? null) : null,
      company_id: entity.id,
      company_guiding_id: entity.id,
      created_at: '2019-01-15T09:00:00.000Z',
    };
    data.contacts.push(contact);
    if (staff.username) staffByUsername.set(staff.username, contact);
    if (staff.position.includes('Sales Manager') || staff.position === 'Key Account Manager')
      salesStaff.push(contact);
    if (staff.username && staff.role) {
      data.users.push({
        id: data.users.length + 1,
        username: staff.username,
        role: staff.role,
        contact_id: contact.id,
        confirm_code_required: staff.confirmCode ?? false,
      });
    }
  }

  // -- business companies
  const companiesByCategory = new Map<number, CompanySeed[]>();
  for (const [category, base] of CATEGORY_COUNTS) {
    const list: CompanySeed[] = [];
    // The client demo user needs an airline even at scale 0.
    const count = Math.max(category === COMPANY_CATEGORY.client ? 1 : 0, scaled(base, scale));
    for (let i = 0; i < count; i++) {
      const info = rng.weighted(countryWeights);
      const city = rng.pick(info.cities);
      const name = companyName(rng, category, info, city, usedNames);
      const domain = `${slug(name.replace(new RegExp(`\\s(${info.legalForm.map(escapeRegex).join('|')})$`), ''))}.${rng.pick(['com', 'aero', 'net', info.code.toLowerCase()])}`;
      const company: CompanySeed = {
        id: data.companies.length + 1,
        uuid: rng.uuid(),
        name,
        category_id: category,
        country_id: countryId(info.code),
        city,
        address: `${rng.int(1, 250)} ${rng.pick(STREETS)}`,
        email: `${rng.pick(['info', 'sales', 'purchasing', 'office', 'aog', 'spares'])}@${domain}`,
        phone: phoneNumber(rng, info.phone),
        website: rng.bool(0.85) ? `https://www.${domain}` : '',
        vat_number: info.vatPrefix
          ? `${info.vatPrefix}${rng.digits(9)}`
          : info.code === 'RU'
            ? rng.digits(10)
            : rng.bool(0.5)
              ? rng.digits(12)
              : '',
        holding_id:
          data.holdings.length > 1 && rng.bool(0.25) ? rng.int(2, data.holdings.length) : null,
        manager_id:
          salesStaff.length && (category === COMPANY_CATEGORY.client || rng.bool(0.4))
            ? rng.pick(salesStaff).id
            : null,
        comment: rng.bool(0.2)
          ? rng.pick([
              'Prefers quotes in EUR.',
              'AOG desk 24/7.',
              'Requires EASA Form 1 on every part.',
              'Pays on time.',
              'Send quotes to the purchasing mailbox only.',
              'Long-term partner since 2018.',
            ])
          : '',
        created_at: timestamp(rng, '2018-01-01', BASE_DATE),
      };
      usedNames.add(name.toLowerCase());
      data.companies.push(company);
      list.push(company);
      addPeople(rng, data, company, info, domain);
      addAddressesAndBanks(rng, data, company, info);
    }
    companiesByCategory.set(category, list);
  }

  // -- the client demo user: a contact of the first airline
  const clientCompany = companiesByCategory.get(COMPANY_CATEGORY.client)?.[0] as CompanySeed;
  const clientContact: ContactSeed = {
    id: data.contacts.length + 1,
    uuid: rng.uuid(),
    name: CLIENT_USER.name,
    surname: CLIENT_USER.surname,
    eng_name: CLIENT_USER.name,
    eng_surname: CLIENT_USER.surname,
    email: `daniel.moreau@${clientCompany.email.split('@')[1] ?? 'example.com'}`,
    phone: clientCompany.phone,
    position: CLIENT_USER.position,
    telegram_link: '',
    time_zone: (COUNTRIES[(clientCompany.country_id ?? 1) - 1] as CountryInfo).timeZone,
    supervisor_id: null,
    company_id: clientCompany.id,
    company_guiding_id: null,
    created_at: '2020-05-04T10:00:00.000Z',
  };
  data.contacts.push(clientContact);
  data.guidings.push({
    id: data.guidings.length + 1,
    company_id: clientCompany.id,
    contact_id: clientContact.id,
    is_main: false,
  });
  data.users.push({
    id: data.users.length + 1,
    username: 'client',
    role: 'CLIENT',
    contact_id: clientContact.id,
    confirm_code_required: false,
  });

  // -- quotation settings: one per company
  for (const company of data.companies) {
    const info = company.country_id ? COUNTRIES[company.country_id - 1] : undefined;
    const vat = info?.code === 'RU' || (!!info?.vatPrefix && rng.bool(0.3));
    data.quotationSettings.push({
      id: data.quotationSettings.length + 1,
      company_id: company.id,
      kp_version: rng.int(1, 10),
      legal_entity_id: rng.pick(legalEntities).id,
      main_price_unit_id: currencyId(
        rng.weighted([
          ['USD', 6],
          ['EUR', 3],
          [info?.currency ?? 'USD', 1],
        ] as const),
      ),
      vat,
      vat_value: vat ? (info?.code === 'RU' ? 20 : rng.pick([19, 20, 21, 23])) : 0,
      logistics_on: rng.bool(0.4),
      include_transport_in_price: rng.bool(0.2),
      delivery_time_id: rng.bool(0.75) ? DEFAULT_DELIVERY_TIME.id : rng.int(31, 40),
      extra_margin: rng.bool(0.6) ? 0 : rng.pick([2, 3, 5, 7.5, 10, 12, 15]),
    });
  }

  // -- treaties: clients (and some suppliers) with our legal entities
  const treatyCandidates = [
    ...(companiesByCategory.get(COMPANY_CATEGORY.client) ?? []),
    ...(companiesByCategory.get(COMPANY_CATEGORY.leasingCompany) ?? []),
    ...(companiesByCategory.get(COMPANY_CATEGORY.government) ?? []),
    ...(companiesByCategory.get(COMPANY_CATEGORY.supplier) ?? []).filter(() => rng.bool(0.3)),
  ];
  const treatySequence = new Map<number, number>();
  for (const company of treatyCandidates) {
    const count =
      company.category_id === COMPANY_CATEGORY.client
        ? rng.weighted([
            [1, 6],
            [2, 3],
            [0, 1],
          ] as const)
        : 1;
    for (const entity of rng.sample(legalEntities, count)) {
      const sequence = (treatySequence.get(entity.id) ?? 0) + 1;
      treatySequence.set(entity.id, sequence);
      const date = addDays('2020-01-01', rng.int(0, 2000));
      const prefix = ['ADT', 'ADE', 'ADME', 'ADA'][legalEntities.indexOf(entity)] ?? 'AD';
      data.treaties.push({
        id: data.treaties.length + 1,
        company_id: company.id,
        number: `${prefix}-${date.slice(0, 4)}/${String(sequence).padStart(4, '0')}`,
        date,
        valid_until: rng.bool(0.8) ? addDays(date, rng.pick([365, 730, 1095, 1826])) : null,
        legal_entity_id: entity.id,
        currency_id: currencyId(
          rng.weighted([
            ['USD', 6],
            ['EUR', 3],
            ['AED', 1],
          ] as const),
        ),
        payment_terms: rng.pick([
          '100% prepayment',
          'Net 30 days from invoice date',
          'Net 45 days from invoice date',
          '50% prepayment, 50% before shipment',
          'Net 60 days, credit line',
        ]),
        credit_limit: rng.bool(0.5) ? rng.pick([25_000, 50_000, 100_000, 250_000, 500_000]) : null,
        is_active: rng.bool(0.9),
        comment: '',
        created_at: `${date}T10:00:00.000Z`,
      });
    }
  }

  // -- part numbers
  const manufacturers = companiesByCategory.get(COMPANY_CATEGORY.manufacturer) ?? [];
  const chapters = Object.keys(PART_NAMES).map(Number);
  const usedKeys = new Set<string>();
  const basePrice: number[] = [];
  const inventoryCount = scaled(600, scale);
  while (data.inventory.length < inventoryCount) {
    const chapter = rng.pick(chapters);
    const pn = partNumber(rng, rng.pick(PART_NUMBER_TEMPLATES));
    const key = partNumberKey(pn);
    if (usedKeys.has(key)) continue;
    usedKeys.add(key);
    const [min, max] = PRICE_RANGE_BY_CHAPTER[chapter] ?? [100, 10_000];
    basePrice.push(rng.logUniform(min, max));
    data.inventory.push({
      id: data.inventory.length + 1,
      part_number: pn,
      part_number_key: key,
      description: rng.pick(PART_NAMES[chapter] ?? ['Component']),
      ata_chapter_id: chapter,
      manufacturer_id: manufacturers.length && rng.bool(0.8) ? rng.pick(manufacturers).id : null,
      group_id: data.inventory.length + 1,
      created_at: timestamp(rng, '2018-01-01', BASE_DATE),
      component_type: componentTypeOfAtaChapter(chapter),
      unknown_since: null,
    });
  }

  // -- supplier offers
  const offerers = [
    ...(companiesByCategory.get(COMPANY_CATEGORY.supplier) ?? []),
    ...(companiesByCategory.get(COMPANY_CATEGORY.broker) ?? []),
    ...(companiesByCategory.get(COMPANY_CATEGORY.repairStation) ?? []),
    ...manufacturers,
  ];
  const offerCount = offerers.length && data.inventory.length ? scaled(1500, scale) : 0;
  for (let i = 0; i < offerCount; i++) {
    const inventoryIndex = rng.int(0, data.inventory.length - 1);
    const item = data.inventory[inventoryIndex];
    if (!item) continue;
    const condition = rng.weighted(
      CONDITIONS.map(([, code]) => [code, code === 'FN' || code === 'IN' ? 1 : 3] as const),
    );
    const currency = rng.weighted([
      ['USD', 7],
      ['EUR', 3],
    ] as const);
    const price =
      (basePrice[inventoryIndex] ?? 1000) *
      (CONDITION_FACTOR[condition] ?? 1) *
      (0.85 + rng.float() * 0.3) *
      (currency === 'EUR' ? 0.92 : 1);
    const created = timestamp(rng, '2024-01-01', BASE_DATE);
    data.offers.push({
      id: data.offers.length + 1,
      uuid: rng.uuid(),
      company_id: rng.pick(offerers).id,
      inventory_id: item.id,
      condition_id: conditionId(condition),
      quantity: offerQuantity(rng, 10, 50),
      price: roundMoney(price),
      currency_id: currencyId(currency),
      lead_time_days: offerLeadTimeDays(rng, 2),
      valid_until: rng.bool(0.85) ? addDays(created.slice(0, 10), rng.int(30, 365)) : null,
      is_active: rng.bool(0.85),
      comment: rng.bool(0.15)
        ? rng.pick([
            'Price subject to prior sale.',
            'Exchange available.',
            'With EASA Form 1.',
            'Dual release.',
            'Core charge applies.',
            'Tagged by the OEM.',
          ])
        : '',
      // Filled by the sales pass (sales.ts), which has its own random stream.
      certificate_id: null,
      location: '',
      created_by_id: null,
      created_at: created,
      updated_at: created,
    });
  }

  // -- orders (company deals)
  const buyers = [
    ...(companiesByCategory.get(COMPANY_CATEGORY.client) ?? []),
    ...(companiesByCategory.get(COMPANY_CATEGORY.leasingCompany) ?? []),
    ...(companiesByCategory.get(COMPANY_CATEGORY.government) ?? []),
  ];
  const orderCount = buyers.length ? scaled(400, scale) : 0;
  const orderDates = Array.from({ length: orderCount }, () =>
    addDays('2023-01-01', rng.int(0, 1004)),
  ).sort();
  for (const date of orderDates) {
    const age = (Date.parse(BASE_DATE) - Date.parse(date)) / 86_400_000;
    const status =
      age > 120
        ? rng.weighted([
            ['CLOSED', 6],
            ['DELIVERED', 2],
            ['CANCELED', 1],
          ] as const)
        : rng.weighted([
            ['NEW', 2],
            ['CONFIRMED', 2],
            ['IN_PROGRESS', 3],
            ['AWAITING_PAYMENT', 1],
            ['PAID', 1],
            ['PARTIALLY_SHIPPED', 1],
            ['SHIPPED', 2],
            ['DELIVERED', 1],
          ] as const);
    const year = date.slice(0, 4);
    const order: DemoData['orders'][number] = {
      id: data.orders.length + 1,
      uuid: rng.uuid(),
      number: `SO-${year}-${String(data.orders.length + 1).padStart(5, '0')}`,
      date,
      company_id: rng.pick(buyers).id,
      total: roundMoney(rng.logUniform(300, 400_000)),
      currency_id: currencyId(
        rng.weighted([
          ['USD', 7],
          ['EUR', 3],
        ] as const),
      ),
      status_id: orderStatusId(status),
      created_at: `${date}T${String(rng.int(8, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00.000Z`,
      // The order's own fields (issue 3) are filled by the sales pass (sales.ts).
      kp_id: null,
      rfq_id: null,
      manager_id: null,
      priority: 'ROUTINE',
      total_vat: 0,
      vat: false,
      vat_value: 0,
      po_number: '',
      treaty_number: '',
      delivery_date: null,
      comment: '',
      cancel_comment: '',
      conditions: null,
      legal_entity_id: null,
      updated_at: '',
    };
    order.updated_at = order.created_at;
    data.orders.push(order);
  }

  // -- text conditions: defaults for every document type x condition type, and a few per company
  for (let documentType = 0; documentType < DOCUMENT_TYPE_LABEL.length; documentType++) {
    for (let conditionType = 0; conditionType < CONDITION_TYPE_LABEL.length; conditionType++) {
      for (const forRepair of [false, true]) {
        const variants = conditionType === 2 ? [false, true] : [false];
        for (const logisticsOn of variants) {
          data.textConditions.push({
            id: data.textConditions.length + 1,
            company_id: null,
            document_type: documentType,
            condition_type: conditionType,
            for_repair: forRepair,
            logistics_on: logisticsOn,
            language: 'en',
            text: conditionText(documentType, conditionType, forRepair, logisticsOn),
          });
        }
      }
    }
  }
  for (const company of companiesByCategory.get(COMPANY_CATEGORY.client) ?? []) {
    if (!rng.bool(0.1)) continue;
    data.textConditions.push({
      id: data.textConditions.length + 1,
      company_id: company.id,
      document_type: 0,
      condition_type: 0,
      for_repair: false,
      logistics_on: false,
      language: 'en',
      text: `Payment: ${rng.pick(['net 30', 'net 45', 'net 60'])} days from the invoice date under the treaty with ${company.name}.`,
    });
  }

  data.quotesMail.push(
    { id: 1, email: 'sales@aerodesk.aero', name: 'Sales desk' },
    { id: 2, email: 'aog@aerodesk.aero', name: 'AOG desk (24/7)' },
    { id: 3, email: 'repair@aerodesk.aero', name: 'Repair desk' },
    { id: 4, email: 'quotes@aerodesk.eu', name: 'Quotations Europe' },
  );
  data.quotesPhone.push(
    { id: 1, phone: '+1 305 555 0142', name: 'Sales desk Miami' },
    { id: 2, phone: '+1 305 555 0199', name: 'AOG hotline (24/7)' },
    { id: 3, phone: '+49 40 5555 0170', name: 'Sales desk Hamburg' },
    { id: 4, phone: '+971 4 555 0123', name: 'Sales desk Dubai' },
  );
  addSalesData(data, scale);
  addPartsData(data, scale);
  addServiceRequests(data);
  addPurchases(data);
  addProducts(data, scale);
  addAssessments(data);
  return data;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function companyName(
  rng: Prng,
  category: number,
  info: CountryInfo,
  city: string,
  used: Set<string>,
): string {
  const nouns = NOUNS_BY_CATEGORY[category] ?? SUPPLIER_NOUNS;
  const withForm = (base: string) =>
    category === COMPANY_CATEGORY.government ||
    (category === COMPANY_CATEGORY.client && rng.bool(0.5))
      ? base
      : `${base} ${rng.pick(info.legalForm)}`;
  for (let attempt = 0; attempt < 12; attempt++) {
    const base =
      category === COMPANY_CATEGORY.government
        ? `${info.name} ${rng.pick(nouns)}`
        : attempt < 6
          ? `${rng.pick(NAME_WORDS)} ${rng.pick(nouns)}`
          : `${rng.pick(NAME_WORDS)} ${rng.pick(NAME_WORDS)} ${rng.pick(nouns)}`;
    const name = withForm(base);
    if (!used.has(name.toLowerCase())) return name;
  }
  for (let n = 2; ; n++) {
    const name = withForm(
      `${rng.pick(NAME_WORDS)} ${rng.pick(nouns)} ${city}${n > 2 ? ` ${n}` : ''}`,
    );
    if (!used.has(name.toLowerCase())) return name;
  }
}

function addPeople(
  rng: Prng,
  data: DemoData,
  company: CompanySeed,
  info: CountryInfo,
  domain: string,
): void {
  const people = PEOPLE[info.people];
  const count = rng.weighted([
    [1, 3],
    [2, 4],
    [3, 2],
    [4, 1],
  ] as const);
  const positions =
    company.category_id === COMPANY_CATEGORY.client ? CLIENT_POSITIONS : SUPPLIER_POSITIONS;
  const usedEmails = new Set<string>();
  for (let i = 0; i < count; i++) {
    const firstIndex = rng.int(0, people.first.length - 1);
    const lastIndex = rng.int(0, people.last.length - 1);
    const name = people.first[firstIndex] ?? '';
    const surname = people.last[lastIndex] ?? '';
    const engName = people.latin?.first[firstIndex] ?? name;
    const engSurname = people.latin?.last[lastIndex] ?? surname;
    let email = `${slug(engName)}.${slug(engSurname)}@${domain}`;
    if (usedEmails.has(email)) email = `${slug(engName)}.${slug(engSurname)}${i + 1}@${domain}`;
    usedEmails.add(email);
    const contact: ContactSeed = {
      id: data.contacts.length + 1,
      uuid: rng.uuid(),
      name,
      surname,
      eng_name: engName,
      eng_surname: engSurname,
      email,
      phone: phoneNumber(rng, info.phone),
      position: rng.pick(positions),
      telegram_link: rng.bool(0.35)
        ? `https://t.me/${slug(engName)}${slug(engSurname).slice(0, 4)}${rng.digits(2)}`
        : '',
      time_zone: info.timeZone,
      supervisor_id: null,
      company_id: company.id,
      company_guiding_id: null,
      created_at: company.created_at,
    };
    data.contacts.push(contact);
    data.guidings.push({
      id: data.guidings.length + 1,
      company_id: company.id,
      contact_id: contact.id,
      is_main: i === 0,
    });
  }
}

function addAddressesAndBanks(
  rng: Prng,
  data: DemoData,
  company: CompanySeed,
  info: CountryInfo,
): void {
  const receives =
    company.category_id === COMPANY_CATEGORY.client ||
    company.category_id === COMPANY_CATEGORY.government;
  const ships = !receives;
  const kinds: ('pick_up' | 'ship')[] = [];
  if (ships && rng.bool(0.7)) kinds.push('pick_up');
  if ((receives && rng.bool(0.85)) || rng.bool(0.15)) kinds.push('ship');
  for (const kind of kinds) {
    const person = PEOPLE[info.people];
    const index = rng.int(0, person.first.length - 1);
    data.addresses.push({
      id: data.addresses.length + 1,
      company_id: company.id,
      kind,
      country_id: company.country_id,
      city: company.city,
      address:
        kind === 'ship'
          ? `${rng.pick(['Cargo Terminal', 'Technical Stores', 'Hangar', 'Receiving Dock'])} ${rng.int(1, 12)}, ${rng.pick(STREETS)} ${rng.int(1, 300)}`
          : `${rng.pick(['Stores', 'Shipping Dept.', 'Warehouse', 'Dock'])} ${rng.int(1, 9)}, ${company.address}`,
      zip_code: rng.digits(rng.pick([4, 5, 6])),
      contact_name: `${(person.latin ?? person).first[index] ?? ''} ${rng.pick((person.latin ?? person).last)}`,
      phone: phoneNumber(rng, info.phone),
    });
  }
  const bankCount = rng.weighted([
    [0, 3],
    [1, 6],
    [2, 1],
  ] as const);
  for (let i = 0; i < bankCount; i++) {
    const iban = info.vatPrefix
      ? `${info.code}${rng.digits(2)}${rng.digits(rng.int(14, 22))}`
      : rng.digits(20);
    data.bankProperties.push({
      id: data.bankProperties.length + 1,
      company_id: company.id,
      bank_name: rng.pick(BANK_NAMES),
      swift: `${rng.letters(4, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}${info.code}${rng.letters(2, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')}${rng.bool(0.5) ? 'XXX' : ''}`,
      account_number: iban,
      correspondent_account: rng.bool(0.3) ? rng.digits(20) : '',
      currency_id: currencyId(i === 0 ? info.currency : rng.pick(['USD', 'EUR'])),
    });
  }
}
