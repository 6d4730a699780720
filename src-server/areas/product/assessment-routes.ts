/**
 * The product calls of assessments and sale (spec §7 "Products"; src-shared/api/assessment.ts and
 * product.ts): a product's reasonable price, its own assessment, sale prices set in bulk, products
 * added to an assessment (area 'assessment'); the order a product is planned for and what an FG
 * seller may offer (area 'product'). Every refusal is a 400 and changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { assessmentEndpoints } from '../../../src-shared/api/assessment.ts';
import { productEndpoints } from '../../../src-shared/api/product.ts';
import {
  conditionGroupOf,
  DEFAULT_VALID_DAYS,
  NO_OFFERS_NOTE,
} from '../../../src-shared/domain/assessment.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { productLabelCode } from '../../../src-shared/domain/product.ts';
import type { AppContext } from '../../context.ts';
import { addDays, countWhere, joinedCondition, todayIso } from '../../db/refs.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, bulkRefusal, notFound, throwRefusal } from '../../http/errors.ts';
import { pageWindow, readPage } from '../../http/pagination.ts';
import { route } from '../../http/route.ts';
import { refusalsOf } from '../../http/bulk-refusals.ts';
import {
  assessmentSteps,
  evidenceOf,
  partGroupOf,
  reasonableWindow,
} from '../assessment/evidence.ts';
import { assessmentDetail, priceLines } from '../assessment/queries.ts';
import {
  assessableRefusal,
  checkAssessable,
  checkValidDate,
  createAssessment,
  openAssessmentOfBody,
} from '../assessment/write.ts';
import { ARCHIVED_STATUSES } from '../order/queries.ts';
import { invalidPk } from '../company/routes.ts';
import { productConditions } from './filters.ts';
import { productDetail, productIdsInOrder, productsByIds } from './queries.ts';
import { NO_PRODUCT_CHANGED } from './routes.ts';
import { changedRecord } from '../shared-record.ts';

export const PLANNED_ORDER_NOT_ACTIVE =
  'The order is closed or canceled: nothing is planned for it.';
export const BOOKED_TO_ANOTHER_ORDER =
  'The product is booked to another order: cancel its booking first.';

/** Why a product is planned for no order, or null: a sold or archived one is not for sale. */
function plannedOrderRefusal(product: { status: string; archived: boolean }): string | null {
  if (product.status === 'sold') return 'The product is sold: it is planned for no order.';
  if (product.archived) return 'The product is archived: it is planned for no order.';
  return null;
}

/** A product's condition code and part, or 404. */
async function productForPricing(db: Kysely<Database>, id: number) {
  const product = await db
    .selectFrom('product as p')
    .$call(joinedCondition.leftJoin('p.condition_id'))
    .select(['p.id', 'p.inventory_id', 'p.part_number', 'p.status', 'p.archived'])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!product) throw notFound();
  return product;
}

/** SQL over `product p`: what an FG seller may offer. */
const FOR_SALE = sql<SqlBool>`p.sale_status = 'ready_for_sale' AND p.status = 'in_stock'
  AND p.order_position_id IS NULL`;

