/**
 * What the signed-in user may be offered, decided once from the permission table the server
 * enforces (src-shared/domain/permissions.ts) and the role's url. The server answers 403 to
 * anything else, and a 403 logs the user out (spec §8): a screen that offers a call its user may
 * not make throws them out of the app. So every button that writes asks here first.
 */
import {
  RECORD_HISTORY_MODEL_NAMES,
  RECORD_HISTORY_MODELS,
  type RecordHistoryModel,
} from '../../src-shared/domain/audit.ts';
import { END_POSITION_AREAS } from '../../src-shared/api/end-position.ts';
import { FILE_MODELS, type FileModel } from '../../src-shared/api/file.ts';
import { viewerOf } from '../../src-shared/domain/audience.ts';
import {
  actingRoles,
  can,
  canAny,
  canChangeFilesOf,
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
  /** Our costs and margins: the roles that price, and the auditor (audience.ts). */
  seeCosts: boolean;
  /**
   * Composing a KP document (the export dialog: versions, conditions, VAT): staff. A client gets
   * the PDF the sales manager issued, as issued, and nothing to compose it with.
   */
  composeKp: boolean;
  /** A company edited and deleted, its parts and extra margin changed (company write). */
  editCompany: boolean;
  /** Our margin steps (`margin/`: setting or rfq read; never a client's). */
  readMargins: boolean;
  /** Moving search tasks (need offers, end positions): parts search and the admins. */
  workSearchTasks: boolean;
  /**
   * The record pages whose history (the audit trail) the user may read: staff, for the areas
   * they read (src-shared/api/history.ts). A client reads none: the call would be refused.
   */
  historyModels: readonly RecordHistoryModel[];
  /**
   * The models whose records' files the user may attach, approve and delete (file write and write
   * on the record's area: canChangeFilesOf, the rule the server enforces). The rest it only reads.
   */
  changeFilesOf: readonly FileModel[];
}

export function powersOf(roles: readonly Role[], roleUrl: string | null | undefined): Powers {
  // The server treats a token with the client url as the client (route.ts: clientCompanyId).
  const isClient = roleUrl === ROLE_URL.CLIENT;
  const acting = actingRoles(roles, roleUrl);
  const seeCosts = viewerOf(roles, roleUrl) === 'pricing';
  return {
    isClient,
    editRfq: can(acting, 'rfq', 'write') && !isClient,
    requestRfq: canAny(acting, RFQ_REQUEST_AREAS, 'write'),
    readOffers: can(acting, 'inventory') && !isClient,
    editOffers: can(acting, 'inventory', 'write') && !isClient,
    editOrders: can(acting, 'order', 'write') && !isClient,
    saveTableSettings: can(acting, 'profile', 'write'),
    seeCosts,
    composeKp: !isClient,
    editCompany: can(acting, 'company', 'write') && !isClient,
    // The margin steps (`margin/`, `transport_margin/`) go to the roles that price (audience.ts).
    readMargins: seeCosts,
    workSearchTasks: canAny(acting, END_POSITION_AREAS, 'write') && !isClient,
    historyModels: isClient
      ? []
      : RECORD_HISTORY_MODEL_NAMES.filter((model) =>
          can(acting, RECORD_HISTORY_MODELS[model].area, 'read'),
        ),
    changeFilesOf: FILE_MODELS.filter((model) => canChangeFilesOf(acting, model)),
  };
}
