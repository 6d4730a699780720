/**
 * Reading the audit trail (migration 0019): a page of writes (a person's, or those that touched a
 * record), then their changes in one query, made readable by src-shared/domain/audit.ts.
 */
import { sql, type Kysely } from 'kysely';
import { HISTORY_CHANGES_SHOWN, type HistoryEntry } from '../../../src-shared/api/history.ts';
import {
  describeWrite,
  GRANDCHILD_ROOTS,
  readableFields,
  tableLabel,
  titleRecords,
} from '../../../src-shared/domain/audit.ts';
import type { Database } from '../../db/schema.ts';
import { namedUser } from '../named-user.ts';
import { pathTable, recordLabels, type Mention } from './labels.ts';
import { referenceNames } from './references.ts';

type Db = Kysely<Database>;
type Op = 'insert' | 'update' | 'delete';

interface WriteRow {
  id: number;
  at: string;
  user_id: number;
  user_name: string | null;
  contact_id: number | null;
  role_url: string;
  area: string;
  method: string;
  action: string;
  params: unknown;
}

/** Who made a write: the user, named by the contact they acted as (`c`), else their username. */
const writer = namedUser('w.user_id', 'user', 'w.contact_id');

/** The writes of `ids`, newest first, with who made them. */
function writesQuery(db: Db) {
  return db
    .selectFrom('audit_write as w')
    .select([
      'w.id',
      sql<string>`to_char(w.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`.as('at'),
      ...writer.columns,
      'w.contact_id',
      'w.role_url',
      'w.area',
      'w.method',
      'w.action',
      'w.params',
    ]);
}

/**
 * Which of a write's changes a history shows: all of them in a person's history; in a record's,
 * only those rooted at the record (or at one of its positions).
 */
interface ChangeScope {
  rootTable: string;
  rootId: number;
}

/** The changes of `writeIds`, at most HISTORY_CHANGES_SHOWN per write, with each write's count. */
async function changesOf(db: Db, writeIds: readonly number[], scope: ChangeScope | null) {
  if (writeIds.length === 0) return [];
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('audit_change as c')
        .select([
          'c.write_id',
          'c.table_name',
          'c.record_id',
          'c.op',
          'c.before',
          'c.after',
          sql<number>`row_number() OVER (PARTITION BY c.write_id ORDER BY c.id)`.as('n'),
          sql<number>`count(*) OVER (PARTITION BY c.write_id)`.as('total'),
        ])
        .where('c.write_id', 'in', writeIds)
        .$if(scope !== null, (qb) => qb.where(inScope(scope as ChangeScope)))
        .as('ranked'),
    )
    .selectAll()
    .where('n', '<=', HISTORY_CHANGES_SHOWN)
    .orderBy('write_id', 'desc')
    .orderBy('n')
    .execute();
}

/**
 * The record itself, its direct children, and (for orders and purchase orders) the rows rooted
 * at one of its positions.
 */
function inScope(scope: ChangeScope) {
  const own = sql<boolean>`(root_table = ${scope.rootTable} AND root_id = ${scope.rootId})`;
  const grandchild = GRANDCHILD_ROOTS[scope.rootTable];
  if (!grandchild) return own;
  return sql<boolean>`(${own} OR (root_table = ${grandchild.table} AND root_id IN (
    SELECT id FROM ${sql.table(grandchild.table)} WHERE ${sql.ref(grandchild.parentColumn)} = ${scope.rootId})))`;
}

/** The records a page of history names: each changed row, and each record a title names. */
function mentionsOf(
  writes: readonly Pick<WriteRow, 'action' | 'params'>[],
  changes: readonly {
    table_name: string;
    record_id: number | null;
    before: unknown;
    after: unknown;
  }[],
): Mention[] {
  const mentions: Mention[] = [];
  for (const change of changes) {
    if (change.record_id === null) continue;
    // What the trail kept of the row: all of it for an insert or a delete.
    const kept = (change.before ?? change.after) as Record<string, unknown> | null;
    mentions.push({ table: change.table_name, id: Number(change.record_id), kept });
  }
  for (const write of writes) {
    const params = (write.params ?? {}) as Record<string, unknown>;
    for (const { segment, id } of titleRecords(write.action, params)) {
      const table = pathTable(segment);
      if (table !== undefined && /^\d+$/.test(id)) mentions.push({ table, id: Number(id) });
    }
  }
  return mentions;
}

