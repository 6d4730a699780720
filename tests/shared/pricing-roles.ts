/**
 * The roles that see our costs and margins (the 'pricing' audience: the roles that quote or set
 * prices, and the auditor), written out by hand once for the tests that check it, so the code's
 * own list (permissions.ts, audience.ts) is checked against it, never against itself.
 */
import type { Role } from '../../src-shared/domain/roles.ts';

export const EXPECTED_PRICING_ROLES: ReadonlySet<Role> = new Set<Role>([
  'SALES MANAGER',
  'SALES ADMIN',
  'ADMIN',
  'FG SALES ADMIN',
  'PRICING ANALYST',
  'REPAIR MANAGER',
  'AUDITOR',
]);
