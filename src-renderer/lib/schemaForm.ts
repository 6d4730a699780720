import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import {
  useForm as useHookForm,
  useWatch,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type ResolverResult,
} from 'react-hook-form';
import type { z } from 'zod';
import { formNumberText, typedFromText } from '../../src-shared/api/from-text.ts';
import { REQUIRED } from '../../src-shared/api/messages.ts';
import type { FieldErrors } from '../../src-shared/domain/errors.ts';
import { isApiError } from '../api/client.ts';
import { errorsFromFailure } from './formErrors.ts';
import { startFromDraft, useDraftKeeping } from './useDraft.ts';

/** A field's value as typed: text, a flag, or a record picked from a list (a combobox). */
type FormValue = string | boolean | null | { id: number; name: string; detail?: string };
type Values = Record<string, FormValue>;

/** The props that tie an input (TextField, SelectField, TextAreaField) to one of the form's fields. */
export interface FieldBinding<V> {
  name: string;
  value: V;
  onChange: (value: V) => void;
  error: string[] | undefined;
}

/** The same for a CheckboxField. */
interface CheckboxBinding<V> {
  name: string;
  checked: V;
  onChange: (checked: V) => void;
  error: string[] | undefined;
}

/** What a form dialog's close guard needs (Dialog `guard`): is there typed work, and its undo. */
export interface FormGuard {
  dirty: boolean;
  restored: boolean;
  onDiscard: () => void;
}

export interface SchemaFormOptions<T extends Values, S extends z.ZodType> {
  /** The values a new form starts with (and that typed work is compared with). */
  initial: T;
  /** The shared schema of src-shared/api the server checks the same body with. */
  schema: S;
  /**
   * What the schema reads, from what is typed: a select's '' is "not chosen", an edit sends only
   * what changed. Text the schema wants as a number becomes one after this (typedFromText).
   * Default: the values as they are.
   */
  input?: (values: T) => unknown;
  /**
   * Fields (selects, pickers) whose empty choice reads "This field is required." rather than
   * the id schema's message.
   */
  required?: readonly (keyof T & string)[];
  /** The schema's name of a field the form calls otherwise: `{ company: 'supplier' }`. */
  fieldOf?: Readonly<Record<string, keyof T & string>>;
  /**
   * The record the values are a draft of (e.g. 'rfq-create', `position:${id}`): typed values are
   * kept locally until saved or discarded (lib/drafts.ts). None: nothing is kept.
   */
  draft?: string | null;
}

/**
 * The messages of one field error: every rule that failed (criteriaMode 'all'), else the one; for
 * a list or record (positions_list.0.quantity), the messages of its parts.
 */
function messagesOf(error: unknown): string[] {
  if (!error || typeof error !== 'object') return [];
  const { message, types } = error as Partial<FieldError>;
  if (typeof message === 'string' || types) {
    const all = Object.values(types ?? {})
      .flat()
      .filter((text): text is string => typeof text === 'string' && text !== '');
    return all.length ? [...new Set(all)] : message ? [message] : [];
  }
  return Object.entries(error)
    .filter(([key]) => key !== 'ref')
    .flatMap(([, part]) => messagesOf(part));
}

/**
 * zodResolver on the shared schema, fed what the schema reads (`input`, numbers from text), its
 * errors put back under the form's own field names.
 */
export function schemaResolver<T extends Values, S extends z.ZodType>(
  form: SchemaFormOptions<T, S>,
): Resolver<T, unknown, z.output<S>> {
  const { schema, input, required = [], fieldOf = {} } = form;
  return async (values, context, options) => {
    const resolve = zodResolver(
      schema as unknown as z.ZodType<z.output<S>, FieldValues>,
    ) as unknown as Resolver<FieldValues, unknown, z.output<S>>;
    const typed = typedFromText(schema, input ? input(values) : values, formNumberText);
    const result = await resolve(typed as FieldValues, context, {
      ...options,
      criteriaMode: 'all',
    } as Parameters<typeof resolve>[2]);
    if (Object.keys(result.errors).length === 0) return result as ResolverResult<T, z.output<S>>;
    const errors: Record<string, FieldError> = {};
    for (const [key, error] of Object.entries(result.errors)) {
      const name = fieldOf[key] ?? key;
      const empty = values[name] === '' || values[name] === null;
      errors[name] =
        required.includes(name) && empty
          ? { type: 'required', message: REQUIRED }
          : (error as FieldError);
    }
    return { values: {}, errors } as ResolverResult<T, z.output<S>>;
  };
}

/**
 * A form on react-hook-form, checked by the shared zod schema (zodResolver) as it is typed and
 * again before sending; a failed save puts the server's `{field: [messages]}` beside the fields.
 * Values change only by typing (or `reset`), so nothing typed is lost on an error. With `draft`,
 * the values survive a reload or a forced end of session until `saved()` or `discard()`.
 */
