import { z } from 'zod';

/** Django REST pagination: the shape of every paged list. */
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** The response schema of a paged list of `item`s (Paginated<T>). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

/**
 * The answer of a bulk action, which changes all the records it names or none (a refusal gives
 * the reason per record): its message and each record as it is after, as `item` lists it.
 */
export function bulkResultOf<T extends z.ZodType>(item: T) {
  return z.object({ detail: z.string(), results: z.array(item) });
}

/** A reference to another record, as lists and details show it. */
export const refSchema = z.object({ id: z.number(), name: z.string() });
export type Ref = z.infer<typeof refSchema>;

/**
 * An inventory part (a part number we know) as the records that list parts name it: its id,
 * number and description. Each extends it with what its list adds (alternates, offers, a group).
 */
export const inventoryRefSchema = z.object({
  id: z.number(),
  part_number: z.string(),
  description: z.string(),
});

/** A group of interchangeable part numbers (alternates), as a part's record shows it. */
export const partGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  have_offers: z.boolean(),
});

/** A country as records show it: `code` is its ISO code. */
export const countryRefSchema = refSchema.extend({ code: z.string() });

/**
 * The condition texts of a quotation or order, one per condition type (spec §3), declared in the
 * order of their `condition_type` codes (0 payment ... 5 loan), which is also the order they are
 * edited and printed in: KP_CONDITION_KEYS reads that order from here.
 */
export const kpConditionsSchema = z.object({
  payment: z.string(),
  delivery: z.string(),
  shipping: z.string(),
  exchange: z.string(),
  warranty: z.string(),
  loan: z.string(),
});

/** The conditions by `condition_type` code: KP_CONDITION_KEYS[code]. */
export const KP_CONDITION_KEYS = kpConditionsSchema.keyof().options;

/** No condition texts of its own: the company's defaults apply. */
export const EMPTY_KP_CONDITIONS: z.infer<typeof kpConditionsSchema> = {
  payment: '',
  delivery: '',
  shipping: '',
  exchange: '',
  warranty: '',
  loan: '',
};

/** An answer that is a message only (`{detail}`). */
export const detailSchema = z.object({ detail: z.string() });

export const REQUIRED = 'This field is required.';

// ---------------------------------------------------------------- messages

function plural(count: number | bigint, one: string, many: string): string {
  return `${count} ${count === 1 || count === 1n ? one : many}`;
}

/** What each type is called in "Enter …" when a value of another type came. */
const EXPECTED: Record<string, string> = {
  string: 'Enter text.',
  number: 'Enter a number.',
  int: 'Enter a whole number.',
  boolean: 'Choose yes or no.',
  array: 'This should be a list.',
  object: 'This should be a set of named fields.',
  record: 'This should be a set of named fields.',
  date: 'Enter a valid date (YYYY-MM-DD).',
};

const FORMAT: Record<string, string> = {
  email: 'Enter a valid email address.',
  url: 'Enter a valid URL.',
  uuid: 'Must be a valid UUID.',
  date: 'Enter a valid date (YYYY-MM-DD).',
  datetime: 'Enter a valid date and time.',
};

/**
 * The one error map: every message zod would make up itself, in the plain words a form uses
 * ("At most 60 characters."), never zod's own ("Too big: expected string to have <=60
 * characters"). A message a schema sets itself always wins over this map. Installed for every
 * parse in this process below (the renderer's forms and the server's validation alike), and
 * passed explicitly by the server's parser as well.
 */
