/**
 * Every word and number format a KP PDF prints, per language of its version (kp-versions.ts), in
 * one place. Decisions:
 * - Money has two decimals and thousands separators: Russian `1 234 567,89` (a no-break space, so
 *   an amount never wraps inside a cell, and a decimal comma), English `1,234,567.89`.
 * - Amounts in the totals carry the quote currency's code after the number (`12 500,00 USD`), the
 *   same in both languages: a code is unambiguous where a symbol ($, ¥) is not.
 * - A percentage is `20 %` in Russian (no-break space, as Russian typography has it), `20%` in
 *   English; a fractional rate keeps its decimals (`7,5 %`, `7.5%`).
 * - Dates use the version's date format (spec §9) through formatDate.
 */
import { formatMoney } from '../../src-shared/domain/money.ts';
import type { KpColumn, KpLanguage, KpVatColumn } from '../../src-shared/domain/kp-versions.ts';
import type { KpDocument } from '../../src-shared/domain/kp-document.ts';

/** The no-break space: thousands separator in Russian, and between a number and its unit. */
const NBSP = '\u00a0';

export function formatAmount(value: number, language: KpLanguage): string {
  return language === 'ru' ? formatMoney(value, NBSP, ',') : formatMoney(value, ',', '.');
}

export function formatAmountWithCurrency(
  value: number,
  language: KpLanguage,
  currencyCode: string,
): string {
  return currencyCode
    ? `${formatAmount(value, language)}${NBSP}${currencyCode}`
    : formatAmount(value, language);
}

export function formatPercent(rate: number, language: KpLanguage): string {
  const number = String(rate);
  return language === 'ru' ? `${number.replace('.', ',')}${NBSP}%` : `${number}%`;
}

type Condition = keyof KpDocument['conditions'];

export interface KpPdfWords {
  /** Table headers; money columns get the currency code appended (`Цена, USD`). */
  columns: Record<KpColumn | KpVatColumn, string>;
  /** Before a document number in running text: `№ 123`, `No. 123`. */
  numberSign: string;
  number: string;
  date: string;
  validUntil: string;
  treatyNumber: string;
  numberPo: string;
  customer: string;
  contact: string;
  vatNumber: string;
  address: string;
  phone: string;
  email: string;
  bankDetails: string;
  bank: string;
  swift: string;
  account: string;
  intro: string;
  alternateFor: (requested: string) => string;
  totals: {
    goods: string;
    transport: string;
    totalNoVat: string;
    vat: (rate: string) => string;
    noVat: string;
    total: string;
  };
  conditionsHeading: string;
  conditions: Record<Condition, string>;
  manager: string;
  signature: string;
  page: (current: number, count: number) => string;
}

const RU: KpPdfWords = {
  columns: {
    index: '№',
    part_number: 'Парт-номер',
    description: 'Описание',
    condition: 'Сост.',
    quantity: 'Кол-во',
    unit: 'Ед.',
    unit_price: 'Цена',
    transport: 'Доставка',
    total: 'Сумма',
    lead_time: 'Срок, дн.',
    delivery_date: 'Дата поставки',
    certificate: 'Сертификат',
    vat_rate: 'НДС',
    vat_amount: 'Сумма НДС',
    total_with_vat: 'Сумма с НДС',
  },
  numberSign: '№',
  number: 'Номер',
  date: 'Дата',
  validUntil: 'Действительно до',
  treatyNumber: 'Договор №',
  numberPo: 'Заказ (PO) №',
  customer: 'Покупатель',
  contact: 'Контактное лицо',
  vatNumber: 'ИНН',
  address: 'Адрес',
  phone: 'Тел.',
  email: 'E-mail',
  bankDetails: 'Банковские реквизиты',
  bank: 'Банк',
  swift: 'SWIFT',
  account: 'Счёт',
  intro: 'Предлагаем к поставке следующие позиции:',
  alternateFor: (requested) => `вместо ${requested}`,
  totals: {
    goods: 'Итого по позициям',
    transport: 'Доставка',
    totalNoVat: 'Итого без НДС',
    vat: (rate) => `НДС ${rate}`,
    noVat: 'НДС не облагается',
    total: 'Всего к оплате',
  },
  conditionsHeading: 'Условия',
  conditions: {
    payment: 'Условия оплаты',
    delivery: 'Условия поставки',
    shipping: 'Стоимость доставки',
    exchange: 'Условия обмена',
    warranty: 'Гарантия',
    loan: 'Условия аренды',
  },
  manager: 'Менеджер по продажам',
  signature: 'Подпись',
  page: (current, count) => `Стр. ${current} из ${count}`,
};

const EN: KpPdfWords = {
  columns: {
    index: '#',
    part_number: 'Part number',
    description: 'Description',
    condition: 'Cond.',
    quantity: 'Qty',
    unit: 'Unit',
    unit_price: 'Unit price',
    transport: 'Transport',
    total: 'Amount',
    lead_time: 'Lead time, days',
    delivery_date: 'Delivery date',
    certificate: 'Certificate',
    vat_rate: 'VAT',
    vat_amount: 'VAT amount',
    total_with_vat: 'Amount incl. VAT',
  },
  numberSign: 'No.',
  number: 'Number',
  date: 'Date',
  validUntil: 'Valid until',
  treatyNumber: 'Contract No.',
  numberPo: 'PO No.',
  customer: 'Customer',
  contact: 'Attention',
  vatNumber: 'VAT / Tax ID',
  address: 'Address',
  phone: 'Phone',
  email: 'E-mail',
  bankDetails: 'Bank details',
  bank: 'Bank',
  swift: 'SWIFT',
  account: 'Account',
  intro: 'We are pleased to offer the following items:',
  alternateFor: (requested) => `alternate for ${requested}`,
  totals: {
    goods: 'Items total',
    transport: 'Transport',
    totalNoVat: 'Total excl. VAT',
    vat: (rate) => `VAT ${rate}`,
    noVat: 'VAT not applicable',
    total: 'Total due',
  },
  conditionsHeading: 'Terms and conditions',
  conditions: {
    payment: 'Payment terms',
    delivery: 'Delivery terms',
    shipping: 'Shipping cost',
    exchange: 'Exchange terms',
    warranty: 'Warranty',
    loan: 'Loan terms',
  },
  manager: 'Sales manager',
  signature: 'Signature',
  page: (current, count) => `Page ${current} of ${count}`,
};

export function kpPdfWords(language: KpLanguage): KpPdfWords {
  return language === 'ru' ? RU : EN;
}

/** How an issuing entity's tax number is called on its documents, by the entity's country. */
const ISSUER_TAX_LABEL: Readonly<Record<string, string>> = {
  RU: 'ИНН',
  US: 'EIN',
  AE: 'TRN',
  DE: 'USt-IdNr.',
  SG: 'GST Reg. No.',
};

/** The issuer's tax-number label: its country's, else the document language's "VAT number". */
export function issuerTaxLabel(countryCode: string, words: KpPdfWords): string {
  return ISSUER_TAX_LABEL[countryCode] ?? words.vatNumber;
}
