import { z } from 'zod';
import { idSchema, isoDateSchema, MAX_ID, optionalText, patchOf, requiredText } from './fields.ts';
import { REQUIRED } from './messages.ts';
import { countryRefSchema, inventoryRefSchema, refSchema } from './records.ts';
import { listQuery, orderingSchema, searchSchema } from './list-query.ts';
import { OFFER_STATUSES } from '../domain/offer-status.ts';
import { collectionEndpoints, endpoint } from './endpoint.ts';
import { offerTermsFields } from './offer.ts';
import { contactSummarySchema, refItemSchema, textConditionSchema } from './home.ts';

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

/** Comma-separated ids, as a filter takes them: `category=1,3`. */
export const idListSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, { error: 'Enter a comma-separated list of ids.' })
  .transform((text) => text.split(',').map(Number))
  .refine((ids) => ids.every((id) => id <= MAX_ID), {
    error: 'Enter a comma-separated list of ids.',
  });

export const companyListQuerySchema = listQuery({
  category: idListSchema.optional(),
  holding_company: idSchema.optional(),
  /** Companies that have a treaty with this legal entity of ours. */
  clients_of_company: idSchema.optional(),
  ordering: orderingSchema(COMPANY_ORDERING, 'Ordering'),
});
export type CompanyListQuery = z.input<typeof companyListQuerySchema>;

export type CountryRef = z.infer<typeof countryRefSchema>;

export const companyListItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: refSchema,
  country: countryRefSchema.nullable(),
  city: z.string(),
  holding_company: refSchema.nullable(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  vat_number: z.string(),
  /** The sales manager who looks after the company. */
  manager: refSchema.nullable(),
  extra_margin: z.number(),
  deals_count: z.number(),
  offers_count: z.number(),
  created_at: z.string(),
});
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

// ---------------------------------------------------------------- create

const phonePattern = /^\+?[0-9 ()\-.]{5,40}$/;

/** A select that must be chosen: "This field is required." when it is not (not "A valid integer"). */
function requiredId() {
  return z
    .union([idSchema, z.undefined()], { error: 'A valid integer is required.' })
    .refine((value) => value !== undefined, { error: REQUIRED });
}

/** An optional email: '' means none. */
const emailField = z
  .union([z.literal(''), z.email({ error: 'Enter a valid email address.' })])
  .optional()
  .transform((value) => value || undefined);

/** An optional phone number: digits, spaces, brackets, dashes, dots and a leading +. */
const phoneField = optionalText(40).refine(
  (value) => value === undefined || phonePattern.test(value),
  { error: 'Enter a valid phone number.' },
);