export const plainMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return REQUIRED;
      if (issue.input === null) return 'This field may not be empty (null).';
      return EXPECTED[issue.expected] ?? 'This value has the wrong type.';
    case 'too_big':
      if (issue.origin === 'string')
        return `At most ${plural(issue.maximum, 'character', 'characters')}.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `At most ${plural(issue.maximum, 'item', 'items')}.`;
      return issue.inclusive === false
        ? `Less than ${String(issue.maximum)}.`
        : `At most ${String(issue.maximum)}.`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? REQUIRED
          : `At least ${plural(issue.minimum, 'character', 'characters')}.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return Number(issue.minimum) <= 1
          ? 'Add at least one.'
          : `At least ${plural(issue.minimum, 'item', 'items')}.`;
      return issue.inclusive === false
        ? `More than ${String(issue.minimum)}.`
        : `At least ${String(issue.minimum)}.`;
    case 'invalid_format':
      return FORMAT[issue.format] ?? 'This is not in the expected format.';
    case 'not_multiple_of':
      return `Must be a multiple of ${issue.divisor}.`;
    case 'unrecognized_keys':
      return `Unknown field(s): ${issue.keys.join(', ')}.`;
    case 'invalid_value':
      return issue.values.length <= 12
        ? `Choose one of: ${issue.values.map(String).join(', ')}.`
        : 'Choose one of the listed values.';
    case 'invalid_key':
      return 'A name in this set is not valid.';
    case 'invalid_element':
      return 'An item in this set is not valid.';
    case 'invalid_union': {
      // Say what the first alternative wanted (an id, say), not that no alternative fitted.
      const first = 'errors' in issue ? issue.errors[0]?.[0]?.message : undefined;
      return first ?? 'This value is not valid here.';
    }
    default:
      return 'This value is not valid.';
  }
};

// Schema modules all import this one, so whoever parses with them gets the plain words.
z.config({ customError: plainMessages });

/**
 * A schema's own message for a value of the wrong type, while a missing value still reads
 * "This field is required." (a schema-level message would otherwise answer every issue).
 */
function wrongType(message: string): (issue: { input?: unknown }) => string | undefined {
  return (issue) => (issue.input === undefined || issue.input === null ? undefined : message);
}

// ---------------------------------------------------------------- numbers and ids

/** The largest id a path, a query or a body may name: a PostgreSQL integer. */
export const MAX_ID = 2_147_483_647;

const ID_ERROR = 'A valid integer is required.';

/**
 * An id as JSON carries it: a number, nothing else (no "16", no true, no null). Query strings and
 * path segments are text: route() turns strict decimal text into numbers first (`typedFromText`).
 */
export const idSchema = z
  .number({ error: wrongType(ID_ERROR) })
  .int({ error: ID_ERROR })
  .positive({ error: ID_ERROR })
  .max(MAX_ID, { error: ID_ERROR });

/**
 * The body of a PATCH: any of the fields of `schema`, each with its own checks, and at least one
 * (an empty PATCH is refused with 'Nothing to update.').
 */
export function patchOf<Shape extends z.core.$ZodShape, Config extends z.core.$ZodObjectConfig>(
  schema: z.ZodObject<Shape, Config>,
) {
  return schema
    .partial()
    .refine((patch) => Object.keys(patch).length > 0, { error: 'Nothing to update.' });
}

// ---------------------------------------------------------------- text

/** A text input: trimmed, '' becomes undefined so "not filled" is one thing. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters.` })
    .optional()
    .transform((value) => (value ? value : undefined));
}

export function requiredText(max: number, min = 1) {
  // A blank field is "required", whatever the minimum: one message, the one that helps.
  return z
    .string()
    .trim()
    .min(1, { error: REQUIRED })
    .refine((text) => text.length === 0 || text.length >= min, {
      error: `At least ${min} characters.`,
    })
    .refine((text) => text.length <= max, { error: `At most ${max} characters.` });
}

// ---------------------------------------------------------------- comments

/** A comment in a record's thread, as lists and details show it. */
export const commentSchema = z.object({
  id: z.number(),
  text: z.string(),
  author: refSchema,
  created_at: z.string(),
});

/** The body that adds a comment to a record's thread. */
export const commentCreateSchema = z.object({ text: requiredText(2000) });

// ---------------------------------------------------------------- dates

/**
 * The dates we accept, our decision: 1900-01-01 to 2199-12-31. Every date here is a business date
 * (a deadline, a treaty, an offer's validity, a delivery); PostgreSQL refuses year 0 and our
 * documents print four-digit years, and anything outside these years is a typing slip.
 */
