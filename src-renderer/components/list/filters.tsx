/**
 * The toolbar inputs the server lists share, each bound to one filter of the list's view (a
 * string, '' for "all"): a select with an "any" choice, and a from–to date range.
 */
import { DateInputField, type Option } from '../Field.tsx';

type FilterOption = Option;

export function SelectFilter({
  label,
  anyLabel,
  options,
  value,
  onChange,
  narrow = false,
  title,
}: {
  /** The select's accessible name. */
  label: string;
  /** The first choice, '' ("All categories", "Any manager"). */
  anyLabel: string;
  options: readonly FilterOption[];
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
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** Two ISO date inputs; the codec reads a range typed backwards the way it was meant. */
export function DateRangeFilter({
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
