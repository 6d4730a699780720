/**
 * What the company tests share: creating a company (company-write.test.ts) and editing one
 * (company-upkeep.test.ts) check its fields alike.
 */
import { beforeAll, expect, it } from 'vitest';
import type { CompanyCreate } from '../../src-shared/api/company.ts';
import { companyOfUser, type TestServer } from './helpers.ts';
import { idByCode } from './sales-helpers.ts';

/** The seeded records the company tests write with: the client's airline, USD, EUR, Germany. */
interface CompanyRefs {
  clientCompany: number;
  usd: number;
  eur: number;
  germany: number;
}

/**
 * The company records (CompanyRefs) of a file's tests, read before them: the object returned is
 * filled in once they are read, so its fields are read only in hooks and tests.
 */
export function companyRefsForTests(server: TestServer): CompanyRefs {
  const refs = {} as CompanyRefs;
  beforeAll(async () => {
    Object.assign(refs, {
      clientCompany: (await companyOfUser(server.db, 'client')).id,
      usd: await idByCode(server.db, 'ref_currency', 'USD'),
      eur: await idByCode(server.db, 'ref_currency', 'EUR'),
      germany: await idByCode(server.db, 'ref_country', 'DE'),
    });
  });
  return refs;
}

/** A label, the fields replaced (undefined: left out), and the field the refusal names. */
export type BadFields = [string, Partial<Record<keyof CompanyCreate, unknown>>, string];

/** Bad values a company's create and its edit refuse alike, each on its own field. */
export const BAD_COMPANY_VALUES: readonly BadFields[] = [
  ['one-letter name', { name: 'A' }, 'name'],
  ['name too long', { name: 'N'.repeat(256) }, 'name'],
  ['unknown category', { category: 999 }, 'category'],
  ['text category', { category: 'airline' }, 'category'],
  ['unknown country', { country: 9999 }, 'country'],
  ['bad email', { email: 'not-an-email' }, 'email'],
  ['bad phone', { phone: 'call me maybe' }, 'phone'],
  ['bad website', { website: 'ftp://files.example.com' }, 'website'],
  ['unknown holding', { holding_company: 999_999 }, 'holding_company'],
  ['unknown manager', { manager: 999_999 }, 'manager'],
  ['comment too long', { comment: 'c'.repeat(2001) }, 'comment'],
];

/** A request body from a valid one, with fields replaced or (undefined) left out. */
export function withFields(
  valid: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...valid };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete body[key];
    else body[key] = value;
  }
  return body;
}

/** A refusal (400) that names `field` with one or more messages, in words (strings). */
export async function expectFieldError(
  response: { status: number; body: unknown },
  field: string,
): Promise<void> {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  const messages = (response.body as Record<string, unknown>)[field];
  expect(Array.isArray(messages), JSON.stringify(response.body)).toBe(true);
  expect((messages as unknown[]).length).toBeGreaterThan(0);
  for (const message of messages as unknown[]) expect(typeof message).toBe('string');
}

/** What a bad-field case writes with: how to read what must not change, and the write itself. */
interface BadFieldAttempt {
  state: () => Promise<unknown>;
  send: () => Promise<{ status: number; body: unknown }>;
}

/**
 * One test per bad field, the write's own cases and the values a create and an edit refuse alike
 * (BAD_COMPANY_VALUES): the write is refused on that field, and what `state` reads is unchanged.
 */
export function refusesEachBadField(
  title: string,
  ownCases: readonly BadFields[],
  attempt: (patch: BadFields[1]) => Promise<BadFieldAttempt>,
): void {
  it.each([...ownCases, ...BAD_COMPANY_VALUES])(title, async (_label, patch, field) => {
    const { state, send } = await attempt(patch);
    const before = await state();
    await expectFieldError(await send(), field);
    expect(await state()).toEqual(before);
  });
}
