/**
 * The settings the quotation builder reads (spec §7 "Settings"): currency rates, margin steps by
 * sale type, transport margin steps. Editing them belongs to the settings area.
 */
import { z } from 'zod';
import type { MarginStep } from '../domain/pricing.ts';
import type { Area } from '../domain/permissions.ts';
import { refSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/** Spec §3 "Exchange rates": units of each currency per 1 USD, and when they were taken. */
export const currencyRatesSchema = z.object({
  rates: z.record(z.string(), z.number()),
  timestamp: z.string(),
});
export type CurrencyRates = z.infer<typeof currencyRatesSchema>;

export const marginStepSchema = z.object({
  from: z.number(),
  percent: z.number(),
}) satisfies z.ZodType<MarginStep>;

export const saleTypeMarginSchema = z.object({
  sale_type: refSchema,
  steps: z.array(marginStepSchema),
});
export type SaleTypeMargin = z.infer<typeof saleTypeMarginSchema>;

export const transportMarginSchema = z.object({ steps: z.array(marginStepSchema) });
export type TransportMargin = z.infer<typeof transportMarginSchema>;

/**
 * Who may read the currency rates: settings readers and everyone who reads RFQs (so every role
 * that quotes can price). Our margins are ours: their steps belong to the 'pricing' area (every
 * role that reads RFQs or settings, but the client: permissions.ts).
 */
export const PRICING_SETTINGS_AREAS: readonly Area[] = ['setting', 'rfq'];

export const settingEndpoints = {
  currencyRate: endpoint({
    method: 'GET',
    path: ':role/currency_rate/',
    response: currencyRatesSchema,
    area: PRICING_SETTINGS_AREAS,
  }),
  margin: endpoint({
    method: 'GET',
    path: ':role/margin/',
    response: z.array(saleTypeMarginSchema),
    area: 'pricing',
  }),
  transportMargin: endpoint({
    method: 'GET',
    path: ':role/transport_margin/',
    response: transportMarginSchema,
    area: 'pricing',
  }),
};
