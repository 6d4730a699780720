/**
 * Who may read each field of each response: decided here, once, for every route (the server's
 * route helper passes every JSON answer through `shapeFor`, and refuses a whole answer whose
 * audience the caller is not in before it is computed), and read by the renderer to know what it
 * will get (session/powers.ts).
 *
 * Three audiences, each seeing what the ones before it see:
 *   - 'client': everyone who may call the route, the client too: our prices, its own records;
 *   - 'staff': every staff role: suppliers, offers, our notes, the quotation's workings;
 *   - 'pricing': the roles that quote or set prices and the auditor (PRICING_ROLES): our costs,
 *     margins and the extra margin of a company.
 *
 * Bare names mean different things in different answers (an offer's `price` is what we pay, a KP
 * row's `unit_price` is what the client pays), so the table is per response shape, not per field
 * name: each shape lists every field of its type in src-shared/api (`FieldsOf<T>` makes a field
 * added to the type fail to compile here until its audience is decided). What a shape does not list
 * never reaches a client. Our decisions, written beside the fields: the client gets its own
 * request back and our prices and documents, never our costs, margins, suppliers, sourcing or notes.
 */
import type {
  Assessment,
  AssessmentDetail,
  AssessmentSaved,
  MedianPrice,
  PriceEvidence,
  ProductAssessment,
  ProductForAssessment,
  ReasonableAssessment,
} from '../api/assessment.ts';
import type { Ref } from '../api/records.ts';
import type { Paginated } from '../api/results.ts';
import type {
  Address,
  BankProperty,
  CompanyAddress,
  CompanyDeal,
  CompanyDetail,
  CompanyGuiding,
  CompanyListItem,
  CompanyOffer,
  CompanySelectorItem,
  CountryRef,
  PartProduced,
  QuotationSetting,
  Treaty,
} from '../api/company.ts';
import type {
  Consolidation,
  ConsolidationDetail,
  ConsolidationDocument,
} from '../api/consolidation.ts';
import type {
  ChatContact,
  ContactAnalyticsItem,
  ContactProfile,
  ContactSettings,
} from '../api/contact.ts';
import type { HistoryChange, HistoryEntry, ShortHistory } from '../api/history.ts';
import type { MessagingSettings } from '../api/messaging.ts';
import type {
  ActivityOffer,
  EndPositionBulkResult,
  EndPositionItem,
  IlsRequest,
} from '../api/end-position.ts';
import type { FileOwner, StoredFile } from '../api/file.ts';
import type {
  ContactSummary,
  PresetSettings,
  QuoteMail,
  QuotePhone,
  RefItem,
  TextCondition,
  UserInfo,
} from '../api/home.ts';
import type {
  InventoryPart,
  InventoryRequest,
  InventoryState,
  InventorySuggestion,
  InventoryTreeNode,
} from '../api/inventory.ts';
import type { KpDetail, KpPositionItem, KpRow, KpSummary, LegalEntityDetail } from '../api/kp.ts';
import type { OfferHistoryEntry, offerTermsFields, SupplierOffer } from '../api/offer.ts';
import type { OrderDetail, OrderListItem, OrderPosition } from '../api/order.ts';
import type { OrderPositionItem } from '../api/order-position.ts';
import type {
  BulkResult,
  HistoricalKpPosition,
  KpConditions,
  PositionInventory,
  RfqDetail,
  RfqListItem,
  RfqPosition,
  RfqQuotation,
  RfqTextBlock,
} from '../api/rfq.ts';
import type {
  BaseSettings,
  CurrencyRates,
  DeliveryTimeSetting,
  SaleTypeMargin,
  TransportMargin,
  WarrantyTerm,
} from '../api/setting.ts';
import type {
  Location,
  PositionToBook,
  Product,
  productLineFields,
  ProductDetail,
  ProductExtraData,
  ProductStatistics,
  ProductsAggregation,
} from '../api/product.ts';
import type {
  ProductRequest,
  ProductRequestDetail,
  RequestedProduct,
} from '../api/product-request.ts';
import type { PurchaseOrder, PurchaseOrderDetail, PurchasePosition } from '../api/purchase.ts';
import type {
  CountedProduct,
  ScanResult,
  Stocktaking,
  StocktakingDetail,
} from '../api/stocktaking.ts';
import type { ServiceRequest, ServiceRequestComment } from '../api/service-request.ts';
import type { Urgent } from '../api/urgent.ts';
import type { QuoteTotals } from './pricing.ts';
import { can } from './permissions.ts';
import { ROLE_URL, ROLES, type Role } from './roles.ts';

export const AUDIENCES = ['client', 'staff', 'pricing'] as const;
export type Audience = (typeof AUDIENCES)[number];

/**
 * The roles that quote or set prices, and the auditor: they see our costs and margins. They are
 * the readers of the permission area 'pricing' (permissions.ts), so the table of grants is the one
 * place that says who prices. Our decision on the auditor: it reads everything, and checking how
 * we priced is what an audit is for; it writes nothing, so it prices nothing.
 */
export const PRICING_ROLES: readonly Role[] = ROLES.filter((role) => can([role], 'pricing'));

/** Which audience a caller is in: the client by its `{role}` url (as the server scopes it). */
export function viewerOf(roles: readonly Role[], roleUrl: string | null | undefined): Audience {
  if (roleUrl === ROLE_URL.CLIENT) return 'client';
  return can(roles, 'pricing') ? 'pricing' : 'staff';
}

/** Whether a caller of audience `viewer` may read what is meant for `audience`. */
export function sees(viewer: Audience, audience: Audience): boolean {
  return AUDIENCES.indexOf(viewer) >= AUDIENCES.indexOf(audience);
}

// ---------------------------------------------------------------- rules

/**
 * A field's rule: an audience alone for a plain value (text, number, date, list of those), or an
 * object (each of its fields ruled again), a map (keys are data, each value ruled), or opaque JSON
 * the caller wrote itself (its own table settings). A rule on a list applies to each item.
 */
export type FieldRule = Audience | ObjectRule | MapRule | OpaqueRule;

export interface ObjectRule {
  kind: 'object';
  audience: Audience;
  fields: Readonly<Record<string, FieldRule>>;
}

export interface MapRule {
  kind: 'map';
  audience: Audience;
  each: FieldRule;
}

export interface OpaqueRule {
  kind: 'opaque';
  audience: Audience;
}

/** Every field of T, each with its rule: a field added to T must be decided here. */
type FieldsOf<T> = { readonly [K in keyof Required<T>]: FieldRule };

function object<T>(fields: FieldsOf<T>, audience: Audience = 'client'): ObjectRule {
  return { kind: 'object', audience, fields };
}

function map(each: FieldRule, audience: Audience = 'client'): MapRule {
  return { kind: 'map', audience, each };
}

function opaque(audience: Audience = 'client'): OpaqueRule {
  return { kind: 'opaque', audience };
}

export function audienceOf(rule: FieldRule): Audience {
  return typeof rule === 'string' ? rule : rule.audience;
}

// ---------------------------------------------------------------- shapes

const REF: FieldsOf<Ref> = { id: 'client', name: 'client' };
const REF_ITEM: FieldsOf<RefItem> = {
  id: 'client',
  name: 'client',
  code: 'client',
  symbol: 'client',
  days: 'client',
};
const COUNTRY: FieldsOf<CountryRef> = { id: 'client', name: 'client', code: 'client' };
const DETAIL = object<{ detail: string }>({ detail: 'client' });
const ref = (audience: Audience = 'client') => object(REF, audience);
const refItem = (audience: Audience = 'client') => object(REF_ITEM, audience);

/** A page of `item`s: as wholly for its items' audience as they are. */
function page(item: ObjectRule): ObjectRule {
  return object<Paginated<unknown>>(
    {
      count: item.audience,
      next: item.audience,
      previous: item.audience,
      results: item,
    },
    item.audience,
  );
}

const CONDITIONS: FieldsOf<KpConditions> = {
  payment: 'client',
  delivery: 'client',
  shipping: 'client',
  exchange: 'client',
  warranty: 'client',
  loan: 'client',
};

const CONTACT: FieldsOf<ContactSummary> = {
  id: 'client',
  name: 'client',
  surname: 'client',
  email: 'client',
  phone: 'client',
  position: 'client',
  company: ref(),
};

const PRESETS: FieldsOf<PresetSettings> = {
  setting: opaque(),
  active_setting: opaque(),
};

const USER_INFO: FieldsOf<UserInfo> = {
  id: 'client',
  username: 'client',
  contact: object(CONTACT),
  user_groups: 'client',
  url: 'client',
  company: ref(),
  companies: ref(),
  quotes_mail: object<QuoteMail>({ id: 'client', email: 'client', name: 'client' }),
  quotes_phone: object<QuotePhone>({ id: 'client', phone: 'client', name: 'client' }),
  // The caller's own column and filter settings, as it saved them.
  table_setting: opaque(),
  productsHeaderList: 'client',
  preset_settings: object(PRESETS),
};

