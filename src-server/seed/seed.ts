/**
 * First-start seeding: reference lists, roles, and the demo data of the generator, in one
 * transaction (a crash mid-way leaves nothing, and the next start seeds again). Rows go in with
 * multi-row INSERTs sized under PostgreSQL's parameter limit, so large scales stay fast.
 */
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { ROLES } from '../../src-shared/domain/roles.ts';
import { hashPassword } from '../auth/passwords.ts';
import { REF_TABLES, type Database } from '../db/schema.ts';
import { DEMO_PASSWORD, generateDemoData, GENERATOR_VERSION, type DemoData } from './generate.ts';
import { demoFiles } from './files.ts';
import { CREATED_TODAY_MARK } from './search-tasks.ts';
import { CURRENCIES, referenceRows, SALE_TYPES } from './reference-data.ts';
import { CURRENCY_RATES, MARGIN_STEPS, RATES_TAKEN_AT, TRANSPORT_STEPS } from './settings-data.ts';
import { seedHistory } from './history.ts';

/** PostgreSQL allows 65535 parameters per statement. */
const MAX_PARAMETERS = 60_000;

async function insertBatches<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length || 1;
  const batchSize = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    // Kysely cannot narrow a generic table's insert type; the rows are typed by the caller.
    await trx
      .insertInto(table)
      .values(batch as never)
      .execute();
  }
}

