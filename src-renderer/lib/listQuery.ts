/**
 * The one codec of the server lists: a list declares its fields once (`defineList`), and gets
 * - the request of one page, with empty values and values the server would refuse left out
 *   (spec §5), so a remembered view from an older version never breaks the list;
 * - the view remembered in the local settings `Filters[table]` (spec §4, survives log-out), which
 *   keeps only what is set, and reads stale values back as the defaults;
 * - the table's sorting ↔ the server's ordering, and whether any filter narrows the list.
 * Pure, so each list's mapping is tested on its own.
 */
import type { SortingState } from '@tanstack/react-table';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from '../../src-shared/domain/constants.ts';

/** How one filter is held in the toolbar (a string, '' for "all") and sent. */
export type FieldSpec =
  /** Free text, trimmed; `max` cuts what the server would refuse as too long. */
  | { kind: 'text'; max?: number }
  /** A record's id: a positive integer, sent as a number. */
  | { kind: 'id' }
  /** Ids separated by commas (`1,3`), sent as typed. */
  | { kind: 'ids' }
  /** One of a fixed set of values (a priority). */
  | { kind: 'oneOf'; values: readonly string[] }
  /** '' either, 'true' or 'false'. */
  | { kind: 'yesNo' }
  /** An ISO date (YYYY-MM-DD) that exists. */
  | { kind: 'date' }
  /** A switch held as a boolean, sent only when on; it is a view, not a filter: clearing keeps it. */
  | { kind: 'flag' }
  /** The name shown for another field's id: remembered with it, never sent, narrows nothing. */
  | { kind: 'label'; of: string };

/**
 * The field specs in a word each, so a list declares its filters as `manager: field.id` or
 * `status: field.oneOf(STATUSES)` and reads as its fields.
 */
export const field = {
  id: { kind: 'id' },
  ids: { kind: 'ids' },
  yesNo: { kind: 'yesNo' },
  date: { kind: 'date' },
  flag: { kind: 'flag' },
  /** Free text; the lists' searches take up to 100 characters (`field.text(100)`). */
  text: (max?: number) =>
    max === undefined ? ({ kind: 'text' } as const) : ({ kind: 'text', max } as const),
  oneOf: <const V extends readonly string[]>(values: V) => ({ kind: 'oneOf', values }) as const,
  /** The name shown for field `of`'s id (a picked company's name). */
  label: <const K extends string>(of: K) => ({ kind: 'label', of }) as const,
} as const;

export interface ListDescriptor {
  fields: Readonly<Record<string, FieldSpec>>;
  /** The fields the server may order by, and the parameter it reads them from. */
  ordering: { param: string; fields: readonly string[] };
  /** Tabs that are lists of their own (the RFQ lists), sent and remembered as `list`. */
  tabs?: { values: readonly string[]; default: string };
  /** Two date fields of one range: a range typed backwards is read the way it was meant. */
  dateRange?: readonly [string, string];
}

type FilterValue<S extends FieldSpec> = S extends { kind: 'flag' } ? boolean : string;
type SentValue<S extends FieldSpec> = S extends { kind: 'id' }
  ? number
  : S extends { kind: 'oneOf'; values: readonly (infer V)[] }
    ? V
    : S extends { kind: 'flag' }
      ? 'true'
      : S extends { kind: 'yesNo' }
        ? 'true' | 'false'
        : string;
type TabOf<D extends ListDescriptor> = D['tabs'] extends { values: readonly (infer T)[] }
  ? T
  : undefined;

/** The toolbar's values of list `D`. */
export type FiltersOf<D extends ListDescriptor> = {
  [K in keyof D['fields']]: FilterValue<D['fields'][K]>;
};

/** One page's request of list `D`, as sent. */
export type ParamsOf<D extends ListDescriptor> = { page: number; page_size: PageSize } & {
  [K in keyof D['fields'] as D['fields'][K] extends { kind: 'label' } ? never : K]?: SentValue<
    D['fields'][K]
  >;
} & { [K in D['ordering']['param']]?: string } & (D['tabs'] extends object
    ? { list: TabOf<D> }
    : unknown);

/** What a list shows: its tab, filters, page size and order (the page itself is not kept). */
export type ListView<D extends ListDescriptor> = {
  filters: FiltersOf<D>;
  pageSize: PageSize;
  ordering: string | undefined;
} & (D['tabs'] extends object ? { list: TabOf<D> } : { list?: undefined });

type SavedView = Record<string, string | number | boolean>;

