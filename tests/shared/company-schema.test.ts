import { describe, expect, it } from 'vitest';
import { strictNumberText, typedFromText } from '../../src-shared/api/from-text.ts';
import {
  accountKey,
  bankPropertyCreateSchema,
  companyAddressCreateSchema,
  companyAddressUpdateSchema,
  companyContactCreateSchema,
  companyCreateSchema,
  companyListQuerySchema,
  companyUpdateSchema,
  textConditionCreateSchema,
  textConditionUpdateSchema,
  holdingCreateSchema,
  quotationSettingUpdateSchema,
  treatyCreateSchema,
  treatyUpdateSchema,
} from '../../src-shared/api/company.ts';

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
}

describe('company create validation', () => {
  const valid = { name: 'Baltic Aero Parts', category: 1, country: 3 };

  it('accepts the minimum and normalises blanks to undefined', () => {
    const parsed = companyCreateSchema.parse({ ...valid, city: '  ', email: '', website: '' });
    expect(parsed).toMatchObject({ name: 'Baltic Aero Parts', category: 1, country: 3 });
    expect(parsed.city).toBeUndefined();
    expect(parsed.email).toBeUndefined();
  });

  it('requires name, category and country, each with its own message', () => {
    const result = companyCreateSchema.safeParse({ name: ' ' });
    expect(errorsOf(result).sort()).toEqual(['category', 'country', 'name']);
  });

  it('refuses a bad email, phone and website', () => {
    const result = companyCreateSchema.safeParse({
      ...valid,
      email: 'nope',
      phone: 'call me',
      website: 'javascript:alert(1)',
    });
    expect(errorsOf(result).sort()).toEqual(['email', 'phone', 'website']);
  });
});

describe('company list query', () => {
  it('defaults to page 1 of 10', () => {
    expect(companyListQuerySchema.parse({})).toMatchObject({ page: 1, page_size: 10 });
  });

  it('accepts only page sizes 10, 20 and 30', () => {
    // A query string is text: read as the server reads it (route.ts), strictly.
    const query = (page_size: string) =>
      companyListQuerySchema.safeParse(
        typedFromText(companyListQuerySchema, { page_size }, strictNumberText),
      );
    expect(query('20').success).toBe(true);
    expect(query('25').success).toBe(false);
    expect(query('020').success).toBe(false);
  });

  it('parses comma-separated categories and checks ordering', () => {
    expect(companyListQuerySchema.parse({ category: '1,3,4' }).category).toEqual([1, 3, 4]);
    expect(companyListQuerySchema.safeParse({ category: '1;drop' }).success).toBe(false);
    expect(companyListQuerySchema.safeParse({ ordering: '-name' }).success).toBe(true);
    expect(companyListQuerySchema.safeParse({ ordering: 'password' }).success).toBe(false);
  });
});

describe('treaties, quotation settings and holdings', () => {
  const treaty = { number: 'T-2026/014', date: '2026-01-10', legal_entity: 1, currency: 2 };

  it('refuses a treaty ending before it starts', () => {
    expect(treatyCreateSchema.safeParse(treaty).success).toBe(true);
    const result = treatyCreateSchema.safeParse({ ...treaty, valid_until: '2025-12-31' });
    expect(errorsOf(result)).toEqual(['valid_until']);
  });

  it('refuses an empty treaty update', () => {
    expect(treatyUpdateSchema.safeParse({}).success).toBe(false);
    expect(treatyUpdateSchema.safeParse({ is_active: false }).success).toBe(true);
  });

  it('keeps KP versions to 1..10 and VAT to 0..100', () => {
    expect(quotationSettingUpdateSchema.safeParse({ kp_version: 11 }).success).toBe(false);
    expect(quotationSettingUpdateSchema.safeParse({ vat_value: -1 }).success).toBe(false);
    expect(quotationSettingUpdateSchema.safeParse({ kp_version: 3, vat: true }).success).toBe(true);
  });

  it('requires a holding name', () => {
    expect(holdingCreateSchema.safeParse({ name: '' }).success).toBe(false);
  });
});

describe('required text', () => {
  it('says "required" for a blank name, and the minimum for a short one', () => {
    const blank = companyCreateSchema.safeParse({ name: '  ', category: 1, country: 1 });
    expect(blank.error?.issues.map((issue) => issue.message)).toEqual(['This field is required.']);
    const short = companyCreateSchema.safeParse({ name: 'A', category: 1, country: 1 });
    expect(short.error?.issues.map((issue) => issue.message)).toEqual(['At least 2 characters.']);
  });
});

