/**
 * What every server-paged list keeps, in one place:
 * - its view (filters, order, page size...), started from and saved to the local settings
 *   `Filters[table]`, which survive log-out (spec §4);
 * - the page, which belongs to one view: a new filter, size or order starts again at page 1;
 * - the search box, which waits until typing pauses, so each keystroke is not a request, and then
 *   reads the view as it is when it fires, so a filter changed meanwhile is kept. Ctrl+K and /
 *   focus it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LocalSettings } from '../../src-shared/bridge.ts';
import { useSettings } from '../stores/settings.ts';
import { useShortcut } from './hooks.ts';

const SEARCH_DEBOUNCE_MS = 300;

type SavedFilters = LocalSettings['Filters'][string];

/** The list's search text: every list's filters have one, `search` (lib/listQuery.ts). */
function searchOf(filters: object): string {
  return 'search' in filters && typeof filters.search === 'string' ? filters.search : '';
}

export interface ListSearch {
  /** What is in the box now (the view follows once typing pauses). */
  text: string;
  onChange(text: string): void;
}

export function useListView<View extends { filters: object }>(options: {
  table: string;
  fromSaved: (saved: SavedFilters | undefined) => View;
  toSaved: (view: View) => SavedFilters;
  /** Runs on every change of the view (a list with a row selection lets it go). */
  onChange?: () => void;
}) {
  const { table, fromSaved, toSaved } = options;
  const [view, setView] = useState<View>(() =>
    fromSaved(useSettings.getState().local.Filters[table]),
  );
  const viewKey = JSON.stringify(view);
  const [page, setPage] = useState({ viewKey, index: 0 });
  const pageIndex = page.viewKey === viewKey ? page.index : 0;

  const onChange = useRef(options.onChange);
  const latestView = useRef(view);
  useEffect(() => {
    onChange.current = options.onChange;
    latestView.current = view;
  });

  /** The view from now on, saved; `changed` runs the list's onChange (the search's did already). */
  const showView = useCallback(
    (next: View, changed: boolean) => {
      setView(next);
      if (changed) onChange.current?.();
      const settings = useSettings.getState();
      settings.updateLocal({ Filters: { ...settings.local.Filters, [table]: toSaved(next) } });
    },
    [table, toSaved],
  );
  const applyView = useCallback((next: View) => showView(next, true), [showView]);

  /** Page `index` of the view shown now. */
  const showPage = useCallback((index: number) => setPage({ viewKey, index }), [viewKey]);
  /** The first page of `next`, even when it is the view shown now. */
  const showFirstPage = useCallback(
    (next: View) => setPage({ viewKey: JSON.stringify(next), index: 0 }),
    [],
  );

  const [searchText, setSearchText] = useState(() => searchOf(view.filters));
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(searchTimer.current), []);
  // The view changes as the user sees it when they type, not when the search is sent: onChange
  // (a selection let go) runs on the keystroke. Run when the search was sent, it undid a row
  // ticked in the 300 ms between (the row was in the list before the search, and still was).
  const onSearch = (text: string) => {
    setSearchText(text);
    onChange.current?.();
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => {
      const current = latestView.current;
      showView({ ...current, filters: { ...current.filters, search: text } }, false);
    }, SEARCH_DEBOUNCE_MS);
  };
  /** Empties the box at once (clearing the filters): a pending search must not come back. */
  const clearSearch = () => {
    clearTimeout(searchTimer.current);
    setSearchText('');
  };

  const searchRef = useRef<HTMLInputElement>(null);
  const focusSearch = useCallback(() => searchRef.current?.focus(), []);
  useShortcut('ctrl+k', focusSearch);
  useShortcut('/', focusSearch);

  const search: ListSearch = { text: searchText, onChange: onSearch };
  return { view, applyView, pageIndex, showPage, showFirstPage, search, searchRef, clearSearch };
}
