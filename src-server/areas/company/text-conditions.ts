/**
 * A company's own condition texts (spec §3 "Company text condition"): the payment, delivery,
 * shipping, exchange, warranty and loan texts its quotations and invoices print in place of the
 * defaults. GET and POST company/{id}/text_conditions/, PATCH and DELETE
 * .../text_conditions/{conditionId}/. One text per document type, condition type, repair flag,
 * logistics flag and language (the index `text_condition_once`). A KP keeps the texts it was made
 * with, so changing or removing one changes only what is made from now on.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { companyEndpoints } from '../../../src-shared/api/company.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { FieldErrorCollector } from '../../http/errors.ts';
import { ownListRoute } from '../../http/record-routes.ts';
import { takenByAnother, uniqueOrFieldError } from './checks.ts';
import { companyPartRoutes } from './part-routes.ts';
import { companyVisible, textConditionsOf } from './queries.ts';

export const TEXT_CONDITION_TAKEN =
  'This company already has this text (same document, condition, repair, logistics and language): edit that one.';

interface TextKey {
  document_type: number;
  condition_type: number;
  for_repair: boolean;
  logistics_on: boolean;
  language: 'en' | 'ru';
}

/** Whether another of the company's texts (not `exceptId`) has this key. */
function keyTaken(
  db: Kysely<Database>,
  companyId: number,
  key: TextKey,
  exceptId?: number,
): Promise<boolean> {
  const same = { company_id: companyId, ...key };
  return takenByAnother(db, 'text_condition', (eb) => eb.and(same), exceptId);
}

function writeOnce<T>(write: () => Promise<T>): Promise<T> {
  return uniqueOrFieldError(write, 'text_condition_once', 'condition_type', TEXT_CONDITION_TAKEN);
}

export function registerTextConditionRoutes(fastify: FastifyInstance, app: AppContext): void {
  ownListRoute(fastify, app, companyEndpoints.textConditions, companyVisible, ({ db, params }) =>
    textConditionsOf(db, params.id),
  );

  const parts = companyPartRoutes(fastify, app, 'text_condition');

  parts.add(companyEndpoints.addTextCondition, async ({ db, body }, company) => {
    const key: TextKey = {
      document_type: body.document_type,
      condition_type: body.condition_type,
      for_repair: body.for_repair ?? false,
      logistics_on: body.logistics_on ?? false,
      language: body.language ?? 'en',
    };
    const errors = new FieldErrorCollector();
    if (await keyTaken(db, company.id, key)) errors.add('condition_type', TEXT_CONDITION_TAKEN);
    errors.throwIfAny();
    const inserted = await writeOnce(() =>
      db
        .insertInto('text_condition')
        .values({ company_id: company.id, ...key, text: body.text })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
    return inserted.id;
  });

  parts.update(companyEndpoints.updateTextCondition, async ({ db, body }, company, current) => {
    // The text's key after the change: the body's fields over the stored ones.
    const key: TextKey = {
      document_type: body.document_type ?? current.document_type,
      condition_type: body.condition_type ?? current.condition_type,
      for_repair: body.for_repair ?? current.for_repair,
      logistics_on: body.logistics_on ?? current.logistics_on,
      language: body.language ?? current.language,
    };
    const errors = new FieldErrorCollector();
    if (await keyTaken(db, company.id, key, current.id))
      errors.add('condition_type', TEXT_CONDITION_TAKEN);
    errors.throwIfAny();
    await writeOnce(() =>
      db
        .updateTable('text_condition')
        .set({ ...key, ...(body.text !== undefined ? { text: body.text } : {}) })
        .where('id', '=', current.id)
        .execute(),
    );
  });

  parts.remove(companyEndpoints.removeTextCondition);
}
