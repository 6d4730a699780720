/**
 * RFQs (spec §7 "RFQ"): the three lists, create, the single RFQ and its head, and the list
 * transitions, single and bulk (transitions.ts). Area 'rfq'.
 *
 * Decisions: a new RFQ takes its quotation head from the company's quotation setting (version,
 * legal entity, currency, VAT, logistics, delivery time; VAT columns shown when VAT is on;
 * transport shown separately when logistics is on and transport is not in the price; the
 * treaty number of the company's active treaty with that legal entity). Its sale type, unless
 * given, is Repair for a repair and Outright sale otherwise; a repair's priority is ROUTINE,
 * stored so (priority.ts). A client reads its own company's RFQs (others are 404), creates RFQs
 * for its own company only (another company: 403, not its own) and adds positions
 * ('rfq_request'); it edits no head and moves no RFQ between lists ('rfq' write, which the
 * permission table does not give it: 403 before any handler runs).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { idSchema } from '../../../src-shared/api/fields.ts';
import type { Endpoint, NoInput } from '../../../src-shared/api/endpoint.ts';
import {
  rfqEndpoints,
  type bulkResultSchema,
  type BulkResult,
  type RfqDetail,
  type rfqCreateSchema,
  type rfqDetailSchema,
} from '../../../src-shared/api/rfq.ts';
import { COMPANY_CATEGORY } from '../../../src-shared/domain/constants.ts';
import { effectivePriority } from '../../../src-shared/domain/priority.ts';
import { ACTION_MESSAGE, type RfqAction } from '../../../src-shared/domain/rfq-lists.ts';
import type { AuthUser } from '../../auth/users.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { insertNumbered, refIdByCode, todayIso } from '../../db/refs.ts';
import { FieldErrorCollector, forbidden } from '../../http/errors.ts';
import { found } from '../../http/found.ts';
import { recordRoutes } from '../../http/record-routes.ts';
import { route } from '../../http/route.ts';
import { newUuid } from '../../http/uuid.ts';
import { checkRefExists, fieldRecord } from '../company/checks.ts';
import { checkLegalEntity, invalidPk } from '../company/routes.ts';
import { definedColumns } from '../defined-columns.ts';
import { itemsOfPage, listPages } from '../shared-page.ts';
import { lockEditableRfqRow } from './freeze.ts';
import { addPositions, checkPositionInputs } from './positions.ts';
import { countRfqs, pageOfRfqIds, rfqDetail, rfqListItems, type RfqFilters } from './queries.ts';
import { rfqMoves, type TransitionInput } from './transitions.ts';
import { changedRecord } from '../shared-record.ts';

/** The RFQ list's pages: the page's ids first, then their items. */
const rfqPages = listPages(countRfqs, itemsOfPage(pageOfRfqIds, rfqListItems));

const CLIENT_OWN_COMPANY_ONLY = 'A client may create RFQs only for its own company.';
const CONTACT_NOT_OF_COMPANY = 'This contact does not work for the RFQ’s company.';
const NOT_STAFF_CONTACT = 'Choose one of our staff (a contact of our legal entities).';
const END_BEFORE_START = 'The end date cannot be before the start date.';

/** A single RFQ's workflow action, and a bulk one, as rfqEndpoints declares them. */
type Transition<S extends z.ZodType> = Endpoint<
  string,
  z.ZodObject<{ id: typeof idSchema }>,
  NoInput,
  S,
  typeof rfqDetailSchema
>;
type Bulk<S extends z.ZodType> = Endpoint<string, NoInput, NoInput, S, typeof bulkResultSchema>;

interface ContactCompany {
  company_id: number | null;
  category_id: number | null;
}

/**
 * A contact that exists and whose company `refusal` takes (undefined), or a field error: the
 * unknown id, else what `refusal` says. The RFQ's client contact and its staff are checked so.
 */
