/**
 * The person or company a record names in one of its columns (who made, scanned, inspected or
 * changed it; its manager, contact or client), read back as a Ref: the id, and the name the app
 * shows for it. Every area joined the named table, selected the same two columns and rebuilt the
 * Ref; here each kind is named once. The name is a subquery on the record's own column, so a
 * select needs no joins for it (the column's foreign key keeps a non-null id pointing at a row).
 * Lists on hot paths (products and their Excel export, need-offer tasks, offers, companies) keep
 * their joins: their plans are benchmarked.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Ref } from '../../src-shared/api/records.ts';
import { contactName, refOrNull, userName } from '../db/refs.ts';

type NamedRow<P extends string> = Record<`${P}_id`, number | null> &
  Record<`${P}_name`, string | null>;

/**
 * The columns and the Ref of a record `column` names, whose name `name` reads: a subquery, over
 * aliases of its own (so they never hide one of the outer query's), on that column.
 */
function namedBy<const C extends string, const P extends string>(
  column: C,
  prefix: P,
  name: RawBuilder<string | null>,
) {
  const nameColumn = name.as(`${prefix}_name`);
  const parts = (row: NamedRow<P>) => {
    const fields = row as Record<string, number | string | null>;
    return {
      id: fields[`${prefix}_id`] as number | null,
      name: fields[`${prefix}_name`] as string | null,
    };
  };
  return {
    columns: [`${column} as ${prefix}_id`, nameColumn] as const,
    /** The name alone, where the record's own columns (`selectAll`) give the id. */
    nameColumn,
    /** The Ref of a column the record always fills (an id gone with its row reads as 0). */
    of(row: NamedRow<P>): Ref {
      const { id, name } = parts(row);
      return { id: id ?? 0, name: name ?? '' };
    },
    orNull(row: NamedRow<P>): Ref | null {
      const { id, name } = parts(row);
      return refOrNull(id, name);
    },
  };
}

/**
 * The user `column` names: "Name Surname" of the user's contact, else the username. A record that
 * keeps the contact the user acted as (the audit trail) names it in `contactColumn`: that
 * contact's name, then.
 */
export function namedUser<const C extends string, const P extends string>(
  column: C,
  prefix: P,
  contactColumn?: string,
) {
  const contact = contactColumn ? sql.ref(contactColumn) : sql.ref('named_user.contact_id');
  return namedBy(
    column,
    prefix,
    sql<string | null>`(SELECT ${userName('named_contact', 'named_user')}
    FROM app_user named_user LEFT JOIN contact named_contact ON named_contact.id = ${contact}
    WHERE named_user.id = ${sql.ref(column)})`,
  );
}

/** The contact `column` names (a manager, a client's contact): "Name Surname", or null. */
export function namedContact<const C extends string, const P extends string>(column: C, prefix: P) {
  return namedBy(
    column,
    prefix,
    sql<string | null>`(SELECT ${contactName('named_contact')} FROM contact named_contact
    WHERE named_contact.id = ${sql.ref(column)})`,
  );
}

/** The company `column` names (a client, a supplier, a legal entity): its name. */
export function namedCompany<const C extends string, const P extends string>(column: C, prefix: P) {
  return namedBy(
    column,
    prefix,
    sql<string | null>`(SELECT named_company.name FROM company named_company
    WHERE named_company.id = ${sql.ref(column)})`,
  );
}