/** Every reference list of base_info is a list of reference items. */
const BASE_INFO = map(refItem());

/** The condition texts are what a quotation is composed from: staff only (a client gets the issued PDF). */
const TEXT_CONDITION: FieldsOf<TextCondition> = {
  id: 'staff',
  company: ref('staff'),
  document_type: 'staff',
  condition_type: 'staff',
  for_repair: 'staff',
  logistics_on: 'staff',
  language: 'staff',
  text: 'staff',
};

// ------------------------------------------------ companies

const COMPANY_ITEM: FieldsOf<CompanyListItem> = {
  id: 'client',
  name: 'client',
  category: ref(),
  country: object(COUNTRY),
  city: 'client',
  holding_company: ref(),
  email: 'client',
  phone: 'client',
  website: 'client',
  vat_number: 'client',
  // The sales manager who looks after the company: the client's contact with us.
  manager: ref(),
  // What we add on top of our margins for this company.
  extra_margin: 'pricing',
  deals_count: 'client',
  // How many supplier offers the company made us: sourcing.
  offers_count: 'staff',
  created_at: 'client',
};

const ADDRESS: FieldsOf<Address> = {
  id: 'client',
  country: object(COUNTRY),
  city: 'client',
  address: 'client',
  zip_code: 'client',
  contact_name: 'client',
  phone: 'client',
};

const COMPANY_ADDRESS: FieldsOf<CompanyAddress> = { ...ADDRESS, kind: 'client' };

const GUIDING: FieldsOf<CompanyGuiding> = {
  id: 'client',
  contact: object<CompanyGuiding['contact']>({
    ...CONTACT,
    telegram_link: 'client',
    time_zone: 'client',
  }),
  is_main: 'client',
};

const BANK: FieldsOf<BankProperty> = {
  id: 'client',
  bank_name: 'client',
  swift: 'client',
  account_number: 'client',
  correspondent_account: 'client',
  currency: refItem(),
};

const DEAL: FieldsOf<CompanyDeal> = {
  id: 'client',
  number: 'client',
  date: 'client',
  total: 'client',
  currency: refItem(),
  status: ref(),
};

/**
 * The terms of a supplier offer (offerTermsFields of api/offer.ts), in every record that spreads
 * them: what we would pay, so staff's.
 */
const OFFER_TERMS: FieldsOf<Pick<SupplierOffer, keyof typeof offerTermsFields>> = {
  condition: refItem('staff'),
  quantity: 'staff',
  price: 'staff',
  currency: refItem('staff'),
  lead_time_days: 'staff',
  valid_until: 'staff',
  is_active: 'staff',
};

/** Offers the company made us as a supplier: what we would pay. */
const COMPANY_OFFER: FieldsOf<CompanyOffer> = {
  id: 'staff',
  part_number: 'staff',
  description: 'staff',
  ...OFFER_TERMS,
  status: 'staff',
};

const PART_PRODUCED: FieldsOf<PartProduced> = {
  id: 'client',
  part_number: 'client',
  description: 'client',
  ata_chapter: 'client',
};

/** How we quote the company: our settings, with our extra margin for the pricing roles only. */
const QUOTATION_SETTING: FieldsOf<QuotationSetting> = {
  id: 'staff',
  kp_version: 'staff',
  legal_entity: ref('staff'),
  main_price_unit: refItem('staff'),
  vat: 'staff',
  vat_value: 'staff',
  logistics_on: 'staff',
  include_transport_in_price: 'staff',
  delivery_time: ref('staff'),
  extra_margin: 'pricing',
};

const COMPANY_DETAIL: FieldsOf<CompanyDetail> = {
  ...COMPANY_ITEM,
  address: 'client',
  // Our notes about the company.
  comment: 'staff',
  company_pick_up_address: object(ADDRESS),
  company_ship_address: object(ADDRESS),
  company_guidings: object(GUIDING),
  bank_properties: object(BANK),
  company_deals: object(DEAL),
  offers: object(COMPANY_OFFER, 'staff'),
  parts_produced: object(PART_PRODUCED),
  quotation_setting: object(QUOTATION_SETTING, 'staff'),
  treaties_count: 'client',
};

const TREATY: FieldsOf<Treaty> = {
  id: 'client',
  number: 'client',
  date: 'client',
  valid_until: 'client',
  legal_entity: ref(),
  currency: refItem(),
  payment_terms: 'client',
  // How much we let the company owe us: our risk decision.
  credit_limit: 'staff',
  is_active: 'client',
  comment: 'staff',
};

const COMPANY_SELECTOR: FieldsOf<CompanySelectorItem> = {
  id: 'client',
  name: 'client',
  category: 'client',
};

// ------------------------------------------------ RFQs

const RFQ_ITEM: FieldsOf<RfqListItem> = {
  id: 'client',
  number: 'client',
  created_at: 'client',
  deadline: 'client',
  company: ref(),
  contact: ref(),
  rfq_manager: ref(),
  priority: 'client',
  is_repair: 'client',
  sale_type: ref(),
  in_work: 'client',
  in_archive: 'client',
  full_quoted: 'client',
  activity_status: 'client',
  rfq_status: ref(),
  positions_count: 'client',
  kp_count: 'client',
  // The client's own words when it asked.
  comment: 'client',
  // Why we canceled it ("bought elsewhere at a lower price"): our note.
  cancel_comment: 'staff',
};

/** The quotation head is our working copy: staff; its margin is pricing. */
const QUOTATION: FieldsOf<RfqQuotation> = {
  priority: 'staff',
  is_repair: 'staff',
  sale_type: ref('staff'),
  xRate: 'staff',
  xRateBySystem: 'staff',
  main_price_unit: refItem('staff'),
  vat: 'staff',
  vat_columns: 'staff',
  vat_value: 'staff',
  logistics_on: 'staff',
  include_transport_in_price: 'staff',
  showTransport: 'staff',
  treaty_number: 'staff',
  all_priorities: 'staff',
  useDefaultText: 'staff',
  marginByUserInRFQHead: 'pricing',
  showCost: 'staff',
  bill_kp: 'staff',
  priceTotalByUser: 'staff',
  priceTotalNoVatByUser: 'staff',
  totalPaidByUser: 'staff',
  kp_version: 'staff',
  legal_entity: ref('staff'),
  delivery_time: ref('staff'),
  conditions: object(CONDITIONS, 'staff'),
};

const TEXT_BLOCK: FieldsOf<RfqTextBlock> = {
  rfqNameByUser: 'staff',
  start_date: 'staff',
  end_date: 'staff',
};

const POSITION_INVENTORY: FieldsOf<PositionInventory> = {
  id: 'client',
  part_number: 'client',
  description: 'client',
  // Alternates and whether we have offers: our sourcing.
  group: object<PositionInventory['group']>(
    { id: 'staff', name: 'staff', have_offers: 'staff' },
    'staff',
  ),
};

const RFQ_POSITION: FieldsOf<RfqPosition> = {
  id: 'client',
  rfq: 'client',
  index: 'client',
  requested_part_number: 'client',
  inventory: object(POSITION_INVENTORY),
  quantity: 'client',
  unit: refItem(),
  condition: refItem(),
  comment: 'client',
  offers_count: 'staff',
  active_offers_count: 'staff',
  requested_in_ils: 'staff',
  ils_initiator: ref('staff'),
  // The supplier offer we quote from.
  chosen_offer: 'staff',
  margin_by_user: 'pricing',
  // A price typed while pricing: the client gets prices from the KP.
  unit_price_by_user: 'pricing',
  need_offers: 'staff',
};

const KP_SUMMARY: FieldsOf<KpSummary> = {
  id: 'client',
  number: 'client',
  version: 'client',
  date: 'client',
  valid_until: 'client',
  created_by: ref(),
  currency: refItem(),
  total: 'client',
  positions_count: 'client',
  order: 'client',
  has_file: 'client',
};

const RFQ_DETAIL: FieldsOf<RfqDetail> = {
  ...RFQ_ITEM,
  quotation: object(QUOTATION, 'staff'),
  text: object(TEXT_BLOCK, 'staff'),
  positions: object(RFQ_POSITION),
  rfq_kp: object(KP_SUMMARY),
};

const BULK_RESULT: FieldsOf<BulkResult> = { detail: 'client', results: object(RFQ_ITEM) };

// ------------------------------------------------ search tasks (end positions)

