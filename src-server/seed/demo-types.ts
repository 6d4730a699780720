/** The shapes of the demo data the generator returns: rows with explicit ids, ready to insert. */
import type { RfqPriority } from '../../src-shared/domain/priority.ts';
import type { ActivityStatus } from '../../src-shared/domain/rfq-lists.ts';
import type { Role } from '../../src-shared/domain/roles.ts';

export interface DemoUser {
  id: number;
  username: string;
  role: Role;
  contact_id: number;
  confirm_code_required: boolean;
}

export interface CompanySeed {
  id: number;
  uuid: string;
  name: string;
  category_id: number;
  country_id: number | null;
  city: string;
  address: string;
  email: string;
  phone: string;
  website: string;
  vat_number: string;
  holding_id: number | null;
  manager_id: number | null;
  comment: string;
  created_at: string;
}

export interface ContactSeed {
  id: number;
  uuid: string;
  name: string;
  surname: string;
  eng_name: string;
  eng_surname: string;
  email: string;
  phone: string;
  position: string;
  telegram_link: string;
  time_zone: string;
  supervisor_id: number | null;
  company_id: number | null;
  company_guiding_id: number | null;
  created_at: string;
}

export interface DemoData {
  holdings: { id: number; name: string; created_at: string }[];
  companies: CompanySeed[];
  contacts: ContactSeed[];
  users: DemoUser[];
  addresses: {
    id: number;
    company_id: number;
    kind: 'pick_up' | 'ship';
    country_id: number | null;
    city: string;
    address: string;
    zip_code: string;
    contact_name: string;
    phone: string;
  }[];
  guidings: { id: number; company_id: number; contact_id: number; is_main: boolean }[];
  bankProperties: {
    id: number;
    company_id: number;
    bank_name: string;
    swift: string;
    account_number: string;
    correspondent_account: string;
    currency_id: number;
  }[];
  treaties: {
    id: number;
    company_id: number;
    number: string;
    date: string;
    valid_until: string | null;
    legal_entity_id: number;
    currency_id: number;
    payment_terms: string;
    credit_limit: number | null;
    is_active: boolean;
    comment: string;
    created_at: string;
  }[];
  quotationSettings: {
    id: number;
    company_id: number;
    kp_version: number;
    legal_entity_id: number | null;
    main_price_unit_id: number;
    vat: boolean;
    vat_value: number;
    logistics_on: boolean;
    include_transport_in_price: boolean;
    delivery_time_id: number;
    extra_margin: number;
  }[];
  inventoryGroups: { id: number; name: string; created_at: string }[];
  inventory: {
    id: number;
    part_number: string;
    part_number_key: string;
    description: string;
    ata_chapter_id: number;
    manufacturer_id: number | null;
    /** Each part number starts in a group of its own; the sales pass joins alternates. */
    group_id: number;
    created_at: string;
  }[];
  offers: {
    id: number;
    uuid: string;
    company_id: number;
    inventory_id: number;
    condition_id: number;
    quantity: number;
    price: number;
    currency_id: number;
    lead_time_days: number;
    valid_until: string | null;
    is_active: boolean;
    comment: string;
    certificate_id: number | null;
    location: string;
    created_by_id: number | null;
    created_at: string;
    updated_at: string;
  }[];
  offerHistory: OfferHistorySeed[];
  orders: OrderSeed[];
  orderPositions: OrderPositionSeed[];
  rfqs: RfqSeed[];
  rfqEvents: RfqEventSeed[];
  rfqPositions: RfqPositionSeed[];
  endPositions: EndPositionSeed[];
  kps: KpSeed[];
  kpRows: KpRowSeed[];
  textConditions: {
    id: number;
    company_id: number | null;
    document_type: number;
    condition_type: number;
    for_repair: boolean;
    logistics_on: boolean;
    language: 'en' | 'ru';
    text: string;
  }[];
  quotesMail: { id: number; email: string; name: string }[];
  quotesPhone: { id: number; phone: string; name: string }[];
}

export interface OfferHistorySeed {
  id: number;
  offer_id: number;
  action: 'created' | 'updated' | 'deactivated' | 'activated';
  /** JSON text of the changes. */
  changes: string;
  comment: string;
  changed_by_id: number | null;
  changed_at: string;
}

