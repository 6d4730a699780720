import { parseDate, type CalendarDate } from '@internationalized/date';
import { useId, type ChangeEvent, type ReactNode } from 'react';
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
    <div className={fieldClassName('field', error, className)}>
      <label htmlFor={id} id={`${id}-label`} className="field-label">
        <LabelText label={label} required={required} />
      </label>
      {children}
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}

/** The classes of a field's box: marked invalid while it has an error. */
export function fieldClassName(
  base: string,
  error: readonly string[] | undefined,
  className: string | undefined,
): string {
  return `${base}${error?.length ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`;
}

/** A field's label, with the mark of a required field (hidden from screen readers: aria-required says it). */
export function LabelText({ label, required }: { label: string; required?: boolean | undefined }) {
  return (
    <>
      {label}
      {required ? (
        <span className="field-required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </>
  );
}

/**
 * What stands under a field: its error, else its hint; ids `${id}-error` and `${id}-hint`, which
 * `describedBy` names for the input.
 */
export function FieldNote({
  id,
  error,
  hint,
}: {
  id: string;
  error?: readonly string[] | undefined;
  hint?: string | undefined;
}) {
  if (error?.length) {
    return (
      <div id={`${id}-error`} className="field-error" data-testid="field-error">
        {error.join(' ')}
      </div>
    );
  }
  return hint ? (
    <div id={`${id}-hint`} className="field-hint">
      {hint}
    </div>
  ) : null;
}

export function describedBy(
  id: string,
  error?: readonly string[],
  hint?: string,
): string | undefined {
  if (error?.length) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

/**
 * What the control of every labelled field carries: its id (the label's `for`) and name, its
 * value and change, and its state for screen readers (invalid, required, what describes it).
 */
function controlProps(
  id: string,
  base: BaseProps,
  value: string,
  onChange: (value: string) => void,
) {
  return {
    id,
    name: base.name,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      onChange(event.target.value),
    'aria-invalid': base.error?.length ? true : undefined,
    'aria-required': base.required || undefined,
    'aria-describedby': describedBy(id, base.error, base.hint),
  };
}

/**
 * A labelled field whose control is a plain input, textarea or select: the shell, and the
 * control `children` draws with controlProps spread on it.
 */
function ControlShell({
  value,
  onChange,
  children,
  ...base
}: BaseProps & {
  value: string;
  onChange: (value: string) => void;
  children: (control: ReturnType<typeof controlProps>) => ReactNode;
}) {
  const id = useId();
  return (
    <FieldShell id={id} {...base}>
      {children(controlProps(id, base, value, onChange))}
    </FieldShell>
  );
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
  return (
    <ControlShell {...base} value={value} onChange={onChange}>
      {(control) => (
        <input
          {...control}
          className="input"
          type={type}
          autoFocus={autoFocus}
          placeholder={placeholder}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          readOnly={readOnly}
          step={type === 'number' ? 'any' : undefined}
        />
      )}
    </ControlShell>
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
  return (
    <ControlShell {...base} value={value} onChange={onChange}>
      {(control) => <textarea {...control} className="input textarea" rows={rows} />}
    </ControlShell>
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

/** The choices of a select from a closed list of values and their labels (statuses, types). */
export function labelledOptions<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): Option[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The choices of a select: `empty`, the label of the empty choice first (none when null). */
export function Options({
  options,
  empty = null,
}: {
  options: readonly Option[];
  empty?: string | null;
}) {
  return (
    <>
      {empty !== null ? <option value="">{empty}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
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
  return (
    <ControlShell {...base} value={value} onChange={onChange}>
      {(control) => (
        <select {...control} className="input select" disabled={disabled}>
          <Options options={options} empty={placeholder} />
        </select>
      )}
    </ControlShell>
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
    <div className={fieldClassName('field field-checkbox', error, className)}>
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
      <FieldNote id={id} error={error} />
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
