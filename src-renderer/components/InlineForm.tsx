import { useState } from 'react';
import { refusalText } from '../api/client.ts';
import { Icon } from './Icon.tsx';

/** What a line's text says: the value to add, a refusal of its own, or nothing to do (null). */
type Parsed<T> = { value: T } | { error: string } | null;

/**
 * One line to type or scan into and a "+ <submit>" button beside it that adds what it says to a
 * record (label codes, serial numbers). `parse` reads the line; `onAdd` sends it. What is refused
 * stays beside the line, and so does what was typed; it empties once added.
 */
export interface InlineFormProps<T> {
  /** The line's accessible name ("Products to add"). */
  label: string;
  placeholder: string;
  submitLabel: string;
  parse: (text: string) => Parsed<T>;
  onAdd: (value: T) => Promise<unknown>;
  busy?: boolean;
  /** The words of a failed add (the server's refusal). */
  errorText?: (caught: unknown) => string;
  className?: string;
  errorTestId?: string;
}

export function InlineForm<T>({
  label,
  placeholder,
  submitLabel,
  parse,
  onAdd,
  busy = false,
  errorText = refusalText,
  className = 'inline-form',
  errorTestId,
}: InlineFormProps<T>) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');

  async function submit() {
    const parsed = parse(text);
    if (!parsed) return;
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError('');
    try {
      await onAdd(parsed.value);
      setText('');
    } catch (caught) {
      setError(errorText(caught));
    }
  }

  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <input
        className="input"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button" disabled={busy || !text.trim()}>
        <Icon name="plus" size={14} /> {submitLabel}
      </button>
      {error ? (
        <span className="field-error" data-testid={errorTestId}>
          {error}
        </span>
      ) : null}
    </form>
  );
}
