import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useContext, useId, useMemo, useRef, useState } from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  type Key,
} from 'react-aria-components';
import { useDebouncedValue } from '../lib/hooks.ts';
import { Icon } from './Icon.tsx';
import { describedBy, FieldNote, fieldClassName, LabelText } from './Field.tsx';

export interface ComboItem {
  id: number;
  name: string;
  /** A second line in the list (a company's category, a contact's email). */
  detail?: string;
}

/**
 * Where a combobox's items come from: the cache key of a search and the call that answers it.
 * The two always travel together (companyItems, contactItems, a list filter's picker).
 */
export interface ComboSource {
  queryKey: (search: string) => QueryKey;
  fetchItems: (search: string, signal: AbortSignal) => Promise<ComboItem[]>;
}

const SEARCH_DEBOUNCE_MS = 250;

/**
 * A searchable picker over a server list (company_selector, contact selector) on React Aria's
 * ComboBox: typing searches (debounced), arrows move, Enter picks, Escape closes and puts back the
 * chosen name. The chosen item is a {id, name} the caller owns.
 */
export function Combobox({
  label,
  hideLabel = false,
  value,
  onChange,
  source,
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
  source: ComboSource;
  placeholder?: string;
  error?: string[] | undefined;
  required?: boolean;
  hint?: string;
  disabled?: boolean;
  className?: string;
  testId?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(value?.name ?? '');
  // A choice made from outside (a draft discarded, a filter cleared) shows at once.
  const [shown, setShown] = useState(value);
  if ((shown?.id ?? null) !== (value?.id ?? null)) {
    setShown(value);
    if (!open) setText(value?.name ?? '');
  }
  // What was picked while the list was open: the input shows it when the list closes (the
  // owner's new value arrives a render later).
  const picked = useRef<ComboItem | null | undefined>(undefined);
  const search = useDebouncedValue(open ? text.trim() : '', SEARCH_DEBOUNCE_MS);
  const items = useQuery({
    queryKey: source.queryKey(search),
    queryFn: ({ signal }) => source.fetchItems(search, signal),
    enabled: open,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  // While the typed text waits for its search, what is shown is narrowed by it already.
  const typed = text.trim().toLowerCase();
  const list = useMemo(() => {
    const found = items.data ?? [];
    if (!open || typed === search.toLowerCase()) return found;
    return found.filter((item) => item.name.toLowerCase().includes(typed));
  }, [items.data, open, typed, search]);
  // Until the server has answered what was typed, the list may still change under the pointer:
  // the list says so (data-searching; React Aria's ListBox does not pass aria-busy on), and a
  // test waits for it before it clicks a row.
  const searching = open && (typed !== search.toLowerCase() || items.isFetching);

  const pick = (key: Key | null) => {
    const item = list.find((candidate) => key !== null && String(candidate.id) === String(key));
    if (!item) return;
    picked.current = item;
    onChange(item);
    setText(item.name);
  };

  const invalid = !!error?.length;
  return (
    <ComboBox
      className={fieldClassName('field combobox', error, className)}
      data-testid={testId}
      aria-label={hideLabel ? label : undefined}
      items={list}
      inputValue={text}
      onInputChange={setText}
      selectedKey={value?.id ?? null}
      onSelectionChange={pick}
      onOpenChange={(isOpen, trigger) => {
        setOpen(isOpen);
        if (isOpen) {
          picked.current = undefined;
          // Opened by a click or an arrow, the whole list shows: the chosen name is no search.
          if (trigger === 'manual') setText('');
        } else {
          // Closed (Escape, a click away, Tab): the input shows the choice again.
          const chosen = picked.current === undefined ? value : picked.current;
          setText(chosen?.name ?? '');
        }
      }}
      // What is typed is a search, never a value: the choice is what was picked from the list.
      allowsCustomValue
      allowsEmptyCollection
      isDisabled={disabled}
      isInvalid={invalid}
      aria-describedby={describedBy(id, error, hint)}
    >
      {hideLabel ? null : (
        <Label className="field-label">
          <LabelText label={label} required={required} />
        </Label>
      )}
      <div className="combobox-control">
        <ComboInput placeholder={placeholder} required={required} />
        {value && !disabled ? (
          <button
            type="button"
            className="icon-button combobox-clear"
            aria-label={`Clear ${label}`}
            onClick={() => {
              onChange(null);
              setText('');
              setShown(null);
            }}
          >
            <Icon name="x" size={13} />
          </button>
        ) : null}
      </div>
      <FieldNote id={id} error={error} hint={hint} />
      <Popover className="combobox-popover" placement="bottom start" offset={4}>
        <ListBox<ComboItem>
          className="combobox-list"
          aria-label={label}
          data-searching={searching || undefined}
          renderEmptyState={() => (
            <div className="combobox-empty">{items.isPending ? 'Searching…' : 'Nothing found'}</div>
          )}
        >
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.name} className="combobox-option">
              <span>{item.name}</span>
              {item.detail ? <span className="combobox-detail">{item.detail}</span> : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/** The input; a click opens the list too (React Aria opens it on typing and arrows). */
function ComboInput({ placeholder, required }: { placeholder: string; required?: boolean }) {
  const state = useContext(ComboBoxStateContext);
  return (
    <Input
      className="input combobox-input"
      placeholder={placeholder}
      aria-required={required || undefined}
      onFocus={(event) => event.target.select()}
      onClick={() => {
        if (state && !state.isOpen) state.open(null, 'manual');
      }}
    />
  );
}
