/**
 * Settings reads the quotation builder needs (spec §7 "Settings": currency_rate, margin,
 * transport_margin). Decision: readable with the 'setting' area OR the 'rfq' area, so every role
 * that quotes (rfq write) can price, and those who manage settings can see them without RFQs.
 * Editing them belongs to the settings issue. Our margins are ours: a client (who reads its own
 * RFQs) may read the currency rates, not the margin or transport steps, which belong to the
 * 'pricing' area (every role that reads RFQs or settings, but the client: permissions.ts).
 */
import type { FastifyInstance } from 'fastify';
import {
  settingEndpoints,
  type CurrencyRates,
  type SaleTypeMargin,
  type TransportMargin,
} from '../../../src-shared/api/setting.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { currencyRates, saleTypeMargins, transportMargin } from './queries.ts';

export function registerSettingRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, {
    endpoint: settingEndpoints.currencyRate,
    handler: async ({ db }): Promise<CurrencyRates> => currencyRates(db),
  });

  route(fastify, app, {
    endpoint: settingEndpoints.margin,
    handler: async ({ db }): Promise<SaleTypeMargin[]> => saleTypeMargins(db),
  });

  route(fastify, app, {
    endpoint: settingEndpoints.transportMargin,
    handler: async ({ db }): Promise<TransportMargin> => transportMargin(db),
  });
}
