/**
 * The user a record names in one of its columns (who made, scanned, inspected or changed it),
 * read back as a Ref: the id, and the name the app shows for a user ("Name Surname" of the
 * user's contact, else the username). Every area joined app_user and contact for it, selected
 * the same two columns and rebuilt the Ref; here it is named once. The name is a subquery on the
 * record's own column, so a select needs no joins for it (the column's foreign key sets it null
 * when the user goes, so a non-null id always has its user). A record that keeps the contact the
 * user acted as (the audit trail) names it in `contactColumn`: that contact's name, then.
 */
import { sql } from 'kysely';
import type { Ref } from '../../src-shared/api/common.ts';
import { refOrNull, userName } from '../db/refs.ts';

type UserRow<P extends string> = Record<`${P}_id`, number | null> &
  Record<`${P}_name`, string | null>;

export function namedUser<const C extends string, const P extends string>(
  column: C,
  prefix: P,
  contactColumn?: string,
) {
  const contact = contactColumn ? sql.ref(contactColumn) : sql.ref('named_user.contact_id');
  // Aliases of their own, so they never hide one of the outer query's.
  const name = sql<string | null>`(SELECT ${userName('named_contact', 'named_user')}
    FROM app_user named_user LEFT JOIN contact named_contact ON named_contact.id = ${contact}
    WHERE named_user.id = ${sql.ref(column)})`.as(`${prefix}_name`);
  const parts = (row: UserRow<P>) => {
    const fields = row as Record<string, number | string | null>;
    return {
      id: fields[`${prefix}_id`] as number | null,
      name: fields[`${prefix}_name`] as string | null,
    };
  };
  return {
    columns: [`${column} as ${prefix}_id`, name] as const,
    /** The name alone, where the record's own columns (`selectAll`) give the id. */
    nameColumn: name,
    /** The Ref of a column the record always fills (an id gone with its user reads as 0). */
    of(row: UserRow<P>): Ref {
      const { id, name } = parts(row);
      return { id: id ?? 0, name: name ?? '' };
    },
    orNull(row: UserRow<P>): Ref | null {
      const { id, name } = parts(row);
      return refOrNull(id, name);
    },
  };
}
