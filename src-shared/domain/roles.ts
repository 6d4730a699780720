/**
 * The staff roles and the client role of spec §6, with the two things the spec leaves open and we
 * decide here, once, for client and server alike: the `{role}` url segment each role's calls are
 * prefixed with, and the name of the boolean flag the login result carries for it.
 */

export const ROLES = [
  'SALES MANAGER',
  'SALES ADMIN',
  'CLIENT',
  'LLP MANAGER',
  'PARTS SEARCH MANAGER',
  'PARTS BUYER',
  'SERVICE REQUESTS ADMIN',
  'WAREHOUSE SUPERMAN',
  'WAREHOUSEMAN',
  'ADMIN',
  'FG SALES ADMIN',
  'AUDITOR',
  'FG SELLER',
  'PRICING ANALYST',
  'REPAIR MANAGER',
  'REPAIR SEARCH MANAGER',
] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The `{role}` path segment. One per role, so a token's `url` claim names exactly one role. */
export const ROLE_URL = {
  'SALES MANAGER': 'sales',
  'SALES ADMIN': 'sales_admin',
  CLIENT: 'client',
  'LLP MANAGER': 'logistics',
  'PARTS SEARCH MANAGER': 'parts_search',
  'PARTS BUYER': 'buyer',
  'SERVICE REQUESTS ADMIN': 'service_admin',
  'WAREHOUSE SUPERMAN': 'warehouse_superman',
  WAREHOUSEMAN: 'warehouse',
  ADMIN: 'admin',
  'FG SALES ADMIN': 'fg_sales_admin',
  AUDITOR: 'auditor',
  'FG SELLER': 'fg_seller',
  'PRICING ANALYST': 'pricing',
  'REPAIR MANAGER': 'repair',
  'REPAIR SEARCH MANAGER': 'repair_search',
} as const satisfies Record<Role, string>;

export type RoleUrl = (typeof ROLE_URL)[Role];

export function roleForUrl(url: string): Role | undefined {
  return ROLES.find((role) => ROLE_URL[role] === url);
}

/** The flag the login result carries for each role (`is_sales_manager: true`, ...). */
export const ROLE_FLAG = {
  'SALES MANAGER': 'is_sales_manager',
  'SALES ADMIN': 'is_sales_admin',
  CLIENT: 'is_client',
  'LLP MANAGER': 'is_llp_manager',
  'PARTS SEARCH MANAGER': 'is_parts_search_manager',
  'PARTS BUYER': 'is_parts_buyer',
  'SERVICE REQUESTS ADMIN': 'is_service_requests_admin',
  'WAREHOUSE SUPERMAN': 'is_warehouse_superman',
  WAREHOUSEMAN: 'is_warehouseman',
  ADMIN: 'is_admin',
  'FG SALES ADMIN': 'is_fg_sales_admin',
  AUDITOR: 'is_auditor',
  'FG SELLER': 'is_fg_seller',
  'PRICING ANALYST': 'is_pricing_analyst',
  'REPAIR MANAGER': 'is_repair_manager',
  'REPAIR SEARCH MANAGER': 'is_repair_search_manager',
} as const satisfies Record<Role, string>;

export type RoleFlag = (typeof ROLE_FLAG)[Role];
type RoleFlags = Record<RoleFlag, boolean>;

export function roleFlags(groups: readonly Role[]): RoleFlags {
  const flags = {} as RoleFlags;
  for (const role of ROLES) flags[ROLE_FLAG[role]] = groups.includes(role);
  return flags;
}

/** Human labels for the shell and the user menu. */
export const ROLE_LABEL = {
  'SALES MANAGER': 'Sales manager',
  'SALES ADMIN': 'Sales admin',
  CLIENT: 'Client',
  'LLP MANAGER': 'Logistics manager',
  'PARTS SEARCH MANAGER': 'Parts search manager',
  'PARTS BUYER': 'Parts buyer',
  'SERVICE REQUESTS ADMIN': 'Service requests admin',
  'WAREHOUSE SUPERMAN': 'Warehouse supervisor',
  WAREHOUSEMAN: 'Warehouseman',
  ADMIN: 'Administrator',
  'FG SALES ADMIN': 'FG sales admin',
  AUDITOR: 'Auditor',
  'FG SELLER': 'FG seller',
  'PRICING ANALYST': 'Pricing analyst',
  'REPAIR MANAGER': 'Repair manager',
  'REPAIR SEARCH MANAGER': 'Repair search manager',
} as const satisfies Record<Role, string>;
