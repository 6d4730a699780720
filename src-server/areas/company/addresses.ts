/**
 * A company's two addresses, the pick-up and the ship-to one (spec §3 company_pick_up_address,
 * company_ship_address): POST company/{id}/addresses/ adds one of a kind the company has not
 * got, PATCH .../addresses/{addressId}/ changes it (its kind too, into a free one), DELETE
 * removes it. No other record refers to an address (orders and KPs copy what they print), so
 * removing one loses no history.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely, Updateable } from 'kysely';
import {
  companyEndpoints,
  ADDRESS_KIND_LABEL,
  type AddressKind,
} from '../../../src-shared/api/company.ts';
import type { AppContext } from '../../context.ts';
import type { CompanyAddressTable, Database } from '../../db/schema.ts';
import { FieldErrorCollector } from '../../http/errors.ts';
import {
  checkRefExists,
  insertedIdOrFieldError,
  patchColumns,
  takenByAnother,
  textsOrBlank,
  uniqueOrFieldError,
} from './checks.ts';
import { companyPartRoutes } from './part-routes.ts';

const ONE_PER_KIND = 'company_address_one_per_kind';

function kindTaken(kind: AddressKind): string {
  return `This company already has a ${ADDRESS_KIND_LABEL[kind].toLowerCase()}: edit that one.`;
}

/** Whether another of the company's addresses (not `exceptId`) is of this kind. */
function kindIsTaken(
  db: Kysely<Database>,
  companyId: number,
  kind: AddressKind,
  exceptId?: number,
): Promise<boolean> {
  const same = { company_id: companyId, kind };
  return takenByAnother(db, 'company_address', (eb) => eb.and(same), exceptId);
}

export function registerAddressRoutes(fastify: FastifyInstance, app: AppContext): void {
  const parts = companyPartRoutes(fastify, app, 'company_address');

  parts.add(companyEndpoints.addAddress, async ({ db, body }, company) => {
    const errors = new FieldErrorCollector();
    if (await kindIsTaken(db, company.id, body.kind)) errors.add('kind', kindTaken(body.kind));
    await checkRefExists(db, errors, 'country', 'ref_country', body.country);
    errors.throwIfAny();
    return insertedIdOrFieldError(
      db.insertInto('company_address').values({
        company_id: company.id,
        kind: body.kind,
        country_id: body.country,
        city: body.city,
        address: body.address,
        ...textsOrBlank(body, ['zip_code', 'contact_name', 'phone']),
      }),
      ONE_PER_KIND,
      'kind',
      kindTaken(body.kind),
    );
  });

  parts.update(companyEndpoints.updateAddress, async ({ db, body }, company, current) => {
    const errors = new FieldErrorCollector();
    if (body.kind !== undefined && (await kindIsTaken(db, company.id, body.kind, current.id))) {
      errors.add('kind', kindTaken(body.kind));
    }
    await checkRefExists(db, errors, 'country', 'ref_country', body.country);
    errors.throwIfAny();
    const set = patchColumns(body, {
      kind: 'kind',
      country: 'country_id',
      city: 'city',
      address: 'address',
      zip_code: 'zip_code',
      contact_name: 'contact_name',
      phone: 'phone',
    }) as Updateable<CompanyAddressTable>;
    await uniqueOrFieldError(
      () => db.updateTable('company_address').set(set).where('id', '=', current.id).execute(),
      ONE_PER_KIND,
      'kind',
      kindTaken(body.kind ?? current.kind),
    );
  });

  parts.remove(companyEndpoints.removeAddress);
}