/** History entries for `writeIds`, in that order, as the viewer may read them. */
export async function historyEntries(
  db: Db,
  writeIds: readonly number[],
  scope: ChangeScope | null,
  pricing: boolean,
): Promise<HistoryEntry[]> {
  if (writeIds.length === 0) return [];
  const [writes, changes] = await Promise.all([
    writesQuery(db).where('w.id', 'in', writeIds).execute(),
    changesOf(db, writeIds, scope),
  ]);
  const [referenceName, labelOf] = await Promise.all([
    referenceNames(db, changes),
    recordLabels(db, mentionsOf(writes, changes)),
  ]);
  const byWrite = new Map<number, HistoryEntry['changes']>();
  const totals = new Map<number, number>();
  for (const change of changes) {
    const op = change.op as Op;
    const list = byWrite.get(change.write_id) ?? [];
    list.push({
      table: change.table_name,
      table_label: tableLabel(change.table_name),
      record_id: change.record_id,
      record_label: labelOf(change.table_name, change.record_id),
      op,
      fields: readableFields(
        change.table_name,
        op,
        change.before as Record<string, unknown> | null,
        change.after as Record<string, unknown> | null,
        pricing,
        referenceName,
      ),
    });
    byWrite.set(change.write_id, list);
    totals.set(change.write_id, Number(change.total));
  }
  const rows = new Map(writes.map((row) => [row.id, row as WriteRow]));
  return writeIds.flatMap((id) => {
    const row = rows.get(id);
    if (!row) return [];
    const params = (row.params ?? {}) as Record<string, unknown>;
    return [
      {
        id: row.id,
        at: row.at,
        user: writer.of(row),
        contact_id: row.contact_id,
        role: row.role_url,
        action_type: row.area,
        method: row.method,
        title: describeWrite(row.method, row.action, params, (segment, recordId) => {
          const table = pathTable(segment);
          return table === undefined ? undefined : labelOf(table, recordId);
        }),
        changes_count: totals.get(id) ?? 0,
        changes: byWrite.get(id) ?? [],
      },
    ];
  });
}

/** A person's writes, newest first: how many, and the ids of one page. */
export function contactWrites(db: Db, contactId: number, area: string | undefined) {
  const base = db
    .selectFrom('audit_write as w')
    .where('w.contact_id', '=', contactId)
    .$if(area !== undefined, (qb) => qb.where('w.area', '=', area as string));
  return {
    count: async () =>
      Number(
        (await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
      ),
    ids: async (limit: number, offset: number) =>
      (await base.select('w.id').orderBy('w.id', 'desc').limit(limit).offset(offset).execute()).map(
        (row) => row.id,
      ),
  };
}

/** The writes that touched a record (itself, its children, its positions' rows), newest first. */
export function recordWrites(db: Db, scope: ChangeScope) {
  const base = db
    .selectFrom('audit_change as c')
    .where(inScope(scope))
    .select('c.write_id')
    .distinct();
  return {
    count: async () =>
      Number(
        (
          await db
            .selectFrom(base.as('touched'))
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ids: async (limit: number, offset: number) =>
      (
        await db
          .selectFrom(base.as('touched'))
          .select('write_id')
          .orderBy('write_id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute()
      ).map((row) => row.write_id),
  };
}

/** Writes per day of a person's last `days` days, and the ids of the newest `latest`. */
export async function recentWrites(db: Db, contactId: number, days: number, latest: number) {
  const since = sql<Date>`now() - make_interval(days => ${days})`;
  const [perDay, newest] = await Promise.all([
    db
      .selectFrom('audit_write as w')
      .select([
        sql<string>`to_char((w.at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD')`.as('day'),
        (eb) => eb.fn.countAll<number>().as('count'),
      ])
      .where('w.contact_id', '=', contactId)
      .where('w.at', '>=', since)
      .groupBy('day')
      .orderBy('day', 'desc')
      .execute(),
    db
      .selectFrom('audit_write as w')
      .select('w.id')
      .where('w.contact_id', '=', contactId)
      .where('w.at', '>=', since)
      .orderBy('w.id', 'desc')
      .limit(latest)
      .execute(),
  ]);
  return {
    byDay: perDay.map((row) => ({ day: row.day, count: Number(row.count) })),
    ids: newest.map((row) => row.id),
  };
}
