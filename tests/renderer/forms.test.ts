/** Form errors from the shared zod schemas and from the server end up beside their fields. */
import { describe, expect, it } from 'vitest';
import { formNumberText, typedFromText } from '../../src-shared/api/from-text.ts';
import { REQUIRED } from '../../src-shared/api/messages.ts';
import { companyCreateSchema, treatyCreateSchema } from '../../src-shared/api/company.ts';
import { offerCreateSchema } from '../../src-shared/api/offer.ts';
import {
  errorsFromFailure,
  issuesToFieldErrors,
  splitErrors,
} from '../../src-renderer/lib/formErrors.ts';
import { schemaResolver } from '../../src-renderer/lib/schemaForm.ts';

const COMPANY_FIELDS = ['name', 'category', 'country', 'email', 'website', 'phone'];

describe('form errors', () => {
  it('maps the shared schema issues to the fields', () => {
    const result = companyCreateSchema.safeParse({
      name: 'A',
      email: 'nope',
      website: 'ftp://x',
      phone: 'call me',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = issuesToFieldErrors(result.error.issues);
    expect(Object.keys(errors).sort()).toEqual([
      'category',
      'country',
      'email',
      'name',
      'phone',
      'website',
    ]);
    expect(errors.email).toEqual(['Enter a valid email address.']);
    expect(errors.name).toEqual(['At least 2 characters.']);
  });

  it('what is typed into number fields is checked as the number it reads, never as 0', () => {
    const typed = {
      part_number: 'ABC-1',
      company: 5,
      condition: '1',
      quantity: ' 2 ',
      price: '1500.5',
      currency: '1',
      lead_time_days: '',
    };
    const result = offerCreateSchema.safeParse(
      typedFromText(offerCreateSchema, typed, formNumberText),
    );
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(issuesToFieldErrors(result.error.issues)).toEqual({
      lead_time_days: ['Enter the lead time in days.'],
    });
    const fixed = offerCreateSchema.parse(
      typedFromText(offerCreateSchema, { ...typed, lead_time_days: '7' }, formNumberText),
    );
    expect(fixed).toMatchObject({ condition: 1, quantity: 2, price: 1500.5, lead_time_days: 7 });
  });

  it('a cross-field rule lands on its field (valid_until)', () => {
    const result = treatyCreateSchema.safeParse({
      number: 'T-1',
      date: '2025-05-01',
      valid_until: '2025-01-01',
      legal_entity: 1,
      currency: 1,
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(issuesToFieldErrors(result.error.issues)).toEqual({
      valid_until: ['Valid until cannot be before the treaty date.'],
    });
  });

  it('messages of fields the form does not have go above the form', () => {
    expect(
      splitErrors(
        { name: ['Taken.'], non_field_errors: ['Duplicate.'], '': ['Nothing to update.'] },
        COMPANY_FIELDS,
      ),
    ).toEqual({
      fields: { name: ['Taken.'] },
      form: 'Duplicate.; Nothing to update.',
    });
  });

  it('a failure with only a detail becomes the form message', () => {
    expect(
      errorsFromFailure(
        { message: 'Bad request', body: { detail: 'Company is archived.' }, fieldErrors: {} },
        COMPANY_FIELDS,
      ),
    ).toEqual({
      fields: {},
      form: 'Company is archived.',
    });
    expect(
      errorsFromFailure({ message: 'Cannot reach the server: Failed to fetch' }, COMPANY_FIELDS),
    ).toEqual({
      fields: {},
      form: 'Cannot reach the server: Failed to fetch',
    });
  });

  it('server field errors stay beside their fields', () => {
    expect(
      errorsFromFailure(
        {
          message: 'x',
          body: { name: ['company with this name already exists.'] },
          fieldErrors: { name: ['company with this name already exists.'] },
        },
        COMPANY_FIELDS,
      ),
    ).toEqual({ fields: { name: ['company with this name already exists.'] }, form: '' });
  });
});

describe('detail with metadata', () => {
  it("a detail wins over DRF's `code` string, even when the form has a field named code", () => {
    const body = {
      detail: 'No active account found with the given credentials',
      code: 'no_active_account',
    };
    expect(
      errorsFromFailure({ message: 'x', body, fieldErrors: { code: ['no_active_account'] } }, [
        'username',
        'password',
        'code',
      ]),
    ).toEqual({
      fields: {},
      form: 'No active account found with the given credentials',
    });
  });

  it('field lists next to a detail still go to their fields', () => {
    const body = { detail: 'Fix the marked fields.', name: ['Taken.'] };
    expect(
      errorsFromFailure({ message: 'x', body, fieldErrors: { name: ['Taken.'] } }, ['name']),
    ).toEqual({
      fields: { name: ['Taken.'] },
      form: 'Fix the marked fields.',
    });
  });
});

describe('the form resolver: zodResolver on the shared schema, in the form words', () => {
  type Typed = { supplier: { id: number; name: string } | null; condition: string; price: string };
  const resolver = schemaResolver({
    initial: { supplier: null, condition: '', price: '' } as Typed,
    schema: offerCreateSchema.pick({ company: true, condition: true, price: true }),
    input: (values: Typed) => ({
      company: values.supplier?.id,
      condition: values.condition === '' ? undefined : values.condition,
      price: values.price,
    }),
    required: ['supplier', 'condition'],
    fieldOf: { company: 'supplier' },
  });
  const resolve = (values: Typed) =>
    resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('puts each error under the field the form shows; an empty choice is "required"', async () => {
    const result = await resolve({ supplier: null, condition: '', price: 'abc' });
    expect(Object.keys(result.errors).sort()).toEqual(['condition', 'price', 'supplier']);
    expect(result.errors.supplier?.message).toBe(REQUIRED);
    expect(result.errors.condition?.message).toBe(REQUIRED);
    expect(result.errors.price?.message).toBe('Enter a price.');
  });

  it('gives the body as the schema parses it, numbers from the typed text', async () => {
    const result = await resolve({
      supplier: { id: 7, name: 'Avio' },
      condition: '2',
      price: '1500.5',
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ company: 7, condition: 2, price: 1500.5 });
  });
});
