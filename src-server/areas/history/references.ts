/**
 * The names behind the ids in a recorded change (`country_id` 11 reads 'Germany'): which column
 * points at which table comes from the database's own foreign keys (read once per server), and
 * the names of the ids one page of history shows are read in one query per table.
 */
import { sql, type Kysely } from 'kysely';
import type { ReferenceName } from '../../../src-shared/domain/audit.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The column that names a row of a table, in the order tried. */
const NAME_COLUMNS = ['number', 'part_number', 'label_code', 'name', 'username', 'title', 'code'];

interface References {
  /** `table.column` → the table it points at. */
  targets: Map<string, string>;
  /** table → the SQL that names one of its rows. */
  names: Map<string, string>;
}

const cache = new WeakMap<Db, Promise<References>>();

async function loadReferences(db: Db): Promise<References> {
  const keys = await sql<{ table_name: string; column_name: string; target: string }>`
    SELECT c.conrelid::regclass::text AS table_name, a.attname AS column_name,
           c.confrelid::regclass::text AS target
    FROM pg_constraint c
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    WHERE c.contype = 'f' AND array_length(c.conkey, 1) = 1`.execute(db);
  const columns = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_name = ANY(${NAME_COLUMNS})`.execute(db);
  const targets = new Map(
    keys.rows.map((row) => [`${row.table_name}.${row.column_name}`, row.target]),
  );
  const names = new Map<string, string>();
  for (const table of new Set(targets.values())) {
    const have = new Set(
      columns.rows.filter((row) => row.table_name === table).map((row) => row.column_name),
    );
    if (table === 'contact') names.set(table, `trim(name || ' ' || surname)`);
    else {
      const column = NAME_COLUMNS.find((name) => have.has(name));
      if (column) names.set(table, `"${column}"::text`);
    }
  }
  return { targets, names };
}

function referencesOf(db: Db): Promise<References> {
  let loaded = cache.get(db);
  if (!loaded) {
    loaded = loadReferences(db);
    cache.set(db, loaded);
  }
  return loaded;
}

/** Reads the names of every id the changes point at; answers a lookup for readableFields. */
export async function referenceNames(
  db: Db,
  changes: readonly { table_name: string; before: unknown; after: unknown }[],
): Promise<ReferenceName> {
  const { targets, names } = await referencesOf(db);
  const wanted = new Map<string, Set<number>>();
  for (const change of changes) {
    for (const values of [change.before, change.after]) {
      if (!values || typeof values !== 'object') continue;
      for (const [column, value] of Object.entries(values)) {
        const target = targets.get(`${change.table_name}.${column}`);
        if (!target || !names.has(target) || typeof value !== 'number') continue;
        const ids = wanted.get(target) ?? new Set<number>();
        ids.add(value);
        wanted.set(target, ids);
      }
    }
  }
  const found = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([table, ids]) => {
      const { rows } = await sql<{ id: number; label: string | null }>`
        SELECT id, ${sql.raw(names.get(table) as string)} AS label FROM ${sql.table(table)}
        WHERE id = ANY(${[...ids]})`.execute(db);
      for (const row of rows) if (row.label) found.set(`${table}#${row.id}`, row.label);
    }),
  );
  return (table, column, value) => {
    const target = targets.get(`${table}.${column}`);
    return target ? found.get(`${target}#${String(value)}`) : undefined;
  };
}
