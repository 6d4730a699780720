import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { formNumberText, REQUIRED, typedFromText } from '../../src-shared/api/common.ts';
import type { FieldErrors } from '../../src-shared/domain/errors.ts';
import { isApiError } from '../api/client.ts';
import { errorsFromFailure, issuesToFieldErrors, splitErrors } from './formErrors.ts';
import { useDraft } from './useDraft.ts';

/** A field's value as typed: text, a flag, or a record picked from a list (a combobox). */
export type FormValue = string | boolean | null | { id: number; name: string; detail?: string };
type Values = Record<string, FormValue>;

/** The props that tie an input (TextField, SelectField, TextAreaField) to one of the form's fields. */
export interface FieldBinding<V> {
  name: string;
  value: V;
  onChange: (value: V) => void;
  error: string[] | undefined;
}

/** The same for a CheckboxField. */
export interface CheckboxBinding<V> {
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

export interface FormOptions {
  /**
   * The record the values are a draft of (e.g. 'rfq-create', `position:${id}`): typed values are
   * kept locally until saved or discarded (lib/drafts.ts). None: nothing is kept.
   */
  draft?: string | null;
}

/**
 * Form state that never loses what was typed: values change only by typing (or `reset`), errors
 * come from the shared zod schema before sending and from the server after. With `draft`, the
 * values survive a reload or a forced end of session until `saved()` or `discard()`.
 */
export function useForm<T extends Values>(initial: T, options: FormOptions = {}) {
  const draft = useDraft<T>(options.draft ?? null, initial);
  const values = draft.value;
  const setValues = draft.set;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const fields = Object.keys(initial);

  const set = useCallback(
    <K extends keyof T>(name: K, value: T[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => {
        if (!(name in current)) return current;
        const next = { ...current };
        delete next[name as string];
        return next;
      });
    },
    [setValues],
  );

  /**
   * Checks with the schema; shows its errors and returns undefined when the values are invalid.
   * What was typed into a field the schema wants as a number becomes one first (the schemas take
   * JSON's types, as the server does; a blank stays blank, and the schema asks for the number).
   * `required` names selects whose empty choice should read "This field is required." rather
   * than the id schema's message.
   */
  function validate<S extends z.ZodType>(
    schema: S,
    input: unknown,
    required: readonly (keyof T & string)[] = [],
  ): z.output<S> | undefined {
    const result = schema.safeParse(typedFromText(schema, input, formNumberText));
    if (result.success) {
      setErrors({});
      setFormError('');
      return result.data;
    }
    const split = splitErrors(issuesToFieldErrors(result.error.issues), fields);
    for (const name of required) {
      if (split.fields[name] && values[name] === '') split.fields[name] = [REQUIRED];
    }
    setErrors(split.fields);
    setFormError(split.form);
    return undefined;
  }

  /** Shows a failed save beside the fields; the values stay as typed. */
  function showFailure(error: unknown) {
    if (isApiError(error)) {
      const split = errorsFromFailure(error, fields);
      setErrors(split.fields);
      setFormError(split.form);
    } else {
      setFormError(error instanceof Error ? error.message : String(error));
    }
  }

  function reset(next: T) {
    setValues(next);
    setErrors({});
    setFormError('');
  }

  function discard() {
    draft.discard();
    setErrors({});
    setFormError('');
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

  const guard: FormGuard = { dirty: draft.dirty, restored: draft.restored, onDiscard: discard };

  return {
    values,
    set,
    field,
    checkbox,
    errors,
    formError,
    validate,
    showFailure,
    reset,
    setFormError,
    /** Typed work differs from the start values. */
    dirty: draft.dirty,
    /** Call after a successful save: the kept draft goes. */
    saved: draft.saved,
    discard,
    /** For `<Dialog guard>`: asks before typed work is thrown away. */
    guard,
  };
}

/** What useForm gives for values of type T (for pieces that take the form, e.g. CompanyFields). */
export type Form<T extends Values> = ReturnType<typeof useForm<T>>;
