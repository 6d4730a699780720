import { parseDate, type CalendarDate } from '@internationalized/date';
import { useId, type ReactNode } from 'react';
import {
  DateField as AriaDateField,
  DateInput,
  DateSegment,
  I18nProvider,
} from 'react-aria-components';

/**
 * Labelled inputs with their errors beside them. The label names the input (so tests and screen
 * readers find it by label), the error is tied to it with aria-describedby and aria-invalid.
 */
interface BaseProps {
  label: string;
  name: string;
  error?: string[] | undefined;
  required?: boolean;
  hint?: string;
  className?: string;
}

function FieldShell({
  id,
  label,
  error,
  required,
  hint,
  className,
  children,
}: Omit<BaseProps, 'name'> & { id: string; children: ReactNode }) {
  return (
    <div
      className={`field${error?.length ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}
    >
      <label htmlFor={id} id={`${id}-label`} className="field-label">
        {label}
        {required ? (
          <span className="field-required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {error?.length ? (
        <div id={`${id}-error`} className="field-error" data-testid="field-error">
          {error.join(' ')}
        </div>
      ) : hint ? (
        <div id={`${id}-hint`} className="field-hint">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string[], hint?: string): string | undefined {
  if (error?.length) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

export function TextField({
  value,
  onChange,
  type = 'text',
  autoFocus,
  placeholder,
  inputMode,
  autoComplete,
  maxLength,
  readOnly,
  ...base
}: BaseProps & {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'url' | 'tel' | 'password' | 'number';
  autoFocus?: boolean;
  placeholder?: string;
  inputMode?: 'numeric' | 'decimal' | 'text';
  autoComplete?: string;
  maxLength?: number;
  readOnly?: boolean;
}) {
  const id = useId();
  return (
    <FieldShell id={id} {...base}>
      <input
        id={id}
        name={base.name}
        className="input"
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={base.error?.length ? true : undefined}
        aria-required={base.required || undefined}
        aria-describedby={describedBy(id, base.error, base.hint)}
        autoFocus={autoFocus}
        placeholder={placeholder}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        readOnly={readOnly}
        step={type === 'number' ? 'any' : undefined}
      />
    </FieldShell>
  );
}

/**
 * Dates are shown and typed as ISO (YYYY-MM-DD), as every table shows them, whatever the
 * workstation's locale: the field is formatted in a locale whose short date is ISO (en-CA).
 */
const ISO_DATE_LOCALE = 'en-CA';

/** The ISO text as a calendar date; empty or unreadable text is no date. */
function calendarDate(value: string): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/**
 * A date typed segment by segment (React Aria: arrows step, digits advance), as ISO text: '' while
 * empty. The value is the same text as a date input's, so forms and schemas don't change.
 */
export function DateInputField({
  value,
  onChange,
  ariaLabel,
  ariaLabelledBy,
  ariaDescribedBy,
  name,
  required,
  invalid,
  id,
}: {
  value: string;
  onChange: (value: string) => void;
  ariaLabel?: string;
  ariaLabelledBy?: string;
  ariaDescribedBy?: string;
  name?: string;
  required?: boolean;
  invalid?: boolean;
  id?: string;
}) {
  return (
    <I18nProvider locale={ISO_DATE_LOCALE}>
      <AriaDateField
        id={id}
        className="date-field"
        value={calendarDate(value)}
        onChange={(date) => onChange(date ? date.toString() : '')}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        aria-describedby={ariaDescribedBy}
        name={name}
        isRequired={required}
        isInvalid={invalid}
        granularity="day"
      >
        <DateInput className="input date-input">
          {(segment) => <DateSegment segment={segment} className="date-segment" />}
        </DateInput>
      </AriaDateField>
    </I18nProvider>
  );
}

/** A labelled ISO date field with its error beside it (see DateInputField). */
export function DateField({
  value,
  onChange,
  ...base
}: BaseProps & { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <FieldShell id={id} {...base}>
      <DateInputField
        id={id}
        value={value}
        onChange={onChange}
        ariaLabelledBy={`${id}-label`}
        ariaDescribedBy={describedBy(id, base.error, base.hint)}
        name={base.name}
        required={base.required}
        invalid={Boolean(base.error?.length)}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  value,
  onChange,
  rows = 3,
  ...base
}: BaseProps & { value: string; onChange: (value: string) => void; rows?: number }) {
  const id = useId();
  return (
    <FieldShell id={id} {...base}>
      <textarea
        id={id}
        name={base.name}
        className="input textarea"
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={base.error?.length ? true : undefined}
        aria-describedby={describedBy(id, base.error, base.hint)}
      />
    </FieldShell>
  );
}

export interface Option {
  value: string;
  label: string;
}

/** The choices of a select from records named by id (warehouses, points, categories). */
export function optionsOf(records: readonly { id: number; name: string }[] | undefined): Option[] {
  return (records ?? []).map((record) => ({ value: String(record.id), label: record.name }));
}

export function SelectField({
  value,
  onChange,
  options,
  placeholder = '—',
  disabled,
  ...base
}: BaseProps & {
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  /** The label of the empty choice; null for no empty choice. */
  placeholder?: string | null;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <FieldShell id={id} {...base}>
      <select
        id={id}
        name={base.name}
        className="input select"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={base.error?.length ? true : undefined}
        aria-required={base.required || undefined}
        aria-describedby={describedBy(id, base.error, base.hint)}
      >
        {placeholder !== null ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function CheckboxField({
  label,
  name,
  checked,
  onChange,
  error,
  className,
}: {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string[] | undefined;
  className?: string;
}) {
  const id = useId();
  return (
    <div
      className={`field field-checkbox${error?.length ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}
    >
      <input
        id={id}
        name={name}
        type="checkbox"
        className="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={error?.length ? `${id}-error` : undefined}
        aria-invalid={error?.length ? true : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {error?.length ? (
        <div id={`${id}-error`} className="field-error" data-testid="field-error">
          {error.join(' ')}
        </div>
      ) : null}
    </div>
  );
}

/** The message above a form for errors that belong to no single field. */
export function FormError({ message }: { message: string }) {
  if (!message) return null;
  return (
    <div className="form-error" role="alert" data-testid="form-error">
      {message}
    </div>
  );
}
