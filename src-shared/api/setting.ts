/**
 * The settings the quotation builder reads (spec §7 "Settings"): currency rates, margin steps by
 * sale type, transport margin steps. Editing them belongs to the settings area.
 */
import type { MarginStep } from '../domain/pricing.ts';
import type { Ref } from './common.ts';

export const SETTING_PATHS = {
  currencyRate: (role: string) => `${role}/currency_rate/`,
  margin: (role: string) => `${role}/margin/`,
  transportMargin: (role: string) => `${role}/transport_margin/`,
} as const;

/** Spec §3 "Exchange rates": units of each currency per 1 USD, and when they were taken. */
export interface CurrencyRates {
  rates: Record<string, number>;
  timestamp: string;
}

export interface SaleTypeMargin {
  sale_type: Ref;
  steps: MarginStep[];
}

export interface TransportMargin {
  steps: MarginStep[];
}
