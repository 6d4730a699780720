/**
 * The settings the quotation builder reads (spec §7 "Settings"): currency rates, margin steps by
 * sale type, transport margin steps. Editing them belongs to the settings area.
 */
import { z } from 'zod';
import type { MarginStep } from '../domain/pricing.ts';
import type { Area } from '../domain/permissions.ts';
import { idSchema, patchOf } from './fields.ts';
import { refSchema } from './records.ts';
import { boundedNumber } from './numbers.ts';
import { refItemSchema } from './home.ts';
import { editableRecord, endpoint } from './endpoint.ts';

/** Spec §3 "Exchange rates": units of each currency per 1 USD, and when they were taken. */
export const currencyRatesSchema = z.object({
  rates: z.record(z.string(), z.number()),
  timestamp: z.string(),
});
export type CurrencyRates = z.infer<typeof currencyRatesSchema>;

/** The most a rate may be (units of a currency per 1 USD): no currency of ours is near it. */
const MAX_CURRENCY_RATE = 1_000_000;
export const RATE_ERROR = `A rate is a number above 0 and at most ${MAX_CURRENCY_RATE.toLocaleString('en-US')}.`;

/**
 * Rates entered by hand (units per 1 USD, by currency code), when the loaded ones are stale or
 * missing ('RATES not loading'): all or nothing; the timestamp becomes now.
 */
export const currencyRatesUpdateSchema = z.object({
  rates: z
    .record(
      z.string().trim().min(3).max(3),
      z
        .number({ error: RATE_ERROR })
        .gt(0, { error: RATE_ERROR })
        .max(MAX_CURRENCY_RATE, { error: RATE_ERROR }),
    )
    .refine((rates) => Object.keys(rates).length > 0, { error: 'Give at least one rate.' }),
});
export type CurrencyRatesUpdate = z.input<typeof currencyRatesUpdateSchema>;

const marginStepSchema = z.object({
  from: z.number(),
  percent: z.number(),
}) satisfies z.ZodType<MarginStep>;

export const saleTypeMarginSchema = z.object({
  sale_type: refSchema,
  steps: z.array(marginStepSchema),
});
export type SaleTypeMargin = z.infer<typeof saleTypeMarginSchema>;

/**
 * A percentage typed into a setting (a margin, the VAT, a markup): never negative, at most `max`.
 * `name` is how the prompt names it, `subject` how the refusals start ('A margin', 'VAT').
 */
function percentNumber(name: string, subject: string, max: [number, string]) {
  return boundedNumber({
    type: `Enter the ${name} in percent.`,
    min: [0, `${subject} cannot be negative.`],
    max,
  });
}

/**
 * Margin steps written whole (spec §7 "PATCH and POST margin/"; the transport margin the same way):
 * the first step starts at 0 USD, each next one above the one before (a quote's cost falls in
 * exactly one step), no margin below 0. One schema for both kinds, so both refuse alike.
 */