async function checkContact(
  db: Kysely<Database>,
  errors: FieldErrorCollector,
  field: string,
  contactId: number,
  refusal: (company: ContactCompany) => string | undefined,
): Promise<void> {
  const found: ContactCompany | undefined = await db
    .selectFrom('contact as ct')
    .leftJoin('company as c', 'c.id', 'ct.company_id')
    .select(['ct.company_id', 'c.category_id'])
    .where('ct.id', '=', contactId)
    .executeTakeFirst();
  const refused = found ? refusal(found) : invalidPk(contactId);
  if (refused !== undefined) errors.add(field, refused);
}

/** A contact of the RFQ's company, or a field error. */
function checkClientContact(
  db: Kysely<Database>,
  errors: FieldErrorCollector,
  field: string,
  contactId: number,
  companyId: number,
): Promise<void> {
  return checkContact(db, errors, field, contactId, (found) =>
    found.company_id !== companyId ? CONTACT_NOT_OF_COMPANY : undefined,
  );
}

/** A staff contact (one of our legal entities' people), or a field error. */
export function checkStaffContact(
  db: Kysely<Database>,
  errors: FieldErrorCollector,
  field: string,
  contactId: number,
): Promise<void> {
  return checkContact(db, errors, field, contactId, (found) =>
    found.category_id !== COMPANY_CATEGORY.ownLegalEntity ? NOT_STAFF_CONTACT : undefined,
  );
}

/** An RFQ as its detail shows it today (to a client, only one of its company's). */
function rfqOfToday(db: Kysely<Database>, id: number, onlyCompanyId: number | null) {
  return rfqDetail(db, id, onlyCompanyId, todayIso());
}

/**
 * A new RFQ with its quotation head taken from the company's quotation setting (see the header),
 * and its positions if given: the RFQ create call, and the inventory's `add_rfq/`.
 */
export async function createRfq(
  db: Kysely<Database>,
  body: z.output<typeof rfqCreateSchema>,
  user: AuthUser,
  clientCompanyId: number | null,
): Promise<RfqDetail> {
  if (clientCompanyId !== null && body.company !== clientCompanyId)
    throw forbidden(CLIENT_OWN_COMPANY_ONLY);
  const errors = new FieldErrorCollector();
  const companyFound = await fieldRecord(db, errors, 'company', 'company', body.company, ['id']);
  const contactId =
    body.contact !== undefined ? body.contact : clientCompanyId !== null ? user.contactId : null;
  if (contactId !== null && companyFound)
    await checkClientContact(db, errors, 'contact', contactId, body.company);
  await checkRefExists(db, errors, 'sale_type', 'ref_sale_type', body.sale_type);
  if (body.positions_list)
    await checkPositionInputs(db, errors, body.positions_list, 'positions_list');
  errors.throwIfAny();

  const setting = await db
    .selectFrom('quotation_setting')
    .selectAll()
    .where('company_id', '=', body.company)
    .executeTakeFirst();
  if (!setting) throw new Error(`Company ${body.company} has no quotation setting.`);
  const treaty = setting.legal_entity_id
    ? await db
        .selectFrom('treaty')
        .select('number')
        .where('company_id', '=', body.company)
        .where('legal_entity_id', '=', setting.legal_entity_id)
        .where('is_active', '=', true)
        .orderBy('date', 'desc')
        .executeTakeFirst()
    : undefined;
  const id = await insertNumbered(db, 'rfq', 'RFQ', {
    uuid: newUuid(),
    company_id: body.company,
    contact_id: contactId,
    priority: effectivePriority(body.priority, body.is_repair),
    is_repair: body.is_repair,
    sale_type_id:
      body.sale_type ??
      (await refIdByCode(db, 'ref_sale_type', body.is_repair ? 'REPAIR' : 'OUTRIGHT')),
    rfq_status_id: await refIdByCode(db, 'ref_rfq_status', 'NEW'),
    deadline: body.deadline ?? null,
    comment: body.comment ?? '',
    created_by_id: user.id,
    main_price_unit_id: setting.main_price_unit_id,
    vat: setting.vat,
    vat_columns: setting.vat,
    vat_value: setting.vat_value,
    logistics_on: setting.logistics_on,
    include_transport_in_price: setting.include_transport_in_price,
    show_transport: setting.logistics_on && !setting.include_transport_in_price,
    treaty_number: treaty?.number ?? '',
    kp_version: setting.kp_version,
    legal_entity_id: setting.legal_entity_id,
    delivery_time_id: setting.delivery_time_id,
  });
  if (body.positions_list) await addPositions(db, id, body.positions_list);
  await db
    .insertInto('rfq_event')
    .values({ rfq_id: id, action: 'created', user_id: user.id })
    .execute();
  return found(rfqOfToday(db, id, null));
}

