/**
 * What the company tests share: creating a company (company-write.test.ts) and editing one
 * (company-upkeep.test.ts) check its fields alike.
 */
import { expect } from 'vitest';
import type { CompanyCreate } from '../../src-shared/api/company.ts';

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
