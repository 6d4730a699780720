/**
 * The settings the quotation builder reads (spec §7 "Settings"): currency rates, margin steps by
 * sale type, transport margin steps. Editing them belongs to the settings area.
 */
import { z } from 'zod';
import type { MarginStep } from '../domain/pricing.ts';
import type { Area } from '../domain/permissions.ts';
import { idSchema, refSchema } from './common.ts';
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

/**
 * A sale type's margin steps, written whole (spec §7 "PATCH and POST margin/"): POST gives steps
 * to a sale type that has none, PATCH replaces them. The first step starts at 0 USD, each next
 * one above the one before (a quote's cost falls in exactly one step).
 */
export const marginWriteSchema = z.object({
  sale_type: idSchema,
  steps: z
    .array(
      z.object({
        from: z
          .number({ error: 'Enter the amount the step starts at.' })
          .min(0, { error: 'A step starts at 0 or more.' })
          .max(1_000_000_000, { error: 'The amount is too large.' }),
        percent: z
          .number({ error: 'Enter the margin in percent.' })
          .min(0, { error: 'A margin cannot be negative.' })
          .max(1000, { error: 'A margin is at most 1000 %.' }),
      }),
      { error: 'List the steps.' },
    )
    .min(1, { error: 'Give at least one step.' })
    .max(30, { error: 'At most 30 steps.' })
    .superRefine((steps, context) => {
      if (steps[0] && steps[0].from !== 0)
        context.addIssue({
          code: 'custom',
          path: [0, 'from'],
          message: 'The first step starts at 0.',
        });
      for (let i = 1; i < steps.length; i++) {
        if ((steps[i]?.from ?? 0) <= (steps[i - 1]?.from ?? 0))
          context.addIssue({
            code: 'custom',
            path: [i, 'from'],
            message: 'Each step starts above the one before.',
          });
      }
    }),
});
export type MarginWrite = z.input<typeof marginWriteSchema>;

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
  /** A sale type without steps gets them (400 when it has some: PATCH changes them). */
  createMargin: endpoint({
    method: 'POST',
    path: ':role/margin/',
    body: marginWriteSchema,
    response: saleTypeMarginSchema,
    area: 'setting',
    status: 201,
  }),
  updateMargin: endpoint({
    method: 'PATCH',
    path: ':role/margin/',
    body: marginWriteSchema,
    response: saleTypeMarginSchema,
    area: 'setting',
  }),
  transportMargin: endpoint({
    method: 'GET',
    path: ':role/transport_margin/',
    response: transportMarginSchema,
    area: 'pricing',
  }),
};
