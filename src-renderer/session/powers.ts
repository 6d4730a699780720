/**
 * What the signed-in user may be offered, decided once from the permission table the server
 * enforces (src-shared/domain/permissions.ts) and the role's url. The server answers 403 to
 * anything else, and a 403 logs the user out (spec §8): a screen that offers a call its user may
 * not make throws them out of the app. So every button that writes asks here first.
 */
import {
  actingRoles,
  can,
  canAny,
  RFQ_REQUEST_AREAS,
} from '../../src-shared/domain/permissions.ts';
import { ROLE_URL, type Role } from '../../src-shared/domain/roles.ts';

export interface Powers {
  /** A client sees its own company's RFQs and orders, never our prices, offers or margins. */
  isClient: boolean;
  /** RFQ workflow, positions, quotation head, KPs (rfq write; a client may only create RFQs). */
  editRfq: boolean;
  /** A new RFQ (rfq write, or a client's rfq_request for its own company). */
  requestRfq: boolean;
  /** Supplier offers and the pricing beside them (inventory read). */
  readOffers: boolean;
  /** New, edited, deactivated offers (inventory write: not every RFQ writer has it). */
  editOffers: boolean;
  /** An order from a KP, edits and cancellation of an order (order write). */
  editOrders: boolean;
  /** Column visibility saved to the server (`update_table_settings`, profile write). */
  saveTableSettings: boolean;
}

export function powersOf(roles: readonly Role[], roleUrl: string | null | undefined): Powers {
  // The server treats a token with the client url as the client (route.ts: clientCompanyId).
  const isClient = roleUrl === ROLE_URL.CLIENT;
  const acting = actingRoles(roles, roleUrl);
  return {
    isClient,
    editRfq: can(acting, 'rfq', 'write') && !isClient,
    requestRfq: canAny(acting, RFQ_REQUEST_AREAS, 'write'),
    readOffers: can(acting, 'inventory') && !isClient,
    editOffers: can(acting, 'inventory', 'write') && !isClient,
    editOrders: can(acting, 'order', 'write') && !isClient,
    saveTableSettings: can(acting, 'profile', 'write'),
  };
}
