/** The shapes of the demo data the generator returns: rows with explicit ids, ready to insert. */
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
  inventory: {
    id: number;
    part_number: string;
    part_number_key: string;
    description: string;
    ata_chapter_id: number;
    manufacturer_id: number | null;
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
    created_at: string;
  }[];
  orders: {
    id: number;
    uuid: string;
    number: string;
    date: string;
    company_id: number;
    total: number;
    currency_id: number;
    status_id: number;
    created_at: string;
  }[];
  textConditions: {
    id: number;
    company_id: number | null;
    document_type: number;
    condition_type: number;
    for_repair: boolean;
    logistics_on: boolean;
    text: string;
  }[];
  quotesMail: { id: number; email: string; name: string }[];
  quotesPhone: { id: number; phone: string; name: string }[];
}
