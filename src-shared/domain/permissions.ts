import type { FileModel } from '../api/file.ts';
import { ROLE_URL, type Role } from './roles.ts';

/**
 * Per-role permissions (spec §6 says "not shown"; this is our decision). One table, read by the
 * server to enforce every call and by the renderer to show only what a role may use.
 *
 * A permission is an area with an access level. `write` implies `read`. The area names are the
 * same on every side: src-shared/api/<area>.ts, src-server/areas/<area>, src-renderer/features/<area>.
 */

export const AREAS = [
  'home',
  'company',
  'rfq',
  // A client's own requests: a new RFQ for its own company, positions added to it (routes of
  // this area also take 'rfq'). Everything else about RFQs (moving them between lists, the
  // quotation head, positions changed or deleted, KPs) is 'rfq' write, which a client lacks.
  'rfq_request',
  // Our pricing's workings: costs, margins, margin steps, transport margins. Its readers are the
  // 'pricing' audience of every answer (audience.ts): the roles that quote or set prices, and the
  // auditor (which reads everything).
  'pricing',
  'order',
  'inventory',
  'need_offer',
  'end_position',
  'purchase',
  'product',
  'consolidation',
  'stocktaking',
  // Sale-price valuations of our stock (src-shared/api/assessment.ts): the pricing analyst and the
  // admin write them (and set sale prices in bulk); the warehouse superman, the FG sales admin and
  // the auditor read them; the offer evidence behind a price is the 'pricing' audience's alone.
  'assessment',
  'service_request',
  'analytics',
  'file',
  'setting',
  'profile',
] as const;

export type Area = (typeof AREAS)[number];
export type Access = 'read' | 'write';

/** A new RFQ and positions added to it: staff who write RFQs, and a client for its own requests. */
export const RFQ_REQUEST_AREAS: readonly Area[] = ['rfq', 'rfq_request'];

type Grants = Partial<Record<Area, Access>>;

/** What every signed-in user may do: read reference data, see and edit their own profile. */
const EVERYONE: Grants = { home: 'read', profile: 'write' };

function all(access: Access): Grants {
  return Object.fromEntries(AREAS.map((area) => [area, access])) as Grants;
}

export const ROLE_GRANTS: Record<Role, Grants> = {
  'SALES MANAGER': {
    company: 'write',
    rfq: 'write',
    order: 'write',
    inventory: 'write',
    need_offer: 'read',
    end_position: 'read',
    product: 'read',
    service_request: 'write',
    file: 'write',
    setting: 'read',
    pricing: 'read',
  },
  'SALES ADMIN': {
    company: 'write',
    rfq: 'write',
    order: 'write',
    inventory: 'write',
    need_offer: 'write',
    end_position: 'write',
    product: 'read',
    service_request: 'write',
    analytics: 'read',
    file: 'write',
    setting: 'write',
    pricing: 'read',
  },
  // A client reads its own company and follows its own requests and orders (scoped on the server);
  // it sends requests (rfq_request) and reads their quotations; it moves and prices nothing.
  CLIENT: {
    company: 'read',
    rfq: 'read',
    rfq_request: 'write',
    order: 'read',
    service_request: 'write',
    file: 'read',
  },
  'LLP MANAGER': {
    company: 'read',
    order: 'read',
    purchase: 'read',
    product: 'read',
    consolidation: 'write',
    file: 'write',
  },
  'PARTS SEARCH MANAGER': {
    company: 'write',
    rfq: 'read',
    inventory: 'write',
    need_offer: 'write',
    end_position: 'write',
    file: 'write',
  },
  'PARTS BUYER': {
    company: 'write',
    order: 'read',
    inventory: 'write',
    need_offer: 'read',
    purchase: 'write',
    product: 'read',
    file: 'write',
  },
  'SERVICE REQUESTS ADMIN': { company: 'read', service_request: 'write', file: 'write' },
  'WAREHOUSE SUPERMAN': {
    company: 'read',
    purchase: 'read',
    product: 'write',
    consolidation: 'write',
    stocktaking: 'write',
    assessment: 'read',
    file: 'write',
  },
  WAREHOUSEMAN: {
    company: 'read',
    product: 'write',
    consolidation: 'read',
    stocktaking: 'write',
    file: 'write',
  },
  ADMIN: all('write'),
  'FG SALES ADMIN': {
    company: 'write',
    rfq: 'write',
    order: 'write',
    inventory: 'read',
    product: 'write',
    assessment: 'read',
    file: 'write',
    pricing: 'read',
  },
  // The auditor reads everything and writes nothing, not even the shared settings.
  AUDITOR: { ...all('read') },
  'FG SELLER': {
    company: 'read',
    rfq: 'read',
    order: 'read',
    product: 'read',
    file: 'read',
  },
  'PRICING ANALYST': {
    company: 'read',
    inventory: 'read',
    product: 'read',
    assessment: 'write',
    setting: 'write',
    file: 'read',
    pricing: 'read',
  },
  'REPAIR MANAGER': {
    company: 'write',
    rfq: 'write',
    order: 'write',
    inventory: 'read',
    product: 'read',
    service_request: 'write',
    file: 'write',
    pricing: 'read',
  },
  'REPAIR SEARCH MANAGER': {
    company: 'read',
    rfq: 'read',
    inventory: 'write',
    need_offer: 'write',
    end_position: 'write',
    file: 'write',
  },
};