const MIN_DATE = '1900-01-01';
const MAX_DATE = '2199-12-31';
const DATE_RANGE_ERROR = `Enter a date from ${MIN_DATE.slice(0, 4)} to ${MAX_DATE.slice(0, 4)}.`;

/** ISO date `YYYY-MM-DD`, a real calendar day, within MIN_DATE..MAX_DATE. */
export const isoDateSchema = z.iso
  .date({ error: 'Enter a valid date (YYYY-MM-DD).' })
  .refine((date) => date >= MIN_DATE && date <= MAX_DATE, { error: DATE_RANGE_ERROR });

// ---------------------------------------------------------------- text to typed values

/**
 * Query strings, path segments and form fields arrive as text; the schemas above want JSON's
 * types. Rather than loosen every schema (z.coerce made `null`, `""`, `false` and `[]` into 0 and
 * `true` into 1), the text is turned into typed values once, field by field, where the schema
 * wants a number or a boolean, and the schema then checks it as strictly as any JSON body.
 */
type NumberFromText = (text: string) => number | undefined;

/**
 * Query strings and paths: a plain decimal number, written one way only: digits, an optional
 * leading minus and fraction; no plus, no leading zeros (`016`), no `0x10`, no `1e1`, no spaces,
 * no `Infinity`. Anything else stays text, which the number schema refuses.
 */
export const strictNumberText: NumberFromText = (text) =>
  /^-?(0|[1-9]\d*)(\.\d+)?$/.test(text) ? Number(text) : undefined;

/** Forms: what a person types, trimmed ('  12 ' is 12, '+5' is 5), else the same way of writing. */
export const formNumberText: NumberFromText = (text) =>
  strictNumberText(text.trim().replace(/^\+(?=\d)/, ''));

type AnySchema = z.core.$ZodType;

function defOf(schema: AnySchema): { type: string } & Record<string, unknown> {
  return schema._zod.def as unknown as { type: string } & Record<string, unknown>;
}

/** The schema under optional, nullable, default and the input side of a pipe (transform). */
function unwrapped(schema: AnySchema): AnySchema {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return unwrapped(def.innerType as AnySchema);
    case 'pipe':
      return unwrapped(def.in as AnySchema);
    default:
      return schema;
  }
}

/** 'number' or 'boolean' when the field wants that type (and no text), else undefined. */
function typedKind(schema: AnySchema): 'number' | 'boolean' | undefined {
  const inner = unwrapped(schema);
  const def = defOf(inner);
  if (def.type === 'number' || def.type === 'boolean') return def.type;
  if (def.type === 'union') {
    const kinds = (def.options as AnySchema[]).map((option) => defOf(unwrapped(option)).type);
    if (kinds.includes('string')) return undefined;
    if (kinds.includes('number')) return 'number';
    if (kinds.includes('boolean')) return 'boolean';
  }
  return undefined;
}

/** The fields of an object schema (through refinements and transforms), or undefined. */
function shapeOf(schema: AnySchema): Record<string, AnySchema> | undefined {
  const def = defOf(unwrapped(schema));
  return def.type === 'object' ? (def.shape as Record<string, AnySchema>) : undefined;
}

/**
 * The same values with each text field the schema wants as a number or boolean converted:
 * numbers by `toNumber` (text it does not accept, a blank one too, stays text, and the schema
 * says what is wrong: "Enter a price."), booleans from exactly 'true' and 'false'.
 */
export function typedFromText(
  schema: AnySchema | undefined,
  values: unknown,
  toNumber: NumberFromText,
): unknown {
  const shape = schema && shapeOf(schema);
  if (!shape || !values || typeof values !== 'object' || Array.isArray(values)) return values;
  const result: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const [key, value] of Object.entries(result)) {
    const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
    if (!field || typeof value !== 'string') continue;
    const kind = typedKind(field);
    if (!kind) continue;
    if (kind === 'number') {
      const number = toNumber(value);
      if (number !== undefined) result[key] = number;
    } else if (value === 'true' || value === 'false') {
      result[key] = value === 'true';
    }
  }
  return result;
}
