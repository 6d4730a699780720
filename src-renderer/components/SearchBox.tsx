import type { RefObject } from 'react';
import type { ListSearch } from '../lib/useListView.ts';
import { Icon } from './Icon.tsx';

/** A list's search box (useListView): Escape empties it, / or Ctrl+K comes back to it. */
export function SearchBox({
  search,
  inputRef,
  label,
  placeholder,
  narrow = false,
}: {
  search: ListSearch;
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  placeholder: string;
  narrow?: boolean;
}) {
  return (
    <div className={narrow ? 'search-box search-box-narrow' : 'search-box'}>
      <Icon name="search" className="search-icon" />
      <input
        ref={inputRef}
        type="search"
        className="input search-input"
        placeholder={placeholder}
        aria-label={label}
        value={search.text}
        onChange={(event) => search.onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && search.text) {
            event.preventDefault();
            search.onChange('');
          }
        }}
      />
      <kbd className="kbd" aria-hidden="true">
        /
      </kbd>
    </div>
  );
}
