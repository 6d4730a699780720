/**
 * The writes every assessment call shares: an assessment locked for a change (refused once it is
 * approved), the check of the products given to one (field errors per product, nothing written),
 * and a new assessment with its products priced. The rules are src-shared/domain/assessment.ts.
 */
import type { Kysely } from 'kysely';
import {
  ASSESSMENT_CLOSED,
  VALID_DATE_PAST,
  type ConditionGroup,
} from '../../../src-shared/domain/assessment.ts';
import { productLabelCode } from '../../../src-shared/domain/product.ts';
import { insertNumbered, todayIso } from '../../db/refs.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, badRequestDetail, FieldErrorCollector } from '../../http/errors.ts';
import { found, lockedRow, recordColumns } from '../../http/found.ts';
import { invalidPk } from '../company/routes.ts';
import { checkChosenProducts } from '../chosen-products.ts';
import { priceLines } from './queries.ts';

/** Assessment numbers: ASM-YYYY-NNNNN. */
const ASSESSMENT_PREFIX = 'ASM';

/** The assessment, locked for the change; `open`: refused once approved. */
export async function lockedAssessment(db: Kysely<Database>, id: number, open = true) {
  const assessment = await found(lockedRow(db, 'assessment', id));
  if (open && assessment.status === 'approved') throw badRequestDetail(ASSESSMENT_CLOSED);
  return assessment;
}

/**
 * A product's line of an assessment, by its own id, with its assessment locked and still open:
 * unknown is a 404, an approved assessment a refusal.
 */
export async function lockedProductLine(db: Kysely<Database>, id: number) {
  const line = await found(recordColumns(db, 'product_assessment', id, ['id', 'assessment_id']));
  await lockedAssessment(db, line.assessment_id);
  return line;
}

/** An assessment named in a body: unknown is a field error, approved a refusal. */
export async function openAssessmentOfBody(db: Kysely<Database>, id: number, field: string) {
  const assessment = await found(lockedRow(db, 'assessment', id), () =>
    badRequest({ [field]: [invalidPk(id)] }),
  );
  if (assessment.status === 'approved') throw badRequest({ [field]: [ASSESSMENT_CLOSED] });
  return assessment;
}

/** Refuses a valid date before today (field `valid_date`). */
export function checkValidDate(validDate: string | undefined): void {
  if (validDate !== undefined && validDate < todayIso())
    throw badRequest({ valid_date: [VALID_DATE_PAST] });
}

/** Why a product is not valued, or null: a sold product's price is history; archived is out. */
export function assessableRefusal(product: { id: number; status: string; archived: boolean }) {
  const name = productLabelCode(product.id);
  if (product.status === 'sold') return `${name} is sold: it is not valued any more.`;
  if (product.archived) return `${name} is archived.`;
  return null;
}

/**
 * The products given to an assessment, each checked: it exists, is chosen once, is neither sold
 * nor archived, and is not in the assessment already. Field errors `products.N`; nothing written.
 */
export async function checkAssessable(
  db: Kysely<Database>,
  productIds: readonly number[],
  alreadyIn: ReadonlySet<number> = new Set(),
): Promise<void> {
  const rows = await db
    .selectFrom('product')
    .select(['id', 'status', 'archived'])
    .where('id', 'in', productIds)
    .execute();
  const errors = new FieldErrorCollector();
  checkChosenProducts(errors, productIds, rows, (product, name) =>
    alreadyIn.has(product.id)
      ? `${name} is in the assessment already.`
      : assessableRefusal(product),
  );
  errors.throwIfAny();
}

interface AssessmentHead {
  valid_date: string;
  condition_group: ConditionGroup;
  pre_packing?: boolean;
  comment?: string;
}

/** A new draft assessment of these (checked) products, each priced at once; its id. */
export async function createAssessment(
  db: Kysely<Database>,
  head: AssessmentHead,
  productIds: readonly number[],
  userId: number,
): Promise<number> {
  const id = await insertNumbered(db, 'assessment', ASSESSMENT_PREFIX, {
    valid_date: head.valid_date,
    condition_group: head.condition_group,
    pre_packing: head.pre_packing ?? false,
    comment: head.comment ?? '',
    created_by_id: userId,
  });
  await priceLines(db, { id, condition_group: head.condition_group }, productIds);
  return id;
}