export interface OrderSeed {
  id: number;
  uuid: string;
  number: string;
  date: string;
  company_id: number;
  /** Without VAT. */
  total: number;
  currency_id: number;
  status_id: number;
  created_at: string;
  kp_id: number | null;
  rfq_id: number | null;
  manager_id: number | null;
  priority: RfqPriority;
  /** With VAT. */
  total_vat: number;
  vat: boolean;
  vat_value: number;
  po_number: string;
  treaty_number: string;
  delivery_date: string | null;
  comment: string;
  cancel_comment: string;
  /** JSON text of the KP conditions, or null. */
  conditions: string | null;
  legal_entity_id: number | null;
  updated_at: string;
}

export interface OrderPositionSeed {
  id: number;
  order_id: number;
  index: number;
  inventory_id: number | null;
  part_number: string;
  description: string;
  condition_id: number | null;
  quantity: number;
  unit_id: number;
  unit_price: number;
  total: number;
  active_status: 'active' | 'canceled' | 'delivered';
  esd_date: string | null;
  deadline: string | null;
  supplier_id: number | null;
  offer_id: number | null;
  kp_row_id: number | null;
  comment: string;
  has_problem: boolean;
  created_at: string;
}

export interface RfqSeed {
  id: number;
  uuid: string;
  number: string;
  company_id: number;
  contact_id: number | null;
  rfq_manager_id: number | null;
  priority: RfqPriority;
  is_repair: boolean;
  sale_type_id: number;
  in_work: boolean;
  in_archive: boolean;
  full_quoted: boolean;
  activity_status: ActivityStatus;
  rfq_status_id: number;
  deadline: string | null;
  comment: string;
  cancel_comment: string;
  created_by_id: number | null;
  created_at: string;
  updated_at: string;
  x_rate: number | null;
  main_price_unit_id: number;
  vat: boolean;
  vat_columns: boolean;
  vat_value: number;
  logistics_on: boolean;
  include_transport_in_price: boolean;
  show_transport: boolean;
  treaty_number: string;
  use_default_text: boolean;
  margin_by_user: number | null;
  show_cost: boolean;
  bill_kp: boolean;
  price_total_by_user: number | null;
  price_total_no_vat_by_user: number | null;
  total_paid_by_user: number | null;
  kp_version: number;
  legal_entity_id: number | null;
  delivery_time_id: number;
  /** JSON text of typed conditions. */
  conditions: string;
  rfq_name_by_user: string;
  start_date: string | null;
  end_date: string | null;
}

export interface RfqEventSeed {
  id: number;
  rfq_id: number;
  action: string;
  comment: string;
  contact_id: number | null;
  user_id: number | null;
  created_at: string;
}

export interface RfqPositionSeed {
  id: number;
  rfq_id: number;
  index: number;
  requested_part_number: string;
  inventory_id: number;
  quantity: number;
  unit_id: number;
  condition_id: number | null;
  comment: string;
  chosen_offer_id: number | null;
  margin_by_user: number | null;
  unit_price_by_user: number | null;
  need_offers: boolean;
  requested_in_ils: boolean;
  ils_initiator_id: number | null;
  created_at: string;
}

export interface EndPositionSeed {
  id: number;
  position_id: number;
  status: 'need_updates' | 'in_work' | 'finished';
  comment: string;
  manager_id: number | null;
  created_by_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface KpSeed {
  id: number;
  uuid: string;
  number: string;
  rfq_id: number;
  version: number;
  date: string;
  valid_until: string | null;
  created_by_id: number | null;
  manager_id: number | null;
  currency_id: number;
  x_rate: number;
  vat: boolean;
  vat_value: number;
  vat_columns: boolean;
  logistics_on: boolean;
  include_transport_in_price: boolean;
  show_transport: boolean;
  legal_entity_id: number;
  document_type: number;
  /** JSON text of the printed conditions. */
  conditions: string;
  treaty_number: string;
  number_po: string;
  goods: number;
  transport: number;
  total_no_vat: number;
  vat_amount: number;
  total: number;
  shown_total_no_vat: number;
  shown_total: number;
  file_id: number | null;
  created_at: string;
}

export interface KpRowSeed {
  id: number;
  kp_id: number;
  index: number;
  position_id: number;
  offer_id: number;
  inventory_id: number;
  supplier_id: number | null;
  part_number: string;
  requested_part_number: string;
  description: string;
  condition_id: number;
  quantity: number;
  unit_id: number;
  unit_cost: number;
  margin_percent: number;
  unit_transport: number;
  unit_price: number;
  total: number;
  vat: number;
  total_with_vat: number;
  lead_time_days: number;
  delivery_date: string;
  certificate: string | null;
}