/** Parts search work is our sourcing: staff only (a client has no grant to reach it either). */
const ACTIVITY_OFFER: FieldsOf<ActivityOffer> = {
  id: 'staff',
  part_number: 'staff',
  supplier: ref('staff'),
  quantity: 'staff',
  price: 'staff',
  currency: refItem('staff'),
  condition: refItem('staff'),
  lead_time_days: 'staff',
  created_at: 'staff',
};

const END_POSITION_ITEM: FieldsOf<EndPositionItem> = {
  id: 'staff',
  status: 'staff',
  comment: 'staff',
  manager: ref('staff'),
  created_at: 'staff',
  in_pipeline: 'staff',
  waiting_since: 'staff',
  position: object<EndPositionItem['position']>(
    {
      id: 'staff',
      part_number: 'staff',
      quantity: 'staff',
      condition: refItem('staff'),
      requested_in_ils: 'staff',
      ils_initiator: ref('staff'),
      offers_count: 'staff',
      active_offers_count: 'staff',
    },
    'staff',
  ),
  rfq: object<EndPositionItem['rfq']>(
    { id: 'staff', number: 'staff', priority: 'staff', company: ref('staff') },
    'staff',
  ),
  offer: object(ACTIVITY_OFFER, 'staff'),
};

const END_POSITION_BULK: FieldsOf<EndPositionBulkResult> = {
  detail: 'staff',
  results: object(END_POSITION_ITEM, 'staff'),
};

const ILS_REQUEST: FieldsOf<IlsRequest> = {
  id: 'staff',
  position: 'staff',
  part_number: 'staff',
  quantity: 'staff',
  condition: refItem('staff'),
  rfq: ref('staff'),
  ils_initiator: ref('staff'),
  requested_at: 'staff',
};

/** Earlier KP rows of other clients: staff. */
const HISTORICAL_KP_POSITION: FieldsOf<HistoricalKpPosition> = {
  kp: object<HistoricalKpPosition['kp']>(
    { id: 'staff', number: 'staff', date: 'staff', version: 'staff' },
    'staff',
  ),
  rfq: object<HistoricalKpPosition['rfq']>({ id: 'staff', number: 'staff' }, 'staff'),
  client: ref('staff'),
  part_number: 'staff',
  quantity: 'staff',
  unit_price: 'staff',
  currency: refItem('staff'),
  condition: refItem('staff'),
  lead_time_days: 'staff',
};

// ------------------------------------------------ KPs

const KP_ROW: FieldsOf<KpRow> = {
  index: 'client',
  position: 'client',
  // The supplier offer the row was priced from.
  offer: 'staff',
  part_number: 'client',
  requested_part_number: 'client',
  description: 'client',
  condition: refItem(),
  quantity: 'client',
  unit: refItem(),
  unit_cost: 'pricing',
  margin_percent: 'pricing',
  unit_transport: 'client',
  unit_price: 'client',
  total: 'client',
  vat: 'client',
  total_with_vat: 'client',
  lead_time_days: 'client',
  delivery_date: 'client',
  certificate: 'client',
};

/** Our issuing entity: its name for everyone; its letterhead and bank for composing (staff). */
const LEGAL_ENTITY: FieldsOf<LegalEntityDetail> = {
  id: 'client',
  name: 'client',
  code: 'staff',
  address: 'staff',
  country: object(COUNTRY, 'staff'),
  vat_number: 'staff',
  email: 'staff',
  phone: 'staff',
  bank: object<NonNullable<LegalEntityDetail['bank']>>(
    { bank_name: 'staff', swift: 'staff', account_number: 'staff' },
    'staff',
  ),
};

const TOTALS: FieldsOf<QuoteTotals> = {
  goods: 'client',
  transport: 'client',
  totalNoVat: 'client',
  vat: 'client',
  total: 'client',
};

/**
 * A KP as the client may read it: its rows at our prices, the shown totals, the conditions as
 * issued. What composing another document needs (our letterhead, the system totals beside the
 * typed ones, document type, layout flags) is staff.
 */
const KP_DETAIL: FieldsOf<KpDetail> = {
  ...KP_SUMMARY,
  rfq: object<KpDetail['rfq']>({ id: 'client', number: 'client' }),
  client: object<KpDetail['client']>({
    id: 'client',
    name: 'client',
    address: 'client',
    city: 'client',
    country: object(COUNTRY),
    vat_number: 'client',
  }),
  contact: ref(),
  legal_entity: object(LEGAL_ENTITY),
  manager: object<KpDetail['manager']>({ name: 'client', email: 'client', phone: 'client' }),
  document_type: 'staff',
  vat: 'client',
  vat_value: 'client',
  vat_columns: 'staff',
  logistics_on: 'client',
  include_transport_in_price: 'client',
  show_transport: 'staff',
  rows: object(KP_ROW),
  // Before the totals typed by the user: our workings.
  totals: object(TOTALS, 'staff'),
  shown_totals: object(TOTALS),
  conditions: object(CONDITIONS),
  treaty_number: 'client',
  number_po: 'client',
};

const KP_POSITION: FieldsOf<KpPositionItem> = {
  ...KP_ROW,
  id: 'client',
  kp: object<KpPositionItem['kp']>({
    id: 'client',
    number: 'client',
    date: 'client',
    version: 'client',
  }),
  rfq: object<KpPositionItem['rfq']>({ id: 'client', number: 'client' }),
  client: ref(),
  currency: refItem(),
};

// ------------------------------------------------ offers (what we pay: staff)

const SUPPLIER_OFFER: FieldsOf<SupplierOffer> = {
  id: 'staff',
  inventory: object<SupplierOffer['inventory']>(
    { id: 'staff', part_number: 'staff', description: 'staff' },
    'staff',
  ),
  is_alternate: 'staff',
  company: ref('staff'),
  ...OFFER_TERMS,
  status: 'staff',
  deactivated: 'staff',
  certificate: refItem('staff'),
  location: 'staff',
  comment: 'staff',
  created_by: ref('staff'),
  created_at: 'staff',
  updated_at: 'staff',
};

// The audit trail's history (our people's work: staff). A change's pricing columns are left out
// for the other staff by the server itself (src-shared/domain/audit.ts PRICING_COLUMNS).
const HISTORY_CHANGE: FieldsOf<HistoryChange> = {
  table: 'staff',
  table_label: 'staff',
  record_id: 'staff',
  record_label: 'staff',
  op: 'staff',
  fields: opaque('staff'),
};
const HISTORY_ENTRY = object<HistoryEntry>(
  {
    id: 'staff',
    at: 'staff',
    user: ref('staff'),
    contact_id: 'staff',
    role: 'staff',
    action_type: 'staff',
    method: 'staff',
    title: 'staff',
    changes_count: 'staff',
    changes: object(HISTORY_CHANGE, 'staff'),
  },
  'staff',
);
const SHORT_HISTORY = object<ShortHistory>(
  { days: 'staff', count: 'staff', by_day: opaque('staff'), latest: HISTORY_ENTRY },
  'staff',
);

const OFFER_HISTORY: FieldsOf<OfferHistoryEntry> = {
  id: 'staff',
  changed_at: 'staff',
  changed_by: ref('staff'),
  action: 'staff',
  changes: opaque('staff'),
  comment: 'staff',
};

// ------------------------------------------------ inventory (our sourcing: staff)

const INVENTORY_PART: FieldsOf<InventoryPart> = {
  id: 'staff',
  part_number: 'staff',
  description: 'staff',
  manufacturer: ref('staff'),
  ata_chapter: refItem('staff'),
  component_type: 'staff',
  offers_count: 'staff',
  active_offers_count: 'staff',
  unknown_since: 'staff',
};

const INVENTORY_REQUEST: FieldsOf<InventoryRequest> = {
  position_id: 'staff',
  rfq: object<InventoryRequest['rfq']>({ id: 'staff', number: 'staff' }, 'staff'),
  company: ref('staff'),
  requested_part_number: 'staff',
  quantity: 'staff',
  created_at: 'staff',
  in_work: 'staff',
  need_offers: 'staff',
};

const INVENTORY_TREE_NODE: FieldsOf<InventoryTreeNode> = {
  id: 'staff',
  part_number: 'staff',
  description: 'staff',
  is_found: 'staff',
  offers: object<InventoryTreeNode['offers'][number]>(
    {
      id: 'staff',
      company: ref('staff'),
      condition: refItem('staff'),
      price: 'staff',
      currency: refItem('staff'),
      status: 'staff',
    },
    'staff',
  ),
};

const INVENTORY_SUGGESTION: FieldsOf<InventorySuggestion> = {
  id: 'staff',
  part_number: 'staff',
  description: 'staff',
  alts_count: 'staff',
};

