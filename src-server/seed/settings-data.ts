/**
 * The settings the quotation builder prices with, written on first start whatever the demo scale
 * (system data, like the reference lists): currency rates, margin steps per sale type, transport
 * steps. Rates are units of the currency per 1 USD, as spec §3 "Exchange rates" and pricing.ts
 * read them.
 */
import type { MarginStep } from '../../src-shared/domain/pricing.ts';

/** When the seeded rates were taken. */
export const RATES_TAKEN_AT = '2026-11-16T09:00:00.000Z';

/** Units per 1 USD, by currency code (every currency of reference-data.ts CURRENCIES). */
export const CURRENCY_RATES: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 0.925,
  GBP: 0.79,
  RUB: 92.5,
  CNY: 7.18,
  AED: 3.6725,
  CHF: 0.885,
  JPY: 151.2,
  TRY: 41.8,
  KZT: 512.4,
  INR: 84.6,
  SGD: 1.335,
  CAD: 1.395,
  AUD: 1.53,
};

/**
 * Margin steps by sale type code (ref_sale_type): the margin falls as the unit cost in USD grows.
 * Exchanges, loans and repairs carry a service margin on a fee, consignment is a commission.
 */
export const MARGIN_STEPS: Readonly<Record<string, readonly MarginStep[]>> = {
  OUTRIGHT: [
    { from: 0, percent: 45 },
    { from: 500, percent: 35 },
    { from: 2000, percent: 25 },
    { from: 10_000, percent: 18 },
    { from: 50_000, percent: 12 },
  ],
  EXCHANGE: [
    { from: 0, percent: 35 },
    { from: 1000, percent: 28 },
    { from: 5000, percent: 20 },
    { from: 25_000, percent: 14 },
    { from: 100_000, percent: 10 },
  ],
  LOAN: [
    { from: 0, percent: 30 },
    { from: 2000, percent: 22 },
    { from: 10_000, percent: 15 },
  ],
  REPAIR: [
    { from: 0, percent: 30 },
    { from: 1000, percent: 22 },
    { from: 5000, percent: 15 },
    { from: 20_000, percent: 10 },
  ],
  CONSIGNMENT: [
    { from: 0, percent: 20 },
    { from: 5000, percent: 15 },
    { from: 25_000, percent: 10 },
  ],
  LEASE: [
    { from: 0, percent: 25 },
    { from: 50_000, percent: 15 },
    { from: 250_000, percent: 10 },
  ],
};

/** Transport as a percentage of the unit cost, by unit cost in USD: small parts cost more to ship. */
export const TRANSPORT_STEPS: readonly MarginStep[] = [
  { from: 0, percent: 12 },
  { from: 500, percent: 8 },
  { from: 2000, percent: 5 },
  { from: 10_000, percent: 3 },
  { from: 50_000, percent: 2 },
];
