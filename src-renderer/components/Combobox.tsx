import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useDebouncedValue } from '../lib/hooks.ts';
import { Icon } from './Icon.tsx';

export interface ComboItem {
  id: number;
  name: string;
  /** A second line in the list (a company's category, a contact's email). */
  detail?: string;
}

const SEARCH_DEBOUNCE_MS = 250;

/**
 * A searchable picker over a server list (company_selector, contact selector): WAI-ARIA combobox
 * with a listbox popup. Typing searches (debounced), arrows move, Enter picks, Escape closes and
 * puts back the chosen name. The chosen item is a {id, name} the caller owns.
 */
export function Combobox({
  label,
  hideLabel = false,
  value,
  onChange,
  queryKey,
  fetchItems,
  placeholder = 'Type to search…',
  error,
  required,
  hint,
  disabled,
  className,
  testId,
}: {
  label: string;
  /** Toolbars name the input without showing a label above it. */
  hideLabel?: boolean;
  value: ComboItem | null;
  onChange: (item: ComboItem | null) => void;
  queryKey: (search: string) => QueryKey;
  fetchItems: (search: string, signal: AbortSignal) => Promise<ComboItem[]>;
  placeholder?: string;
  error?: string[] | undefined;
  required?: boolean;
  hint?: string;
  disabled?: boolean;
  className?: string;
  testId?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(value?.name ?? '');
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // While closed the input shows the chosen name; while open, what is being typed.
  const typing = open ? text : (value?.name ?? '');
  const search = useDebouncedValue(open ? text.trim() : '', SEARCH_DEBOUNCE_MS);
  const items = useQuery({
    queryKey: queryKey(search),
    queryFn: ({ signal }) => fetchItems(search, signal),
    enabled: open,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  // While the typed text waits for its search, what is shown is narrowed by it already.
  const typed = text.trim().toLowerCase();
  const list = useMemo(() => {
    const shown = items.data ?? [];
    if (!open || typed === search.toLowerCase()) return shown;
    return shown.filter((item) => item.name.toLowerCase().includes(typed));
  }, [items.data, open, typed, search]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const pick = (item: ComboItem | null) => {
    onChange(item);
    setText(item?.name ?? '');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setText('');
        setOpen(true);
        setActive(0);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => Math.max(0, Math.min(list.length - 1, current + step)));
    } else if (event.key === 'Enter') {
      if (!open) return;
      event.preventDefault();
      const item = list[active];
      if (item) pick(item);
    } else if (event.key === 'Escape') {
      if (open) {
        // Inside a dialog, Escape closes the list first, not the dialog.
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
      }
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const invalid = !!error?.length;
  const activeId = open && list[active] ? `${id}-opt-${list[active].id}` : undefined;

  return (
    <div
      className={`field combobox${invalid ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}
      ref={rootRef}
      data-testid={testId}
    >
      {hideLabel ? null : (
        <label htmlFor={id} className="field-label">
          {label}
          {required ? (
            <span className="field-required" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </label>
      )}
      <div className="combobox-control">
        <input
          ref={inputRef}
          id={id}
          className="input combobox-input"
          role="combobox"
          aria-label={hideLabel ? label : undefined}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-describedby={invalid ? `${id}-error` : hint ? `${id}-hint` : undefined}
          autoComplete="off"
          placeholder={placeholder}
          disabled={disabled}
          value={typing}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={(event) => event.target.select()}
          onClick={() => {
            if (!open) {
              setText('');
              setOpen(true);
            }
          }}
          onKeyDown={onKeyDown}
        />
        {value && !disabled ? (
          <button
            type="button"
            className="icon-button combobox-clear"
            aria-label={`Clear ${label}`}
            onClick={() => {
              pick(null);
              inputRef.current?.focus();
            }}
          >
            <Icon name="x" size={13} />
          </button>
        ) : null}
        {open ? (
          <ul id={listId} role="listbox" aria-label={label} className="combobox-list">
            {items.isPending ? (
              <li className="combobox-empty">Searching…</li>
            ) : list.length === 0 ? (
              <li className="combobox-empty">Nothing found</li>
            ) : (
              list.map((item, index) => (
                <li
                  key={item.id}
                  id={`${id}-opt-${item.id}`}
                  role="option"
                  aria-selected={index === active}
                  className={`combobox-option${index === active ? ' is-active' : ''}`}
                  onPointerDown={(event) => event.preventDefault()}
                  onClick={() => pick(item)}
                  onMouseEnter={() => setActive(index)}
                >
                  <span>{item.name}</span>
                  {item.detail ? <span className="combobox-detail">{item.detail}</span> : null}
                </li>
              ))
            )}
          </ul>
        ) : null}
      </div>
      {invalid ? (
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
