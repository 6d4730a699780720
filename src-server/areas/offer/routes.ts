/**
 * Supplier offers (spec §7 "Offers", §4 "Inventory offers"): list, create (an unknown part number
 * joins the inventory), edit with a history of what changed, deactivate and reactivate with an
 * optional comment. Area 'inventory'. Decisions: history is newest first; a change records each
 * field's value before and after as people read it (names and codes, not ids); deactivating a
 * deactivated offer (or activating an active one) is refused, so the history only holds real events.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  offerEndpoints,
  type OfferActiveType,
  type OfferHistoryEntry,
  type SupplierOffer,
} from '../../../src-shared/api/offer.ts';
import type { Database, RefTableName } from '../../db/schema.ts';
import type { AppContext } from '../../context.ts';
import { todayIso } from '../../db/refs.ts';
import { badRequestDetail, FieldErrorCollector, notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { newUuid } from '../../http/uuid.ts';
import { componentTypeOfFlags } from '../../../src-shared/domain/component-type.ts';
import { partNumberKey } from '../../../src-shared/domain/part-number.ts';
import { invalidPk } from '../company/routes.ts';
import { found, lockedColumns } from '../../http/found.ts';
import { definedColumns } from '../defined-columns.ts';
import { changedRecord } from '../shared-record.ts';
import { listPages } from '../shared-page.ts';
import { offerHistoryFrom } from './history.ts';
import { findOrCreateInventory } from './inventory.ts';
import { countOffers, listOffers, offerById, offerHistory } from './queries.ts';

export const PART_NUMBER_NEEDS_CHARACTERS = 'A part number needs letters or digits.';
const ALREADY_DEACTIVATED = 'The offer is already deactivated.';
const ALREADY_ACTIVE = 'The offer is already active.';

async function refName(
  db: Kysely<Database>,
  table: RefTableName,
  id: number,
): Promise<{ name: string; code: string | null } | undefined> {
  return db.selectFrom(table).select(['name', 'code']).where('id', '=', id).executeTakeFirst();
}

async function companyName(db: Kysely<Database>, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('company').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name;
}

interface OfferInput {
  company?: number;
  condition?: number;
  currency?: number;
  certificate?: number | null;
}

/** Every referenced record must exist; each missing one is a field error. */
async function checkReferences(
  db: Kysely<Database>,
  errors: FieldErrorCollector,
  input: OfferInput,
): Promise<void> {
  if (input.company !== undefined && !(await companyName(db, input.company)))
    errors.add('company', invalidPk(input.company));
  if (input.condition !== undefined && !(await refName(db, 'ref_condition', input.condition)))
    errors.add('condition', invalidPk(input.condition));
  if (input.currency !== undefined && !(await refName(db, 'ref_currency', input.currency)))
    errors.add('currency', invalidPk(input.currency));
  if (
    input.certificate !== undefined &&
    input.certificate !== null &&
    !(await refName(db, 'ref_certificate_type', input.certificate))
  )
    errors.add('certificate', invalidPk(input.certificate));
}

async function writeHistory(
  db: Kysely<Database>,
  offerId: number,
  action: OfferHistoryEntry['action'],
  userId: number,
  changes: OfferHistoryEntry['changes'] = {},
  comment = '',
): Promise<void> {
  await db
    .insertInto('offer_history')
    // When the change was made, not when its transaction began (it may have waited for a lock).
    .values(offerHistoryFrom(offerId, action, userId, new Date(), changes, comment))
    .execute();
}

/** The editable fields the history shows as the offer holds them. */
const PLAIN_FIELDS = [
  'quantity',
  'price',
  'lead_time_days',
  'valid_until',
  'location',
  'comment',
] as const;

/** The editable fields the history shows by the name (or code) of what they name. */
const NAMED_FIELDS: Readonly<Record<string, (offer: SupplierOffer) => unknown>> = {
  part_number: (offer) => offer.inventory.part_number,
  company: (offer) => offer.company.name,
  condition: (offer) => offer.condition.code ?? offer.condition.name,
  currency: (offer) => offer.currency.code ?? offer.currency.name,
  certificate: (offer) => offer.certificate?.name ?? null,
};

/** The offer's current value of an editable field, as the history shows it. */
function currentValue(offer: SupplierOffer, field: string): unknown {
  if (Object.hasOwn(NAMED_FIELDS, field)) return NAMED_FIELDS[field]?.(offer);
  const plain = PLAIN_FIELDS.find((name) => name === field);
  return plain === undefined ? undefined : offer[plain];
}

const offerPages = listPages(countOffers, listOffers);

