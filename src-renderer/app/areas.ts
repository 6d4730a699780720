/**
 * The areas of the app, one table: route, label, icon, permission area and whether the screen
 * exists yet. The sidebar lists the areas a role may use (src-shared/domain/permissions.ts) and
 * that exist; later issues flip `ready` as their screens land.
 */
import type { Access, Area } from '../../src-shared/domain/permissions.ts';
import { can } from '../../src-shared/domain/permissions.ts';
import type { Role } from '../../src-shared/domain/roles.ts';
import type { IconName } from '../components/Icon.tsx';

export interface AreaEntry {
  area: Area;
  path: string;
  label: string;
  icon: IconName;
  ready: boolean;
  /** Other path prefixes of the area's screens (the single order lives at /order/:id). */
  also?: readonly string[];
  /**
   * A second entry of one permission area names itself here (pins and keys are by this name);
   * the first entry of an area is named by the area.
   */
  key?: string;
  /** The access the sidebar lists it for; 'read' unless said. */
  access?: Access;
  /** A screen for staff: a client (who reads only its own company's) neither sees nor opens it. */
  staffOnly?: boolean;
}

/** An entry's own name: its key, else its area. */
export function entryKey(entry: AreaEntry): string {
  return entry.key ?? entry.area;
}

/** An entry of the table, ready unless `more` says not, with what else `more` says. */
function tableEntry(
  area: Area,
  path: string,
  label: string,
  icon: IconName,
  more: Partial<AreaEntry> = {},
): AreaEntry {
  return { area, path, label, icon, ready: true, ...more };
}

export const AREA_TABLE: readonly AreaEntry[] = [
  tableEntry('company', '/companies', 'Companies', 'building'),
  tableEntry('rfq', '/rfq', 'RFQs', 'inbox'),
  tableEntry('order', '/orders', 'Orders', 'receipt', { also: ['/order', '/order-positions'] }),
  tableEntry('inventory', '/inventory', 'Inventory', 'search'),
  tableEntry('need_offer', '/need-offers', 'Need offers', 'list'),
  tableEntry('end_position', '/end-positions', 'End positions', 'target', { ready: false }),
  tableEntry('purchase', '/purchase-orders', 'Purchase orders', 'cart'),
  tableEntry('product', '/products', 'Products', 'package'),
  // Product requests are the warehouse's work list (area 'product', src-shared/api/product-request.ts):
  // listed for the roles that write products and serve the requests; a reader of products may
  // still open the screen (read only).
  tableEntry('product', '/product-requests', 'Product requests', 'boxes', {
    key: 'product_request',
    access: 'write',
  }),
  tableEntry('consolidation', '/consolidations', 'Consolidations', 'truck'),
  tableEntry('stocktaking', '/stocktakings', 'Stocktakings', 'clipboard'),
  tableEntry('assessment', '/assessments', 'Assessments', 'scale'),
  tableEntry('service_request', '/service-requests', 'Service requests', 'wrench'),
  tableEntry('analytics', '/analytics', 'Contact analytics', 'chart'),
  // File management: any record's files. A client reads the files of its own company only, on
  // the pages it has; the screen is staff's.
  tableEntry('file', '/files', 'Files', 'file', { staffOnly: true }),
  tableEntry('setting', '/settings', 'Settings', 'settings'),
  tableEntry('profile', '/profile', 'Profile', 'user'),
];

/** The entry of this key (entryKey); a key of no entry is a mistake in the code that names it. */
export function areaEntry(key: string): AreaEntry {
  const entry = AREA_TABLE.find((candidate) => entryKey(candidate) === key);
  if (!entry) throw new Error(`No area "${key}" in the area table`);
  return entry;
}

/** The areas a user with these roles sees in the sidebar, in table order. */
export function navigableAreas(roles: readonly Role[]): AreaEntry[] {
  return AREA_TABLE.filter(
    (entry) =>
      entry.ready && can(roles, entry.area, entry.access ?? 'read') && forRoles(entry, roles),
  );
}

/** A staff screen is not a client's (a user acting as the client has only the CLIENT role). */
function forRoles(entry: AreaEntry, roles: readonly Role[]): boolean {
  return !entry.staffOnly || roles.some((role) => role !== 'CLIENT');
}

/** Pinned areas first (in the order they were pinned), then the rest. */
export function orderWithPins(areas: readonly AreaEntry[], pins: readonly string[]) {
  const pinned = pins
    .map((key) => areas.find((entry) => entryKey(entry) === key))
    .filter((entry): entry is AreaEntry => !!entry);
  const rest = areas.filter((entry) => !pins.includes(entryKey(entry)));
  return { pinned, rest };
}

/** Where a user lands after signing in: the first area the role may use. */
export function firstAreaPath(roles: readonly Role[]): string {
  return navigableAreas(roles)[0]?.path ?? '/welcome';
}

function isUnder(pathname: string, entry: AreaEntry): boolean {
  return [entry.path, ...(entry.also ?? [])].some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
}

/** Whether `pathname` belongs to an area these roles may use (for returning after login). */
export function mayVisit(roles: readonly Role[], pathname: string): boolean {
  return navigableAreas(roles).some((entry) => isUnder(pathname, entry));
}

/** The area a screen's path belongs to (`/rfq/3/kp/4` is the RFQ area's), or null for none. */
export function areaOfPath(pathname: string): Area | null {
  return AREA_TABLE.find((entry) => isUnder(pathname, entry))?.area ?? null;
}

/**
 * Whether these roles may open the screen at `pathname`: the screens of an area the role may not
 * read are closed to it, whatever the way in (a link from another area, a typed address), because
 * their calls would be answered 403, which logs the user out (spec §8). Paths of no area (the
 * start, the welcome page, an unknown address) are open.
 */
export function mayOpen(roles: readonly Role[], pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const entry = AREA_TABLE.find((candidate) => isUnder(path, candidate));
  return !entry || (can(roles, entry.area) && forRoles(entry, roles));
}