const INVENTORY_STATE: FieldsOf<InventoryState> = {
  part_number: 'staff',
  found: 'staff',
  part: object(INVENTORY_PART, 'staff'),
  group: object<NonNullable<InventoryState['group']>>(
    { id: 'staff', name: 'staff', have_offers: 'staff' },
    'staff',
  ),
  part_alts: object(INVENTORY_PART, 'staff'),
  alts_count: 'staff',
  inventory_oem: ref('staff'),
  offer_status: 'staff',
  offers: object(SUPPLIER_OFFER, 'staff'),
  offers_count: 'staff',
  requests: object(INVENTORY_REQUEST, 'staff'),
  requests_count: 'staff',
  tree: object(INVENTORY_TREE_NODE, 'staff'),
  suggestions: object(INVENTORY_SUGGESTION, 'staff'),
};

// ------------------------------------------------ orders

const ORDER_ITEM: FieldsOf<OrderListItem> = {
  id: 'client',
  number: 'client',
  date: 'client',
  company: ref(),
  kp: object<NonNullable<OrderListItem['kp']>>({ id: 'client', number: 'client' }),
  rfq: object<NonNullable<OrderListItem['rfq']>>({ id: 'client', number: 'client' }),
  manager: ref(),
  status: ref(),
  priority: 'client',
  currency: refItem(),
  total: 'client',
  total_vat: 'client',
  positions_count: 'client',
  active_positions_count: 'client',
  archive: 'client',
  po_number: 'client',
  treaty_number: 'client',
  delivery_date: 'client',
};

const ORDER_DETAIL: FieldsOf<OrderDetail> = {
  ...ORDER_ITEM,
  // Our notes ("ship with the next consolidation", why it was canceled).
  comment: 'staff',
  cancel_comment: 'staff',
  vat: 'client',
  vat_value: 'client',
  conditions: object(CONDITIONS),
  legal_entity: ref(),
};

const ORDER_POSITION: FieldsOf<OrderPosition> = {
  id: 'client',
  order: 'client',
  index: 'client',
  part_number: 'client',
  description: 'client',
  condition: refItem(),
  quantity: 'client',
  unit: refItem(),
  unit_price: 'client',
  total: 'client',
  active_status: 'client',
  esd_date: 'client',
  deadline: 'client',
  // Whom we buy from, and at which offer.
  supplier: ref('staff'),
  offer: 'staff',
  comment: 'staff',
  has_problem: 'staff',
};

/** A position across orders: the client follows its own; penalties and notes are ours. */
const ORDER_POSITION_ITEM: FieldsOf<OrderPositionItem> = {
  ...ORDER_POSITION,
  order_ref: object<OrderPositionItem['order_ref']>({ id: 'client', number: 'client' }),
  client: ref(),
  manager: ref(),
  sale_type: ref(),
  currency: refItem(),
  delivery_type: refItem(),
  planning_date: 'staff',
  confirmed: 'client',
  confirmed_at: 'client',
  penalty_total: 'staff',
  comments_count: 'staff',
  last_comment: object<NonNullable<OrderPositionItem['last_comment']>>(
    { id: 'staff', text: 'staff', author: ref('staff'), created_at: 'staff' },
    'staff',
  ),
};
const POSITIONS_BULK_RESULT = object<{ detail: string; results: unknown }>(
  { detail: 'staff', results: object(ORDER_POSITION_ITEM, 'staff') },
  'staff',
);

// ------------------------------------------------ purchase orders (what we buy: staff)

const PURCHASE_COMMENT = object<PurchasePosition['comments'][number]>(
  { id: 'staff', text: 'staff', offer: 'staff', author: ref('staff'), created_at: 'staff' },
  'staff',
);
const PURCHASE_POSITION: FieldsOf<PurchasePosition> = {
  id: 'staff',
  purchase_order: object<PurchasePosition['purchase_order']>(
    { id: 'staff', number: 'staff' },
    'staff',
  ),
  order_position: 'staff',
  client: ref('staff'),
  part_number: 'staff',
  description: 'staff',
  quantity: 'staff',
  unit_price: 'staff',
  condition: refItem('staff'),
  has_problem: 'staff',
  purchase_manager: ref('staff'),
  comments: PURCHASE_COMMENT,
  product: object<NonNullable<PurchasePosition['product']>>(
    { id: 'staff', status: 'staff' },
    'staff',
  ),
};
const PURCHASE_ORDER: FieldsOf<PurchaseOrder> = {
  id: 'staff',
  uuid: 'staff',
  number: 'staff',
  name: 'staff',
  supplier: ref('staff'),
  manager: ref('staff'),
  purchase_manager: ref('staff'),
  confirmed: 'staff',
  confirmed_at: 'staff',
  esd_date: 'staff',
  active_status: 'staff',
  purchase_group: 'staff',
  component_type: 'staff',
  currency: refItem('staff'),
  comment: 'staff',
  positions_count: 'staff',
  total: 'staff',
  created_at: 'staff',
};
const PURCHASE_ORDER_DETAIL: FieldsOf<PurchaseOrderDetail> = {
  ...PURCHASE_ORDER,
  positions: object(PURCHASE_POSITION, 'staff'),
};

// ------------------------------------------------ warehouse products (our stock: staff; costs: pricing)

const NUMBERED = object<{ id: number; number: string }>({ id: 'staff', number: 'staff' }, 'staff');
const PART_REF = object<{ id: number; part_number: string }>(
  { id: 'staff', part_number: 'staff' },
  'staff',
);
const PRODUCT: FieldsOf<Product> = {
  id: 'staff',
  uuid: 'staff',
  label_code: 'staff',
  inventory: PART_REF,
  part_number: 'staff',
  description: 'staff',
  serial_number: 'staff',
  condition: refItem('staff'),
  quantity: 'staff',
  status: 'staff',
  sale_status: 'staff',
  warehouse: ref('staff'),
  location: object<NonNullable<Product['location']>>({ id: 'staff', code: 'staff' }, 'staff'),
  due_date: 'staff',
  donor: 'staff',
  project: 'staff',
  component_type: 'staff',
  parent: PART_REF,
  children_count: 'staff',
  booking: object<NonNullable<Product['booking']>>(
    { order_position: 'staff', order: NUMBERED, client: ref('staff'), booked_at: 'staff' },
    'staff',
  ),
  planned_order: NUMBERED,
  inspected_at: 'staff',
  archived: 'staff',
  is_ber: 'staff',
  not_our: 'staff',
  nz: 'staff',
  adiru: 'staff',
  cwpss: 'staff',
  action_to_be_done: 'staff',
  docs_problem: 'staff',
  // What we paid: our cost, for the roles that price.
  cost: 'pricing',
  sale_price: 'staff',
  counted_at: 'staff',
  created_at: 'staff',
  updated_at: 'staff',
};
const PRODUCT_DETAIL: FieldsOf<ProductDetail> = {
  ...PRODUCT,
  serial_numbers: object<ProductDetail['serial_numbers'][number]>(
    { id: 'staff', serial_number: 'staff' },
    'staff',
  ),
  inspection: object<NonNullable<ProductDetail['inspection']>>(
    { at: 'staff', by: ref('staff'), comment: 'staff' },
    'staff',
  ),
};
const PRODUCT_EXTRA: FieldsOf<ProductExtraData> = {
  purchase: object<NonNullable<ProductExtraData['purchase']>>(
    {
      purchase_order: object<{ id: number; number: string; name: string }>(
        { id: 'staff', number: 'staff', name: 'staff' },
        'staff',
      ),
      supplier: ref('staff'),
      confirmed: 'staff',
      unit_price: 'pricing',
      currency: refItem('staff'),
    },
    'staff',
  ),
  requests: object<ProductExtraData['requests'][number]>(
    {
      id: 'staff',
      category: ref('staff'),
      priority: 'staff',
      target_date: 'staff',
      comment: 'staff',
    },
    'staff',
  ),
  files_count: 'staff',
  label_code: 'staff',
};
const PRODUCTS_BULK_RESULT = object<{ detail: string; results: unknown }>(
  { detail: 'staff', results: object(PRODUCT, 'staff') },
  'staff',
);
const PRODUCT_STATISTICS: FieldsOf<ProductStatistics> = {
  count: 'staff',
  quantity: 'staff',
  by_status: map('staff', 'staff'),
  by_warehouse: object<ProductStatistics['by_warehouse'][number]>(
    { warehouse: ref('staff'), count: 'staff' },
    'staff',
  ),
  flags: map('staff', 'staff'),
};
const LOCATION: FieldsOf<Location> = { id: 'staff', code: 'staff', warehouse: ref('staff') };
const PRODUCTS_AGGREGATION = object<ProductsAggregation>(
  {
    inventory: PART_REF,
    rows: object<ProductsAggregation['rows'][number]>(
      {
        warehouse: ref('staff'),
        condition: refItem('staff'),
        status: 'staff',
        products: 'staff',
        quantity: 'staff',
      },
      'staff',
    ),
  },
  'staff',
);

