import { useState } from 'react';
import { productIdsOfCodes } from '../../../src-shared/domain/product.ts';
import { refusalText } from '../../api/client.ts';
import { Icon } from '../../components/Icon.tsx';

/**
 * One line to scan or type products' label codes into (P00001234, or bare product numbers), and a
 * button that adds them: the parts of an assembly, the products of a consolidation. What the
 * server refuses stays beside the line, and so does what was typed; it empties once added.
 */
export function LabelCodesForm({
  label,
  submitLabel,
  onAdd,
  busy = false,
  errorTestId,
}: {
  /** The line's accessible name ("Products to add"). */
  label: string;
  submitLabel: string;
  onAdd: (ids: number[]) => Promise<unknown>;
  busy?: boolean;
  errorTestId?: string;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');

  async function submit() {
    const ids = productIdsOfCodes(text);
    if (!ids) {
      setError('Scan or type label codes (P00001234) or product numbers.');
      return;
    }
    setError('');
    try {
      await onAdd(ids);
      setText('');
    } catch (caught) {
      setError(refusalText(caught));
    }
  }

  return (
    <form
      className="inline-form panel-body"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <input
        className="input"
        aria-label={label}
        placeholder="Scan or type label codes"
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
