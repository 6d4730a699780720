/**
 * Every declared endpoint of every area, for the test that compares them with the routes the
 * server serves (tests/server/contract.test.ts): every area's table is in it.
 */
import { assessmentEndpoints } from './assessment.ts';
import { authEndpoints } from './auth.ts';
import { companyEndpoints } from './company.ts';
import { contactEndpoints } from './contact.ts';
import { endPositionEndpoints } from './end-position.ts';
import { endpointsOf, type AnyEndpoint } from './endpoint.ts';
import { fileEndpoints } from './file.ts';
import { healthEndpoints } from './health.ts';
import { historyEndpoints } from './history.ts';
import { homeEndpoints } from './home.ts';
import { inventoryEndpoints } from './inventory.ts';
import { kpEndpoints } from './kp.ts';
import { messagingEndpoints } from './messaging.ts';
import { offerEndpoints } from './offer.ts';
import { orderEndpoints } from './order.ts';
import { orderPositionEndpoints } from './order-position.ts';
import { productEndpoints } from './product.ts';
import { productRequestEndpoints } from './product-request.ts';
import { stocktakingEndpoints } from './stocktaking.ts';
import { consolidationEndpoints } from './consolidation.ts';
import { purchaseEndpoints } from './purchase.ts';
import { rfqEndpoints } from './rfq.ts';
import { serviceRequestEndpoints } from './service-request.ts';
import { settingEndpoints } from './setting.ts';
import { urgentEndpoints } from './urgent.ts';

export const DECLARED_ENDPOINTS: readonly AnyEndpoint[] = [
  ...endpointsOf(settingEndpoints),
  ...endpointsOf(messagingEndpoints),
  ...endpointsOf(homeEndpoints),
  ...endpointsOf(urgentEndpoints),
  ...endpointsOf(contactEndpoints),
  ...endpointsOf(historyEndpoints),
  ...endpointsOf(kpEndpoints),
  ...endpointsOf(orderEndpoints),
  ...endpointsOf(orderPositionEndpoints),
  ...endpointsOf(offerEndpoints),
  ...endpointsOf(inventoryEndpoints),
  ...endpointsOf(rfqEndpoints),
  ...endpointsOf(purchaseEndpoints),
  ...endpointsOf(productEndpoints),
  ...endpointsOf(productRequestEndpoints),
  ...endpointsOf(assessmentEndpoints),
  ...endpointsOf(stocktakingEndpoints),
  ...endpointsOf(consolidationEndpoints),
  ...endpointsOf(endPositionEndpoints),
  ...endpointsOf(companyEndpoints),
  ...endpointsOf(serviceRequestEndpoints),
  ...endpointsOf(fileEndpoints),
  ...endpointsOf(authEndpoints),
  ...endpointsOf(healthEndpoints),
];