// ------------------------------------------------ product requests (what is asked of our stock: staff)

const PRODUCT_REQUEST: FieldsOf<ProductRequest> = {
  id: 'staff',
  number: 'staff',
  category: ref('staff'),
  target_date: 'staff',
  priority: 'staff',
  comment: 'staff',
  closed: 'staff',
  created_by: ref('staff'),
  created_at: 'staff',
  products_count: 'staff',
  part_numbers: 'staff',
};
const REQUESTED_PRODUCT: FieldsOf<RequestedProduct> = {
  id: 'staff',
  label_code: 'staff',
  part_number: 'staff',
  description: 'staff',
  warehouse: ref('staff'),
  quantity: 'staff',
  status: 'staff',
};
const PRODUCT_REQUEST_DETAIL = object<ProductRequestDetail>(
  { ...PRODUCT_REQUEST, products: object(REQUESTED_PRODUCT, 'staff') },
  'staff',
);

// ------------------------------------------------ assessments (sale-price valuations)

/**
 * The evidence behind a price is what suppliers ask of us (offer prices, their median and range)
 * and our margin: the pricing audience. The prices it suggests, as a product's sale price: staff.
 */
const PRICE_EVIDENCE: FieldsOf<PriceEvidence> = {
  median_price: 'pricing',
  lowest_price: 'pricing',
  highest_price: 'pricing',
  offers_count: 'pricing',
  margin_percent: 'pricing',
  suggested_price: 'staff',
  currency: 'staff',
};
/** A product as another record names it (productLineFields of api/product.ts): staff's. */
const PRODUCT_LINE: FieldsOf<Pick<Product, keyof typeof productLineFields>> = {
  id: 'staff',
  label_code: 'staff',
  part_number: 'staff',
  description: 'staff',
  serial_number: 'staff',
};
const ASSESSED_PRODUCT: FieldsOf<ProductAssessment['product']> = {
  ...PRODUCT_LINE,
  condition: refItem('staff'),
  quantity: 'staff',
  status: 'staff',
  warehouse: ref('staff'),
  sale_price: 'staff',
};
const PRODUCT_ASSESSMENT: FieldsOf<ProductAssessment> = {
  ...PRICE_EVIDENCE,
  id: 'staff',
  product: object(ASSESSED_PRODUCT, 'staff'),
  chosen_price: 'staff',
  calculated_at: 'staff',
};
const ASSESSMENT: FieldsOf<Assessment> = {
  id: 'staff',
  number: 'staff',
  valid_date: 'staff',
  condition_group: 'staff',
  status: 'staff',
  pre_packing: 'staff',
  comment: 'staff',
  created_by: ref('staff'),
  products_count: 'staff',
  calculated_at: 'staff',
  approved_at: 'staff',
  created_at: 'staff',
  updated_at: 'staff',
};
const ASSESSMENT_DETAIL: FieldsOf<AssessmentDetail> = {
  ...ASSESSMENT,
  products: object(PRODUCT_ASSESSMENT, 'staff'),
};
const ASSESSMENT_SAVED = object<AssessmentSaved>(
  { ...ASSESSMENT_DETAIL, detail: 'staff' },
  'staff',
);
const REASONABLE_ASSESSMENT: FieldsOf<ReasonableAssessment> = {
  ...PRICE_EVIDENCE,
  product: 'staff',
  condition_group: 'staff',
  part_numbers: 'staff',
  date_from: 'staff',
  date_to: 'staff',
  note: 'staff',
};
/** The median of a part's offers is wholly evidence: the pricing audience. */
const MEDIAN_PRICE: FieldsOf<MedianPrice> = {
  ...PRICE_EVIDENCE,
  suggested_price: 'pricing',
  currency: 'pricing',
  part_number: 'pricing',
  part_numbers: 'pricing',
  condition_group: 'pricing',
  date_from: 'pricing',
  date_to: 'pricing',
  note: 'pricing',
};
const PRODUCT_FOR_ASSESSMENT: FieldsOf<ProductForAssessment> = {
  ...ASSESSED_PRODUCT,
  assessments: NUMBERED,
};

// ------------------------------------------------ stocktaking (the warehouse's counts: staff)

const STOCKTAKING: FieldsOf<Stocktaking> = {
  id: 'staff',
  title: 'staff',
  comment: 'staff',
  warehouse: ref('staff'),
  stocktaking_type: 'staff',
  creator: ref('staff'),
  confirmed: 'staff',
  confirm_date: 'staff',
  save_donor: 'staff',
  counted: 'staff',
  expected: 'staff',
  created_at: 'staff',
};
const COUNTED_PRODUCT_SUMMARY: FieldsOf<CountedProduct['product']> = {
  ...PRODUCT_LINE,
  quantity: 'staff',
  location: 'staff',
  warehouse: ref('staff'),
};
const COUNTED_PRODUCT: FieldsOf<CountedProduct> = {
  id: 'staff',
  product: object(COUNTED_PRODUCT_SUMMARY, 'staff'),
  output: 'staff',
  scanned_by: ref('staff'),
  created_at: 'staff',
};
const STOCKTAKING_DETAIL: FieldsOf<StocktakingDetail> = {
  ...STOCKTAKING,
  products: object(COUNTED_PRODUCT, 'staff'),
};

// ------------------------------------------------ consolidations (our shipments: staff)

const CONSOLIDATION: FieldsOf<Consolidation> = {
  id: 'staff',
  number: 'staff',
  uuid: 'staff',
  consolidation_status: 'staff',
  from_point: ref('staff'),
  to_point: ref('staff'),
  target_date: 'staff',
  shipping_date: 'staff',
  arrival_date: 'staff',
  comment: 'staff',
  products_count: 'staff',
  quantity: 'staff',
  bad_products: 'staff',
  created_at: 'staff',
};
const CONSOLIDATION_DOCUMENT: FieldsOf<ConsolidationDocument> = {
  id: 'staff',
  kind: 'staff',
  number: 'staff',
  document_date: 'staff',
  comment: 'staff',
  uuid: 'staff',
  files_count: 'staff',
};
const CONSOLIDATION_DETAIL = object<ConsolidationDetail>(
  {
    ...CONSOLIDATION,
    products: object<ConsolidationDetail['products'][number]>(
      {
        ...PRODUCT_LINE,
        quantity: 'staff',
        available: 'staff',
        docs_problem: 'staff',
      },
      'staff',
    ),
    logistic_documents: object(CONSOLIDATION_DOCUMENT, 'staff'),
    customs_documents: object(CONSOLIDATION_DOCUMENT, 'staff'),
    timeline: object<ConsolidationDetail['timeline'][number]>(
      { id: 'staff', action: 'staff', detail: 'staff', by: ref('staff'), at: 'staff' },
      'staff',
    ),
  },
  'staff',
);

// ------------------------------------------------ service requests (the client's own, whole)

const SERVICE_REQUEST_COMMENT: FieldsOf<ServiceRequestComment> = {
  id: 'client',
  text: 'client',
  author: ref(),
  created_at: 'client',
};
const SERVICE_REQUEST: FieldsOf<ServiceRequest> = {
  id: 'client',
  number: 'client',
  comment: 'client',
  status: 'client',
  due_date: 'client',
  company: ref(),
  created_by: ref(),
  in_work_by: ref(),
  taken_at: 'client',
  created_at: 'client',
  updated_at: 'client',
  comments_count: 'client',
  text_comments: object(SERVICE_REQUEST_COMMENT),
};

// ------------------------------------------------ settings, files, profile

/** Market rates (units per 1 USD): public knowledge, not how we price. */
const CURRENCY_RATES: FieldsOf<CurrencyRates> = { rates: map('client'), timestamp: 'client' };
const MARGIN_STEP = object<{ from: number; percent: number }>(
  { from: 'pricing', percent: 'pricing' },
  'pricing',
);
const SALE_TYPE_MARGIN: FieldsOf<SaleTypeMargin> = {
  sale_type: ref('pricing'),
  steps: MARGIN_STEP,
};
const TRANSPORT_MARGIN: FieldsOf<TransportMargin> = { steps: MARGIN_STEP };
const MESSAGING_SETTINGS: FieldsOf<MessagingSettings> = {
  telegram_api_url: 'staff',
  telegram_chat_id: 'staff',
  bot_token_set: 'staff',
  updated_at: 'staff',
};

