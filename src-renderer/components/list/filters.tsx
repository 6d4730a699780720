/**
 * The toolbar inputs the server lists share, each bound to one filter of the list's view (a
 * string, '' for "all"; a switch as a boolean). A page declares its filters as a list of specs
 * (`FilterSpecs`) and ServerListPage renders them through one FilterBar, so every list's selects,
 * switches, date ranges and pickers look and behave the same, and a key that is not one of the
 * list's filters (or of the wrong kind) does not compile.
 */
import type { ReactNode } from 'react';
import { Combobox, type ComboSource } from '../Combobox.tsx';
import { DateInputField, Options, type Option } from '../Field.tsx';

/** The keys of F whose values are of type V. */
type KeyOf<F, V> = { [K in keyof F]-?: F[K] extends V ? K : never }[keyof F] & string;

/** A select with an "any" choice ('') first. */
interface SelectSpec<F> {
  kind?: 'select';
  key: KeyOf<F, string>;
  /** The select's accessible name. */
  label: string;
  /** The first choice, '' ("All categories", "Any manager"). */
  anyLabel: string;
  options: readonly Option[];
  narrow?: boolean;
  title?: string;
  /** Shown after the select in one input group (null: the group holds the select alone). */
  addon?: ReactNode;
}

/** A checkbox with its label, for a switch held as a boolean (the archive). */
interface CheckSpec<F> {
  kind: 'check';
  key: KeyOf<F, boolean>;
  label: string;
}

/** Two ISO date inputs; the codec reads a range typed backwards the way it was meant. */
interface DateRangeSpec<F> {
  kind: 'dateRange';
  keys: { from: KeyOf<F, string>; to: KeyOf<F, string> };
  labels: { from: string; to: string };
}

/** A record picked by typing its name: its id in `key`, the name kept beside it in `nameKey`. */
interface PickSpec<F> {
  kind: 'pick';
  key: KeyOf<F, string>;
  nameKey: KeyOf<F, string>;
  label: string;
  placeholder: string;
  items: ComboSource;
}

type FilterSpec<F> = SelectSpec<F> | CheckSpec<F> | DateRangeSpec<F> | PickSpec<F>;

/** A list's filters in toolbar order; `false` or null leaves one out (a role without it). */
export type FilterSpecs<F> = readonly (FilterSpec<F> | false | null)[];

export function FilterBar<F>({
  specs,
  filters,
  onChange,
}: {
  specs: FilterSpecs<F>;
  filters: F;
  onChange: (patch: Partial<F>) => void;
}) {
  const set = (patch: Record<string, string | boolean>) => onChange(patch as Partial<F>);
  const read = (key: keyof F) => filters[key] as string;
  return specs.map((spec) => {
    if (!spec) return null;
    switch (spec.kind) {
      case 'check':
        return (
          <label key={spec.key} className="inline-check">
            <input
              type="checkbox"
              checked={filters[spec.key] as boolean}
              onChange={(event) => set({ [spec.key]: event.target.checked })}
            />{' '}
            {spec.label}
          </label>
        );
      case 'dateRange':
        return (
          <DateRangeFilter
            key={spec.keys.from}
            labels={spec.labels}
            range={{ from: read(spec.keys.from), to: read(spec.keys.to) }}
            onChange={({ from, to }) => set({ [spec.keys.from]: from, [spec.keys.to]: to })}
          />
        );
      case 'pick': {
        const id = read(spec.key);
        return (
          <Combobox
            key={spec.key}
            label={spec.label}
            hideLabel
            className="toolbar-combobox"
            placeholder={spec.placeholder}
            value={id ? { id: Number(id), name: read(spec.nameKey) } : null}
            onChange={(item) =>
              set({ [spec.key]: item ? String(item.id) : '', [spec.nameKey]: item?.name ?? '' })
            }
            source={spec.items}
          />
        );
      }
      default: {
        const select = (
          <SelectFilter
            key={spec.key}
            label={spec.label}
            anyLabel={spec.anyLabel}
            options={spec.options}
            value={read(spec.key)}
            onChange={(value) => set({ [spec.key]: value })}
            narrow={spec.narrow}
            title={spec.title}
          />
        );
        return spec.addon === undefined ? (
          select
        ) : (
          <div key={spec.key} className="input-group">
            {select}
            {spec.addon}
          </div>
        );
      }
    }
  });
}

function SelectFilter({
  label,
  anyLabel,
  options,
  value,
  onChange,
  narrow = false,
  title,
}: {
  label: string;
  anyLabel: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  narrow?: boolean;
  title?: string;
}) {
  return (
    <select
      className={narrow ? 'input select select-narrow' : 'input select'}
      aria-label={label}
      title={title}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <Options options={options} empty={anyLabel} />
    </select>
  );
}

function DateRangeFilter({
  labels,
  range,
  onChange,
}: {
  labels: { from: string; to: string };
  range: { from: string; to: string };
  onChange: (range: { from: string; to: string }) => void;
}) {
  const input = (end: 'from' | 'to') => (
    <DateInputField
      ariaLabel={labels[end]}
      value={range[end]}
      onChange={(value) => onChange({ ...range, [end]: value })}
    />
  );
  return (
    <span className="date-range">
      {input('from')}
      <span className="muted">–</span>
      {input('to')}
    </span>
  );
}

/** The two choices of a yes/no filter ('true' first), beside its "either" choice. */
export function yesNoOptions(yes: string, no: string): Option[] {
  return [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];
}

/** One choice of a Segments group; `label` may hold an icon beside its words. */
interface Segment<V> {
  value: V;
  label: ReactNode;
  title?: string;
}

/**
 * A choice of one of a few values as joined buttons in a radio group: the lists' switches of
 * what they show (open or archived orders, all requests or mine, a table or cards).
 */
export function Segments<V extends string | boolean>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly Segment<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="segmented segmented-text">
      {options.map((option) => (
        <button
          key={String(option.value)}
          type="button"
          role="radio"
          aria-checked={value === option.value}
          className="segment"
          onClick={() => onChange(option.value)}
          title={option.title}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
