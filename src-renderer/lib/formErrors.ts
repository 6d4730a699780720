/**
 * Errors for forms, from either side: the zod schema in src-shared (checked before sending) and the
 * server's `{field: [messages]}` answer. Both end up as FieldErrors shown beside their fields;
 * whatever has no field of its own becomes the form-level message. Pure, so it is tested alone.
 */
import type { FieldErrors } from '../../src-shared/domain/errors.ts';
import { errorMessage } from '../../src-shared/domain/errors.ts';

interface IssueLike {
  path: readonly PropertyKey[];
  message: string;
}

/** zod issues by their first path segment; issues of the whole object go under ''. */
export function issuesToFieldErrors(issues: readonly IssueLike[]): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length ? String(issue.path[0]) : '';
    (result[key] ??= []).push(issue.message);
  }
  return result;
}

interface SplitErrors {
  fields: FieldErrors;
  /** Messages that belong to no field of this form ('' if none). */
  form: string;
}

/** Splits errors between the form's fields and a form-level message. */
export function splitErrors(errors: FieldErrors, formFields: readonly string[]): SplitErrors {
  const fields: FieldErrors = {};
  const rest: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    if (formFields.includes(field)) fields[field] = messages;
    else rest.push(...messages);
  }
  return { fields, form: rest.join('; ') };
}

/**
 * A failed save, as the form shows it: field errors beside the fields; the detail (or the messages
 * of unknown fields) above the form. Next to a `detail`, a plain string (DRF's `code`:
 * 'no_active_account') is metadata, not a field error: only lists count as field errors there.
 */
export function errorsFromFailure(
  failure: { message: string; body?: unknown; fieldErrors?: FieldErrors },
  formFields: readonly string[],
): SplitErrors {
  const body =
    failure.body && typeof failure.body === 'object'
      ? (failure.body as Record<string, unknown>)
      : {};
  if (body.detail !== undefined && body.detail !== null) {
    const listed = Object.fromEntries(
      Object.entries(failure.fieldErrors ?? {}).filter(([field]) => Array.isArray(body[field])),
    );
    return {
      fields: splitErrors(listed, formFields).fields,
      form: errorMessage(body) || failure.message,
    };
  }
  const split = splitErrors(failure.fieldErrors ?? {}, formFields);
  if (Object.keys(split.fields).length === 0 && !split.form) {
    return { fields: {}, form: errorMessage(failure.body) || failure.message };
  }
  return split;
}