const BASE_SETTINGS: FieldsOf<BaseSettings> = {
  id: 'staff',
  main_currency: refItem('staff'),
  vat_value: 'staff',
  quote_validity_days: 'staff',
  rate_markup: 'staff',
  updated_at: 'staff',
};
const DELIVERY_TIME_SETTING: FieldsOf<DeliveryTimeSetting> = {
  warehouse_company: refItem('staff'),
  quotation_company: refItem('staff'),
};
const WARRANTY_TERM: FieldsOf<WarrantyTerm> = {
  condition: refItem('staff'),
  months: 'staff',
  text: 'staff',
};

const STORED_FILE: FieldsOf<StoredFile> = {
  uuid: 'client',
  name: 'client',
  original_name: 'client',
  category: 'client',
  owner_uuid: 'client',
  model: 'client',
  size: 'client',
  content_type: 'client',
  sha256: 'client',
  approved: 'client',
  uploaded_by: ref(),
  created_at: 'client',
};

/**
 * A contact's profile: the person's own fields are theirs to read (a client reads its own); where
 * the person sits in our company (supervisor, the legal entity guided) is staff's.
 */
const CONTACT_PROFILE: FieldsOf<ContactProfile> = {
  id: 'client',
  name: 'client',
  surname: 'client',
  eng_name: 'client',
  eng_surname: 'client',
  email: 'client',
  phone: 'client',
  position: 'client',
  telegram_link: 'client',
  time_zone: 'client',
  company: ref(),
  supervisor: ref('staff'),
  company_guiding: ref('staff'),
  username: 'client',
  user_groups: 'client',
  created_at: 'client',
};

/** The admin's analytics of our staff: staff's alone. */
const CONTACT_ANALYTICS: FieldsOf<ContactAnalyticsItem> = {
  ...CONTACT_PROFILE,
  last_login: 'staff',
  rfqs: 'staff',
  kps: 'staff',
  orders: 'staff',
};

const CHAT_CONTACT: FieldsOf<ChatContact> = {
  id: 'staff',
  name: 'staff',
  surname: 'staff',
  telegram_link: 'staff',
  company: ref('staff'),
};

/** Records to pick on the file screen: staff's (a client reaches only its own company's files). */
const FILE_OWNER: FieldsOf<FileOwner> = {
  uuid: 'staff',
  label: 'staff',
  detail: 'staff',
  files_count: 'staff',
  last_file_at: 'staff',
};

const CONTACT_SETTINGS: FieldsOf<ContactSettings> = {
  id: 'client',
  table_setting: opaque(),
  preset_settings: object(PRESETS),
};

// ---------------------------------------------------------------- routes

/**
 * The rule of each route's answer, by `METHOD url` as the server registers it. A route a client
 * can reach must be listed (the server refuses to start otherwise); a route whose answer is for an
 * audience the caller is not in is refused (403) before its handler runs.
 */
