/**
 * The sales pass of the demo-data generator (issue 3): our Russian legal entity and its staff,
 * Russian texts, groups of alternate part numbers, what offers gained (certificate, location,
 * author, history), fresh supplier offers, RFQs in every state with their positions, KPs priced
 * with the one pricing module, orders from KPs and the positions of every order.
 *
 * It runs after the spine's generator with a random stream of its own, so everything the spine
 * generated stays exactly as it was (same names, same ids). Sales data is dated relative to
 * SALES_BASE_DATE; fresh offers stay valid well past it, so quoting works in the demo.
 */
import type { KpConditions } from '../../src-shared/api/rfq.ts';
import { COMPANY_CATEGORY } from '../../src-shared/domain/constants.ts';
import { kpVersion } from '../../src-shared/domain/kp-versions.ts';
import { roundMoney } from '../../src-shared/domain/money.ts';
import type { PricingSettings } from '../../src-shared/domain/pricing.ts';
import { effectivePriority, type RfqPriority } from '../../src-shared/domain/priority.ts';
import type { ActivityStatus } from '../../src-shared/domain/rfq-lists.ts';
import { pickConditions, priceQuote, rowToPriceFrom } from '../areas/kp/pricing.ts';
import { kpDocumentType, kpHeadFrom, kpIssuer, kpRowFrom, kpTotalsFrom } from '../areas/kp/rows.ts';
import { offerHistoryFrom } from '../areas/offer/history.ts';
import { orderFromKp, orderPositionFrom } from '../areas/order/from-kp.ts';
import {
  CONDITION_FACTOR,
  fixedCompanyRow,
  offerLeadTimeDays,
  offerQuantity,
  type CompanySeed,
  type ContactSeed,
  type DemoData,
  type DemoRow,
} from './generate.ts';
import { LEGAL_ENTITY_BANKS, RUSSIAN_LEGAL_ENTITY, RUSSIAN_STAFF } from './fixed.ts';
import { Prng } from './prng.ts';
import { addSearchTasks } from './search-tasks.ts';
import {
  CERTIFICATE_TYPES,
  CONDITIONS,
  COUNTRIES,
  CURRENCIES,
  currencyId,
  DELIVERY_TIMES,
  orderStatusId,
  ORDER_STATUSES,
  RFQ_STATUSES,
  SALE_TYPES,
  UNITS,
  type CountryInfo,
} from './reference-data.ts';
import { CURRENCY_RATES, MARGIN_STEPS, TRANSPORT_STEPS } from './settings-data.ts';
import { conditionText } from './texts.ts';
import { PRICE_RANGE_BY_CHAPTER } from './vocabulary.ts';
import { addDays } from '../db/refs.ts';

/** Sales data is dated relative to this day (a Monday), never to "now". */
export const SALES_BASE_DATE = '2026-11-16';

/**
 * The seed's "now": the end of SALES_BASE_DATE's office hours (atOfficeHours). Nothing that
 * happened (an offer made, changed, deactivated) is dated after it: a seed runs on that day or
 * later, and a later date would show above the user's own writes of today.
 */
export const SEED_NOW = `${SALES_BASE_DATE}T18:00:00.000Z`;

const SALES_SEED = 20_261_116;

/** RFQs at scale 1. */
const RFQS_AT_SCALE_1 = 300;

/** Countries whose clients buy through our Russian entity, in Russian. */
const RUSSIAN_SPEAKING = new Set(['RU', 'KZ', 'UZ', 'AM', 'AZ', 'GE']);
const RUSSIAN_VERSIONS = [1, 5, 6, 8, 9, 10] as const;

// ---------------------------------------------------------------- small helpers

function atOfficeHours(rng: Prng, isoDate: string): string {
  return `${isoDate}T${String(rng.int(6, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}.000Z`;
}

function minDate(a: string, b: string): string {
  return a < b ? a : b;
}

function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}

function idOf<T extends readonly (readonly unknown[])[]>(list: T, code: string): number {
  const index = list.findIndex((entry) => entry[1] === code);
  if (index < 0) throw new Error(`Unknown code ${code}`);
  return index + 1;
}