const marginStepsWriteSchema = z
  .array(
    z.object({
      from: boundedNumber({
        type: 'Enter the amount the step starts at.',
        min: [0, 'A step starts at 0 or more.'],
        max: [1_000_000_000, 'The amount is too large.'],
      }),
      percent: percentNumber('margin', 'A margin', [1000, 'A margin is at most 1000 %.']),
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
  });

/** A sale type's steps: POST gives steps to a sale type that has none, PATCH replaces them. */
export const marginWriteSchema = z.object({
  sale_type: idSchema,
  steps: marginStepsWriteSchema,
});
export type MarginWrite = z.input<typeof marginWriteSchema>;

// ---------------------------------------------------------------- base settings, delivery, warranty

/**
 * Spec §6: "The settings update uses a manager-specific path prefix instead of {role}." Our rule,
 * here and nowhere else: the base settings are read on `{role}/base_settings/1/` like any call,
 * and changed on `manager/base_settings/1/`: one path for every role that manages settings
 * (area 'setting', write), whatever its `{role}`.
 */
const SETTINGS_MANAGER_PREFIX = 'manager';

/** Spec §9: the base settings record is id 1. */
export const BASE_SETTINGS_ID = 1;

export const baseSettingsSchema = z.object({
  id: z.number(),
  main_currency: refItemSchema.nullable(),
  vat_value: z.number(),
  quote_validity_days: z.number(),
  /** Percent added to the system exchange rate when a quotation converts. */
  rate_markup: z.number(),
  updated_at: z.string(),
});
export type BaseSettings = z.infer<typeof baseSettingsSchema>;

export const baseSettingsUpdateSchema = patchOf(
  z.object({
    main_currency: idSchema.nullable(),
    vat_value: percentNumber('VAT', 'VAT', [100, 'VAT is at most 100 %.']),
    quote_validity_days: boundedNumber({
      type: 'Enter a number of days.',
      whole: 'Whole days.',
      min: [1, 'At least 1 day.'],
      max: [365, 'At most 365 days.'],
    }),
    rate_markup: percentNumber('markup', 'A markup', [50, 'At most 50 %.']),
  }),
);
export type BaseSettingsUpdate = z.input<typeof baseSettingsUpdateSchema>;

/** Spec §3 "Delivery time": the option for stock at our warehouse company, and for quotations. */
export const deliveryTimeSettingSchema = z.object({
  warehouse_company: refItemSchema,
  quotation_company: refItemSchema,
});
export type DeliveryTimeSetting = z.infer<typeof deliveryTimeSettingSchema>;

const deliveryTimeUpdateSchema = patchOf(
  z.object({ warehouse_company: idSchema, quotation_company: idSchema }),
);

const deliveryTime = editableRecord(
  ':role/delivery_time/',
  'setting',
  deliveryTimeSettingSchema,
  deliveryTimeUpdateSchema,
);

export const warrantyTermSchema = z.object({
  condition: refItemSchema,
  months: z.number(),
  text: z.string(),
});
export type WarrantyTerm = z.infer<typeof warrantyTermSchema>;

export const warrantiesUpdateSchema = z.object({
  warranties: z
    .array(
      z.object({
        condition: idSchema,
        months: boundedNumber({
          type: 'Enter the months.',
          whole: 'Whole months.',
          min: [0, 'Months cannot be negative.'],
          max: [120, 'At most 120 months.'],
        }),
        text: z.string().trim().max(2000),
      }),
      { error: 'List the warranties.' },
    )
    .min(1, { error: 'Give at least one warranty.' })
    .max(100),
});
export type WarrantiesUpdate = z.input<typeof warrantiesUpdateSchema>;

export const transportMarginSchema = z.object({ steps: z.array(marginStepSchema) });
export type TransportMargin = z.infer<typeof transportMarginSchema>;

/**
 * The transport margin's steps (one list, for every quotation with logistics on), written whole
 * like a sale type's: POST when there are none yet, PATCH to replace them.
 */
export const transportMarginWriteSchema = z.object({ steps: marginStepsWriteSchema });
export type TransportMarginWrite = z.input<typeof transportMarginWriteSchema>;

/**
 * Who may read the currency rates: settings readers and everyone who reads RFQs (so every role
 * that quotes can price). Our margins are ours: their steps belong to the 'pricing' area (every
 * role that reads RFQs or settings, but the client: permissions.ts).
 */
const PRICING_SETTINGS_AREAS: readonly Area[] = ['setting', 'rfq'];

export const settingEndpoints = {
  currencyRate: endpoint({
    method: 'GET',
    path: ':role/currency_rate/',
    response: currencyRatesSchema,
    area: PRICING_SETTINGS_AREAS,
  }),
  updateCurrencyRates: endpoint({
    method: 'PATCH',
    path: ':role/currency_rate/',
    body: currencyRatesUpdateSchema,
    response: currencyRatesSchema,
    area: 'setting',
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
  /** Transport steps where there are none (400 when there are some: PATCH changes them). */
  createTransportMargin: endpoint({
    method: 'POST',
    path: ':role/transport_margin/',
    body: transportMarginWriteSchema,
    response: transportMarginSchema,
    area: 'setting',
    status: 201,
  }),
  updateTransportMargin: endpoint({
    method: 'PATCH',
    path: ':role/transport_margin/',
    body: transportMarginWriteSchema,
    response: transportMarginSchema,
    area: 'setting',
  }),
  baseSettings: endpoint({
    method: 'GET',
    path: ':role/base_settings/:id/',
    response: baseSettingsSchema,
    area: 'setting',
  }),
  updateBaseSettings: endpoint({
    method: 'PATCH',
    path: `${SETTINGS_MANAGER_PREFIX}/base_settings/:id/`,
    body: baseSettingsUpdateSchema,
    response: baseSettingsSchema,
    area: 'setting',
  }),
  deliveryTime: deliveryTime.read,
  updateDeliveryTime: deliveryTime.update,
  warrantyTerms: endpoint({
    method: 'GET',
    path: ':role/warranty_terms/',
    response: z.array(warrantyTermSchema),
    area: 'setting',
  }),
  updateManyWarranties: endpoint({
    method: 'PATCH',
    path: ':role/warranty_terms/update_many_warranties/',
    body: warrantiesUpdateSchema,
    response: z.array(warrantyTermSchema),
    area: 'setting',
  }),
};