export const ROUTE_RESPONSES: Readonly<Record<string, FieldRule>> = {
  'GET /:role/home/base_info/': BASE_INFO,
  'GET /:role/home/user_info/': object(USER_INFO),
  'GET /:role/text_condition/': object(TEXT_CONDITION, 'staff'),
  'GET /:role/quotes_mail/': object<QuoteMail>({ id: 'client', email: 'client', name: 'client' }),
  'GET /:role/quotes_phone/': object<QuotePhone>({ id: 'client', phone: 'client', name: 'client' }),
  'POST /:role/home/token_renovate/': DETAIL,

  'GET /:role/contact/selector/': object(CONTACT),
  'GET /:role/contact/:id/history/': page(HISTORY_ENTRY),
  'GET /:role/contact/:id/short_history/': SHORT_HISTORY,
  'GET /:role/history/:model/:id/': page(HISTORY_ENTRY),
  'PATCH /:role/contact/:id/update_table_settings/': object(CONTACT_SETTINGS),
  'PATCH /:role/contact/:id/update_preset_settings/': object(CONTACT_SETTINGS),
  'GET /:role/contact/': page(object(CONTACT_ANALYTICS, 'staff')),
  'GET /:role/contact/chat_selector/': object(CHAT_CONTACT, 'staff'),
  'GET /:role/contact/:id/': object(CONTACT_PROFILE),
  'PATCH /:role/contact/:id/': object(CONTACT_PROFILE),

  'GET /:role/company/': page(object(COMPANY_ITEM)),
  'POST /:role/company/': object(COMPANY_DETAIL),
  'GET /:role/company/:id/': object(COMPANY_DETAIL),
  'GET /:role/company/:id/treaties/': object(TREATY),
  'POST /:role/company/:id/treaties/': object(TREATY),
  'PATCH /:role/company/:id/treaties/:treatyId/': object(TREATY),
  'PATCH /:role/company/:id/quotation_setting/:settingId/': object(QUOTATION_SETTING, 'staff'),
  // Company upkeep: the same shapes as the company's detail shows them; writes are staff's.
  'PATCH /:role/company/:id/': object(COMPANY_DETAIL, 'staff'),
  'DELETE /:role/company/:id/': 'staff',
  'POST /:role/company/:id/contacts/': object(GUIDING, 'staff'),
  'PATCH /:role/company/:id/contacts/:guidingId/': object(GUIDING, 'staff'),
  'DELETE /:role/company/:id/contacts/:guidingId/': 'staff',
  'POST /:role/company/:id/addresses/': object(COMPANY_ADDRESS, 'staff'),
  'PATCH /:role/company/:id/addresses/:addressId/': object(COMPANY_ADDRESS, 'staff'),
  'DELETE /:role/company/:id/addresses/:addressId/': 'staff',
  'POST /:role/company/:id/bank_properties/': object(BANK, 'staff'),
  'PATCH /:role/company/:id/bank_properties/:bankId/': object(BANK, 'staff'),
  'DELETE /:role/company/:id/bank_properties/:bankId/': 'staff',
  // Condition texts are what our documents are composed from: staff (as text_condition/).
  'GET /:role/company/:id/text_conditions/': object(TEXT_CONDITION, 'staff'),
  'POST /:role/company/:id/text_conditions/': object(TEXT_CONDITION, 'staff'),
  'PATCH /:role/company/:id/text_conditions/:conditionId/': object(TEXT_CONDITION, 'staff'),
  'DELETE /:role/company/:id/text_conditions/:conditionId/': 'staff',
  'GET /api/selectors/holding/': ref(),
  'POST /:role/holding/': ref(),
  'GET /:role/company_selector/': object(COMPANY_SELECTOR),

  'POST /:role/upload/': object(STORED_FILE),
  'POST /:role/url_upload/': object(STORED_FILE),
  // A file's bytes, as stored (a KP's issued PDF, a client's documents).
  'GET /:role/download/:uuid/': 'client',
  'GET /:role/files_map/:model/:ownerUuid/': object(STORED_FILE),
  'PATCH /:role/approve/:uuid/': object(STORED_FILE),
  'GET /:role/file_owners/:model/': object(FILE_OWNER, 'staff'),

  'GET /:role/rfq/': page(object(RFQ_ITEM)),
  'POST /:role/rfq/': object(RFQ_DETAIL),
  'GET /:role/rfq/:id/': object(RFQ_DETAIL),
  'PATCH /:role/rfq/:id/': object(RFQ_DETAIL),
  'PATCH /:role/rfq/:id/get_in_work/': object(RFQ_DETAIL),
  'PATCH /:role/rfq/:id/give_to_work/': object(RFQ_DETAIL),
  'PATCH /:role/rfq/:id/finish_rfq/': object(RFQ_DETAIL),
  'PATCH /:role/rfq/:id/canceled_rfq/': object(RFQ_DETAIL),
  'PATCH /:role/rfq/:id/get_from_archive/': object(RFQ_DETAIL),
  'PATCH /:role/rfq/:id/return_to_not_in_work/': object(RFQ_DETAIL),
  'POST /:role/rfq/give_to_work_many/': object(BULK_RESULT, 'staff'),
  'POST /:role/rfq/canceled_rfq_many/': object(BULK_RESULT, 'staff'),
  'POST /:role/rfq/get_in_work_many/': object(BULK_RESULT, 'staff'),
  'POST /:role/rfq/return_to_not_in_work_many/': object(BULK_RESULT, 'staff'),
  'POST /:role/rfq/get_from_archive_many/': object(BULK_RESULT, 'staff'),
  'POST /:role/rfq/:id/position/': object(RFQ_POSITION),
  'PATCH /:role/rfq/:id/position/:positionId/': object(RFQ_POSITION, 'staff'),
  'DELETE /:role/rfq/:id/position/:positionId/': 'staff',
  'GET /:role/get_historical_kp_positions/': object(HISTORICAL_KP_POSITION, 'staff'),
  'POST /:role/end_position/:id/need_offers/': object(RFQ_POSITION, 'staff'),

  'GET /:role/end_position/': page(object(END_POSITION_ITEM, 'staff')),
  'POST /:role/end_position/:id/get_in_work/': object(END_POSITION_ITEM, 'staff'),
  'POST /:role/end_position/:id/return_to_not_in_work/': object(END_POSITION_ITEM, 'staff'),
  'POST /:role/end_position/:id/end_search/': object(END_POSITION_ITEM, 'staff'),
  'POST /:role/end_position/:id/give_to_work/': object(END_POSITION_ITEM, 'staff'),
  'PATCH /:role/end_position/:id/requested_in_ils/': object(END_POSITION_ITEM, 'staff'),
  'POST /:role/end_position/get_in_work_many/': object(END_POSITION_BULK, 'staff'),
  'POST /:role/end_position/return_to_not_in_work_many/': object(END_POSITION_BULK, 'staff'),
  'POST /:role/end_position/end_search_many/': object(END_POSITION_BULK, 'staff'),
  'POST /:role/end_position/give_to_work_many/': object(END_POSITION_BULK, 'staff'),
  'POST /:role/end_position/pipeline_many/': object(END_POSITION_BULK, 'staff'),
  'PATCH /:role/end_position/request_ils_many/': object(END_POSITION_BULK, 'staff'),
  'GET /:role/end_position/ils_requests/': object(ILS_REQUEST, 'staff'),
  // The CSV a user uploads to ILS by hand: the same rows as the list above.
  'GET /:role/end_position/ils_requests/export/': 'staff',

  'GET /:role/rfq/:id/kp/': object(KP_SUMMARY),
  'POST /:role/rfq/:id/kp/': object(KP_DETAIL, 'staff'),
  'GET /:role/rfq/:id/kp/:kpId/': object(KP_DETAIL),
  'DELETE /:role/rfq/:id/kp/:kpId/': 'staff',
  // The PDF the sales manager issued: what a client gets of a KP's document, and all it gets.
  'GET /:role/rfq/:id/kp/:kpId/file/': 'client',
  'POST /:role/rfq/:id/kp/:kpId/file/': object(KP_DETAIL, 'staff'),
  'GET /:role/kp_position/': object(KP_POSITION),

  'GET /:role/offer/': page(object(SUPPLIER_OFFER, 'staff')),
  'POST /:role/offer/': object(SUPPLIER_OFFER, 'staff'),
  'GET /:role/offer/:id/': object(SUPPLIER_OFFER, 'staff'),
  'PATCH /:role/offer/:id/': object(SUPPLIER_OFFER, 'staff'),
  'GET /:role/offer/:id/history/': object(OFFER_HISTORY, 'staff'),
  'PATCH /:role/offer/:id/deactivate/': object(SUPPLIER_OFFER, 'staff'),
  'PATCH /:role/offer/:id/activate/': object(SUPPLIER_OFFER, 'staff'),

  'GET /:role/home/urgent/': object<Urgent>(
    {
      rfqs: object<Urgent['rfqs']>({ count: 'staff', longest_minutes: 'staff' }, 'staff'),
      need_offers: object<Urgent['need_offers']>(
        { count: 'staff', longest_minutes: 'staff' },
        'staff',
      ),
    },
    'staff',
  ),
  'GET /:role/inventory/': object(INVENTORY_STATE, 'staff'),
  'POST /:role/inventory/:id/add_rfq/': object(RFQ_DETAIL, 'staff'),
  'PATCH /:role/inventory/:id/to_new_group/': object(INVENTORY_STATE, 'staff'),
  'POST /:role/inventory/unknown_pn/': object(INVENTORY_STATE, 'staff'),
  'PUT /:role/group/:id/': object(INVENTORY_STATE, 'staff'),

  'POST /:role/order/create_from_kp/': object(ORDER_DETAIL, 'staff'),
  'GET /:role/summary_order/': page(object(ORDER_ITEM)),
  'GET /:role/order/': page(object(ORDER_ITEM)),
  'GET /:role/order/:id/': object(ORDER_DETAIL),
  'PATCH /:role/order/:id/': object(ORDER_DETAIL, 'staff'),
  'PATCH /:role/order/:id/cancel/': object(ORDER_DETAIL, 'staff'),
  'GET /:role/order/:id/order_position/': object(ORDER_POSITION),
  'POST /:role/order/:id/order_position/': object(ORDER_POSITION, 'staff'),
  // Positions across orders are our follow-up work: a client reads its orders' own.
  'GET /:role/order_position/': page(object(ORDER_POSITION_ITEM, 'staff')),
  'PATCH /:role/order_position/confirm_positions/': POSITIONS_BULK_RESULT,
  'PATCH /:role/order_position/cancel_confirm_positions/': POSITIONS_BULK_RESULT,
  'PATCH /:role/order_position/cancel_positions/': POSITIONS_BULK_RESULT,
  'PATCH /:role/order_position/return_positions/': POSITIONS_BULK_RESULT,
  'POST /:role/order_position/add_penalty/': object(ORDER_POSITION_ITEM, 'staff'),
  'PATCH /:role/order_position/:id/': object(ORDER_POSITION_ITEM, 'staff'),
  'DELETE /:role/order_position/:id/': 'staff',
  'PATCH /:role/order_position/:id/add_comment/': object(ORDER_POSITION_ITEM, 'staff'),

  'GET /:role/purchase_order/': page(object(PURCHASE_ORDER, 'staff')),
  'POST /:role/purchase_order/create_with_product/': object(PURCHASE_ORDER_DETAIL, 'staff'),
  'GET /:role/purchase_order/:id/': object(PURCHASE_ORDER_DETAIL, 'staff'),
  'PATCH /:role/purchase_order/:id/': object(PURCHASE_ORDER_DETAIL, 'staff'),
  'DELETE /:role/purchase_order/:id/': 'staff',
  'PATCH /:role/purchase_order/:id/confirm_purchase/': object(PURCHASE_ORDER_DETAIL, 'staff'),
  'PATCH /:role/purchase_order/:id/cancel_confirm_purchase/': object(
    PURCHASE_ORDER_DETAIL,
    'staff',
  ),
  'POST /:role/purchase_order/:id/change_name/': object(PURCHASE_ORDER_DETAIL, 'staff'),
  'GET /:role/purchase_order/:id/get_excel/': 'staff',
  'GET /:role/position_purchase/': page(object(PURCHASE_POSITION, 'staff')),
  'PATCH /:role/position_purchase/:id/has_problem/': object(PURCHASE_POSITION, 'staff'),
  'PATCH /:role/position_purchase/:id/add_comment/': object(PURCHASE_POSITION, 'staff'),
  'POST /:role/position_purchase/:id/add_offer_related_comment/': object(
    PURCHASE_POSITION,
    'staff',
  ),
  'PATCH /:role/position_purchase/assign_purchase_manager/': object(PURCHASE_POSITION, 'staff'),

  'GET /:role/product/': page(object(PRODUCT, 'staff')),
  'POST /:role/product/': object(PRODUCT_DETAIL, 'staff'),
  'GET /:role/product/:id/': object(PRODUCT_DETAIL, 'staff'),
  'GET /:role/product/:id/extra_data/': object(PRODUCT_EXTRA, 'staff'),
  'POST /:role/product/:id/change_purchase_order_name/': object(PRODUCT_EXTRA, 'staff'),
  'GET /:role/condition/': refItem('staff'),
  'PATCH /:role/product/:id/': object(PRODUCT_DETAIL, 'staff'),
  'DELETE /:role/product/:id/': 'staff',
  'POST /:role/product/make_ready_for_sale/': PRODUCTS_BULK_RESULT,
  'POST /:role/product/make_not_for_sale/': PRODUCTS_BULK_RESULT,
  'PATCH /:role/product/:id/add_serial_number/': object(PRODUCT_DETAIL, 'staff'),
  'POST /:role/product/:id/inspection/': object(PRODUCT_DETAIL, 'staff'),
  'PATCH /:role/product/:id/inspection/': object(PRODUCT_DETAIL, 'staff'),
  'POST /:role/product/:id/add_children/': object(PRODUCT, 'staff'),
  'GET /:role/product/:id/get_children/': object(PRODUCT, 'staff'),
  'POST /:role/product/booking/': PRODUCTS_BULK_RESULT,
  'POST /:role/product/:id/cancel_booking/': object(PRODUCT_DETAIL, 'staff'),
  'GET /:role/product/positions_to_book/': object<PositionToBook>(
    {
      id: 'staff',
      order: NUMBERED,
      client: ref('staff'),
      part_number: 'staff',
      quantity: 'staff',
      booked: 'staff',
      deadline: 'staff',
    },
    'staff',
  ),
  'GET /:role/order_position/:id/products_for_booking/': object(PRODUCT, 'staff'),
  'GET /:role/product/get_products_statistics/': object(PRODUCT_STATISTICS, 'staff'),
  // The file's cost column is written for the pricing audience only (product/excel.ts).
  'GET /:role/product/get_excel_file_from_products_list/': 'staff',
  'GET /:role/product/send_excel_file_from_products_list_to_tg/': object<{
    message: string;
    products: number;
  }>({ message: 'staff', products: 'staff' }, 'staff'),
  'POST /:role/product/get_field_values/': 'staff',
  'GET /:role/product/get_projects/': object<{ project: string; products: number }>(
    { project: 'staff', products: 'staff' },
    'staff',
  ),
  'POST /:role/product/get_warehouse_row_copy/': object<{ text: string; rows: number }>(
    { text: 'staff', rows: 'staff' },
    'staff',
  ),
  'PATCH /:role/product/planned_order/:id/': object(PRODUCT_DETAIL, 'staff'),
  'GET /:role/product/fg_product/': page(object(PRODUCT, 'staff')),
  'GET /:role/location/': object(LOCATION, 'staff'),
  'GET /:role/inventory/:id/products_aggregation/': PRODUCTS_AGGREGATION,

  'GET /:role/product_request/': page(object(PRODUCT_REQUEST, 'staff')),
  'POST /:role/product_request/': PRODUCT_REQUEST_DETAIL,
  'GET /:role/product_request/:id/': PRODUCT_REQUEST_DETAIL,
  'PATCH /:role/product_request/:id/': PRODUCT_REQUEST_DETAIL,
  'POST /:role/product_request/multy_close_request/': object<{ detail: string; results: unknown }>(
    { detail: 'staff', results: object(PRODUCT_REQUEST, 'staff') },
    'staff',
  ),
  'DELETE /:role/product_request/:id/': 'staff',

  'GET /:role/product/:id/get_reasonable_assessment/': object(REASONABLE_ASSESSMENT, 'staff'),
  'POST /:role/product/:id/assessment/': ASSESSMENT_SAVED,
  'POST /:role/product/set_assessment/': PRODUCTS_BULK_RESULT,
  'POST /:role/product/add_to_assessment/': ASSESSMENT_SAVED,
  'GET /:role/full_assessments/': page(object(ASSESSMENT, 'staff')),
  'GET /:role/full_assessments/:id/': object(ASSESSMENT_DETAIL, 'staff'),
  'PATCH /:role/full_assessments/:id/': ASSESSMENT_SAVED,
  'DELETE /:role/full_assessments/:id/': 'staff',
  'PATCH /:role/full_assessments/:id/calculate/': ASSESSMENT_SAVED,
  'PATCH /:role/full_product_assessments/:id/': object(PRODUCT_ASSESSMENT, 'staff'),
  'DELETE /:role/full_product_assessments/:id/': 'staff',
  'POST /:role/new_assessment/': ASSESSMENT_SAVED,
  'GET /:role/products_for_assessment/': page(object(PRODUCT_FOR_ASSESSMENT, 'staff')),
  'GET /:role/offer/median_price/': object(MEDIAN_PRICE, 'pricing'),

  'GET /:role/stocktaking/': page(object(STOCKTAKING, 'staff')),
  'POST /:role/stocktaking/': object(STOCKTAKING_DETAIL, 'staff'),
  'GET /:role/stocktaking/:id/': object(STOCKTAKING_DETAIL, 'staff'),
  'PATCH /:role/stocktaking/:id/': object(STOCKTAKING_DETAIL, 'staff'),
  'DELETE /:role/stocktaking/:id/': 'staff',
  'PATCH /:role/stocktaking/:id/confirm_stocktaking/': object(STOCKTAKING_DETAIL, 'staff'),
  'PATCH /:role/stocktaking/:id/cancel_confirm_stocktaking/': object(STOCKTAKING_DETAIL, 'staff'),
  'POST /:role/stocktaking/:id/scan/': object<ScanResult>(
    {
      message: 'staff',
      counted: object(COUNTED_PRODUCT, 'staff'),
      stocktaking: object(STOCKTAKING, 'staff'),
    },
    'staff',
  ),
  'GET /:role/stocktaking/:id/missing/': object(COUNTED_PRODUCT_SUMMARY, 'staff'),
  'POST /:role/stocktaking_product/': object(COUNTED_PRODUCT, 'staff'),
  'POST /:role/stocktaking_product/create_many/': object(STOCKTAKING_DETAIL, 'staff'),
  'DELETE /:role/stocktaking_product/:id/': 'staff',

  'GET /:role/consolidation/': page(object(CONSOLIDATION, 'staff')),
  'POST /:role/consolidation/': CONSOLIDATION_DETAIL,
  'GET /:role/consolidation/:id/': CONSOLIDATION_DETAIL,
  'PATCH /:role/consolidation/:id/': CONSOLIDATION_DETAIL,
  'DELETE /:role/consolidation/:id/': 'staff',
  'POST /:role/consolidation/:id/departure/': CONSOLIDATION_DETAIL,
  'POST /:role/consolidation/:id/arrive/': CONSOLIDATION_DETAIL,
  'POST /:role/consolidation/:id/cancel_departure/': CONSOLIDATION_DETAIL,
  'POST /:role/consolidation/:id/add_products/': CONSOLIDATION_DETAIL,
  'POST /:role/consolidation/:id/decrease_products_quantity/': CONSOLIDATION_DETAIL,
  'POST /:role/consolidation/:id/logistic_document/': CONSOLIDATION_DETAIL,
  'PATCH /:role/consolidation/:id/logistic_document/:documentId/': CONSOLIDATION_DETAIL,
  'DELETE /:role/consolidation/:id/logistic_document/:documentId/': CONSOLIDATION_DETAIL,
  'POST /:role/consolidation/:id/customs_document/': CONSOLIDATION_DETAIL,
  'PATCH /:role/consolidation/:id/customs_document/:documentId/': CONSOLIDATION_DETAIL,
  'DELETE /:role/consolidation/:id/customs_document/:documentId/': CONSOLIDATION_DETAIL,

  'GET /api/service_requests/': page(object(SERVICE_REQUEST)),
  'POST /api/service_requests/': object(SERVICE_REQUEST),
  'GET /api/service_requests/:id/': object(SERVICE_REQUEST),
  'PATCH /api/service_requests/:id/': object(SERVICE_REQUEST),
  'POST /api/service_requests/:id/add_comment_to_service_request/': object(SERVICE_REQUEST),

  'GET /:role/currency_rate/': object(CURRENCY_RATES),
  'PATCH /:role/currency_rate/': object(CURRENCY_RATES),
  'GET /:role/margin/': object(SALE_TYPE_MARGIN, 'pricing'),
  'POST /:role/margin/': object(SALE_TYPE_MARGIN, 'pricing'),
  // Our settings, for the staff that reads them (area 'setting').
  'GET /:role/base_settings/:id/': object(BASE_SETTINGS, 'staff'),
  'PATCH /manager/base_settings/:id/': object(BASE_SETTINGS, 'staff'),
  'GET /:role/delivery_time/': object(DELIVERY_TIME_SETTING, 'staff'),
  'PATCH /:role/delivery_time/': object(DELIVERY_TIME_SETTING, 'staff'),
  'GET /:role/warranty_terms/': object(WARRANTY_TERM, 'staff'),
  'PATCH /:role/warranty_terms/update_many_warranties/': object(WARRANTY_TERM, 'staff'),
  'GET /:role/messaging_settings/': object(MESSAGING_SETTINGS, 'staff'),
  'PATCH /:role/messaging_settings/': object(MESSAGING_SETTINGS, 'staff'),
  'PATCH /:role/margin/': object(SALE_TYPE_MARGIN, 'pricing'),
  'GET /:role/transport_margin/': object(TRANSPORT_MARGIN, 'pricing'),
  'POST /:role/transport_margin/': object(TRANSPORT_MARGIN, 'pricing'),
  'PATCH /:role/transport_margin/': object(TRANSPORT_MARGIN, 'pricing'),
};

export function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

// ---------------------------------------------------------------- the filter

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The answer as a caller of audience `viewer` may read it: fields of an audience it is not in are
 * left out. A field no rule names reaches staff (so a new field never breaks a screen; the
 * response test names it) but never a client.
 */
export function shapeFor(viewer: Audience, rule: FieldRule, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.map((item) => shapeFor(viewer, rule, item));
  if (typeof rule === 'string' || rule.kind === 'opaque') return value;
  if (!isPlainObject(value)) return value;
  const shaped: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const fieldRule = rule.kind === 'map' ? rule.each : rule.fields[key];
    if (fieldRule === undefined) {
      if (viewer !== 'client') shaped[key] = field;
      continue;
    }
    if (!sees(viewer, audienceOf(fieldRule))) continue;
    shaped[key] = shapeFor(viewer, fieldRule, field);
  }
  return shaped;
}
