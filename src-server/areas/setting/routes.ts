/**
 * Settings reads the quotation builder needs (spec §7 "Settings": currency_rate, margin,
 * transport_margin). Decision: readable with the 'setting' area OR the 'rfq' area, so every role
 * that quotes (rfq write) can price, and those who manage settings can see them without RFQs.
 * Editing them belongs to the settings issue. Our margins are ours: a client (who reads its own
 * RFQs) may read the currency rates, not the margin or transport steps, which belong to the
 * 'pricing' area (every role that reads RFQs or settings, but the client: permissions.ts).
 */
import type { FastifyInstance } from 'fastify';
import type {
  CurrencyRates,
  SaleTypeMargin,
  TransportMargin,
} from '../../../src-shared/api/setting.ts';
import type { Area } from '../../../src-shared/domain/permissions.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { currencyRates, saleTypeMargins, transportMargin } from './queries.ts';

/** Who may read the pricing settings: settings readers and everyone who reads RFQs. */
export const PRICING_SETTINGS_AREAS: readonly Area[] = ['setting', 'rfq'];

export function registerSettingRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, {
    method: 'GET',
    url: '/:role/currency_rate/',
    area: PRICING_SETTINGS_AREAS,
    handler: async ({ db }): Promise<CurrencyRates> => currencyRates(db),
  });

  route(fastify, app, {
    method: 'GET',
    url: '/:role/margin/',
    area: 'pricing',
    handler: async ({ db }): Promise<SaleTypeMargin[]> => saleTypeMargins(db),
  });

  route(fastify, app, {
    method: 'GET',
    url: '/:role/transport_margin/',
    area: 'pricing',
    handler: async ({ db }): Promise<TransportMargin> => transportMargin(db),
  });
}
