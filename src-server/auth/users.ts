import { sql, type Kysely } from 'kysely';
import { isRole, ROLE_URL, ROLES, type Role } from '../../src-shared/domain/roles.ts';
import type { Database } from '../db/schema.ts';
import { compiledOnce } from '../db/compiled-once.ts';
import { ownColumns } from '../db/columns.ts';

/** A user as authentication and permission checks see it, always read fresh from the database. */
export interface AuthUser {
  id: number;
  username: string;
  isActive: boolean;
  tokenVersion: number;
  confirmCodeRequired: boolean;
  /** Every role the user has, in the order of spec §6. */
  roles: Role[];
  primaryRole: Role;
  /** The `{role}` url segment of the primary role: the token's `url` claim. */
  url: string;
  contactId: number | null;
  /** The company of the user's contact (for a client: the company it is scoped to). */
  companyId: number | null;
}

/** The user's own columns that authentication and the checks read. */
const userColumns = ownColumns('u', [
  'id',
  'username',
  'is_active',
  'token_version',
  'confirm_code_required',
  'password_hash',
  'contact_id',
]);

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('app_user as u')
    .innerJoin('user_group as pg', 'pg.id', 'u.primary_group_id')
    .leftJoin('contact as c', 'c.id', 'u.contact_id')
    .select([
      ...userColumns.columns,
      'c.company_id',
      'pg.name as primary_group',
      sql<string[]>`coalesce((
        SELECT array_agg(g.name) FROM app_user_group ug JOIN user_group g ON g.id = ug.group_id
        WHERE ug.user_id = u.id), '{}')`.as('groups'),
    ]);
}

type UserRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirst']>>;

function toAuthUser(row: NonNullable<UserRow>): AuthUser | undefined {
  const roles = ROLES.filter((role) => row.groups.includes(role));
  const primaryRole = isRole(row.primary_group) ? row.primary_group : roles[0];
  if (!primaryRole) return undefined;
  if (!roles.includes(primaryRole)) roles.unshift(primaryRole);
  return {
    id: row.id,
    username: row.username,
    isActive: row.is_active,
    tokenVersion: row.token_version,
    confirmCodeRequired: row.confirm_code_required,
    roles,
    primaryRole,
    url: ROLE_URL[primaryRole],
    contactId: row.contact_id,
    companyId: row.company_id,
  };
}

/** The lookup by id, its one parameter the id (0 stands for it while it compiles). */
const byId = (db: Kysely<Database>) => baseQuery(db).where('u.id', '=', 0);

/**
 * The user with this id; undefined when there is none, or it has no role (toAuthUser). Every
 * signed-in call reads it (authenticate.ts), so it is compiled once (compiledOnce).
 */
export async function findUserById(
  db: Kysely<Database>,
  id: number,
): Promise<AuthUser | undefined> {
  const { rows } = await db.executeQuery(compiledOnce(db, byId, [id]));
  const row = rows[0];
  return row && toAuthUser(row);
}

/** Username match is case-insensitive, as the unique index is. Includes the password hash. */
export async function findUserForLogin(
  db: Kysely<Database>,
  username: string,
): Promise<{ user: AuthUser; passwordHash: string } | undefined> {
  const row = await baseQuery(db)
    .where(sql<string>`lower(u.username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  const user = row && toAuthUser(row);
  return user && row ? { user, passwordHash: row.password_hash } : undefined;
}