export function useSchemaForm<T extends Values, S extends z.ZodType>(
  options: SchemaFormOptions<T, S>,
) {
  const { initial } = options;
  const record = options.draft ?? null;
  const [start] = useState(() => startFromDraft(record, initial));
  const [restored, setRestored] = useState(start.restored);
  const [ownError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  // Enter in a field while a save runs must not send the form twice (the fields stay enabled).
  const running = useRef(false);
  const hook = useHookForm<T, unknown, z.output<S>>({
    defaultValues: start.value as DefaultValues<T>,
    mode: 'onChange',
    criteriaMode: 'all',
    // Made anew each render (react-hook-form takes its options each render): it reads what the
    // schema needs now (an edit's baseline after a save, say).
    resolver: schemaResolver(options),
  });
  const values = useWatch({ control: hook.control }) as T;
  const keeping = useDraftKeeping(record, initial, values);
  const fields = Object.keys(initial);

  const errors: FieldErrors = {};
  const elsewhere: string[] = [];
  for (const [name, error] of Object.entries(hook.formState.errors)) {
    const messages = messagesOf(error);
    if (!messages.length) continue;
    if (fields.includes(name)) errors[name] = messages;
    else elsewhere.push(...messages);
  }
  const formError = [ownError, ...elsewhere].filter(Boolean).join('; ');

  const { setValue, clearErrors, reset: resetHook, setError, handleSubmit } = hook;
  const resume = keeping.resume;
  const set = useCallback(
    <K extends keyof T & string>(name: K, value: T[K]) => {
      resume();
      setValue(name as unknown as Path<T>, value as PathValue<T, Path<T>>, {
        shouldValidate: true,
        shouldDirty: true,
      });
    },
    [setValue, resume],
  );

  /**
   * Checks everything with the schema; shows what is wrong beside the fields and returns
   * undefined, else the body as the schema parsed it.
   */
  function validate(): Promise<z.output<S> | undefined> {
    setFormError('');
    return new Promise((resolve) => {
      void handleSubmit(
        (parsed) => resolve(parsed),
        () => resolve(undefined),
      )();
    });
  }

  /** Shows a failed save beside the fields; the values stay as typed. */
  function showFailure(error: unknown) {
    if (!isApiError(error)) {
      setFormError(error instanceof Error ? error.message : String(error));
      return;
    }
    const renamed = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([key, messages]) => [
        options.fieldOf?.[key] ?? key,
        messages,
      ]),
    );
    const split = errorsFromFailure({ ...error, fieldErrors: renamed }, fields);
    clearErrors();
    for (const [name, messages] of Object.entries(split.fields)) {
      setError(name as Path<T>, { type: 'server', message: messages.join(' ') });
    }
    setFormError(split.form);
  }

  /**
   * A form's submit handler: checks first; while `send` runs the form is `busy`; a failure shows
   * beside the fields (the server's) or above them (`onFailure` may show more), and what was
   * typed stays.
   */
  function submitWith(
    send: (parsed: z.output<S>) => Promise<void>,
    onFailure?: (error: unknown) => void,
  ) {
    return async (event?: FormEvent) => {
      event?.preventDefault();
      if (running.current) return;
      running.current = true;
      try {
        const parsed = await validate();
        if (!parsed) return;
        setBusy(true);
        await send(parsed);
      } catch (error) {
        showFailure(error);
        onFailure?.(error);
      } finally {
        running.current = false;
        setBusy(false);
      }
    };
  }

  function reset(next: T) {
    resetHook(next);
    setFormError('');
  }

  function discard() {
    keeping.forget();
    setRestored(false);
    reset(initial);
  }

  function saved() {
    keeping.saved();
    setRestored(false);
  }

  /** `<TextField {...form.field('city')} />`: the field's name, value, change and errors. */
  function field<K extends keyof T & string>(name: K): FieldBinding<T[K]> {
    return {
      name,
      value: values[name],
      onChange: (value) => set(name, value),
      error: errors[name],
    };
  }

  /** `<CheckboxField {...form.checkbox('is_main')} />`. */
  function checkbox<K extends keyof T & string>(name: K): CheckboxBinding<T[K]> {
    const { value, ...rest } = field(name);
    return { ...rest, checked: value };
  }

  const guard: FormGuard = { dirty: keeping.dirty, restored, onDiscard: discard };

  return {
    values,
    set,
    field,
    checkbox,
    errors,
    formError,
    submitWith,
    /** A submit of `submitWith` runs. */
    busy,
    reset,
    setFormError,
    /** Call after a successful save: the kept draft goes. */
    saved,
    discard,
    /** For `<Dialog guard>`: asks before typed work is thrown away. */
    guard,
  };
}

/** What useSchemaForm gives (for pieces that take the form, e.g. CompanyFields). */
export type SchemaForm<T extends Values, S extends z.ZodType = z.ZodType> = ReturnType<
  typeof useSchemaForm<T, S>
>;

/**
 * A select's value (a record's id as text) as the schemas read it: '' is "not chosen", else the
 * number. Forms keep every value as text; their `input` turns the chosen ids into numbers.
 */
export function numberOrUndefined(value: string): number | undefined {
  return value === '' ? undefined : Number(value);
}

/** A select that may be cleared: '' is null. */
export function numberOrNull(value: string): number | null {
  return value === '' ? null : Number(value);
}

/**
 * A record's text fields as a form's values: '' for what it lacks (a new record) or holds as null.
 * Forms keep every value as text, so the dialogs that add or edit a record start from these.
 */
export function textsOf<K extends string>(
  record: { readonly [key in K]?: string | null | undefined } | null | undefined,
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, record?.[key] ?? ''])) as Record<K, string>;
}
