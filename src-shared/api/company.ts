import { z } from 'zod';
import type { Ref } from './common.ts';
import {
  idSchema,
  isoDateSchema,
  MAX_ID,
  optionalText,
  pageQuerySchema,
  REQUIRED,
  requiredText,
} from './common.ts';
import type { ContactSummary, RefItem } from './home.ts';

export const COMPANY_PATHS = {
  list: (role: string) => `${role}/company/`,
  one: (role: string, id: number) => `${role}/company/${id}/`,
  treaties: (role: string, id: number) => `${role}/company/${id}/treaties/`,
  treaty: (role: string, id: number, treatyId: number) =>
    `${role}/company/${id}/treaties/${treatyId}/`,
  quotationSetting: (role: string, id: number, settingId: number) =>
    `${role}/company/${id}/quotation_setting/${settingId}/`,
  holdingSelector: 'api/selectors/holding/',
  holdingCreate: (role: string) => `${role}/holding/`,
  selector: (role: string) => `${role}/company_selector/`,
} as const;

// ---------------------------------------------------------------- list

/** Columns the list can be sorted by (`ordering=name`, `ordering=-created_at`). */
export const COMPANY_ORDERING = [
  'id',
  'name',
  'category',
  'country',
  'city',
  'holding_company',
  'deals_count',
  'offers_count',
  'extra_margin',
  'created_at',
] as const;
export type CompanyOrderingField = (typeof COMPANY_ORDERING)[number];

const orderingValues = COMPANY_ORDERING.flatMap((field) => [field, `-${field}`]);

/** Comma-separated ids, as a filter takes them: `category=1,3`. */
const idListSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, { error: 'Enter a comma-separated list of ids.' })
  .transform((text) => text.split(',').map(Number))
  .refine((ids) => ids.every((id) => id <= MAX_ID), {
    error: 'Enter a comma-separated list of ids.',
  });

export const companyListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  category: idListSchema.optional(),
  holding_company: idSchema.optional(),
  /** Companies that have a treaty with this legal entity of ours. */
  clients_of_company: idSchema.optional(),
  ordering: z
    .string()
    .refine((value) => orderingValues.includes(value), {
      error: `Ordering must be one of: ${COMPANY_ORDERING.join(', ')} (with an optional '-').`,
    })
    .optional(),
});
export type CompanyListQuery = z.input<typeof companyListQuerySchema>;

export interface CountryRef extends Ref {
  code: string;
}

export interface CompanyListItem {
  id: number;
  name: string;
  category: Ref;
  country: CountryRef | null;
  city: string;
  holding_company: Ref | null;
  email: string;
  phone: string;
  website: string;
  vat_number: string;
  /** The sales manager who looks after the company. */
  manager: Ref | null;
  extra_margin: number;
  deals_count: number;
  offers_count: number;
  created_at: string;
}

// ---------------------------------------------------------------- create

const phonePattern = /^\+?[0-9 ()\-.]{5,40}$/;

export const companyCreateSchema = z.object({
  name: requiredText(255, 2),
  category: idSchema.or(z.undefined()).refine((value) => value !== undefined, { error: REQUIRED }),
  country: idSchema.or(z.undefined()).refine((value) => value !== undefined, { error: REQUIRED }),
  city: optionalText(120),
  address: optionalText(255),
  email: z
    .union([z.literal(''), z.email({ error: 'Enter a valid email address.' })])
    .optional()
    .transform((value) => value || undefined),
  phone: optionalText(40).refine((value) => value === undefined || phonePattern.test(value), {
    error: 'Enter a valid phone number.',
  }),
  website: z
    .union([z.literal(''), z.url({ error: 'Enter a valid URL.', protocol: /^https?$/ })])
    .optional()
    .transform((value) => value || undefined),
  vat_number: optionalText(40),
  holding_company: idSchema.nullable().optional(),
  manager: idSchema.nullable().optional(),
  comment: optionalText(2000),
});
export type CompanyCreate = z.input<typeof companyCreateSchema>;

// ---------------------------------------------------------------- detail

export interface Address {
  id: number;
  country: CountryRef | null;
  city: string;
  address: string;
  zip_code: string;
  contact_name: string;
  phone: string;
}

/** A contact of the company ("company guiding"). */
export interface CompanyGuiding {
  id: number;
  contact: ContactSummary & { telegram_link: string; time_zone: string };
  is_main: boolean;
}

export interface BankProperty {
  id: number;
  bank_name: string;
  swift: string;
  account_number: string;
  correspondent_account: string;
  currency: RefItem;
}

