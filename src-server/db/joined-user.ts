/**
 * The user who did something (uploaded a file, made a write), joined as `userAlias` with a
 * contact `contactAlias` for the name: read back as `prefix_id` and `prefix_name`, the name being
 * the contact's "Name Surname", else the username (userName). The twin of joinedRef for the one
 * reference whose name is not a column of its own.
 */
import { sql } from 'kysely';
import type { Ref } from '../../src-shared/api/common.ts';
import { userName } from './refs.ts';

type UserRow<P extends string> = Record<`${P}_id`, number> & Record<`${P}_name`, string | null>;

export function joinedUser<const U extends string, const P extends string>(
  userAlias: U,
  contactAlias: string,
  prefix: P,
) {
  return {
    columns: [
      sql.ref<number>(`${userAlias}.id`).as(`${prefix}_id`),
      userName(contactAlias, userAlias).as(`${prefix}_name`),
    ] as const,
    of(row: UserRow<P>): Ref {
      const named = row as Record<string, unknown>;
      return {
        id: named[`${prefix}_id`] as number,
        name: (named[`${prefix}_name`] as string | null) ?? '',
      };
    },
  };
}