function idOrUndefined(value: string): number | undefined {
  const id = Number(value);
  return value.trim() !== '' && Number.isInteger(id) && id > 0 ? id : undefined;
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

function isOneOf<T>(values: readonly T[], value: unknown): value is T {
  return (values as readonly unknown[]).includes(value);
}

function isPageSize(value: unknown): value is PageSize {
  return isOneOf(PAGE_SIZES, value);
}

/** What one field sends, or undefined when it is empty or the server would refuse it. */
function sentValue(spec: FieldSpec, value: string | boolean): string | number | undefined {
  if (typeof value === 'boolean') return spec.kind === 'flag' && value ? 'true' : undefined;
  const text = value.trim();
  switch (spec.kind) {
    case 'text':
      return text ? text.slice(0, spec.max) : undefined;
    case 'id':
      return idOrUndefined(text);
    case 'ids':
      return /^\d+(,\d+)*$/.test(text) ? text : undefined;
    case 'oneOf':
      return isOneOf(spec.values, text) ? text : undefined;
    case 'yesNo':
      return text === 'true' || text === 'false' ? text : undefined;
    case 'date':
      return isIsoDate(text) ? text : undefined;
    default:
      return undefined;
  }
}

/** The codec of list `D`: every mapping between its view, its request and what is remembered. */
export function listCodec<const D extends ListDescriptor>(descriptor: D) {
  const keys = Object.keys(descriptor.fields) as (keyof D['fields'] & string)[];
  const specOf = (key: string): FieldSpec | undefined => descriptor.fields[key];
  const tabs = descriptor.tabs;
  const defaultTab = tabs?.default as TabOf<D>;

  const isOrdering = (value: unknown): value is string => {
    if (typeof value !== 'string') return false;
    const field = value.startsWith('-') ? value.slice(1) : value;
    return isOneOf(descriptor.ordering.fields, field);
  };

  const emptyFilters = Object.fromEntries(
    keys.map((key) => [key, specOf(key)?.kind === 'flag' ? false : '']),
  ) as FiltersOf<D>;

  /** The request of page `pageIndex` (from 0) of `view`. */
  function params(view: ListView<D>, pageIndex: number): ParamsOf<D> {
    const sent: Record<string, string | number> = {};
    if (typeof view.list === 'string') sent.list = view.list;
    sent.page = pageIndex + 1;
    sent.page_size = view.pageSize;
    for (const key of keys) {
      const spec = specOf(key);
      const value = spec ? sentValue(spec, view.filters[key]) : undefined;
      if (value !== undefined) sent[key] = value;
    }
    const [from, to] = descriptor.dateRange ?? [];
    const start = from ? sent[from] : undefined;
    const end = to ? sent[to] : undefined;
    if (from && to && start !== undefined && end !== undefined && start > end) {
      [sent[from], sent[to]] = [end, start];
    }
    if (isOrdering(view.ordering)) sent[descriptor.ordering.param] = view.ordering;
    return sent as ParamsOf<D>;
  }

  /** The view remembered in `Filters[table]`, stale or missing values read as the defaults. */
  function fromSaved(saved: SavedView | undefined): ListView<D> {
    const filters = Object.fromEntries(
      keys.map((key) => {
        const value = saved?.[key];
        if (specOf(key)?.kind === 'flag') return [key, value === true];
        return [key, typeof value === 'string' || typeof value === 'number' ? String(value) : ''];
      }),
    ) as FiltersOf<D>;
    const ordering = saved?.[descriptor.ordering.param];
    const view = {
      list: tabs && isOneOf(tabs.values, saved?.list) ? (saved.list as TabOf<D>) : defaultTab,
      filters,
      pageSize: isPageSize(saved?.page_size) ? saved.page_size : DEFAULT_PAGE_SIZE,
      ordering: isOrdering(ordering) ? ordering : undefined,
    };
    // TypeScript cannot follow `list` being a tab exactly when D has tabs (TabOf says so).
    return view as ListView<D>;
  }

  /** The view as `Filters[table]` keeps it: empty values (and a label without its id) left out. */
  function toSaved(view: ListView<D>): SavedView {
    const saved: SavedView = {};
    if (typeof view.list === 'string' && view.list !== defaultTab) saved.list = view.list;
    for (const key of keys) {
      const value: string | boolean = view.filters[key];
      if (typeof value === 'boolean') {
        if (value) saved[key] = true;
      } else if (value.trim() !== '') saved[key] = value.trim();
    }
    for (const key of keys) {
      const spec = specOf(key);
      if (spec?.kind === 'label' && !saved[spec.of]) delete saved[key];
    }
    if (view.pageSize !== DEFAULT_PAGE_SIZE) saved.page_size = view.pageSize;
    if (view.ordering) saved[descriptor.ordering.param] = view.ordering;
    return saved;
  }

  /** `name`, `-deals_count`, or undefined for the server's default order. */
  function orderingOf(sorting: SortingState): string | undefined {
    const first = sorting[0];
    if (!first || !isOrdering(first.id)) return undefined;
    return first.desc ? `-${first.id}` : first.id;
  }

  function sortingOf(ordering: string | undefined): SortingState {
    if (!isOrdering(ordering)) return [];
    return ordering.startsWith('-')
      ? [{ id: ordering.slice(1), desc: true }]
      : [{ id: ordering, desc: false }];
  }

  /** Whether a filter narrows the list (labels and view switches do not). */
  function hasActiveFilters(filters: FiltersOf<D>): boolean {
    return keys.some((key) => {
      const value: string | boolean = filters[key];
      const kind = specOf(key)?.kind;
      return typeof value === 'string' && kind !== 'label' && value.trim() !== '';
    });
  }

  /** The filters emptied; view switches (`flag`) stay as they are. */
  function clearedFilters(filters: FiltersOf<D>): FiltersOf<D> {
    const cleared = { ...emptyFilters };
    for (const key of keys) if (specOf(key)?.kind === 'flag') cleared[key] = filters[key];
    return cleared;
  }

  return {
    descriptor,
    emptyFilters,
    isOrdering,
    params,
    fromSaved,
    toSaved,
    orderingOf,
    sortingOf,
    hasActiveFilters,
    clearedFilters,
  };
}

export type ListCodec<D extends ListDescriptor> = ReturnType<typeof listCodec<D>>;

type AnyCodec = { descriptor: ListDescriptor };
/** The toolbar's values of a list, from its codec. */
export type ListFilters<C extends AnyCodec> = FiltersOf<C['descriptor']>;
/** One page's request of a list, from its codec (what its api module sends). */
export type ListParams<C extends AnyCodec> = ParamsOf<C['descriptor']>;
