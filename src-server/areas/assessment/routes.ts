/**
 * Assessments (spec §7 "Assessments", src-shared/api/assessment.ts): the list, one assessment,
 * its edit (and approval), calculation, deletion, a product line's chosen price and removal, a
 * new assessment, the products one may assess, and the offer median of a part number. Area
 * 'assessment'. The rules are src-shared/domain/assessment.ts; every refusal is a 400 (a field or
 * a `detail`) and changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { assessmentEndpoints } from '../../../src-shared/api/assessment.ts';
import {
  NO_OFFERS_IN_RANGE,
  statusChangeRefusal,
  type AssessmentStatus,
} from '../../../src-shared/domain/assessment.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, badRequestDetail, notFound } from '../../http/errors.ts';
import { pagedListRoute } from '../../http/pagination.ts';
import { found } from '../../http/found.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { route } from '../../http/route.ts';
import {
  assessmentSteps,
  evidenceFrom,
  partSummaryOfNumber,
  reasonableWindow,
} from './evidence.ts';
import {
  assessmentDetail,
  countAssessments,
  countProductsForAssessment,
  listAssessments,
  priceLines,
  productAssessments,
  productsForAssessment,
} from './queries.ts';
import {
  checkAssessable,
  checkValidDate,
  createAssessment,
  lockedAssessment,
  lockedProductLine,
} from './write.ts';

const NOTHING_TO_CALCULATE = 'The assessment has no products: add some before calculating.';
const NOTHING_TO_APPROVE = 'The assessment has no products: there is nothing to approve.';
const DATES_REVERSED = 'The end date is before the start date.';

async function saved(db: Kysely<Database>, id: number) {
  return { ...(await found(assessmentDetail(db, id))), detail: MESSAGES.assessmentSaved };
}

/** Changing its products makes a calculated assessment a draft again (domain/assessment.ts). */
async function backToDraft(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('assessment')
    .set({ status: 'draft', updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'calculated')
    .execute();
}

/**
 * Approval: every line has a price (chosen, else suggested), which becomes its product's sale
 * price; a line with neither refuses it, naming the products.
 */
async function approve(db: Kysely<Database>, assessmentId: number): Promise<void> {
  const lines = await productAssessments(db, assessmentId);
  if (lines.length === 0) throw badRequestDetail(NOTHING_TO_APPROVE);
  const unpriced = lines.filter((line) => (line.chosen_price ?? line.suggested_price) === null);
  if (unpriced.length)
    throw badRequestDetail(
      `No price for ${unpriced.map((line) => line.product.label_code).join(', ')}: choose one before approving.`,
    );
  const now = new Date();
  // A product sold since it was valued keeps the price it was sold at: that is history.
  for (const line of lines)
    await db
      .updateTable('product')
      .set({ sale_price: line.chosen_price ?? line.suggested_price, updated_at: now })
      .where('id', '=', line.product.id)
      .where('status', '<>', 'sold')
      .execute();
}

export function registerAssessmentRoutes(fastify: FastifyInstance, app: AppContext): void {
  const records = recordRoutes(fastify, app, saved);
  pagedListRoute(fastify, app, assessmentEndpoints.list, countAssessments, listAssessments);

  route(fastify, app, {
    endpoint: assessmentEndpoints.one,
    handler: ({ db, params }) => found(assessmentDetail(db, params.id)),
  });

  records.write(assessmentEndpoints.update, async ({ db, params, body }) => {
    const assessment = await lockedAssessment(db, params.id);
    checkValidDate(body.valid_date);
    // Another condition group is other evidence: the assessment is calculated again.
    const regrouped =
      body.condition_group !== undefined && body.condition_group !== assessment.condition_group;
    const from: AssessmentStatus = regrouped ? 'draft' : assessment.status;
    const status = body.status ?? from;
    const refusal = statusChangeRefusal(from, status);
    if (refusal) throw badRequest({ status: [refusal] });
    if (status === 'approved') await approve(db, assessment.id);
    const now = new Date();
    await db
      .updateTable('assessment')
      .set({
        ...(body.valid_date !== undefined ? { valid_date: body.valid_date } : {}),
        ...(body.condition_group !== undefined ? { condition_group: body.condition_group } : {}),
        ...(body.pre_packing !== undefined ? { pre_packing: body.pre_packing } : {}),
        ...(body.comment !== undefined ? { comment: body.comment } : {}),
        status,
        ...(status === 'approved' ? { approved_at: now } : {}),
        updated_at: now,
      })
      .where('id', '=', assessment.id)
      .execute();
    return assessment.id;
  });

  records.remove(assessmentEndpoints.remove, 'assessment', (db, id) => lockedAssessment(db, id));

  records.write(assessmentEndpoints.calculate, async ({ db, params }) => {
    const assessment = await lockedAssessment(db, params.id);
    const lines = await db
      .selectFrom('product_assessment')
      .select('product_id')
      .where('assessment_id', '=', assessment.id)
      .execute();
    if (lines.length === 0) throw badRequestDetail(NOTHING_TO_CALCULATE);
    await priceLines(
      db,
      assessment,
      lines.map((line) => line.product_id),
    );
    const now = new Date();
    await db
      .updateTable('assessment')
      .set({ status: 'calculated', calculated_at: now, updated_at: now })
      .where('id', '=', assessment.id)
      .execute();
    return assessment.id;
  });

  route(fastify, app, {
    endpoint: assessmentEndpoints.updateProduct,
    handler: async ({ db, params, body }) => {
      const line = await lockedProductLine(db, params.id);
      await db
        .updateTable('product_assessment')
        .set({ chosen_price: body.chosen_price })
        .where('id', '=', line.id)
        .execute();
      const [updated] = await productAssessments(db, line.assessment_id, line.id);
      if (!updated) throw notFound();
      return updated;
    },
  });

  route(fastify, app, {
    endpoint: assessmentEndpoints.removeProduct,
    handler: async ({ db, params }) => {
      const line = await lockedProductLine(db, params.id);
      await db.deleteFrom('product_assessment').where('id', '=', line.id).execute();
      await backToDraft(db, line.assessment_id);
    },
  });

  records.write(assessmentEndpoints.create, async ({ db, body, user }) => {
    checkValidDate(body.valid_date);
    await checkAssessable(db, body.products);
    return createAssessment(db, body, body.products, user.id);
  });

  pagedListRoute(
    fastify,
    app,
    assessmentEndpoints.productsFor,
    countProductsForAssessment,
    productsForAssessment,
  );

  route(fastify, app, {
    endpoint: assessmentEndpoints.medianPrice,
    handler: async ({ db, query }) => {
      const conditionGroup = query.condition_group ?? 'any';
      const fallback = reasonableWindow(conditionGroup);
      const window = {
        dateFrom: query.date_from ?? fallback.dateFrom,
        dateTo: query.date_to ?? fallback.dateTo,
        conditionGroup,
      };
      // The part's group and its offers in one statement, the margin steps beside it on a
      // connection of their own: the call waits for one round trip to the database, not three.
      const [found, steps] = await Promise.all([
        partSummaryOfNumber(db, query.part_number, window),
        assessmentSteps(db),
      ]);
      if (!found)
        throw badRequest({ part_number: [`${query.part_number} is not in the inventory.`] });
      if (window.dateFrom > window.dateTo) throw badRequest({ date_to: [DATES_REVERSED] });
      const evidence = evidenceFrom(found.summary, steps);
      return {
        ...evidence,
        part_number: found.partNumber,
        part_numbers: found.partNumbers,
        condition_group: conditionGroup,
        date_from: window.dateFrom,
        date_to: window.dateTo,
        note: evidence.median_price === null ? NO_OFFERS_IN_RANGE : null,
      };
    },
  });
}