/**
 * What an RFQ action's route says of its move: the action, what of the body it takes (a comment,
 * a contact) and the body's field that names a staff contact, where it names one.
 */
type RfqMove<S extends z.ZodType> = [
  action: RfqAction,
  input: (body: z.output<S>) => Pick<TransitionInput, 'comment' | 'contactId'>,
  staffField?: string,
];

/**
 * The move an RFQ action asks for, one RFQ or many: the body's comment or contact (the contact
 * checked as one of our staff, under `staffField`, where the action names one) and the caller.
 */
async function moveInput<S extends z.ZodType>(
  db: Kysely<Database>,
  user: AuthUser,
  body: z.output<S>,
  ...[action, input, staffField]: RfqMove<S>
): Promise<TransitionInput> {
  const extra = input(body);
  if (staffField && extra.contactId !== undefined) {
    const errors = new FieldErrorCollector();
    await checkStaffContact(db, errors, staffField, extra.contactId);
    errors.throwIfAny();
  }
  return { action, ...extra, userId: user.id, callerContactId: user.contactId };
}

export function registerRfqRoutes(fastify: FastifyInstance, app: AppContext): void {
  const records = recordRoutes(fastify, app, rfqOfToday);

  route(fastify, app, {
    endpoint: rfqEndpoints.list,
    handler: async ({ db, query, request, clientCompanyId }) => {
      const filters: RfqFilters = {
        list: query.list,
        onlyCompanyId: clientCompanyId,
        search: query.search,
        company: query.company,
        priority: query.priority,
        rfqManager: query.rfq_manager,
        isRepair: query.is_repair === undefined ? undefined : query.is_repair === 'true',
        dateFrom: query.date_from,
        dateTo: query.date_to,
      };
      return rfqPages({ db, request, query }, filters, query.ordering);
    },
  });

  route(fastify, app, {
    endpoint: rfqEndpoints.create,
    handler: ({ db, body, user, clientCompanyId }) => createRfq(db, body, user, clientCompanyId),
  });

  records.one(rfqEndpoints.one);

  records.write(rfqEndpoints.update, async ({ db, params, body }) => {
    const rfq = await lockEditableRfqRow(db, params.id);
    const errors = new FieldErrorCollector();
    await checkRefExists(db, errors, 'sale_type', 'ref_sale_type', body.sale_type);
    await checkRefExists(db, errors, 'main_price_unit', 'ref_currency', body.main_price_unit);
    await checkRefExists(db, errors, 'delivery_time', 'ref_delivery_time', body.delivery_time);
    if (body.legal_entity !== undefined && body.legal_entity !== null)
      await checkLegalEntity(db, errors, 'legal_entity', body.legal_entity);
    if (body.contact !== undefined && body.contact !== null)
      await checkClientContact(db, errors, 'contact', body.contact, rfq.company_id);
    // The body may change one of the two dates: check them against the stored other one.
    const start = body.start_date !== undefined ? body.start_date : rfq.start_date;
    const end = body.end_date !== undefined ? body.end_date : rfq.end_date;
    if (start && end && end < start) errors.add('end_date', END_BEFORE_START);
    errors.throwIfAny();

    const isRepair = body.is_repair ?? rfq.is_repair;
    const priority = effectivePriority(body.priority ?? rfq.priority, isRepair);
    // Typed totals arrive as numbers (the shared schema strips the commas, spec §5).
    const priceTotal = body.priceTotalByUser;
    const priceTotalNoVat = body.priceTotalNoVatByUser;
    const totalPaid = body.totalPaidByUser;
    return changedRecord(db, 'rfq', params.id, {
      priority,
      is_repair: isRepair,
      ...definedColumns(body, { sale_type: 'sale_type_id', deadline: 'deadline' }),
      ...('comment' in body ? { comment: body.comment ?? '' } : {}),
      ...definedColumns(body, {
        contact: 'contact_id',
        xRate: 'x_rate',
        main_price_unit: 'main_price_unit_id',
        vat: 'vat',
        vat_columns: 'vat_columns',
        vat_value: 'vat_value',
        logistics_on: 'logistics_on',
        include_transport_in_price: 'include_transport_in_price',
        showTransport: 'show_transport',
        treaty_number: 'treaty_number',
        useDefaultText: 'use_default_text',
        marginByUserInRFQHead: 'margin_by_user',
        showCost: 'show_cost',
        bill_kp: 'bill_kp',
      }),
      ...(priceTotal !== undefined ? { price_total_by_user: priceTotal } : {}),
      ...(priceTotalNoVat !== undefined ? { price_total_no_vat_by_user: priceTotalNoVat } : {}),
      ...(totalPaid !== undefined ? { total_paid_by_user: totalPaid } : {}),
      ...definedColumns(body, {
        kp_version: 'kp_version',
        legal_entity: 'legal_entity_id',
        delivery_time: 'delivery_time_id',
      }),
      ...(body.conditions !== undefined
        ? { conditions: JSON.stringify({ ...rfq.conditions, ...body.conditions }) }
        : {}),
      ...definedColumns(body, {
        rfqNameByUser: 'rfq_name_by_user',
        start_date: 'start_date',
        end_date: 'end_date',
      }),
    });
  });

  // ------------------------------------------------------------ single transitions

  const single = <S extends z.ZodType>(endpoint: Transition<S>, ...move: RfqMove<S>) =>
    records.write(endpoint, async ({ db, params, body, user }) => {
      const input = await moveInput(db, user, body as z.output<S>, ...move);
      await rfqMoves.one(db, params.id, input);
      return params.id;
    });

  single(rfqEndpoints.getInWork, 'get_in_work', () => ({}));
  single(
    rfqEndpoints.giveToWork,
    'give_to_work',
    (body) => ({ contactId: body.contact_id }),
    'contact_id',
  );
  single(rfqEndpoints.finish, 'finish', () => ({}));
  single(rfqEndpoints.cancel, 'cancel', (body) => ({ comment: body.comment }));
  single(rfqEndpoints.renew, 'renew', () => ({}));
  single(rfqEndpoints.returnToNotInWork, 'return_to_not_in_work', (body) => ({
    comment: body.comment,
  }));

  // ------------------------------------------------------------ bulk transitions

  const many = <S extends z.ZodType<{ rfqs: number[] }>>(endpoint: Bulk<S>, ...move: RfqMove<S>) =>
    route(fastify, app, {
      endpoint,
      handler: async ({ db, body, user }): Promise<BulkResult> => {
        const input = await moveInput(db, user, body, ...move);
        const ids = await rfqMoves.many(db, body.rfqs, input);
        return { detail: ACTION_MESSAGE[input.action], results: await rfqListItems(db, ids) };
      },
    });

  many(
    rfqEndpoints.giveToWorkMany,
    'give_to_work',
    (body) => ({ contactId: body.contact }),
    'contact',
  );
  many(rfqEndpoints.cancelMany, 'cancel', (body) => ({ comment: body.comment }));
  many(rfqEndpoints.getInWorkMany, 'get_in_work', () => ({}));
  many(rfqEndpoints.renewMany, 'renew', () => ({}));
  many(rfqEndpoints.returnToNotInWorkMany, 'return_to_not_in_work', (body) => ({
    comment: body.comment,
  }));
}