export function accessOf(roles: readonly Role[], area: Area): Access | undefined {
  let best: Access | undefined;
  for (const role of roles) {
    const granted = ROLE_GRANTS[role][area] ?? EVERYONE[area];
    if (granted === 'write') return 'write';
    if (granted === 'read') best = 'read';
  }
  return best;
}

/** Whether the roles may perform `access` on any one of the areas (a route's list of areas). */
export function canAny(
  roles: readonly Role[],
  areas: readonly Area[],
  access: Access = 'read',
): boolean {
  return areas.some((area) => can(roles, area, access));
}

/** Whether any of the roles may perform `access` on `area`; `write` implies `read`. */
export function can(roles: readonly Role[], area: Area, access: Access = 'read'): boolean {
  const granted = accessOf(roles, area);
  return granted === 'write' || (granted === 'read' && access === 'read');
}

/**
 * The roles a user acts with. A token with the client url acts as the client alone, whatever
 * other groups the user has: the server scopes it to its company (route.ts), so it gets the
 * client's grants too, never a staff role's (the renderer offers by the same rule).
 */
export function actingRoles(
  roles: readonly Role[],
  roleUrl: string | null | undefined,
): readonly Role[] {
  return roleUrl === ROLE_URL.CLIENT ? ['CLIENT'] : roles;
}

/**
 * Who changes the files of each model's records: the writers of these areas. A file attached to a
 * record (or approved, or deleted from it) changes that record, so it is for the roles that write
 * the record's own area; an order's also for the logistics roles (consolidation write), who attach
 * its customs declaration and air waybill though they only read the order.
 */
const FILE_MODEL_AREAS = {
  company: ['company'],
  rfq: ['rfq'],
  order: ['order', 'consolidation'],
  product: ['product'],
  consolidation: ['consolidation'],
  purchase_order: ['purchase'],
} as const satisfies Record<FileModel, readonly Area[]>;

/**
 * Whether the roles may attach, approve and delete the files of a record of `model`: file write,
 * and write on an area of FILE_MODEL_AREAS. A warehouseman writes files and products, but only
 * reads consolidations: a consolidation's files are not its to change. The one rule for the
 * server (file routes) and the renderer (powers.ts).
 */
export function canChangeFilesOf(roles: readonly Role[], model: FileModel): boolean {
  return can(roles, 'file', 'write') && canAny(roles, FILE_MODEL_AREAS[model], 'write');
}
