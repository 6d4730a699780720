/**
 * zod in, Django REST errors out: `{field: [messages]}`, errors that belong to no field under
 * `non_field_errors`. Messages of the shared schemas are kept; the generic ones zod would give for
 * a missing or mistyped field are replaced by DRF's wording.
 */
import type { z } from 'zod';
import type { FieldErrors } from '../../src-shared/domain/errors.ts';
import { REQUIRED } from '../../src-shared/api/common.ts';
import { badRequest } from './errors.ts';

const NON_FIELD = 'non_field_errors';

function expectedMessage(expected: string): string | undefined {
  switch (expected) {
    case 'string':
      return 'Not a valid string.';
    case 'number':
    case 'int':
      return 'A valid number is required.';
    case 'boolean':
      return 'Must be a valid boolean.';
    case 'object':
    case 'record':
      return 'Invalid data. Expected a dictionary.';
    case 'array':
      return 'Expected a list of items.';
    default:
      return undefined;
  }
}

/** Applied per parse, below any message a schema sets itself. */
const drfMessages: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined || issue.input === null) return REQUIRED;
    return expectedMessage(issue.expected);
  }
  if (issue.code === 'unrecognized_keys') return `Unknown field(s): ${issue.keys.join(', ')}.`;
  return undefined;
};

export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : NON_FIELD;
    const messages = (errors[field] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

/** Parses or throws a 400 with the field errors. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { error: drfMessages });
  if (!result.success) throw badRequest(toFieldErrors(result.error));
  return result.data;
}