function codeOf<T extends readonly (readonly unknown[])[]>(list: T, id: number): string {
  const entry = list[id - 1];
  if (!entry) throw new Error(`Unknown id ${id}`);
  return String(entry[1]);
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

// ---------------------------------------------------------------- what the pass works with

interface Context {
  rng: Prng;
  data: DemoData;
  legalEntities: CompanySeed[];
  russianEntity: CompanySeed;
  byCategory: Map<number, CompanySeed[]>;
  contactsOf: Map<number, ContactSeed[]>;
  settingOf: Map<number, DemoData['quotationSettings'][number]>;
  userOfContact: Map<number, number>;
  userIdByName: Map<string, number>;
  contactIdByUser: Map<string, number>;
  salesManagers: ContactSeed[];
  russianManagers: ContactSeed[];
  clientCompanyId: number | null;
  /** A price in USD per part number (inventory id), for fresh offers. */
  basePrice: Map<number, number>;
  /** The part numbers of each group (filled when alternates are grouped). */
  membersOf: Map<number, DemoData['inventory']>;
}

function context(rng: Prng, data: DemoData): Omit<Context, 'russianEntity' | 'russianManagers'> {
  const byCategory = new Map<number, CompanySeed[]>();
  for (const company of data.companies) {
    const list = byCategory.get(company.category_id) ?? [];
    list.push(company);
    byCategory.set(company.category_id, list);
  }
  const contactsOf = new Map<number, ContactSeed[]>();
  for (const contact of data.contacts) {
    if (contact.company_id === null) continue;
    const list = contactsOf.get(contact.company_id) ?? [];
    list.push(contact);
    contactsOf.set(contact.company_id, list);
  }
  const userOfContact = new Map(data.users.map((user) => [user.contact_id, user.id]));
  const userIdByName = new Map(data.users.map((user) => [user.username, user.id]));
  const contactIdByUser = new Map(data.users.map((user) => [user.username, user.contact_id]));
  const legalEntities = byCategory.get(COMPANY_CATEGORY.ownLegalEntity) ?? [];
  const legalIds = new Set(legalEntities.map((entity) => entity.id));
  const salesManagers = data.contacts.filter(
    (contact) =>
      contact.company_id !== null &&
      legalIds.has(contact.company_id) &&
      /Sales Manager|Key Account Manager/.test(contact.position),
  );
  const clientContact = contactIdByUser.get('client');
  const clientCompanyId =
    data.contacts.find((contact) => contact.id === clientContact)?.company_id ?? null;
  return {
    rng,
    data,
    legalEntities,
    byCategory,
    contactsOf,
    settingOf: new Map(data.quotationSettings.map((setting) => [setting.company_id, setting])),
    userOfContact,
    userIdByName,
    contactIdByUser,
    salesManagers,
    clientCompanyId,
    basePrice: new Map(),
    membersOf: new Map(),
  };
}

// ---------------------------------------------------------------- our Russian legal entity

function addRussianEntity(
  ctx: Omit<Context, 'russianEntity' | 'russianManagers'>,
): Pick<Context, 'russianEntity' | 'russianManagers'> {
  const { rng, data } = ctx;
  // Our entities' own accounts first: documents print them.
  for (const bank of LEGAL_ENTITY_BANKS) {
    const entity = ctx.legalEntities.find((company) => company.name === bank.entity);
    if (!entity) continue;
    data.bankProperties.push({
      id: data.bankProperties.length + 1,
      company_id: entity.id,
      bank_name: bank.bank_name,
      swift: bank.swift,
      account_number: bank.account_number,
      correspondent_account: '',
      currency_id: currencyId(bank.currency),
    });
  }
  const fixed = RUSSIAN_LEGAL_ENTITY;
  const entity = fixedCompanyRow(data, fixed, rng.uuid(), {
    email: `office@${fixed.domain}`,
    phone: fixed.phone,
    vat_number: fixed.inn,
    comment: `КПП ${fixed.kpp}`,
    created_at: '2021-06-01T09:00:00.000Z',
  });
  data.companies.push(entity);
  data.bankProperties.push({
    id: data.bankProperties.length + 1,
    company_id: entity.id,
    bank_name: fixed.bank.name,
    swift: fixed.bank.bic,
    account_number: fixed.bank.account,
    correspondent_account: fixed.bank.correspondent,
    currency_id: currencyId('RUB'),
  });
  data.quotationSettings.push({
    id: data.quotationSettings.length + 1,
    company_id: entity.id,
    kp_version: 1,
    legal_entity_id: entity.id,
    main_price_unit_id: currencyId('RUB'),
    vat: true,
    vat_value: 20,
    logistics_on: false,
    include_transport_in_price: false,
    delivery_time_id: 35,
    extra_margin: 0,
  });
  const supervisor = ctx.contactIdByUser.get('sales_admin') ?? null;
  const managers: ContactSeed[] = [];
  for (const staff of RUSSIAN_STAFF) {
    const contact: ContactSeed = {
      id: data.contacts.length + 1,
      uuid: rng.uuid(),
      name: staff.name,
      surname: staff.surname,
      eng_name: staff.eng_name ?? staff.name,
      eng_surname: staff.eng_surname ?? staff.surname,
      email: `${slug(staff.eng_name ?? '')}.${slug(staff.eng_surname ?? '')}@${fixed.domain}`,
      phone: `+7 495 555 ${rng.digits(4)}`,
      position: staff.position,
      telegram_link: `https://t.me/${slug(staff.eng_name ?? '')}_${slug(staff.eng_surname ?? '')}`,
      time_zone: staff.timeZone,
      supervisor_id: supervisor,
      company_id: entity.id,
      company_guiding_id: entity.id,
      created_at: '2021-06-01T09:00:00.000Z',
    };
    data.contacts.push(contact);
    managers.push(contact);
  }
  // Russian-speaking clients buy from it, in Russian, with a treaty.
  let sequence = 0;
  for (const company of ctx.byCategory.get(COMPANY_CATEGORY.client) ?? []) {
    const info = COUNTRIES[(company.country_id ?? 1) - 1] as CountryInfo;
    if (!RUSSIAN_SPEAKING.has(info.code)) continue;
    const setting = ctx.settingOf.get(company.id);
    if (setting) {
      setting.legal_entity_id = entity.id;
      setting.kp_version = rng.pick(RUSSIAN_VERSIONS);
      setting.main_price_unit_id = currencyId(info.code === 'RU' ? 'RUB' : 'USD');
      setting.vat = info.code === 'RU';
      setting.vat_value = info.code === 'RU' ? 20 : 0;
    }
    company.manager_id = rng.pick(managers).id;
    sequence += 1;
    const date = addDays('2022-01-10', rng.int(0, 900));
    data.treaties.push({
      id: data.treaties.length + 1,
      company_id: company.id,
      number: `ДП-${date.slice(0, 4)}/${String(sequence).padStart(4, '0')}`,
      date,
      valid_until: addDays(date, 1095),
      legal_entity_id: entity.id,
      currency_id: currencyId(info.code === 'RU' ? 'RUB' : 'USD'),
      payment_terms: rng.pick([
        '100% предоплата',
        'Оплата в течение 30 дней с даты поставки',
        '50% предоплата, 50% перед отгрузкой',
      ]),
      credit_limit: rng.bool(0.5) ? rng.pick([50_000, 100_000, 250_000]) : null,
      is_active: true,
      comment: '',
      created_at: `${date}T10:00:00.000Z`,
    });
  }
  return { russianEntity: entity, russianManagers: managers };
}

/** The default texts in Russian, after the English ones (their ids stay). */
function addRussianTexts(data: DemoData): void {
  const english = data.textConditions.filter((text) => text.company_id === null);
  for (const text of english) {
    data.textConditions.push({
      id: data.textConditions.length + 1,
      company_id: null,
      document_type: text.document_type,
      condition_type: text.condition_type,
      for_repair: text.for_repair,
      logistics_on: text.logistics_on,
      language: 'ru',
      text: conditionText(
        text.document_type,
        text.condition_type,
        text.for_repair,
        text.logistics_on,
        'ru',
      ),
    });
  }
}

// ---------------------------------------------------------------- alternates

/** About one part number in five joins an earlier one of the same kind as its alternate. */
function groupAlternates(ctx: Context): void {
  const { rng, data } = ctx;
  const openByDescription = new Map<string, { id: number; size: number }[]>();
  for (const item of data.inventory) {
    const open = (openByDescription.get(item.description) ?? []).filter((group) => group.size < 3);
    if (open.length && rng.bool(0.22)) {
      const group = rng.pick(open);
      group.size += 1;
      item.group_id = group.id;
      continue;
    }
    const id = data.inventoryGroups.length + 1;
    data.inventoryGroups.push({ id, name: item.part_number, created_at: item.created_at });
    item.group_id = id;
    openByDescription.set(item.description, [
      ...(openByDescription.get(item.description) ?? []),
      { id, size: 1 },
    ]);
  }
  for (const item of data.inventory) {
    const members = ctx.membersOf.get(item.group_id) ?? [];
    members.push(item);
    ctx.membersOf.set(item.group_id, members);
  }
}

// ---------------------------------------------------------------- offers

const CERTIFICATE_WEIGHTS: readonly (readonly [string | null, number])[] = [
  ['EASA', 5],
  ['FAA', 5],
  ['DUAL', 4],
  ['CoC', 3],
  ['DCoC', 1],
  ['CAAC', 1],
  [null, 3],
];

function offerCertificate(rng: Prng): number | null {
  const code = rng.weighted(CERTIFICATE_WEIGHTS);
  return code === null ? null : idOf(CERTIFICATE_TYPES, code);
}

function locationOf(company: CompanySeed | undefined): string {
  if (!company) return '';
  const info = COUNTRIES[(company.country_id ?? 1) - 1];
  return info ? `${company.city}, ${info.code}` : company.city;
}

const DEACTIVATION_REASONS = [
  'Sold to another customer.',
  'Supplier withdrew the quote.',
  'Price no longer valid; the supplier requotes on request.',
  'Certificate does not meet the client’s requirements.',
  'Duplicate of a newer offer.',
];

/** Certificate, location and author of the spine's offers, and their history. */
function enrichOffers(ctx: Context): void {
  const { rng, data } = ctx;
  const companyById = new Map(data.companies.map((company) => [company.id, company]));
  const authors = ['parts_search', 'buyer', 'repair_search', 'sales']
    .map((name) => ctx.userIdByName.get(name))
    .filter((id): id is number => id !== undefined);
  for (const offer of data.offers) {
    offer.certificate_id = offerCertificate(rng);
    offer.location = locationOf(companyById.get(offer.company_id));
    offer.created_by_id = authors.length ? rng.pick(authors) : null;
    offer.updated_at = offer.created_at;
    // Remember a USD price per part number for the fresh offers of the sales pass.
    const usd =
      offer.price /
      (CURRENCY_RATES[codeOf(CURRENCIES, offer.currency_id)] ?? 1) /
      (CONDITION_FACTOR[codeOf(CONDITIONS, offer.condition_id)] ?? 1);
    if (!ctx.basePrice.has(offer.inventory_id)) ctx.basePrice.set(offer.inventory_id, usd);
    addOfferHistory(ctx, offer);
  }
}

/**
 * A moment some `days` after `since`, at office hours: never after the seed's now (the day is
 * SALES_BASE_DATE at the latest), and never before `since` (on that same day, `since` itself).
 */
function laterButPast(rng: Prng, since: string, days: number): string {
  const day = minDate(addDays(since.slice(0, 10), days), SALES_BASE_DATE);
  return maxDate(atOfficeHours(rng, day), since);
}

function addOfferHistory(ctx: Context, offer: DemoData['offers'][number]): void {
  const { rng, data } = ctx;
  data.offerHistory.push({
    id: data.offerHistory.length + 1,
    ...offerHistoryFrom(offer.id, 'created', offer.created_by_id, offer.created_at),
  });
  if (rng.bool(0.06)) {
    const before = roundMoney(offer.price * (1 + rng.pick([0.05, 0.08, 0.12, -0.04])));
    const at = laterButPast(rng, offer.created_at, rng.int(1, 20));
    data.offerHistory.push({
      id: data.offerHistory.length + 1,
      ...offerHistoryFrom(offer.id, 'updated', offer.created_by_id, at, {
        price: { from: before, to: offer.price },
      }),
    });
    offer.updated_at = at;
  }
  if (!offer.is_active) {
    const at = laterButPast(rng, offer.created_at, rng.int(2, 40));
    data.offerHistory.push({
      id: data.offerHistory.length + 1,
      ...offerHistoryFrom(
        offer.id,
        'deactivated',
        offer.created_by_id,
        at,
        {},
        rng.pick(DEACTIVATION_REASONS),
      ),
    });
    if (at > offer.updated_at) offer.updated_at = at;
  }
}

function basePriceOf(ctx: Context, inventoryId: number): number {
  const known = ctx.basePrice.get(inventoryId);
  if (known !== undefined) return known;
  const item = ctx.data.inventory[inventoryId - 1];
  const [min, max] = PRICE_RANGE_BY_CHAPTER[item?.ata_chapter_id ?? 0] ?? [100, 10_000];
  const price = ctx.rng.logUniform(min, max);
  ctx.basePrice.set(inventoryId, price);
  return price;
}

const FRESH_CURRENCIES: readonly (readonly [string, number])[] = [
  ['USD', 55],
  ['EUR', 25],
  ['GBP', 5],
  ['AED', 5],
  ['CNY', 4],
  ['RUB', 3],
  ['SGD', 3],
];

/** Offers made while an RFQ was open: several currencies, lead times, validity; a few expired. */
function addFreshOffers(ctx: Context, groupId: number, around: string, count: number): void {
  const { rng, data } = ctx;
  const members = ctx.membersOf.get(groupId) ?? [];
  const offerers = [
    ...(ctx.byCategory.get(COMPANY_CATEGORY.supplier) ?? []),
    ...(ctx.byCategory.get(COMPANY_CATEGORY.broker) ?? []),
    ...(ctx.byCategory.get(COMPANY_CATEGORY.repairStation) ?? []),
    ...(ctx.byCategory.get(COMPANY_CATEGORY.manufacturer) ?? []),
  ];
  if (!members.length || !offerers.length) return;
  const authors = ['parts_search', 'buyer', 'sales']
    .map((name) => ctx.userIdByName.get(name))
    .filter((id): id is number => id !== undefined);
  for (let i = 0; i < count; i++) {
    const item = rng.pick(members);
    const company = rng.pick(offerers);
    const condition = rng.weighted(
      CONDITIONS.map(([, code]) => [code, code === 'FN' || code === 'IN' ? 1 : 3] as const),
    );
    const currency = rng.weighted(FRESH_CURRENCIES);
    const price = roundMoney(
      basePriceOf(ctx, item.id) *
        (CONDITION_FACTOR[condition] ?? 1) *
        (0.85 + rng.float() * 0.3) *
        (CURRENCY_RATES[currency] ?? 1),
    );
    const createdDate = minDate(addDays(around, rng.int(0, 1)), SALES_BASE_DATE);
    const created = atOfficeHours(rng, createdDate);
    const validity = rng.weighted([
      ['long', 17],
      ['expired', 2],
      ['open', 1],
    ] as const);
    const offer: DemoData['offers'][number] = {
      id: data.offers.length + 1,
      uuid: rng.uuid(),
      company_id: company.id,
      inventory_id: item.id,
      condition_id: idOf(CONDITIONS, condition),
      quantity: offerQuantity(rng, 12, 60),
      price: Math.max(price, 1),
      currency_id: currencyId(currency),
      lead_time_days: offerLeadTimeDays(rng, 3),
      valid_until:
        validity === 'open'
          ? null
          : validity === 'expired'
            ? // Expired before the base date (never before it was made).
              maxDate(
                createdDate,
                minDate(addDays(createdDate, rng.int(5, 20)), addDays(SALES_BASE_DATE, -1)),
              )
            : addDays(SALES_BASE_DATE, rng.int(120, 540)),
      is_active: rng.bool(0.93),
      comment: rng.bool(0.2)
        ? rng.pick([
            'Price subject to prior sale.',
            'Exchange available on request.',
            'Dual release EASA/FAA.',
            'Core charge applies.',
            'Stock in Miami, ships same day.',
            'Tagged by the OEM, with teardown report.',
            'Minimum order value USD 250.',
          ])
        : '',
      certificate_id: offerCertificate(rng),
      location: locationOf(company),
      created_by_id: authors.length ? rng.pick(authors) : null,
      created_at: created,
      updated_at: created,
    };
    data.offers.push(offer);
    addOfferHistory(ctx, offer);
  }
}

/** The offer a manager would pick for a group: active at `date`, cheapest in USD. */
function bestOffer(
  groupId: number,
  date: string,
  offersByGroup: Map<number, DemoData['offers']>,
): DemoData['offers'][number] | undefined {
  let best: DemoData['offers'][number] | undefined;
  let bestUsd = Infinity;
  for (const offer of offersByGroup.get(groupId) ?? []) {
    if (!offer.is_active) continue;
    if (offer.valid_until !== null && offer.valid_until < date) continue;
    if (offer.created_at.slice(0, 10) > date) continue;
    const usd = offer.price / (CURRENCY_RATES[codeOf(CURRENCIES, offer.currency_id)] ?? 1);
    if (usd < bestUsd) {
      best = offer;
      bestUsd = usd;
    }
  }
  return best;
}

// ---------------------------------------------------------------- RFQs

type RfqState =
  | 'new'
  | 'returned'
  | 'in_work'
  | 'in_work_kp'
  | 'renewed'
  | 'quoted'
  | 'canceled_new'
  | 'canceled_in_work';

const STATE_WEIGHTS: readonly (readonly [RfqState, number])[] = [
  ['new', 18],
  ['returned', 4],
  ['in_work', 26],
  ['in_work_kp', 6],
  ['renewed', 4],
  ['quoted', 30],
  ['canceled_new', 5],
  ['canceled_in_work', 7],
];

/** The client demo user's airline gets RFQs in every state. */
const CLIENT_STATES: readonly RfqState[] = [
  'new',
  'in_work',
  'in_work_kp',
  'quoted',
  'quoted',
  'quoted',
  'canceled_in_work',
  'renewed',
  'returned',
  'new',
  'in_work',
  'quoted',
];

/** How old an RFQ in each state may be, in days before the base date. */
const AGE: Record<RfqState, readonly [number, number]> = {
  new: [0, 10],
  returned: [3, 25],
  in_work: [1, 40],
  in_work_kp: [3, 40],
  renewed: [20, 160],
  quoted: [6, 180],
  canceled_new: [2, 120],
  canceled_in_work: [5, 180],
};

const FLAGS: Record<
  RfqState,
  {
    in_work: boolean;
    in_archive: boolean;
    full_quoted: boolean;
    activity: ActivityStatus;
    status: string;
  }
> = {
  new: { in_work: false, in_archive: false, full_quoted: false, activity: 'new', status: 'NEW' },
  returned: {
    in_work: false,
    in_archive: false,
    full_quoted: false,
    activity: 'returned',
    status: 'NEW',
  },
  in_work: {
    in_work: true,
    in_archive: false,
    full_quoted: false,
    activity: 'in_work',
    status: 'IN_WORK',
  },
  in_work_kp: {
    in_work: true,
    in_archive: false,
    full_quoted: false,
    activity: 'in_work',
    status: 'IN_WORK',
  },
  renewed: {
    in_work: true,
    in_archive: false,
    full_quoted: false,
    activity: 'renewed',
    status: 'IN_WORK',
  },
  quoted: {
    in_work: false,
    in_archive: true,
    full_quoted: true,
    activity: 'quoted',
    status: 'QUOTED',
  },
  canceled_new: {
    in_work: false,
    in_archive: true,
    full_quoted: false,
    activity: 'canceled',
    status: 'CANCELED',
  },
  canceled_in_work: {
    in_work: false,
    in_archive: true,
    full_quoted: false,
    activity: 'canceled',
    status: 'CANCELED',
  },
};

const CLIENT_COMMENTS = [
  'Please quote best lead time.',
  'AOG at base, please advise availability ASAP.',
  'FAA 8130-3 or dual release required.',
  'Exchange preferred, please quote exchange fee and core charge.',
  'Please quote in EUR.',
  'Traceability to the last operator needed.',
  'Quote OH and SV if available.',
  'For C-check input next month.',
  'Pool stock replenishment.',
  'Price is key; lead time up to 4 weeks is fine.',
];

const CANCEL_COMMENTS = [
  'Client bought elsewhere at a lower price.',
  'Not needed any more: aircraft returned to service.',
  'Duplicate request; handled in another RFQ.',
  'Price above the client’s budget.',
  'No offers from suppliers within the deadline.',
  'Client canceled the maintenance slot.',
];

const RETURN_COMMENTS = [
  'Waiting for the client to confirm part numbers.',
  'Wrong manager: back to the pool.',
  'On hold until the client sends the removal report.',
  'Client asked to pause this request.',
];

const PROJECT_NAMES = [
  'C-check input',
  'Pool replenishment',
  'Redelivery',
  'Winter season spares',
  'Engine shop visit',
  'Cabin refurbishment',
];

function rfqSpecs(ctx: Context, count: number): { state: RfqState; company: CompanySeed }[] {
  const { rng } = ctx;
  const buyers = [
    ...(ctx.byCategory.get(COMPANY_CATEGORY.client) ?? []),
    ...(ctx.byCategory.get(COMPANY_CATEGORY.leasingCompany) ?? []),
    ...(ctx.byCategory.get(COMPANY_CATEGORY.government) ?? []),
  ];
  if (!buyers.length) return [];
  const specs = Array.from({ length: count }, () => ({
    state: rng.weighted(STATE_WEIGHTS),
    company: rng.pick(buyers),
  }));
  const client = ctx.data.companies.find((company) => company.id === ctx.clientCompanyId);
  if (client) {
    const slots = rng.sample(
      Array.from({ length: count }, (_, index) => index),
      Math.min(count, CLIENT_STATES.length),
    );
    slots.forEach((slot, index) => {
      specs[slot] = { state: CLIENT_STATES[index] as RfqState, company: client };
    });
  }
  return specs;
}

function managerFor(ctx: Context, company: CompanySeed): ContactSeed | undefined {
  const { rng } = ctx;
  const olivia = ctx.contactIdByUser.get('sales');
  const russian = RUSSIAN_SPEAKING.has(
    (COUNTRIES[(company.country_id ?? 1) - 1] as CountryInfo).code,
  );
  if (russian && ctx.russianManagers.length && rng.bool(0.7)) return rng.pick(ctx.russianManagers);
  // The `sales` demo user gets a good share, so her lists are full.
  if (olivia !== undefined && rng.bool(0.35))
    return ctx.salesManagers.find((contact) => contact.id === olivia);
  const own = ctx.salesManagers.find((contact) => contact.id === company.manager_id);
  if (own && rng.bool(0.6)) return own;
  return ctx.salesManagers.length ? rng.pick(ctx.salesManagers) : undefined;
}

function treatyNumber(data: DemoData, companyId: number, legalEntityId: number | null): string {
  const treaty = data.treaties.find(
    (entry) =>
      entry.company_id === companyId && entry.legal_entity_id === legalEntityId && entry.is_active,
  );
  return treaty?.number ?? '';
}

interface RfqPlan {
  rfq: DemoRow<'rfq'>;
  state: RfqState;
  positions: DemoRow<'rfq_position'>[];
}

function addRfqs(ctx: Context, scale: number): RfqPlan[] {
  const { rng, data } = ctx;
  const count = data.inventory.length ? Math.round(RFQS_AT_SCALE_1 * scale) : 0;
  const specs = rfqSpecs(ctx, count)
    .map((spec) => {
      const [min, max] = AGE[spec.state];
      const date = addDays(SALES_BASE_DATE, -rng.int(min, max));
      return { ...spec, createdAt: atOfficeHours(rng, date) };
    })
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  const plans: RfqPlan[] = [];
  const salesUser = ctx.userIdByName.get('sales') ?? null;
  const clientUser = ctx.userIdByName.get('client') ?? null;
  for (const spec of specs) {
    const id = data.rfqs.length + 1;
    const flags = FLAGS[spec.state];
    const setting = ctx.settingOf.get(spec.company.id);
    const isRepair = rng.bool(0.12);
    const requested = rng.weighted([
      ['AOG', 8],
      ['CRITICAL', 10],
      ['URGENT', 22],
      ['ROUTINE', 50],
      ['STOCK', 10],
    ] as const) as RfqPriority;
    const priority = effectivePriority(requested, isRepair);
    const saleType = isRepair
      ? 'REPAIR'
      : rng.weighted([
          ['OUTRIGHT', 80],
          ['EXCHANGE', 12],
          ['LOAN', 4],
          ['CONSIGNMENT', 2],
          ['LEASE', 2],
        ] as const);
    const worked =
      spec.state !== 'new' && spec.state !== 'returned' && spec.state !== 'canceled_new';
    const manager = worked ? managerFor(ctx, spec.company) : undefined;
    const contacts = ctx.contactsOf.get(spec.company.id) ?? [];
    const created = spec.createdAt.slice(0, 10);
    const legalEntityId = setting?.legal_entity_id ?? null;
    const logistics = setting?.logistics_on ?? false;
    const included = setting?.include_transport_in_price ?? false;
    const vat = setting?.vat ?? false;
    const byClient = spec.company.id === ctx.clientCompanyId && rng.bool(0.5);
    const rfq: DemoRow<'rfq'> = {
      id,
      uuid: rng.uuid(),
      number: `RFQ-${created.slice(0, 4)}-${String(id).padStart(5, '0')}`,
      company_id: spec.company.id,
      contact_id: contacts.length ? rng.pick(contacts).id : null,
      rfq_manager_id: manager?.id ?? null,
      priority,
      is_repair: isRepair,
      sale_type_id: idOf(SALE_TYPES, saleType),
      in_work: flags.in_work,
      in_archive: flags.in_archive,
      full_quoted: flags.full_quoted,
      activity_status: flags.activity,
      rfq_status_id: idOf(RFQ_STATUSES, flags.status),
      deadline: rng.bool(0.8)
        ? addDays(created, priority === 'AOG' ? rng.int(1, 2) : rng.int(3, 30))
        : null,
      comment: rng.bool(0.4) ? rng.pick(CLIENT_COMMENTS) : '',
      cancel_comment: spec.state.startsWith('canceled') ? rng.pick(CANCEL_COMMENTS) : '',
      created_by_id: byClient ? clientUser : salesUser,
      created_at: spec.createdAt,
      updated_at: spec.createdAt,
      x_rate: null,
      main_price_unit_id: setting?.main_price_unit_id ?? currencyId('USD'),
      vat,
      vat_columns: vat,
      vat_value: setting?.vat_value ?? 0,
      logistics_on: logistics,
      include_transport_in_price: included,
      show_transport: logistics && !included,
      treaty_number: treatyNumber(data, spec.company.id, legalEntityId),
      use_default_text: true,
      margin_by_user: rng.bool(0.08) ? rng.pick([15, 20, 25, 30]) : null,
      show_cost: rng.bool(0.3),
      bill_kp: false,
      price_total_by_user: null,
      price_total_no_vat_by_user: null,
      total_paid_by_user: null,
      kp_version: setting?.kp_version ?? 3,
      legal_entity_id: legalEntityId,
      delivery_time_id: setting?.delivery_time_id ?? 35,
      conditions: '{}',
      rfq_name_by_user: rng.bool(0.15) ? `${rng.pick(PROJECT_NAMES)} ${created.slice(0, 7)}` : '',
      start_date: null,
      end_date: null,
    };
    // A user rate for the quote currency now and then, a little above the system's.
    if (rng.bool(0.05)) {
      const rate = CURRENCY_RATES[codeOf(CURRENCIES, rfq.main_price_unit_id)] ?? 1;
      rfq.x_rate = Math.round(rate * 1.02 * 10_000) / 10_000;
    }
    data.rfqs.push(rfq);
    plans.push({ rfq, state: spec.state, positions: addPositions(ctx, rfq) });
    addEvents(ctx, rfq, spec.state, manager?.id ?? null);
  }
  return plans;
}

function addPositions(ctx: Context, rfq: DemoRow<'rfq'>): DemoRow<'rfq_position'>[] {
  const { rng, data } = ctx;
  const count = rng.weighted([
    [1, 25],
    [rng.int(2, 3), 30],
    [rng.int(4, 8), 28],
    [rng.int(9, 15), 12],
    [rng.int(16, 25), 5],
  ] as const);
  const items = rng.sample(data.inventory, count);
  const each = idOf(UNITS, 'EA');
  return items.map((item, index) => {
    const position: DemoRow<'rfq_position'> = {
      id: data.rfqPositions.length + 1,
      rfq_id: rfq.id,
      index: index + 1,
      // As the client typed it: now and then without the dashes.
      requested_part_number: rng.bool(0.1) ? item.part_number.replace(/-/g, '') : item.part_number,
      inventory_id: item.id,
      quantity: rng.weighted([
        [1, 10],
        [2, 4],
        [rng.int(3, 10), 4],
        [rng.int(11, 100), 2],
      ] as const),
      unit_id: rng.bool(0.9) ? each : rng.pick([idOf(UNITS, 'SET'), idOf(UNITS, 'KIT')]),
      condition_id: rng.bool(0.4)
        ? null
        : idOf(CONDITIONS, rng.pick(['NE', 'OH', 'SV', 'NS', 'OH'])),
      comment: rng.bool(0.1)
        ? rng.pick(['Serial number tracked.', 'Need back-to-birth.', 'Alternates acceptable.'])
        : '',
      chosen_offer_id: null,
      margin_by_user: null,
      unit_price_by_user: null,
      need_offers: false,
      requested_in_ils: false,
      ils_initiator_id: null,
      ils_requested_at: null,
      created_at: rfq.created_at,
    };
    data.rfqPositions.push(position);
    return position;
  });
}

function addEvents(
  ctx: Context,
  rfq: DemoRow<'rfq'>,
  state: RfqState,
  managerId: number | null,
): void {
  const { rng, data } = ctx;
  const user = rfq.created_by_id;
  const push = (action: string, comment: string, contact: number | null, days: number) =>
    data.rfqEvents.push({
      id: data.rfqEvents.length + 1,
      rfq_id: rfq.id,
      action,
      comment,
      contact_id: contact,
      user_id: user,
      created_at: atOfficeHours(
        rng,
        minDate(addDays(rfq.created_at.slice(0, 10), days), SALES_BASE_DATE),
      ),
    });
  push('created', '', null, 0);
  if (state === 'new') return;
  if (state === 'returned') {
    push('get_in_work', '', managerId, 1);
    push('return_to_not_in_work', rng.pick(RETURN_COMMENTS), null, 2);
    return;
  }
  if (state === 'canceled_new') {
    push('cancel', rfq.cancel_comment, null, 1);
    return;
  }
  push('get_in_work', '', managerId, 1);
  if (state === 'quoted') push('finish', '', managerId, 5);
  if (state === 'canceled_in_work') push('cancel', rfq.cancel_comment, managerId, 4);
  if (state === 'renewed') {
    push('finish', '', managerId, 5);
    push('renew', '', managerId, 15);
  }
}

// ---------------------------------------------------------------- offers for RFQs, choices, KPs

function offersByGroup(data: DemoData): Map<number, DemoData['offers']> {
  const groupOf = new Map(data.inventory.map((item) => [item.id, item.group_id]));
  const result = new Map<number, DemoData['offers']>();
  for (const offer of data.offers) {
    const group = groupOf.get(offer.inventory_id) ?? 0;
    const list = result.get(group) ?? [];
    list.push(offer);
    result.set(group, list);
  }
  return result;
}

/** Fresh offers for the groups RFQs ask for; RFQs that will be quoted get at least one. */
function offerForRfqs(ctx: Context, plans: readonly RfqPlan[]): void {
  const { rng, data } = ctx;
  const groupOf = new Map(data.inventory.map((item) => [item.id, item.group_id]));
  const served = new Set<number>();
  for (const plan of plans) {
    const needsKp =
      plan.state === 'quoted' || plan.state === 'in_work_kp' || plan.state === 'renewed';
    plan.positions.forEach((position, index) => {
      const group = groupOf.get(position.inventory_id) ?? 0;
      const must = needsKp && index === 0;
      if (!must && (served.has(group) || !rng.bool(0.75))) return;
      served.add(group);
      addFreshOffers(ctx, group, plan.rfq.created_at.slice(0, 10), must ? 2 : rng.int(1, 4));
    });
  }
}

function pricingSettings(rfq: DemoRow<'rfq'>, extraMargin: number): PricingSettings {
  return {
    rates: CURRENCY_RATES,
    quoteCurrency: codeOf(CURRENCIES, rfq.main_price_unit_id),
    xRate: rfq.x_rate,
    marginSteps: MARGIN_STEPS[codeOf(SALE_TYPES, rfq.sale_type_id)] ?? [],
    marginByUser: rfq.margin_by_user,
    extraMargin,
    transportSteps: TRANSPORT_STEPS,
    logisticsOn: rfq.logistics_on,
    includeTransportInPrice: rfq.include_transport_in_price,
    vat: rfq.vat,
    vatValue: rfq.vat_value,
  };
}

function issuerId(ctx: Context, rfq: DemoRow<'rfq'>, version: number): number {
  const entities = ctx.legalEntities.map((company) => ({
    id: company.id,
    code: COUNTRIES[(company.country_id ?? 1) - 1]?.code,
  }));
  return (kpIssuer(entities, rfq.legal_entity_id, version) ?? ctx.russianEntity).id;
}

/** Chosen offers, search tasks, and KPs priced with the one pricing module. */
function quote(ctx: Context, plans: readonly RfqPlan[]): Map<number, DemoRow<'kp'>[]> {
  const { rng, data } = ctx;
  const groups = offersByGroup(data);
  const groupOf = new Map(data.inventory.map((item) => [item.id, item]));
  const partsSearch = ctx.contactIdByUser.get('parts_search') ?? null;
  const kpsByRfq = new Map<number, DemoRow<'kp'>[]>();
  for (const plan of plans) {
    const { rfq } = plan;
    const worked = rfq.rfq_manager_id !== null;
    const day = rfq.created_at.slice(0, 10);
    for (const position of plan.positions) {
      const item = groupOf.get(position.inventory_id);
      if (!item) continue;
      const offer = bestOffer(item.group_id, minDate(addDays(day, 4), SALES_BASE_DATE), groups);
      if (worked && offer) position.chosen_offer_id = offer.id;
      if (worked && !offer && plan.state === 'in_work' && rng.bool(0.5)) {
        position.need_offers = true;
        data.endPositions.push({
          id: data.endPositions.length + 1,
          position_id: position.id,
          status: rng.bool(0.5) ? 'need_updates' : 'in_work',
          comment: rng.pick([
            'No stock offers, please search.',
            'Need OH or SV offers with FAA release.',
            'Client needs it in 2 weeks: ask the MROs.',
          ]),
          manager_id: partsSearch,
          created_by_id: ctx.userOfContact.get(rfq.rfq_manager_id ?? 0) ?? null,
          created_at: atOfficeHours(rng, minDate(addDays(day, 1), SALES_BASE_DATE)),
          updated_at: atOfficeHours(rng, minDate(addDays(day, 2), SALES_BASE_DATE)),
          in_pipeline: false,
        });
      }
      if (worked && rng.bool(0.05)) position.margin_by_user = rng.pick([12, 18, 22, 28]);
      if (worked && rng.bool(0.04)) {
        position.requested_in_ils = true;
        position.ils_initiator_id = rfq.rfq_manager_id;
        position.ils_requested_at = position.created_at;
      }
    }
    const kpCount =
      plan.state === 'quoted'
        ? rng.weighted([
            [1, 3],
            [2, 1],
          ] as const)
        : plan.state === 'in_work_kp' || plan.state === 'renewed'
          ? 1
          : 0;
    const kps: DemoRow<'kp'>[] = [];
    for (let k = 0; k < kpCount; k++) {
      const kp = addKp(ctx, plan, k, groups);
      if (kp) kps.push(kp);
    }
    // A quoted RFQ always has a KP: when nothing could be priced, it was canceled instead.
    if (plan.state === 'quoted' && kps.length === 0) {
      rfq.in_work = false;
      rfq.in_archive = true;
      rfq.full_quoted = false;
      rfq.activity_status = 'canceled';
      rfq.rfq_status_id = idOf(RFQ_STATUSES, 'CANCELED');
      rfq.cancel_comment = 'No offers from suppliers within the deadline.';
    }
    if (kps.length) kpsByRfq.set(rfq.id, kps);
  }
  return kpsByRfq;
}

function addKp(
  ctx: Context,
  plan: RfqPlan,
  attempt: number,
  groups: Map<number, DemoData['offers']>,
): DemoRow<'kp'> | undefined {
  const { rng, data } = ctx;
  const { rfq } = plan;
  const day = rfq.created_at.slice(0, 10);
  const date = minDate(addDays(day, 2 + attempt * 3 + rng.int(0, 3)), SALES_BASE_DATE);
  const itemById = new Map(data.inventory.map((item) => [item.id, item]));
  const chosen = plan.positions.flatMap((position) => {
    const item = itemById.get(position.inventory_id);
    if (!item) return [];
    const offer =
      (position.chosen_offer_id !== null ? data.offers[position.chosen_offer_id - 1] : undefined) ??
      bestOffer(item.group_id, date, groups);
    if (!offer || !offer.is_active) return [];
    if (offer.valid_until !== null && offer.valid_until < date) return [];
    if (offer.created_at.slice(0, 10) > date) return [];
    return [{ position, offer }];
  });
  if (!chosen.length) return undefined;
  const version =
    attempt === 0 ? rfq.kp_version : rng.pick([1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const);
  const extra = ctx.settingOf.get(rfq.company_id)?.extra_margin ?? 0;
  const settings = pricingSettings(rfq, extra);
  const deliveryDays = DELIVERY_TIMES.find(([id]) => id === rfq.delivery_time_id)?.[2] ?? 0;
  const rows = chosen.map(({ position, offer }) =>
    rowToPriceFrom(offer, codeOf(CURRENCIES, offer.currency_id), position.quantity, position),
  );
  const priced = priceQuote(rows, settings, rfq, date, deliveryDays);
  const documentType = kpDocumentType(rfq, version);
  const conditions = pickConditions(
    data.textConditions.filter((text) => text.document_type === documentType),
    {
      company: rfq.company_id,
      forRepair: rfq.is_repair,
      language: kpVersion(version).language,
      logisticsOn: rfq.logistics_on,
      typed: {},
    },
  );
  const id = data.kps.length + 1;
  const kp: DemoRow<'kp'> = {
    id,
    uuid: rng.uuid(),
    number: `KP-${date.slice(0, 4)}-${String(id).padStart(5, '0')}`,
    rfq_id: rfq.id,
    version,
    date,
    valid_until: addDays(date, 30),
    created_by_id:
      ctx.userOfContact.get(rfq.rfq_manager_id ?? 0) ?? ctx.userIdByName.get('sales') ?? null,
    manager_id: rfq.rfq_manager_id,
    ...kpHeadFrom(rfq, priced),
    legal_entity_id: issuerId(ctx, rfq, version),
    document_type: documentType,
    conditions: JSON.stringify(conditions),
    treaty_number: rfq.treaty_number,
    number_po: rng.bool(0.3) ? `PO-45${rng.digits(8)}` : '',
    ...kpTotalsFrom(priced),
    file_id: null,
    created_at: atOfficeHours(rng, date),
  };
  data.kps.push(kp);
  chosen.forEach(({ position, offer }, index) => {
    const line = priced.lines[index];
    const item = itemById.get(offer.inventory_id);
    const requested = itemById.get(position.inventory_id);
    if (!line || !item || !requested) return;
    const certificate =
      offer.certificate_id !== null
        ? String(CERTIFICATE_TYPES[offer.certificate_id - 1]?.[0] ?? '')
        : null;
    data.kpRows.push({
      id: data.kpRows.length + 1,
      ...kpRowFrom(
        id,
        index + 1,
        { ...position, description: requested.description },
        { ...offer, part_number: item.part_number, description: item.description, certificate },
        position.quantity,
        line,
      ),
    });
  });
  return kp;
}

// ---------------------------------------------------------------- orders

const KP_ORDER_STATUSES: readonly (readonly [string, number])[] = [
  ['NEW', 3],
  ['CONFIRMED', 3],
  ['IN_PROGRESS', 3],
  ['AWAITING_PAYMENT', 2],
  ['PAID', 2],
  ['PARTIALLY_SHIPPED', 2],
  ['SHIPPED', 2],
  ['DELIVERED', 2],
  ['CLOSED', 2],
  ['CANCELED', 1],
];

const ORDER_CANCEL_COMMENTS = [
  'Client canceled the purchase order.',
  'Supplier could not deliver; client informed.',
  'Aircraft phased out, parts not needed.',
];

function positionStatus(rng: Prng, status: string): DemoRow<'order_position'>['active_status'] {
  switch (status) {
    case 'CANCELED':
      return 'canceled';
    case 'DELIVERED':
    case 'CLOSED':
    case 'SHIPPED':
      return 'delivered';
    case 'PARTIALLY_SHIPPED':
      return rng.bool(0.5) ? 'delivered' : 'active';
    default:
      return rng.bool(0.06) ? 'canceled' : 'active';
  }
}

/** Orders from KPs: the client's airline always orders twice, others about half the time. */
function orderFromKps(
  ctx: Context,
  plans: readonly RfqPlan[],
  kpsByRfq: Map<number, DemoRow<'kp'>[]>,
): void {
  const { rng, data } = ctx;
  let clientOrders = 0;
  for (const plan of plans) {
    if (plan.state !== 'quoted' && plan.state !== 'renewed') continue;
    const kps = kpsByRfq.get(plan.rfq.id);
    const kp = kps?.[kps.length - 1];
    if (!kp) continue;
    const forClient = plan.rfq.company_id === ctx.clientCompanyId && clientOrders < 2;
    if (!forClient && !rng.bool(plan.state === 'quoted' ? 0.45 : 0.3)) continue;
    if (forClient) clientOrders += 1;
    const date = minDate(addDays(kp.date, rng.int(1, 14)), SALES_BASE_DATE);
    const age = (Date.parse(SALES_BASE_DATE) - Date.parse(date)) / 86_400_000;
    const status =
      age < 10 ? rng.weighted(KP_ORDER_STATUSES.slice(0, 3)) : rng.weighted(KP_ORDER_STATUSES);
    const rows = data.kpRows.filter((row) => row.kp_id === kp.id);
    const id = data.orders.length + 1;
    const created = atOfficeHours(rng, date);
    const fromKp = orderFromKp(
      { ...kp, conditions: JSON.parse(kp.conditions) as KpConditions },
      plan.rfq,
      rows,
    );
    data.orders.push({
      id,
      uuid: rng.uuid(),
      number: `SO-${date.slice(0, 4)}-${String(id).padStart(5, '0')}`,
      date,
      ...fromKp,
      status_id: orderStatusId(status),
      created_at: created,
      // Demo orders all came with a purchase order, and were not promised before they were made.
      po_number: kp.number_po || `PO-45${rng.digits(8)}`,
      delivery_date: maxDate(date, fromKp.delivery_date ?? date),
      comment: rng.bool(0.2) ? 'Ship with the next consolidation.' : '',
      cancel_comment: status === 'CANCELED' ? rng.pick(ORDER_CANCEL_COMMENTS) : '',
      updated_at: created,
    });
    for (const row of rows) {
      const positionId = data.orderPositions.length + 1;
      const activeStatus = positionStatus(rng, status);
      data.orderPositions.push({
        id: positionId,
        ...orderPositionFrom(id, row, plan.rfq.deadline),
        active_status: activeStatus,
        comment: '',
        has_problem: rng.bool(0.05),
        created_at: created,
        ...followUp(positionId, activeStatus, created),
      });
    }
  }
}

/**
 * How far a demo position's follow-up went (no random draws, so the sales stream stays as it
 * was): two active positions in three are confirmed, the rest wait; delivered ones were.
 */
function followUp(id: number, status: string, at: string) {
  const confirmed = status === 'delivered' || (status === 'active' && id % 3 !== 0);
  return {
    confirmed,
    confirmed_at: confirmed ? at : null,
    delivery_type_id: null,
    planning_date: null,
    updated_at: at,
  };
}

/** The spine's orders get a manager, PO, treaty, delivery date and positions summing to the total. */
function enrichHistoricalOrders(ctx: Context, count: number): void {
  const { rng, data } = ctx;
  const companyById = new Map(data.companies.map((company) => [company.id, company]));
  for (const order of data.orders.slice(0, count)) {
    const company = companyById.get(order.company_id);
    const setting = ctx.settingOf.get(order.company_id);
    const status = ORDER_STATUSES[order.status_id - 1]?.[1] ?? 'NEW';
    order.manager_id = company?.manager_id ?? null;
    order.priority = rng.weighted([
      ['AOG', 1],
      ['CRITICAL', 1],
      ['URGENT', 3],
      ['ROUTINE', 8],
      ['STOCK', 2],
    ] as const);
    order.po_number = rng.bool(0.6) ? `PO-${rng.digits(6)}` : '';
    order.legal_entity_id = setting?.legal_entity_id ?? null;
    order.treaty_number = treatyNumber(data, order.company_id, order.legal_entity_id);
    order.delivery_date = addDays(order.date, rng.int(5, 60));
    if (status === 'CANCELED') order.cancel_comment = rng.pick(ORDER_CANCEL_COMMENTS);
    const lines = rng.int(1, 5);
    const weights = Array.from({ length: lines }, () => 0.2 + rng.float());
    const sum = weights.reduce((total, weight) => total + weight, 0);
    let total = 0;
    weights.forEach((weight, index) => {
      const item = rng.pick(data.inventory);
      const quantity =
        index === lines - 1
          ? 1
          : rng.weighted([
              [1, 5],
              [2, 2],
              [rng.int(3, 6), 1],
            ] as const);
      const unitPrice = Math.max(1, roundMoney((order.total * weight) / sum / quantity));
      const lineTotal = roundMoney(unitPrice * quantity);
      total = roundMoney(total + lineTotal);
      // Drawn in the order the fields were always drawn in, so the random stream stays as it was.
      const conditionId = idOf(CONDITIONS, rng.pick(['NE', 'OH', 'SV', 'NS']));
      const activeStatus = positionStatus(rng, status);
      const positionId = data.orderPositions.length + 1;
      data.orderPositions.push({
        id: positionId,
        order_id: order.id,
        index: index + 1,
        inventory_id: item.id,
        part_number: item.part_number,
        description: item.description,
        condition_id: conditionId,
        quantity,
        unit_id: idOf(UNITS, 'EA'),
        unit_price: unitPrice,
        total: lineTotal,
        active_status: activeStatus,
        esd_date: order.delivery_date,
        deadline: null,
        supplier_id: null,
        offer_id: null,
        kp_row_id: null,
        comment: '',
        has_problem: false,
        created_at: order.created_at,
        ...followUp(positionId, activeStatus, order.created_at),
      });
    });
    order.total = total;
    order.total_vat = total;
  }
}

// ---------------------------------------------------------------- the pass

export function addSalesData(data: DemoData, scale: number): void {
  const rng = new Prng(SALES_SEED);
  const base = context(rng, data);
  const russian = addRussianEntity(base);
  const ctx: Context = { ...base, ...russian };
  ctx.legalEntities = [...ctx.legalEntities, russian.russianEntity];
  addRussianTexts(data);
  groupAlternates(ctx);
  enrichOffers(ctx);
  const historicalOrders = data.orders.length;
  enrichHistoricalOrders(ctx, historicalOrders);
  const plans = addRfqs(ctx, scale);
  offerForRfqs(ctx, plans);
  const kpsByRfq = quote(ctx, plans);
  orderFromKps(ctx, plans, kpsByRfq);
  addSearchTasks(data);
}