export function registerProductAssessmentRoutes(fastify: FastifyInstance, app: AppContext): void {
  route(fastify, app, {
    endpoint: assessmentEndpoints.reasonable,
    handler: async ({ db, params }) => {
      const product = await productForPricing(db, params.id);
      const group = await partGroupOf(db, product.inventory_id);
      const window = reasonableWindow(conditionGroupOf(product.condition_code));
      const evidence = await evidenceOf(db, group, window, await assessmentSteps(db));
      return {
        ...evidence,
        product: product.id,
        condition_group: window.conditionGroup,
        part_numbers: group.partNumbers.length ? group.partNumbers : [product.part_number],
        date_from: window.dateFrom,
        date_to: window.dateTo,
        note: evidence.median_price === null ? NO_OFFERS_NOTE : null,
      };
    },
  });

  route(fastify, app, {
    endpoint: assessmentEndpoints.productAssessment,
    handler: async ({ db, params, body, user }) => {
      const product = await productForPricing(db, params.id);
      checkValidDate(body.valid_date);
      throwRefusal(assessableRefusal(product));
      const id = await createAssessment(
        db,
        {
          valid_date: body.valid_date ?? addDays(todayIso(), DEFAULT_VALID_DAYS),
          condition_group: body.condition_group ?? conditionGroupOf(product.condition_code),
          pre_packing: body.pre_packing,
          comment: body.comment,
        },
        [product.id],
        user.id,
      );
      const detail = await assessmentDetail(db, id);
      if (!detail) throw notFound();
      return { ...detail, detail: MESSAGES.assessmentSaved };
    },
  });

  route(fastify, app, {
    endpoint: assessmentEndpoints.setAssessment,
    handler: async ({ db, body }) => {
      const ids = body.products.map((entry) => entry.id);
      const rows = await db
        .selectFrom('product')
        .select(['id', 'status', 'archived'])
        .where('id', 'in', ids)
        .forUpdate()
        .execute();
      const seen = new Set<number>();
      const refused = refusalsOf(
        ids,
        rows,
        (product, id) => {
          const twice = seen.has(id);
          seen.add(id);
          return !product
            ? invalidPk(id)
            : twice
              ? 'The product is chosen twice.'
              : product.status === 'sold'
                ? 'The product is sold: its price is history.'
                : product.archived
                  ? 'The product is archived.'
                  : null;
        },
        productLabelCode,
      );
      if (refused.length)
        throw bulkRefusal(
          `${NO_PRODUCT_CHANGED} ${refused.length} of ${ids.length} may not change.`,
          refused,
        );
      const now = new Date();
      for (const entry of body.products)
        await db
          .updateTable('product')
          .set({ sale_price: entry.sale_price, updated_at: now })
          .where('id', '=', entry.id)
          .execute();
      return { detail: MESSAGES.salePriceSet, results: await productsByIds(db, ids) };
    },
  });

  route(fastify, app, {
    endpoint: assessmentEndpoints.addToAssessment,
    handler: async ({ db, body }) => {
      const assessment = await openAssessmentOfBody(db, body.assessment_id, 'assessment_id');
      const inIt = await db
        .selectFrom('product_assessment')
        .select('product_id')
        .where('assessment_id', '=', assessment.id)
        .execute();
      await checkAssessable(db, body.products, new Set(inIt.map((row) => row.product_id)));
      await priceLines(db, assessment, body.products);
      // New lines make a calculated assessment a draft again (domain/assessment.ts).
      await changedRecord(db, 'assessment', assessment.id, { status: 'draft' });
      const detail = await assessmentDetail(db, assessment.id);
      if (!detail) throw notFound();
      return { ...detail, detail: MESSAGES.assessmentSaved };
    },
  });

  route(fastify, app, {
    endpoint: productEndpoints.plannedOrder,
    handler: async ({ db, params, body }) => {
      const product = await db
        .selectFrom('product as p')
        .leftJoin('order_position as op', 'op.id', 'p.order_position_id')
        .select(['p.id', 'p.status', 'p.archived', 'op.order_id as booked_order_id'])
        .where('p.id', '=', params.id)
        .forUpdate('p')
        .executeTakeFirst();
      if (!product) throw notFound();
      const orderId = body.planned_order;
      if (orderId !== null) {
        const refusal = plannedOrderRefusal(product);
        if (refusal) throw badRequest({ planned_order: [refusal] });
        const order = await db
          .selectFrom('sales_order as o')
          .innerJoin('ref_order_status as st', 'st.id', 'o.status_id')
          .select(['o.id', 'st.code as status_code'])
          .where('o.id', '=', orderId)
          .executeTakeFirst();
        if (!order) throw badRequest({ planned_order: [invalidPk(orderId)] });
        if ((ARCHIVED_STATUSES as readonly (string | null)[]).includes(order.status_code))
          throw badRequest({ planned_order: [PLANNED_ORDER_NOT_ACTIVE] });
        if (product.booked_order_id !== null && product.booked_order_id !== order.id)
          throw badRequest({ planned_order: [BOOKED_TO_ANOTHER_ORDER] });
      }
      await changedRecord(db, 'product', product.id, { planned_order_id: orderId });
      const detail = await productDetail(db, product.id);
      if (!detail) throw notFound();
      return detail;
    },
  });

  route(fastify, app, {
    endpoint: productEndpoints.fgProducts,
    handler: ({ db, query, request }) => {
      const { page, page_size, order_by, ...filters } = query;
      const condition = sql<SqlBool>`${productConditions(filters)} AND ${FOR_SALE}`;
      return readPage(
        request,
        pageWindow(page, page_size),
        () => countWhere(db.selectFrom('product as p'), condition),
        async (limit, offset) => {
          const rows = await productIdsInOrder(db, filters, order_by)
            .where(FOR_SALE)
            .limit(limit)
            .offset(offset)
            .execute();
          return productsByIds(
            db,
            rows.map((row) => row.id),
          );
        },
      );
    },
  });
}