/** An order of the company, as "deals" lists it. */
export interface CompanyDeal {
  id: number;
  number: string;
  date: string;
  total: number;
  currency: RefItem;
  status: Ref;
}

/** A supplier offer the company made. */
export interface CompanyOffer {
  id: number;
  part_number: string;
  description: string;
  condition: RefItem;
  quantity: number;
  price: number;
  currency: RefItem;
  lead_time_days: number;
  valid_until: string | null;
  is_active: boolean;
}

/** A part number the company manufactures (it is the OEM). */
export interface PartProduced {
  id: number;
  part_number: string;
  description: string;
  ata_chapter: string;
}

export interface QuotationSetting {
  id: number;
  kp_version: number;
  legal_entity: Ref | null;
  main_price_unit: RefItem;
  vat: boolean;
  vat_value: number;
  logistics_on: boolean;
  include_transport_in_price: boolean;
  delivery_time: Ref;
  extra_margin: number;
}

export interface CompanyDetail extends CompanyListItem {
  address: string;
  comment: string;
  company_pick_up_address: Address | null;
  company_ship_address: Address | null;
  company_guidings: CompanyGuiding[];
  bank_properties: BankProperty[];
  company_deals: CompanyDeal[];
  offers: CompanyOffer[];
  parts_produced: PartProduced[];
  quotation_setting: QuotationSetting;
  treaties_count: number;
}

export const quotationSettingUpdateSchema = z
  .object({
    kp_version: z
      .number()
      .int()
      .min(1, { error: 'KP version is 1 to 10.' })
      .max(10, { error: 'KP version is 1 to 10.' }),
    legal_entity: idSchema.nullable(),
    main_price_unit: idSchema,
    vat: z.boolean(),
    vat_value: z
      .number()
      .min(0, { error: 'VAT is 0 to 100 %.' })
      .max(100, { error: 'VAT is 0 to 100 %.' }),
    logistics_on: z.boolean(),
    include_transport_in_price: z.boolean(),
    delivery_time: idSchema,
    extra_margin: z
      .number()
      .min(0, { error: 'Extra margin is 0 to 100 %.' })
      .max(100, { error: 'Extra margin is 0 to 100 %.' }),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { error: 'Nothing to update.' });
export type QuotationSettingUpdate = z.input<typeof quotationSettingUpdateSchema>;

// ---------------------------------------------------------------- treaties

export interface Treaty {
  id: number;
  number: string;
  date: string;
  valid_until: string | null;
  legal_entity: Ref;
  currency: RefItem;
  payment_terms: string;
  credit_limit: number | null;
  is_active: boolean;
  comment: string;
}

const treatyFields = {
  number: requiredText(60),
  date: isoDateSchema,
  valid_until: isoDateSchema.nullable().optional(),
  legal_entity: idSchema,
  currency: idSchema,
  payment_terms: optionalText(500),
  credit_limit: z
    .number({ error: 'Enter a number.' })
    .min(0, { error: 'Credit limit cannot be negative.' })
    .nullable()
    .optional(),
  is_active: z.boolean().optional(),
  comment: optionalText(2000),
};

function validUntilNotBeforeDate(treaty: { date?: string; valid_until?: string | null }): boolean {
  return !treaty.date || !treaty.valid_until || treaty.valid_until >= treaty.date;
}
const VALID_UNTIL_ERROR = {
  error: 'Valid until cannot be before the treaty date.',
  path: ['valid_until'],
};

export const treatyCreateSchema = z
  .object(treatyFields)
  .refine(validUntilNotBeforeDate, VALID_UNTIL_ERROR);
export type TreatyCreate = z.input<typeof treatyCreateSchema>;

export const treatyUpdateSchema = z
  .object(treatyFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { error: 'Nothing to update.' })
  .refine(validUntilNotBeforeDate, VALID_UNTIL_ERROR);
export type TreatyUpdate = z.input<typeof treatyUpdateSchema>;

// ---------------------------------------------------------------- holdings and selector

export type Holding = Ref;

export const holdingCreateSchema = z.object({ name: requiredText(255, 2) });
export type HoldingCreate = z.input<typeof holdingCreateSchema>;

export interface CompanySelectorItem extends Ref {
  category: number;
}

export const companySelectorQuerySchema = z.object({
  categories: idListSchema.optional(),
  search: z.string().trim().max(100).optional(),
});

/** The selector answers at most this many companies (type to narrow with `search`). */
export const COMPANY_SELECTOR_LIMIT = 200;
