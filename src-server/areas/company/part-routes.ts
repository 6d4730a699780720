/**
 * The routes of one kind of a company's parts (addresses, bank properties, condition texts,
 * contacts). Each part's file wrote the same steps around what it checks and writes: an add locked
 * the company, wrote the part and answered it as read back; a change locked the company and the
 * part, changed it and answered it read back; a removal locked the company and deleted the part.
 * Here those steps are one piece, and a part's file says only what it checks and writes.
 */
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { AnyEndpoint } from '../../../src-shared/api/endpoint.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { route, type EndpointContext } from '../../http/route.ts';
import {
  lockCompany,
  lockedPart,
  removeCompanyPart,
  writtenPartReader,
  type CompanyPartTable,
  type LockedCompany,
  type PartsReader,
} from './checks.ts';
import { bankProperties, companyAddresses, guidings, textConditionsOf } from './queries.ts';

/**
 * Each part by its table: the path parameter of its id (after the company's), what it is called
 * in the error when a part just written cannot be read back, and how it is read.
 */
const PARTS = {
  company_address: { idParam: 'addressId', what: 'Address', read: companyAddresses },
  bank_property: { idParam: 'bankId', what: 'Bank property', read: bankProperties },
  text_condition: { idParam: 'conditionId', what: 'Text', read: textConditionsOf },
  company_guiding: { idParam: 'guidingId', what: 'Contact', read: guidings },
} as const satisfies Record<
  CompanyPartTable,
  { idParam: string; what: string; read: PartsReader<unknown> }
>;

type Parts = typeof PARTS;
/** A part as its reader answers it. */
type PartOf<T extends CompanyPartTable> = Awaited<ReturnType<Parts[T]['read']>>[number];
/** The path of a part's route: the company's id, then the part's (under its `idParam`). */
type PartParams = { id: number } & Record<Parts[CompanyPartTable]['idParam'], number>;

export function companyPartRoutes<T extends CompanyPartTable>(
  fastify: FastifyInstance,
  app: AppContext,
  table: T,
) {
  type P = PartOf<T>;
  const { idParam, what, read } = PARTS[table];
  const readWritten = writtenPartReader(what, read as PartsReader<P>);
  /** route() with a handler answering the part, which the part's endpoints declare. */
  const answering = <E extends AnyEndpoint>(
    endpoint: E,
    handler: (ctx: EndpointContext<E>, params: PartParams) => Promise<P | void>,
  ) =>
    route(fastify, app, {
      endpoint,
      handler: (ctx: EndpointContext<E>) => handler(ctx, ctx.params as PartParams),
    } as Parameters<typeof route<E>>[2]);
  return {
    /** POST: `write` adds the part to the locked company and says its id. */
    add<E extends AnyEndpoint>(
      endpoint: E,
      write: (ctx: EndpointContext<E>, company: LockedCompany) => Promise<number>,
    ): void {
      answering(endpoint, async (ctx, params) => {
        const company = await lockCompany(ctx.db, params.id);
        return readWritten(ctx.db, company.id, await write(ctx, company));
      });
    },
    /** PATCH: `change` changes the part as it is stored (404 when it is not the company's). */
    update<E extends AnyEndpoint>(
      endpoint: E,
      change: (
        ctx: EndpointContext<E>,
        company: LockedCompany,
        current: Selectable<Database[T]>,
      ) => Promise<void>,
    ): void {
      answering(endpoint, async (ctx, params) => {
        const partId = params[idParam];
        const { company, part } = await lockedPart(ctx.db, params.id, table, partId);
        await change(ctx, company, part);
        return readWritten(ctx.db, company.id, partId);
      });
    },
    /** DELETE: the part goes (404 when it is not the company's). */
    remove<E extends AnyEndpoint>(endpoint: T extends 'company_guiding' ? never : E): void {
      answering(endpoint, (ctx, params) =>
        removeCompanyPart(
          ctx.db,
          params.id,
          table as Exclude<T, 'company_guiding'>,
          params[idParam],
        ),
      );
    },
  };
}
