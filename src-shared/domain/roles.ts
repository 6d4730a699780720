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

/** A role's name in snake case: 'SALES MANAGER' → 'SALES_MANAGER'. */
type Snake<Name extends string> = Name extends `${infer Head} ${infer Tail}`
  ? `${Head}_${Snake<Tail>}`
  : Name;

/**
 * The flag the login result carries for a role: `is_` and the role's name in lower snake case
 * (`is_sales_manager: true`), as the Django back end named them; one rule, so no role is spelled
 * twice and a new role gets its flag with its name.
 */
type FlagOf<R extends Role> = `is_${Lowercase<Snake<R>>}`;

function flagOf<R extends Role>(role: R): FlagOf<R> {
  return `is_${role.toLowerCase().replaceAll(' ', '_')}` as FlagOf<R>;
}

/** The flag of each role (`'SALES MANAGER'` → `'is_sales_manager'`). */
export const ROLE_FLAG = Object.fromEntries(ROLES.map((role) => [role, flagOf(role)])) as {
  readonly [R in Role]: FlagOf<R>;
};

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
