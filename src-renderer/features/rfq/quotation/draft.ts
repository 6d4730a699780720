/**
 * The quotation settings working copy of spec §3, as plain data: the saved head and text block of
 * an RFQ turned into what the form edits (strings as typed, so nothing typed is ever reshaped under
 * the user's fingers), and the form turned back into the PATCH rfq/{id}/ body (only what changed).
 * Pure; the zustand store in workingCopy.ts holds two of these: the saved original and the copy.
 */
import type {
  KpConditions,
  RfqQuotation,
  RfqTextBlock,
  RfqUpdate,
} from '../../../../src-shared/api/rfq.ts';
import { rfqUpdateSchema } from '../../../../src-shared/api/rfq.ts';
import { EMPTY_KP_CONDITIONS } from '../../../../src-shared/api/records.ts';
import { DEFAULT_DELIVERY_TIME } from '../../../../src-shared/domain/constants.ts';
import type { FieldErrors } from '../../../../src-shared/domain/errors.ts';
import { formatMoney } from '../../../../src-shared/domain/money.ts';
import { effectivePriority, type RfqPriority } from '../../../../src-shared/domain/priority.ts';

/** The form's values. Numbers and ids are strings as typed; '' means "none" / "the system's". */
export interface QuotationDraft {
  priority: RfqPriority;
  is_repair: boolean;
  sale_type: string;
  main_price_unit: string;
  /** '' uses the system rate (xRateBySystem). */
  xRate: string;
  vat: boolean;
  vat_value: string;
  vat_columns: boolean;
  logistics_on: boolean;
  include_transport_in_price: boolean;
  showTransport: boolean;
  treaty_number: string;
  useDefaultText: boolean;
  /** '' uses the margin steps of the sale type. */
  marginByUserInRFQHead: string;
  showCost: boolean;
  bill_kp: boolean;
  priceTotalByUser: string;
  priceTotalNoVatByUser: string;
  totalPaidByUser: string;
  kp_version: string;
  legal_entity: string;
  delivery_time: string;
  conditions: KpConditions;
  rfqNameByUser: string;
  start_date: string;
  end_date: string;
}

export type DraftKey = Exclude<keyof QuotationDraft, 'conditions'>;

const idText = (ref: { id: number } | null | undefined, fallback = '') =>
  ref ? String(ref.id) : fallback;
const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A stored typed total, as the form shows it: 12500.5 → '12,500.50'; none → ''. */
const amountText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : formatMoney(value);

export function draftFromSaved(quotation: RfqQuotation, text: RfqTextBlock): QuotationDraft {
  return {
    priority: quotation.priority,
    is_repair: quotation.is_repair,
    sale_type: idText(quotation.sale_type),
    main_price_unit: idText(quotation.main_price_unit),
    xRate: numberText(quotation.xRate),
    vat: quotation.vat,
    vat_value: numberText(quotation.vat_value),
    vat_columns: quotation.vat_columns,
    logistics_on: quotation.logistics_on,
    include_transport_in_price: quotation.include_transport_in_price,
    showTransport: quotation.showTransport,
    treaty_number: quotation.treaty_number ?? '',
    useDefaultText: quotation.useDefaultText,
    marginByUserInRFQHead: numberText(quotation.marginByUserInRFQHead),
    showCost: quotation.showCost,
    bill_kp: quotation.bill_kp,
    priceTotalByUser: amountText(quotation.priceTotalByUser),
    priceTotalNoVatByUser: amountText(quotation.priceTotalNoVatByUser),
    totalPaidByUser: amountText(quotation.totalPaidByUser),
    kp_version: String(quotation.kp_version),
    legal_entity: idText(quotation.legal_entity),
    // Spec §9: the default delivery time is 'Standard', id 35.
    delivery_time: idText(quotation.delivery_time, String(DEFAULT_DELIVERY_TIME.id)),
    conditions: { ...EMPTY_KP_CONDITIONS, ...quotation.conditions },
    rfqNameByUser: text.rfqNameByUser ?? '',
    start_date: text.start_date ?? '',
    end_date: text.end_date ?? '',
  };
}

