/**
 * The shared input rules (src-shared/api/fields.ts, messages.ts, from-text.ts): JSON values of the wrong type are refused,
 * never coerced; text becomes a number only when written the one plain way; dates within our
 * range; and every message a person can see is in plain words.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as auth from '../../src-shared/api/auth.ts';
import {
  idSchema,
  isoDateSchema,
  optionalText,
  requiredText,
} from '../../src-shared/api/fields.ts';
import { formNumberText, strictNumberText, typedFromText } from '../../src-shared/api/from-text.ts';
import * as company from '../../src-shared/api/company.ts';
import * as contact from '../../src-shared/api/contact.ts';
import * as file from '../../src-shared/api/file.ts';
import * as home from '../../src-shared/api/home.ts';
import * as kp from '../../src-shared/api/kp.ts';
import * as offer from '../../src-shared/api/offer.ts';
import * as order from '../../src-shared/api/order.ts';
import * as rfq from '../../src-shared/api/rfq.ts';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.message);

describe('JSON values of the wrong type', () => {
  it('are refused where a number is wanted, never read as 0 or 1', () => {
    for (const value of [null, '', false, true, [], {}, '16', [16]])
      expect(idSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    expect(idSchema.parse(16)).toBe(16);
    const price = offer.offerCreateSchema.shape.price;
    for (const value of [null, '', false, true, [], '10'])
      expect(price.safeParse(value).success, JSON.stringify(value)).toBe(false);
  });

  it('ids are whole, positive and fit a PostgreSQL integer', () => {
    for (const value of [0, -1, 1.5, 2 ** 31, Number.MAX_SAFE_INTEGER])
      expect(idSchema.safeParse(value).success, String(value)).toBe(false);
    expect(idSchema.safeParse(2 ** 31 - 1).success).toBe(true);
  });

  it('an RFQ for `company: true` is refused, not made for company 1', () => {
    const result = rfq.rfqCreateSchema.safeParse({ company: true, priority: 'ROUTINE' });
    expect(result.success).toBe(false);
  });
});

describe('text read as a number (paths, queries, form bodies)', () => {
  it('accepts plain decimal text only', () => {
    expect(strictNumberText('16')).toBe(16);
    expect(strictNumberText('0')).toBe(0);
    expect(strictNumberText('-2.5')).toBe(-2.5);
    for (const text of ['0x10', '1e1', ' 16', '16 ', '+16', '016', '', 'Infinity', '1_000', '٣'])
      expect(strictNumberText(text), text).toBeUndefined();
  });

  it('forms trim what was typed and take a leading plus', () => {
    expect(formNumberText(' 12 ')).toBe(12);
    expect(formNumberText('+5')).toBe(5);
    expect(formNumberText('0x10')).toBeUndefined();
  });

  it('converts only the fields the schema wants as numbers or booleans', () => {
    const schema = z.object({
      id: idSchema,
      note: z.string(),
      flag: z.boolean().optional(),
      when: isoDateSchema.optional(),
    });
    expect(
      typedFromText(
        schema,
        { id: '7', note: '7', flag: 'true', when: '2026-01-02' },
        strictNumberText,
      ),
    ).toEqual({ id: 7, note: '7', flag: true, when: '2026-01-02' });
    // What is not plain stays text, and the schema says what is wrong with it.
    const alias = typedFromText(schema, { id: '0x10', note: 'x' }, strictNumberText);
    expect(alias).toEqual({ id: '0x10', note: 'x' });
    expect(messagesOf(schema.safeParse(alias))).toEqual(['A valid integer is required.']);
    // A form's blank number stays blank: the schema asks for the number, never reads it as 0.
    const blank = typedFromText(schema, { id: '', note: '' }, formNumberText);
    expect(blank).toEqual({ id: '', note: '' });
    expect(schema.safeParse(blank).success).toBe(false);
  });

  it('reads through refinements, defaults and transforms (the list queries)', () => {
    const query = typedFromText(
      rfq.rfqListQuerySchema,
      { list: 'in_work', page: '2', page_size: '20', company: '5' },
      strictNumberText,
    );
    expect(rfq.rfqListQuerySchema.parse(query)).toMatchObject({
      page: 2,
      page_size: 20,
      company: 5,
    });
  });
});

describe('dates', () => {
  it('are real calendar days from 1900 to 2199', () => {
    for (const date of ['1900-01-01', '2024-02-29', '2199-12-31'])
      expect(isoDateSchema.safeParse(date).success, date).toBe(true);
    for (const date of ['0000-01-01', '1899-12-31', '2200-01-01', '2023-02-29', '2023-02-30'])
      expect(isoDateSchema.safeParse(date).success, date).toBe(false);
    expect(messagesOf(isoDateSchema.safeParse('0000-01-01'))).toEqual([
      'Enter a date from 1900 to 2199.',
    ]);
  });
});

describe('messages in plain words', () => {
  it('say "At most 60 characters", not zod\'s own words', () => {
    expect(messagesOf(optionalText(60).safeParse('x'.repeat(61)))).toEqual([
      'At most 60 characters.',
    ]);
    expect(messagesOf(requiredText(60).safeParse('x'.repeat(61)))).toEqual([
      'At most 60 characters.',
    ]);
    expect(messagesOf(z.string().max(60).safeParse('x'.repeat(61)))).toEqual([
      'At most 60 characters.',
    ]);
  });

  it('a 151-character username is too long, not missing', () => {
    const result = auth.credentialsSchema.safeParse({ username: 'a'.repeat(151), password: 'x' });
    expect(messagesOf(result)).toEqual(['At most 150 characters.']);
    expect(messagesOf(auth.credentialsSchema.safeParse({}))).toEqual([
      'This field is required.',
      'This field is required.',
    ]);
  });

  /**
   * Nothing in this test waits: it is pure CPU. It parses each of the ~100 exported API schemas
   * with ~90 inputs (every field alone with each wrong kind of value), about 8,800 parses of whole
   * objects, and each parse of one field also reports every other field as missing, so the work
   * grows with the square of a schema's fields. That takes 0.3 to 0.6 s alone, but about ten
   * times that on our 2 cores when other test processes run beside it, near Vitest's 5 s default,
   * where it has timed out. Cutting the inputs would cut what it checks, so it gets the 30 s the
   * server and main projects give every test.
   */
  it("no schema of the API lets zod's default wording through", { timeout: 30_000 }, () => {
    const modules = [auth, company, contact, file, home, kp, offer, order, rfq];
    const schemas = modules.flatMap((module) =>
      Object.values(module).filter((value): value is z.ZodType => value instanceof z.ZodType),
    );
    expect(schemas.length).toBeGreaterThan(20);
    const inputs: unknown[] = [
      null,
      {},
      [],
      'text',
      7,
      { page: 0, page_size: 7, list: 'x', company: 0, search: 'x'.repeat(500) },
    ];
    const messages = new Set<string>();
    for (const schema of schemas) {
      const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape ?? {};
      for (const input of inputs)
        for (const m of messagesOf(schema.safeParse(input))) messages.add(m);
      // Each field alone with values of every wrong kind.
      for (const key of Object.keys(shape))
        for (const value of [null, true, 1.5, -1, 'x'.repeat(5000), [], {}, ['x'], [{}], 'nope'])
          for (const m of messagesOf(schema.safeParse({ [key]: value }))) messages.add(m);
    }
    const zodish = [...messages].filter((message) =>
      /^(Too (big|small)|Invalid|Expected|Unrecognized)|[<>]=|received/i.test(message),
    );
    expect(zodish).toEqual([]);
    expect(messages.size).toBeGreaterThan(30);
  });
});
