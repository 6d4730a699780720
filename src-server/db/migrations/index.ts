/**
 * Every migration, imported statically so a bundler includes them (no folder scanning at run
 * time). Names sort in the order they run; never rename or edit one that has shipped, add a new one.
 */
import type { Migration } from 'kysely/migration';
import * as spine from './0001_spine.ts';
import * as sales from './0002_sales.ts';
import * as inputIntegrity from './0003_input_integrity.ts';
import * as companyUpkeep from './0004_company_upkeep.ts';
import * as quoteFreeze from './0005_quote_freeze.ts';
import * as sessionTokens from './0006_session_tokens.ts';
import * as inventorySearch from './0007_inventory_search.ts';
import * as endPositionFlow from './0009_end_position_flow.ts';
import * as orderPositionFlow from './0010_order_position_flow.ts';
import * as serviceRequests from './0011_service_requests.ts';
import * as settings from './0012_settings.ts';
import * as purchase from './0013_purchase.ts';
import * as products from './0014_products.ts';
import * as stocktaking from './0015_stocktaking.ts';
import * as consolidation from './0016_consolidation.ts';
import * as messaging from './0017_messaging.ts';
import * as assessments from './0018_assessments.ts';
import * as auditTrail from './0019_audit_trail.ts';
import * as listSearchIndexes from './0023_list_search_indexes.ts';
import * as activityOffersIndex from './0024_activity_offers_index.ts';
import * as purchaseOrderUuid from './0025_purchase_order_uuid.ts';
import * as offerMedianCoveringIndex from './0026_offer_median_covering_index.ts';

export const MIGRATIONS: Record<string, Migration> = {
  '0001_spine': spine,
  '0002_sales': sales,
  '0003_input_integrity': inputIntegrity,
  '0004_company_upkeep': companyUpkeep,
  '0005_quote_freeze': quoteFreeze,
  '0006_session_tokens': sessionTokens,
  '0007_inventory_search': inventorySearch,
  '0009_end_position_flow': endPositionFlow,
  '0010_order_position_flow': orderPositionFlow,
  '0011_service_requests': serviceRequests,
  '0012_settings': settings,
  '0013_purchase': purchase,
  '0014_products': products,
  '0015_stocktaking': stocktaking,
  '0016_consolidation': consolidation,
  '0017_messaging': messaging,
  '0018_assessments': assessments,
  '0019_audit_trail': auditTrail,
  '0023_list_search_indexes': listSearchIndexes,
  '0024_activity_offers_index': activityOffersIndex,
  '0025_purchase_order_uuid': purchaseOrderUuid,
  '0026_offer_median_covering_index': offerMedianCoveringIndex,
};