export const companyCreateSchema = z.object({
  name: requiredText(255, 2),
  category: requiredId(),
  country: requiredId(),
  city: optionalText(120),
  address: optionalText(255),
  email: emailField,
  phone: phoneField,
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

/** PATCH company/{id}/: any fields of the create form, with the same checks and messages. */
export const companyUpdateSchema = patchOf(companyCreateSchema);
export type CompanyUpdate = z.input<typeof companyUpdateSchema>;

// ---------------------------------------------------------------- detail

export const addressSchema = z.object({
  id: z.number(),
  country: countryRefSchema.nullable(),
  city: z.string(),
  address: z.string(),
  zip_code: z.string(),
  contact_name: z.string(),
  phone: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** A contact of the company ("company guiding"). */
export const companyGuidingSchema = z.object({
  id: z.number(),
  contact: contactSummarySchema.extend({ telegram_link: z.string(), time_zone: z.string() }),
  is_main: z.boolean(),
});
export type CompanyGuiding = z.infer<typeof companyGuidingSchema>;

export const bankPropertySchema = z.object({
  id: z.number(),
  bank_name: z.string(),
  swift: z.string(),
  account_number: z.string(),
  correspondent_account: z.string(),
  currency: refItemSchema,
});
export type BankProperty = z.infer<typeof bankPropertySchema>;

/** An order of the company, as "deals" lists it. */
export const companyDealSchema = z.object({
  id: z.number(),
  number: z.string(),
  date: z.string(),
  total: z.number(),
  currency: refItemSchema,
  status: refSchema,
});
export type CompanyDeal = z.infer<typeof companyDealSchema>;

/** A supplier offer the company made. */
export const companyOfferSchema = z.object({
  id: z.number(),
  part_number: z.string(),
  description: z.string(),
  ...offerTermsFields,
  /** src-shared/domain/offer-status.ts, on the server's date. */
  status: z.enum(OFFER_STATUSES),
});
export type CompanyOffer = z.infer<typeof companyOfferSchema>;

/** A part number the company manufactures (it is the OEM). */
export const partProducedSchema = inventoryRefSchema.extend({
  ata_chapter: z.string(),
});
export type PartProduced = z.infer<typeof partProducedSchema>;

export const quotationSettingSchema = z.object({
  id: z.number(),
  kp_version: z.number(),
  legal_entity: refSchema.nullable(),
  main_price_unit: refItemSchema,
  vat: z.boolean(),
  vat_value: z.number(),
  logistics_on: z.boolean(),
  include_transport_in_price: z.boolean(),
  delivery_time: refSchema,
  extra_margin: z.number(),
});
export type QuotationSetting = z.infer<typeof quotationSettingSchema>;

export const companyDetailSchema = companyListItemSchema.extend({
  address: z.string(),
  comment: z.string(),
  company_pick_up_address: addressSchema.nullable(),
  company_ship_address: addressSchema.nullable(),
  company_guidings: z.array(companyGuidingSchema),
  bank_properties: z.array(bankPropertySchema),
  company_deals: z.array(companyDealSchema),
  offers: z.array(companyOfferSchema),
  parts_produced: z.array(partProducedSchema),
  quotation_setting: quotationSettingSchema,
  treaties_count: z.number(),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

export const quotationSettingUpdateSchema = patchOf(
  z.object({
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
  }),
);
export type QuotationSettingUpdate = z.input<typeof quotationSettingUpdateSchema>;

// ---------------------------------------------------------------- treaties

export const treatySchema = z.object({
  id: z.number(),
  number: z.string(),
  date: z.string(),
  valid_until: z.string().nullable(),
  legal_entity: refSchema,
  currency: refItemSchema,
  payment_terms: z.string(),
  credit_limit: z.number().nullable(),
  is_active: z.boolean(),
  comment: z.string(),
});
export type Treaty = z.infer<typeof treatySchema>;

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

export const treatyUpdateSchema = patchOf(z.object(treatyFields)).refine(
  validUntilNotBeforeDate,
  VALID_UNTIL_ERROR,
);
export type TreatyUpdate = z.input<typeof treatyUpdateSchema>;

// ---------------------------------------------------------------- holdings and selector

export const holdingSchema = refSchema;
export type Holding = z.infer<typeof holdingSchema>;

export const holdingCreateSchema = z.object({ name: requiredText(255, 2) });
export type HoldingCreate = z.input<typeof holdingCreateSchema>;

export const companySelectorItemSchema = refSchema.extend({ category: z.number() });
export type CompanySelectorItem = z.infer<typeof companySelectorItemSchema>;

export const companySelectorQuerySchema = z.object({
  categories: idListSchema.optional(),
  search: searchSchema,
});

/** The selector answers at most this many companies (type to narrow with `search`). */
export const COMPANY_SELECTOR_LIMIT = 200;

// ---------------------------------------------------------------- upkeep of a company's parts

/*
 * Contacts, addresses, bank properties and condition texts are added (POST on the collection),
 * changed (PATCH, any fields, the same checks and messages as adding) and removed (DELETE) under
 * their company. What removing may not do (lose business history) is decided on the server
 * (src-server/areas/company/holds.ts) and said in a 400 `{detail}`.
 *
 * The "margin formula" of the single company screen (spec §2) is, in this product, the margin
 * every quotation for the company is priced with (src-shared/domain/pricing.ts): the step margin
 * of the RFQ's sale type (settings, `margin/`) plus the company's extra margin in percentage
 * points. Only the extra margin belongs to the company: it is the `extra_margin` of its quotation
 * setting, changed with PATCH quotation_setting (0 means "no extra margin": removing it).
 */

/** A contact's Telegram link, checked the same wherever a contact is written. */
export const telegramLinkField = optionalText(255).refine(
  (value) => value === undefined || /^(https:\/\/t\.me\/|@)[A-Za-z0-9_]{5,32}$/.test(value),
  { error: 'Enter a Telegram link (https://t.me/name) or @name.' },
);
/** An IANA time zone, or nothing. */
export const timeZoneField = optionalText(64).refine(
  (value) => value === undefined || isTimeZone(value),
  { error: 'Enter a time zone such as Europe/Berlin.' },
);

/** A company contact (a "company guiding" and its contact), as added or changed. */
export const companyContactCreateSchema = z.object({
  name: requiredText(100),
  surname: optionalText(100),
  position: optionalText(120),
  email: emailField,
  phone: phoneField,
  telegram_link: telegramLinkField,
  time_zone: timeZoneField,
  /** The company's main contact; at most one, so making one main makes the others not. */
  is_main: z.boolean().optional(),
});
export type CompanyContactCreate = z.input<typeof companyContactCreateSchema>;
/**
 * The contact's texts in the form's order: what its form edits, and what the server stores ('' for
 * one left out).
 */
export const COMPANY_CONTACT_TEXTS = [
  'name',
  'surname',
  'position',
  'email',
  'phone',
  'telegram_link',
  'time_zone',
] as const satisfies readonly (keyof CompanyContactCreate)[];
export const companyContactUpdateSchema = patchOf(companyContactCreateSchema);
export type CompanyContactUpdate = z.input<typeof companyContactUpdateSchema>;

/** An IANA time zone name the platform knows (Intl is in Node and in every browser). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A company has at most one address of each kind (the pick-up and the ship-to address). */
export const ADDRESS_KINDS = ['pick_up', 'ship'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];
export const ADDRESS_KIND_LABEL: Record<AddressKind, string> = {
  pick_up: 'Pick-up address',
  ship: 'Ship-to address',
};

/** What address writes answer: the address and which of the company's two it is. */
export const companyAddressSchema = addressSchema.extend({ kind: z.enum(ADDRESS_KINDS) });
export type CompanyAddress = z.infer<typeof companyAddressSchema>;

export const companyAddressCreateSchema = z.object({
  kind: z.enum(ADDRESS_KINDS, { error: 'Choose pick-up or ship-to.' }),
  country: requiredId(),
  city: requiredText(120),
  address: requiredText(255),
  zip_code: optionalText(20),
  contact_name: optionalText(120),
  phone: phoneField,
});
export type CompanyAddressCreate = z.input<typeof companyAddressCreateSchema>;
export const companyAddressUpdateSchema = patchOf(companyAddressCreateSchema);
export type CompanyAddressUpdate = z.input<typeof companyAddressUpdateSchema>;

/** SWIFT/BIC: bank (4 letters), country (2 letters), location (2), optional branch (3). */
const SWIFT_PATTERN = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
/** An account number or IBAN as people type it: letters and digits, with spaces or dashes. */
const ACCOUNT_PATTERN = /^[A-Z0-9][A-Z0-9 -]*$/i;
const ACCOUNT_ERROR = { error: 'Use letters and digits (spaces and dashes allowed).' };

/** How account numbers are compared: "DE89 3704-0044" and "de8937040044" are one account. */
export function accountKey(account: string): string {
  return account.replace(/[\s-]/g, '').toUpperCase();
}

export const bankPropertyCreateSchema = z.object({
  bank_name: requiredText(255),
  swift: optionalText(11)
    .transform((value) => value?.toUpperCase())
    .refine((value) => value === undefined || SWIFT_PATTERN.test(value), {
      error: 'Enter a SWIFT/BIC code of 8 or 11 letters and digits.',
    }),
  account_number: requiredText(64).refine((value) => ACCOUNT_PATTERN.test(value), ACCOUNT_ERROR),
  correspondent_account: optionalText(64).refine(
    (value) => value === undefined || ACCOUNT_PATTERN.test(value),
    ACCOUNT_ERROR,
  ),
  currency: requiredId(),
});
export type BankPropertyCreate = z.input<typeof bankPropertyCreateSchema>;
export const bankPropertyUpdateSchema = patchOf(bankPropertyCreateSchema);
export type BankPropertyUpdate = z.input<typeof bankPropertyUpdateSchema>;

/** Languages a condition text is written in: KP versions print Russian or English. */
export const TEXT_LANGUAGES = ['en', 'ru'] as const;
export const TEXT_LANGUAGE_LABEL: Record<(typeof TEXT_LANGUAGES)[number], string> = {
  en: 'English',
  ru: 'Russian',
};
export const TEXT_CONDITION_MAX = 4000;

/** A condition text of the company (spec §3 "Company text condition"): codes, flags, the text. */
const DOCUMENT_TYPE_ERROR = {
  error: 'Choose a document: Quotation, Invoice or Preliminary Quotation.',
};
const CONDITION_TYPE_ERROR = {
  error: 'Choose a condition: payment, delivery, shipping, exchange, warranty or loan.',
};

export const textConditionCreateSchema = z.object({
  document_type: z
    .number(DOCUMENT_TYPE_ERROR)
    .int(DOCUMENT_TYPE_ERROR)
    .min(0, DOCUMENT_TYPE_ERROR)
    .max(2, DOCUMENT_TYPE_ERROR),
  condition_type: z
    .number(CONDITION_TYPE_ERROR)
    .int(CONDITION_TYPE_ERROR)
    .min(0, CONDITION_TYPE_ERROR)
    .max(5, CONDITION_TYPE_ERROR),
  for_repair: z.boolean().optional(),
  logistics_on: z.boolean().optional(),
  language: z.enum(TEXT_LANGUAGES, { error: 'Choose English or Russian.' }).optional(),
  text: requiredText(TEXT_CONDITION_MAX),
});
export type TextConditionCreate = z.input<typeof textConditionCreateSchema>;
export const textConditionUpdateSchema = patchOf(textConditionCreateSchema);
export type TextConditionUpdate = z.input<typeof textConditionUpdateSchema>;

/** What condition-text writes answer (the shape `text_condition/` lists). */
export const companyTextConditionSchema = textConditionSchema;
export type CompanyTextCondition = z.infer<typeof companyTextConditionSchema>;

/** Success messages of the upkeep calls (spec §9 has none for removing: ours). */
export const COMPANY_MESSAGES = {
  companyDeleted: 'Company deleted',
  contactRemoved: 'Contact removed',
  addressRemoved: 'Address removed',
  bankPropertyRemoved: 'Bank details removed',
  textConditionRemoved: 'Condition text removed',
  extraMarginRemoved: 'Extra margin removed',
} as const;

// ---------------------------------------------------------------- endpoints

const collection = collectionEndpoints(':role/company/', 'company');
const treaties = collection.parts('treaties', 'treatyId');
const contacts = collection.parts('contacts', 'guidingId');
const addresses = collection.parts('addresses', 'addressId');
const bankProperties = collection.parts('bank_properties', 'bankId');
const textConditions = collection.parts('text_conditions', 'conditionId');

export const companyEndpoints = {
  list: collection.list(companyListQuerySchema, companyListItemSchema),
  create: collection.create(companyCreateSchema, companyDetailSchema),
  one: collection.one(companyDetailSchema),
  update: collection.update(companyUpdateSchema, companyDetailSchema),
  remove: collection.remove(),
  treaties: treaties.list(z.array(treatySchema)),
  createTreaty: treaties.add(treatyCreateSchema, treatySchema),
  updateTreaty: treaties.update(treatyUpdateSchema, treatySchema),
  updateQuotationSetting: collection
    .parts('quotation_setting', 'settingId')
    .update(quotationSettingUpdateSchema, quotationSettingSchema),
  // Upkeep of a company's parts (issue 6), in the style of the treaties: the collection under the
  // company, each record under it by its own id (the id the company detail lists).
  addContact: contacts.add(companyContactCreateSchema, companyGuidingSchema),
  updateContact: contacts.update(companyContactUpdateSchema, companyGuidingSchema),
  removeContact: contacts.remove(),
  addAddress: addresses.add(companyAddressCreateSchema, companyAddressSchema),
  updateAddress: addresses.update(companyAddressUpdateSchema, companyAddressSchema),
  removeAddress: addresses.remove(),
  addBankProperty: bankProperties.add(bankPropertyCreateSchema, bankPropertySchema),
  updateBankProperty: bankProperties.update(bankPropertyUpdateSchema, bankPropertySchema),
  removeBankProperty: bankProperties.remove(),
  textConditions: textConditions.list(z.array(companyTextConditionSchema)),
  addTextCondition: textConditions.add(textConditionCreateSchema, companyTextConditionSchema),
  updateTextCondition: textConditions.update(textConditionUpdateSchema, companyTextConditionSchema),
  removeTextCondition: textConditions.remove(),
  holdingSelector: endpoint({
    method: 'GET',
    path: 'api/selectors/holding/',
    response: z.array(holdingSchema),
    area: 'company',
  }),
  createHolding: endpoint({
    method: 'POST',
    path: ':role/holding/',
    body: holdingCreateSchema,
    response: holdingSchema,
    area: 'company',
    status: 201,
  }),
  selector: endpoint({
    method: 'GET',
    path: ':role/company_selector/',
    query: companySelectorQuerySchema,
    response: z.array(companySelectorItemSchema),
    area: 'company',
  }),
};