describe('typed totals in the quotation head', () => {
  it('accepts amounts with commas and refuses a negative total', async () => {
    const { rfqUpdateSchema } = await import('../../src-shared/api/rfq.ts');
    expect(rfqUpdateSchema.safeParse({ priceTotalByUser: '12,500.50' }).success).toBe(true);
    expect(rfqUpdateSchema.safeParse({ priceTotalByUser: '' }).success).toBe(true);
    expect(rfqUpdateSchema.safeParse({ priceTotalByUser: '-100' }).success).toBe(false);
    expect(rfqUpdateSchema.safeParse({ priceTotalNoVatByUser: '12a' }).success).toBe(false);
  });
});

describe('company upkeep schemas (issue 6)', () => {
  it('a company update takes any create fields, with the same messages, and not nothing', () => {
    expect(companyUpdateSchema.safeParse({}).success).toBe(false);
    expect(companyUpdateSchema.parse({ city: 'Kiel' })).toEqual({ city: 'Kiel' });
    const bad = companyUpdateSchema.safeParse({ name: 'A', email: 'x' });
    const create = companyCreateSchema.safeParse({
      name: 'A',
      email: 'x',
      category: 1,
      country: 1,
    });
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual(
      create.error?.issues.map((issue) => issue.message),
    );
  });

  it('an emptied optional text stays in the update, so the server clears it', () => {
    const parsed = companyUpdateSchema.parse({ comment: '' });
    expect('comment' in parsed).toBe(true);
    expect(parsed.comment).toBeUndefined();
  });

  it('a contact needs a name; Telegram and time zone are checked', () => {
    expect(companyContactCreateSchema.safeParse({ name: 'Ole' }).success).toBe(true);
    expect(errorsOf(companyContactCreateSchema.safeParse({}))).toEqual(['name']);
    for (const link of ['https://t.me/ole_hansen', '@ole_hansen'])
      expect(
        companyContactCreateSchema.safeParse({ name: 'Ole', telegram_link: link }).success,
      ).toBe(true);
    expect(
      errorsOf(companyContactCreateSchema.safeParse({ name: 'Ole', telegram_link: 't.me/x' })),
    ).toEqual(['telegram_link']);
    expect(
      companyContactCreateSchema.safeParse({ name: 'Ole', time_zone: 'Asia/Dubai' }).success,
    ).toBe(true);
    expect(
      errorsOf(companyContactCreateSchema.safeParse({ name: 'Ole', time_zone: 'Mars/Olympus' })),
    ).toEqual(['time_zone']);
  });

  it('an address has a kind, a country, a city and a street line', () => {
    expect(errorsOf(companyAddressCreateSchema.safeParse({})).sort()).toEqual([
      'address',
      'city',
      'country',
      'kind',
    ]);
    expect(companyAddressUpdateSchema.safeParse({ zip_code: '' }).success).toBe(true);
    expect(errorsOf(companyAddressUpdateSchema.safeParse({ kind: 'billing' }))).toEqual(['kind']);
  });

  it('bank details: SWIFT upper-cased and checked; accounts compared without spaces or case', () => {
    const parsed = bankPropertyCreateSchema.parse({
      bank_name: 'Commerzbank',
      swift: 'cobadeff',
      account_number: 'DE89 3704',
      currency: 1,
    });
    expect(parsed.swift).toBe('COBADEFF');
    expect(
      errorsOf(
        bankPropertyCreateSchema.safeParse({
          bank_name: 'B',
          swift: 'CO-BA',
          account_number: '12#',
          currency: 1,
        }),
      ).sort(),
    ).toEqual(['account_number', 'swift']);
    expect(accountKey('de89-3704 0044')).toBe(accountKey('DE8937040044'));
  });

  it('a condition text names its document and condition by the spec codes', () => {
    const text = { document_type: 2, condition_type: 5, text: 'Loan on request.' };
    expect(textConditionCreateSchema.safeParse(text).success).toBe(true);
    expect(errorsOf(textConditionCreateSchema.safeParse({ ...text, document_type: 3 }))).toEqual([
      'document_type',
    ]);
    expect(errorsOf(textConditionCreateSchema.safeParse({ ...text, condition_type: 6 }))).toEqual([
      'condition_type',
    ]);
    expect(errorsOf(textConditionCreateSchema.safeParse({ ...text, text: ' ' }))).toEqual(['text']);
    expect(textConditionUpdateSchema.safeParse({}).success).toBe(false);
  });
});