/** Serial columns filled with explicit ids: move their sequences past the highest id. */
async function resetSequence(
  trx: Transaction<Database>,
  table: keyof Database & string,
): Promise<void> {
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), coalesce((SELECT max(id) FROM ${sql.table(table)}), 0) + 1, false)`.execute(
    trx,
  );
}

/** The settings the quotation builder prices with: system data, whatever the scale. */
async function insertSettings(trx: Transaction<Database>): Promise<void> {
  await insertBatches(
    trx,
    'currency_rate',
    CURRENCIES.map(([, code], index) => {
      const rate = CURRENCY_RATES[code];
      if (rate === undefined) throw new Error(`No seeded rate for ${code}`);
      return { currency_id: index + 1, rate, updated_at: RATES_TAKEN_AT };
    }),
  );
  const steps = SALE_TYPES.flatMap(([, code], index) =>
    (MARGIN_STEPS[code] ?? []).map((step) => ({
      sale_type_id: index + 1,
      from_usd: step.from,
      percent: step.percent,
    })),
  );
  await insertBatches(
    trx,
    'margin_step',
    steps.map((step, index) => ({ id: index + 1, ...step })),
  );
  await insertBatches(
    trx,
    'transport_margin_step',
    TRANSPORT_STEPS.map((step, index) => ({
      id: index + 1,
      from_usd: step.from,
      percent: step.percent,
    })),
  );
  await resetSequence(trx, 'margin_step');
  await resetSequence(trx, 'transport_margin_step');
}

interface SeedResult {
  seeded: boolean;
  companies: number;
  milliseconds: number;
}

/**
 * The tasks the generator made for the "created today" tab (search-tasks.ts) are moved to the
 * day the seed runs (its first minutes, UTC), so that tab shows them in the demo; the rest of the
 * data keeps its fixed dates, and two seeds on one day write the same rows.
 */
function createdToday(rows: DemoData['endPositions'], now: Date): DemoData['endPositions'] {
  const day = now.toISOString().slice(0, 10);
  return rows.map((row) =>
    row.created_at.startsWith(CREATED_TODAY_MARK)
      ? {
          ...row,
          created_at: `${day}${row.created_at.slice(10)}`,
          updated_at: `${day}${row.created_at.slice(10)}`,
        }
      : row,
  );
}

/** Seeds the database unless it was seeded before. Safe when two processes start at once. */
export async function seedIfEmpty(
  db: Kysely<Database>,
  scale: number,
  log: (line: string) => void = () => {},
): Promise<SeedResult> {
  const started = Date.now();
  return db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE seed_state IN EXCLUSIVE MODE`.execute(trx);
    const done = await trx.selectFrom('seed_state').select('id').executeTakeFirst();
    if (done) {
      // A database seeded before the pricing settings existed (issue 3) gets them once.
      const rates = await trx.selectFrom('currency_rate').select('currency_id').executeTakeFirst();
      if (!rates) {
        await insertSettings(trx);
        log('Added the pricing settings: currency rates, margin and transport steps.');
      }
      return { seeded: false, companies: 0, milliseconds: 0 };
    }
    const data = generateDemoData(scale);

    const references = referenceRows();
    for (const table of REF_TABLES) await insertBatches(trx, table, references[table]);
    await insertSettings(trx);

    await insertBatches(
      trx,
      'user_group',
      ROLES.map((name, index) => ({ id: index + 1, name })),
    );
    await insertBatches(trx, 'holding', data.holdings);
    // Companies first without their manager (a contact), contacts next, then the managers.
    await insertBatches(
      trx,
      'company',
      data.companies.map((company) => ({ ...company, manager_id: null })),
    );
    await insertBatches(trx, 'contact', data.contacts);
    const managed = data.companies.filter((company) => company.manager_id !== null);
    for (let start = 0; start < managed.length; start += 5000) {
      const batch = managed.slice(start, start + 5000);
      await sql`UPDATE company SET manager_id = v.manager_id
        FROM (SELECT unnest(${batch.map((c) => c.id)}::int[]) AS id, unnest(${batch.map((c) => c.manager_id)}::int[]) AS manager_id) v
        WHERE company.id = v.id`.execute(trx);
    }

    const hashes = await Promise.all(data.users.map(() => hashPassword(DEMO_PASSWORD)));
    await insertBatches(
      trx,
      'app_user',
      data.users.map((user, index) => ({
        id: user.id,
        username: user.username,
        password_hash: hashes[index] as string,
        confirm_code_required: user.confirm_code_required,
        primary_group_id: ROLES.indexOf(user.role) + 1,
        contact_id: user.contact_id,
        created_at: '2020-01-01T00:00:00.000Z',
      })),
    );
    await insertBatches(
      trx,
      'app_user_group',
      data.users.map((user) => ({ user_id: user.id, group_id: ROLES.indexOf(user.role) + 1 })),
    );

    await insertBatches(trx, 'company_address', data.addresses);
    await insertBatches(trx, 'company_guiding', data.guidings);
    await insertBatches(trx, 'bank_property', data.bankProperties);
    await insertBatches(trx, 'treaty', data.treaties);
    await insertBatches(trx, 'quotation_setting', data.quotationSettings);
    await insertBatches(trx, 'inventory_group', data.inventoryGroups);
    await insertBatches(trx, 'inventory', data.inventory);
    await insertBatches(trx, 'supplier_offer', data.offers);
    await insertBatches(trx, 'offer_history', data.offerHistory);
    await insertBatches(trx, 'rfq', data.rfqs);
    await insertBatches(trx, 'rfq_event', data.rfqEvents);
    await insertBatches(trx, 'rfq_position', data.rfqPositions);
    await insertBatches(trx, 'end_position', createdToday(data.endPositions, new Date()));
    await insertBatches(trx, 'kp', data.kps);
    await insertBatches(trx, 'kp_row', data.kpRows);
    await insertBatches(trx, 'sales_order', data.orders);
    await insertBatches(trx, 'order_position', data.orderPositions);
    await insertBatches(trx, 'service_request', data.serviceRequests);
    await insertBatches(trx, 'purchase_order', data.purchaseOrders);
    await insertBatches(trx, 'purchase_position', data.purchasePositions);
    await insertBatches(trx, 'warehouse_location', data.warehouseLocations);
    // Children point at their parents: parents go in first (ids ascend; a child may come earlier).
    await insertBatches(
      trx,
      'product',
      data.products.map((product) => ({ ...product, parent_id: null })),
    );
    for (const product of data.products.filter((row) => row.parent_id !== null))
      await trx
        .updateTable('product')
        .set({ parent_id: product.parent_id })
        .where('id', '=', product.id)
        .execute();
    await insertBatches(trx, 'product_serial_number', data.productSerialNumbers);
    await insertBatches(trx, 'product_request', data.productRequests);
    await insertBatches(trx, 'product_request_product', data.productRequestProducts);
    await insertBatches(trx, 'stocktaking', data.stocktakings);
    await insertBatches(trx, 'stocktaking_product', data.stocktakingProducts);
    await insertBatches(trx, 'consolidation', data.consolidations);
    await insertBatches(trx, 'consolidation_product', data.consolidationProducts);
    await insertBatches(trx, 'consolidation_document', data.consolidationDocuments);
    await insertBatches(trx, 'consolidation_event', data.consolidationEvents);
    // Their bytes are written by the start, into its files folder (restoreDemoFileBytes).
    await insertBatches(trx, 'stored_file', demoFiles(data));
    await insertBatches(trx, 'assessment', data.assessments);
    await insertBatches(trx, 'product_assessment', data.productAssessments);
    await insertBatches(trx, 'service_request_comment', data.serviceRequestComments);
    await insertBatches(trx, 'text_condition', data.textConditions);
    await insertBatches(trx, 'quotes_mail', data.quotesMail);
    await insertBatches(trx, 'quotes_phone', data.quotesPhone);

    for (const table of [
      'user_group',
      'holding',
      'company',
      'contact',
      'app_user',
      'company_address',
      'company_guiding',
      'bank_property',
      'treaty',
      'quotation_setting',
      'inventory_group',
      'inventory',
      'supplier_offer',
      'offer_history',
      'rfq',
      'rfq_event',
      'rfq_position',
      'end_position',
      'kp',
      'kp_row',
      'sales_order',
      'order_position',
      'service_request',
      'service_request_comment',
      'purchase_order',
      'purchase_position',
      'product',
      'warehouse_location',
      'product_serial_number',
      'product_request',
      'stocktaking',
      'stocktaking_product',
      'consolidation',
      'consolidation_document',
      'consolidation_event',
      'stored_file',
      'assessment',
      'product_assessment',
      'text_condition',
      'quotes_mail',
      'quotes_phone',
    ] as const) {
      await resetSequence(trx, table);
    }
    const historyWrites = await seedHistory(trx);
    await trx
      .insertInto('seed_state')
      .values({ id: 1, scale, generator_version: GENERATOR_VERSION })
      .execute();
    const milliseconds = Date.now() - started;
    log(
      `Seeded demo data at scale ${scale}: ${data.companies.length} companies, ${data.contacts.length} contacts, ` +
        `${data.inventory.length} part numbers, ${data.offers.length} offers, ${data.rfqs.length} RFQs, ` +
        `${data.kps.length} KPs, ${data.orders.length} orders, ${historyWrites} past writes in the ` +
        `audit trail (${milliseconds} ms).`,
    );
    return { seeded: true, companies: data.companies.length, milliseconds };
  });
}