/**
 * One field changed, with the spec's rule applied: a repair RFQ's priority becomes ROUTINE (§4),
 * and while it is a repair the priority cannot be set to anything else.
 */
export function withField<K extends DraftKey>(
  draft: QuotationDraft,
  key: K,
  value: QuotationDraft[K],
): QuotationDraft {
  if (key === 'priority' && draft.is_repair) return draft;
  const next = { ...draft, [key]: value };
  if (key === 'is_repair') next.priority = effectivePriority(next.priority, next.is_repair);
  return next;
}

/** A condition text typed by hand: from now on the RFQ has its own texts, not the company's. */
export function withCondition(
  draft: QuotationDraft,
  key: keyof KpConditions,
  text: string,
  shown: KpConditions,
): QuotationDraft {
  return {
    ...draft,
    useDefaultText: false,
    conditions: { ...(draft.useDefaultText ? shown : draft.conditions), [key]: text },
  };
}

/** "Use company texts": the company's conditions replace the RFQ's own (spec §3 useDefaultText). */
export function withCompanyTexts(draft: QuotationDraft, company: KpConditions): QuotationDraft {
  return { ...draft, useDefaultText: true, conditions: { ...company } };
}

/** Spec §4: monetary sort and totals can be reset — the typed totals go back to the system's. */
export function withMonetaryReset(draft: QuotationDraft): QuotationDraft {
  return { ...draft, priceTotalByUser: '', priceTotalNoVatByUser: '', totalPaidByUser: '' };
}

/** The conditions the form shows: the company's while useDefaultText is on, else the RFQ's own. */
export function shownConditions(draft: QuotationDraft, company: KpConditions | null): KpConditions {
  return draft.useDefaultText && company ? company : draft.conditions;
}

/**
 * A decimal as typed: '12.5', '12,5' (a decimal comma when there is no point) or '1,250.5'
 * (thousands commas). NaN when it is not a number, so the schema says what is wrong.
 */
