/**
 * Query keys, one factory for the whole app: every server-owned slice of a request is in its key,
 * and invalidating an area is invalidating its prefix.
 */
import type { CompanyListQuery } from '../../src-shared/api/company.ts';
import type { EndPositionListQuery } from '../../src-shared/api/end-position.ts';
import type { OfferListQuery } from '../../src-shared/api/offer.ts';
import type { SummaryOrderQuery } from '../../src-shared/api/order.ts';
import type { OrderPositionListQuery } from '../../src-shared/api/order-position.ts';
import type { RfqListQuery } from '../../src-shared/api/rfq.ts';

export const queryKeys = {
  baseInfo: (role: string) => ['home', role, 'base_info'] as const,
  userInfo: (role: string) => ['home', role, 'user_info'] as const,
  textConditions: (role: string, company: number) =>
    ['home', role, 'text_condition', company] as const,
  contactSelector: (role: string, search: string) => ['contact', role, 'selector', search] as const,
  companySelector: (role: string, search: string) => ['company', role, 'selector', search] as const,
  company: {
    all: (role: string) => ['company', role] as const,
    list: (role: string, params: CompanyListQuery) => ['company', role, 'list', params] as const,
    one: (role: string, id: number) => ['company', role, 'one', id] as const,
    treaties: (role: string, id: number) => ['company', role, 'one', id, 'treaties'] as const,
    holdings: () => ['company', 'holdings'] as const,
  },
  rfq: {
    all: (role: string) => ['rfq', role] as const,
    lists: (role: string) => ['rfq', role, 'list'] as const,
    list: (role: string, params: RfqListQuery) => ['rfq', role, 'list', params] as const,
    one: (role: string, id: number) => ['rfq', role, 'one', id] as const,
    historical: (role: string, partNumber: string) =>
      ['rfq', role, 'historical', partNumber] as const,
  },
  orderPosition: {
    all: (role: string) => ['order_position', role] as const,
    list: (role: string, params: OrderPositionListQuery) =>
      ['order_position', role, 'list', params] as const,
  },
  inventory: {
    all: (role: string) => ['inventory', role] as const,
    /** By the part number's key: however it was typed, one cache entry. */
    state: (role: string, key: string) => ['inventory', role, 'state', key] as const,
  },
  offer: {
    all: (role: string) => ['offer', role] as const,
    list: (role: string, params: OfferListQuery) => ['offer', role, 'list', params] as const,
    /** Every offer of one position (all pages), for the side-by-side panel and live prices. */
    ofPosition: (role: string, positionId: number) =>
      ['offer', role, 'position', positionId] as const,
    history: (role: string, id: number) => ['offer', role, 'history', id] as const,
  },
  kp: {
    all: (role: string) => ['kp', role] as const,
    one: (role: string, rfqId: number, kpId: number) => ['kp', role, rfqId, kpId] as const,
  },
  order: {
    all: (role: string) => ['order', role] as const,
    summary: (role: string, params: SummaryOrderQuery) =>
      ['order', role, 'summary', params] as const,
    one: (role: string, id: number) => ['order', role, 'one', id] as const,
    positions: (role: string, id: number, status: string) =>
      ['order', role, 'one', id, 'positions', status] as const,
  },
  endPosition: {
    all: (role: string) => ['end_position', role] as const,
    list: (role: string, params: EndPositionListQuery) =>
      ['end_position', role, 'list', params] as const,
    ils: (role: string) => ['end_position', role, 'ils'] as const,
  },
  setting: {
    currencyRate: (role: string) => ['setting', role, 'currency_rate'] as const,
    margin: (role: string) => ['setting', role, 'margin'] as const,
    transportMargin: (role: string) => ['setting', role, 'transport_margin'] as const,
  },
};
