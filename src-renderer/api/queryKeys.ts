/**
 * Query keys, one factory for the whole app: every server-owned slice of a request is in its key,
 * and invalidating an area is invalidating its prefix.
 */
import type { AssessmentListParams } from '../features/assessment/listQuery.ts';
import type { ConsolidationListParams } from '../features/consolidation/listQuery.ts';
import type { ContactAnalyticsParams } from '../features/contact/listQuery.ts';
import type { ProductRequestListParams } from '../features/product-request/listQuery.ts';
import type { ProductListParams } from '../features/product/listQuery.ts';
import type { PurchaseListParams } from '../features/purchase/listQuery.ts';
import type { ServiceRequestParams } from '../features/service-request/listQuery.ts';
import type { StocktakingListParams } from '../features/stocktaking/listQuery.ts';
import type { CompanyListQuery } from '../../src-shared/api/company.ts';
import type { EndPositionListQuery } from '../../src-shared/api/end-position.ts';
import type { OfferListQuery } from '../../src-shared/api/offer.ts';
import type { SummaryOrderQuery } from '../../src-shared/api/order.ts';
import type { OrderPositionListQuery } from '../../src-shared/api/order-position.ts';
import type { RfqListQuery } from '../../src-shared/api/rfq.ts';
import { areaKeys } from './areaQueries.ts';

export const queryKeys = {
  baseInfo: (role: string) => ['home', role, 'base_info'] as const,
  userInfo: (role: string) => ['home', role, 'user_info'] as const,
  textConditions: (role: string, company: number) =>
    ['home', role, 'text_condition', company] as const,
  contactSelector: (role: string, search: string) => ['contact', role, 'selector', search] as const,
  companySelector: (role: string, search: string) => ['company', role, 'selector', search] as const,
  company: {
    ...areaKeys<CompanyListQuery>('company'),
    treaties: (role: string, id: number) => ['company', role, 'one', id, 'treaties'] as const,
    holdings: () => ['company', 'holdings'] as const,
  },
  rfq: {
    ...areaKeys<RfqListQuery>('rfq'),
    historical: (role: string, partNumber: string) =>
      ['rfq', role, 'historical', partNumber] as const,
  },
  orderPosition: areaKeys<OrderPositionListQuery>('order_position'),
  inventory: {
    all: (role: string) => ['inventory', role] as const,
    /** By the part number's key: however it was typed, one cache entry. */
    state: (role: string, key: string) => ['inventory', role, 'state', key] as const,
  },
  offer: {
    ...areaKeys<OfferListQuery>('offer'),
    /** Every offer of one position (all pages), for the side-by-side panel and live prices. */
    ofPosition: (role: string, positionId: number) =>
      ['offer', role, 'position', positionId] as const,
    history: (role: string, id: number) => ['offer', role, 'history', id] as const,
  },
  kp: {
    all: (role: string) => ['kp', role] as const,
    one: (role: string, rfqId: number, kpId: number) => ['kp', role, rfqId, kpId] as const,
  },
  /** Its list is the summary of orders. */
  order: {
    ...areaKeys<SummaryOrderQuery>('order'),
    positions: (role: string, id: number, status: string) =>
      ['order', role, 'one', id, 'positions', status] as const,
  },
  endPosition: {
    ...areaKeys<EndPositionListQuery>('end_position'),
    ils: (role: string) => ['end_position', role, 'ils'] as const,
  },
  setting: {
    currencyRate: (role: string) => ['setting', role, 'currency_rate'] as const,
    margin: (role: string) => ['setting', role, 'margin'] as const,
    transportMargin: (role: string) => ['setting', role, 'transport_margin'] as const,
  },
  // The record areas of areaQueries(): each list keyed by the parameters its page sends.
  assessment: areaKeys<AssessmentListParams>('assessment'),
  consolidation: areaKeys<ConsolidationListParams>('consolidation'),
  /** Its list is the analytics page. */
  contact: areaKeys<ContactAnalyticsParams>('contact'),
  product: areaKeys<ProductListParams>('product'),
  productRequest: areaKeys<ProductRequestListParams>('product_request'),
  purchase: areaKeys<PurchaseListParams>('purchase'),
  serviceRequest: areaKeys<ServiceRequestParams>('service_request'),
  stocktaking: areaKeys<StocktakingListParams>('stocktaking'),
};
