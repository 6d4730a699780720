/**
 * A company's bank properties (spec §1 "bank properties"; "bank details" on screen): POST
 * company/{id}/bank_properties/, PATCH and DELETE .../bank_properties/{bankId}/. An account is on
 * file once per company and currency (account numbers compared without spaces, dashes or case).
 * Nothing refers to a bank property: an issued KP keeps its PDF, so removing one loses no history.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely, Updateable } from 'kysely';
import { sql } from 'kysely';
import { companyEndpoints, accountKey } from '../../../src-shared/api/company.ts';
import type { AppContext } from '../../context.ts';
import type { BankPropertyTable, Database } from '../../db/schema.ts';
import { FieldErrorCollector } from '../../http/errors.ts';
import { invalidPk, patchColumns, refExists, takenByAnother, textsOrBlank } from './checks.ts';
import { companyPartRoutes } from './part-routes.ts';

export const ACCOUNT_ON_FILE = 'This account is already on file for this company in this currency.';

/** The account number as accountKey() writes it: no spaces or dashes, upper case. */
const ACCOUNT_KEY = sql<string>`upper(regexp_replace(account_number, '[\\s-]', '', 'g'))`;

/** Whether another of the company's bank properties (not `exceptId`) has this account. */
function accountOnFile(
  db: Kysely<Database>,
  companyId: number,
  account: string,
  currencyId: number,
  exceptId?: number,
): Promise<boolean> {
  return takenByAnother(
    db,
    'bank_property',
    (eb) =>
      eb.and([
        eb('company_id', '=', companyId),
        eb('currency_id', '=', currencyId),
        eb(ACCOUNT_KEY, '=', accountKey(account)),
      ]),
    exceptId,
  );
}

export function registerBankPropertyRoutes(fastify: FastifyInstance, app: AppContext): void {
  const parts = companyPartRoutes(fastify, app, 'bank_property');

  parts.add(companyEndpoints.addBankProperty, async ({ db, body }, company) => {
    const errors = new FieldErrorCollector();
    if (!(await refExists(db, 'ref_currency', body.currency)))
      errors.add('currency', invalidPk(body.currency));
    else if (await accountOnFile(db, company.id, body.account_number, body.currency))
      errors.add('account_number', ACCOUNT_ON_FILE);
    errors.throwIfAny();
    const inserted = await db
      .insertInto('bank_property')
      .values({
        company_id: company.id,
        bank_name: body.bank_name,
        account_number: body.account_number,
        ...textsOrBlank(body, ['swift', 'correspondent_account']),
        currency_id: body.currency,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  });

  parts.update(companyEndpoints.updateBankProperty, async ({ db, body }, company, current) => {
    const errors = new FieldErrorCollector();
    const currency = body.currency ?? current.currency_id;
    if (body.currency !== undefined && !(await refExists(db, 'ref_currency', body.currency)))
      errors.add('currency', invalidPk(body.currency));
    else if (
      (body.account_number !== undefined || body.currency !== undefined) &&
      (await accountOnFile(
        db,
        company.id,
        body.account_number ?? current.account_number,
        currency,
        current.id,
      ))
    ) {
      errors.add('account_number', ACCOUNT_ON_FILE);
    }
    errors.throwIfAny();
    const set = patchColumns(body, {
      bank_name: 'bank_name',
      swift: 'swift',
      account_number: 'account_number',
      correspondent_account: 'correspondent_account',
      currency: 'currency_id',
    }) as Updateable<BankPropertyTable>;
    await db.updateTable('bank_property').set(set).where('id', '=', current.id).execute();
  });

  parts.remove(companyEndpoints.removeBankProperty);
}