export function parseDecimal(text: string): number {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return Number.NaN;
  const normalised = trimmed.includes('.')
    ? trimmed.replace(/,/g, '')
    : trimmed.replace(/,(\d{1,2})$/, '.$1').replace(/,/g, '');
  return /^-?\d*\.?\d+$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/** '' → null; a number when it reads as one; else the text, for the schema to refuse. */
function decimalOrNull(text: string): number | string | null {
  if (text.trim() === '') return null;
  const value = parseDecimal(text);
  return Number.isNaN(value) ? text : value;
}

function decimalOrText(text: string): number | string {
  const value = parseDecimal(text);
  return Number.isNaN(value) ? text : value;
}

const emptyToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** How each field goes into the PATCH body. */
const TO_BODY: { [K in keyof QuotationDraft]: (draft: QuotationDraft) => unknown } = {
  priority: (d) => d.priority,
  is_repair: (d) => d.is_repair,
  sale_type: (d) => (d.sale_type ? Number(d.sale_type) : undefined),
  main_price_unit: (d) => (d.main_price_unit ? Number(d.main_price_unit) : undefined),
  xRate: (d) => decimalOrNull(d.xRate),
  vat: (d) => d.vat,
  vat_value: (d) => decimalOrText(d.vat_value),
  vat_columns: (d) => d.vat_columns,
  logistics_on: (d) => d.logistics_on,
  include_transport_in_price: (d) => d.include_transport_in_price,
  showTransport: (d) => d.showTransport,
  treaty_number: (d) => d.treaty_number.trim(),
  useDefaultText: (d) => d.useDefaultText,
  marginByUserInRFQHead: (d) => decimalOrNull(d.marginByUserInRFQHead),
  showCost: (d) => d.showCost,
  bill_kp: (d) => d.bill_kp,
  // Typed totals travel as typed (commas and all, spec §5); '' means the system total.
  priceTotalByUser: (d) => emptyToNull(d.priceTotalByUser),
  priceTotalNoVatByUser: (d) => emptyToNull(d.priceTotalNoVatByUser),
  totalPaidByUser: (d) => emptyToNull(d.totalPaidByUser),
  kp_version: (d) => Number(d.kp_version),
  legal_entity: (d) => (d.legal_entity ? Number(d.legal_entity) : null),
  delivery_time: (d) => (d.delivery_time ? Number(d.delivery_time) : undefined),
  conditions: (d) => ({ ...d.conditions }),
  rfqNameByUser: (d) => d.rfqNameByUser.trim(),
  start_date: (d) => emptyToNull(d.start_date),
  end_date: (d) => emptyToNull(d.end_date),
};

const DRAFT_KEYS = Object.keys(TO_BODY) as (keyof QuotationDraft)[];

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The fields that differ from the saved original (conditions compared as a whole). */
function changedKeys(original: QuotationDraft, draft: QuotationDraft): (keyof QuotationDraft)[] {
  return DRAFT_KEYS.filter((key) => {
    // While both use the company's texts, the texts shown are the company's, not a change.
    if (key === 'conditions' && original.useDefaultText && draft.useDefaultText) return false;
    return !sameValue(original[key], draft[key]);
  });
}

export function isDirty(original: QuotationDraft | null, draft: QuotationDraft | null): boolean {
  return !!original && !!draft && changedKeys(original, draft).length > 0;
}

/**
 * The PATCH body: only what changed. With the company's texts in use, the texts sent are the
 * company's (`companyTexts`), so the KP carries what the form showed.
 */
export function patchFromDraft(
  original: QuotationDraft,
  draft: QuotationDraft,
  companyTexts: KpConditions | null = null,
): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const key of changedKeys(original, draft)) {
    const value = TO_BODY[key](draft);
    if (value !== undefined) patch[key] = value;
  }
  if (draft.useDefaultText && companyTexts && 'useDefaultText' in patch) {
    patch.conditions = { ...companyTexts };
  }
  return patch;
}

type DraftCheck =
  { ok: true; patch: RfqUpdate } | { ok: false; errors: FieldErrors; formError: string };

/** Checks a PATCH body with the shared schema; errors by field, as the form shows them. */
export function checkPatch(patch: Record<string, unknown>): DraftCheck {
  const result = rfqUpdateSchema.safeParse(patch);
  if (result.success) return { ok: true, patch: patch as RfqUpdate };
  const errors: FieldErrors = {};
  const rest: string[] = [];
  for (const issue of result.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '';
    if (key && key in TO_BODY) (errors[key] ??= []).push(issue.message);
    else rest.push(issue.message);
  }
  return { ok: false, errors, formError: rest.join('; ') };
}

interface DraftProblems {
  /** By field, as the form shows them beside each field. */
  errors: FieldErrors;
  /** The first problem in words, for the places that show one line (totals, Create KP). */
  summary: string | null;
}

const NO_PROBLEMS: DraftProblems = { errors: {}, summary: null };

/**
 * What is wrong with the copy as it is typed: what changed, checked with the shared schema the
 * save and the server use (QUOTE_LIMITS), so the form says it before anything is sent.
 */
export function draftProblems(
  original: QuotationDraft | null,
  draft: QuotationDraft | null,
): DraftProblems {
  if (!original || !draft) return NO_PROBLEMS;
  const patch = patchFromDraft(original, draft);
  if (Object.keys(patch).length === 0) return NO_PROBLEMS;
  const check = checkPatch(patch);
  if (check.ok) return NO_PROBLEMS;
  const first = Object.values(check.errors).flat()[0] ?? check.formError;
  return { errors: check.errors, summary: first || null };
}