export function registerOfferRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, {
    endpoint: offerEndpoints.list,
    handler: async ({ db, query, request }) => {
      const today = todayIso();
      let groupId: number | undefined;
      let askedInventoryId: number | undefined;
      if (query.position !== undefined) {
        const position = await db
          .selectFrom('rfq_position as p')
          .innerJoin('inventory as i', 'i.id', 'p.inventory_id')
          .select(['p.inventory_id', 'i.group_id'])
          .where('p.id', '=', query.position)
          .executeTakeFirst();
        if (!position) {
          const errors = new FieldErrorCollector();
          errors.add('position', invalidPk(query.position));
          errors.throwIfAny();
        }
        groupId = position?.group_id;
        askedInventoryId = position?.inventory_id;
      }
      const filters = {
        today,
        search: query.search,
        groupId,
        askedInventoryId,
        inventory: query.inventory,
        company: query.company,
        active: query.active === undefined ? undefined : query.active === 'true',
        componentType: componentTypeOfFlags(query),
      };
      return offerPages({ db, request, query }, filters, query.ordering);
    },
  });

  route(fastify, app, {
    endpoint: offerEndpoints.create,
    handler: async ({ db, body, user }): Promise<SupplierOffer> => {
      const errors = new FieldErrorCollector();
      if (!partNumberKey(body.part_number)) errors.add('part_number', PART_NUMBER_NEEDS_CHARACTERS);
      await checkReferences(db, errors, body);
      errors.throwIfAny();
      const inventory = await findOrCreateInventory(db, body.part_number);
      const inserted = await db
        .insertInto('supplier_offer')
        .values({
          uuid: newUuid(),
          company_id: body.company,
          inventory_id: inventory.id,
          condition_id: body.condition,
          quantity: body.quantity,
          price: body.price,
          currency_id: body.currency,
          lead_time_days: body.lead_time_days,
          valid_until: body.valid_until ?? null,
          certificate_id: body.certificate ?? null,
          location: body.location ?? '',
          comment: body.comment ?? '',
          created_by_id: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeHistory(db, inserted.id, 'created', user.id);
      return (await offerById(db, inserted.id, todayIso())) as SupplierOffer;
    },
  });

  route(fastify, app, {
    endpoint: offerEndpoints.one,
    handler: async ({ db, params }): Promise<SupplierOffer> => {
      const offer = await offerById(db, params.id, todayIso());
      if (!offer) throw notFound();
      return offer;
    },
  });

  route(fastify, app, {
    endpoint: offerEndpoints.update,
    handler: async ({ db, params, body, user }): Promise<SupplierOffer> => {
      const today = todayIso();
      // Locked before it is read: a concurrent edit's history starts from what this one left.
      await lockedColumns(db, 'supplier_offer', params.id, ['id']);
      const current = await found(offerById(db, params.id, today));
      const errors = new FieldErrorCollector();
      if (body.part_number !== undefined && !partNumberKey(body.part_number))
        errors.add('part_number', PART_NUMBER_NEEDS_CHARACTERS);
      await checkReferences(db, errors, body);
      errors.throwIfAny();

      const inventoryId =
        body.part_number !== undefined
          ? (await findOrCreateInventory(db, body.part_number)).id
          : undefined;
      await changedRecord(db, 'supplier_offer', params.id, {
        ...(inventoryId !== undefined ? { inventory_id: inventoryId } : {}),
        ...definedColumns(body, {
          company: 'company_id',
          condition: 'condition_id',
          quantity: 'quantity',
          price: 'price',
          currency: 'currency_id',
          lead_time_days: 'lead_time_days',
          valid_until: 'valid_until',
          certificate: 'certificate_id',
        }),
        ...('location' in body ? { location: body.location ?? '' } : {}),
        ...('comment' in body ? { comment: body.comment ?? '' } : {}),
      });
      const updated = (await offerById(db, params.id, today)) as SupplierOffer;

      const changes: OfferHistoryEntry['changes'] = {};
      for (const field of Object.keys(body)) {
        const from = currentValue(current, field);
        const to = currentValue(updated, field);
        if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
      }
      if (Object.keys(changes).length > 0)
        await writeHistory(db, params.id, 'updated', user.id, changes);
      return updated;
    },
  });

  route(fastify, app, {
    endpoint: offerEndpoints.history,
    handler: async ({ db, params }): Promise<OfferHistoryEntry[]> => {
      const offer = await db
        .selectFrom('supplier_offer')
        .select('id')
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!offer) throw notFound();
      return offerHistory(db, params.id);
    },
  });

  for (const activeType of ['deactivate', 'activate'] as const satisfies OfferActiveType[]) {
    route(fastify, app, {
      endpoint: offerEndpoints[activeType],
      handler: async ({ db, params, body, user }): Promise<SupplierOffer> => {
        const row = await lockedColumns(db, 'supplier_offer', params.id, ['is_active']);
        const activate = activeType === 'activate';
        if (row.is_active === activate)
          throw badRequestDetail(activate ? ALREADY_ACTIVE : ALREADY_DEACTIVATED);
        await changedRecord(db, 'supplier_offer', params.id, { is_active: activate });
        await writeHistory(
          db,
          params.id,
          activate ? 'activated' : 'deactivated',
          user.id,
          {},
          body?.comment ?? '',
        );
        return (await offerById(db, params.id, todayIso())) as SupplierOffer;
      },
    });
  }
}
