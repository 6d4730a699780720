/**
 * zod in, Django REST errors out: `{field: [messages]}`, errors that belong to no field under
 * `non_field_errors`. Messages of the shared schemas are kept; those zod would make up itself come
 * from the one error map of src-shared/api/messages.ts (plain words, "At most 60 characters.").
 *
 * Before any schema sees it, every text in the input (values and names, at any depth) is checked
 * for what PostgreSQL cannot store: the NUL character and lone UTF-16 surrogates (half of a
 * character, which JSON's `\ud800` escapes can carry). Checked here, once, for every body, query
 * and path of every route, rather than field by field.
 */
import type { z } from 'zod';
import type { FieldErrors } from '../../src-shared/domain/errors.ts';
import { plainMessages } from '../../src-shared/api/messages.ts';
import { badRequest } from './errors.ts';

const NON_FIELD = 'non_field_errors';

const NUL_IN_TEXT = 'Remove the NUL character (code 0) from this text.';
const BROKEN_CHARACTER = 'This text has a broken character (half of a UTF-16 pair): retype it.';

/** Deeper input than this is refused (nothing we accept nests half as deep). */
const MAX_DEPTH = 32;
const TOO_DEEP = 'The data is nested too deeply.';

function fieldOf(path: readonly PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : NON_FIELD;
}

/** What is wrong with one text, if anything. */
function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_IN_TEXT;
  if (!text.isWellFormed()) return BROKEN_CHARACTER;
  return undefined;
}

/** Every text (object keys included) that cannot be stored, by field; empty when all are fine. */
function badTextErrors(input: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const add = (path: readonly PropertyKey[], message: string) => {
    const messages = (errors[fieldOf(path)] ??= []);
    if (!messages.includes(message)) messages.push(message);
  };
  const visit = (value: unknown, path: PropertyKey[]): void => {
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) add(path, problem);
      return;
    }
    if (!value || typeof value !== 'object') return;
    if (path.length >= MAX_DEPTH) {
      add(path, TOO_DEEP);
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...path, index]));
      return;
    }
    for (const [key, item] of Object.entries(value)) {
      const problem = textProblem(key);
      if (problem) add([...path, key], problem);
      visit(item, [...path, key]);
    }
  };
  visit(input, []);
  return errors;
}

function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const messages = (errors[fieldOf(issue.path)] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

/** Parses or throws a 400 with the field errors. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const textErrors = badTextErrors(input);
  if (Object.keys(textErrors).length > 0) throw badRequest(textErrors);
  const result = schema.safeParse(input, { error: plainMessages });
  if (!result.success) throw badRequest(toFieldErrors(result.error));
  return result.data;
}
