import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { areaEntry } from '../app/areas.ts';
import { text, withArticle } from '../lib/format.ts';
import { Icon } from './Icon.tsx';
import { ErrorState, LoadingState } from './States.tsx';

/** The link above a detail page back to where it was opened from (its list, its RFQ). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="back-link">
      <Icon name="arrowLeft" size={14} /> {children}
    </Link>
  );
}

/** One figure of a detail page's head (inside a `dl.facts`). */
export function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="fact" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * One line of a detail page's `dl.detail-meta` (who made it, when): '—' when empty. `titled`
 * repeats the value as its tooltip, for values a narrow column may cut.
 */
export function Meta({
  label,
  value,
  testId,
  titled = false,
}: {
  label: string;
  value: string | null | undefined;
  testId?: string;
  titled?: boolean;
}) {
  return (
    <div className="meta" data-testid={testId}>
      <dt>{label}</dt>
      <dd title={titled ? (value ?? undefined) : undefined}>{text(value)}</dd>
    </div>
  );
}

/** Where a detail head's figures and actions stand: beside the title, or in the page's actions. */
type HeadSide = 'detail-side' | 'detail-aside' | 'page-actions';

/**
 * The head every detail page has: the record's name (`title`, monospaced for numbers and part
 * numbers) over its tags, and beside them its figures (`facts`, inside a `dl.facts`) and its
 * `actions`. The side is drawn whenever facts or actions are given, even when they come out empty,
 * so a head keeps its layout for a reader who may not act.
 */
export function DetailHead({
  title,
  titleTestId,
  mono = false,
  tags,
  tagsTestId,
  facts,
  actions,
  side = 'detail-side',
}: {
  title: ReactNode;
  titleTestId: string;
  mono?: boolean;
  tags: ReactNode;
  tagsTestId?: string;
  facts?: ReactNode;
  actions?: ReactNode;
  side?: HeadSide;
}) {
  return (
    <header className="detail-header">
      <div className="detail-title">
        <h1 className={mono ? 'mono' : undefined} data-testid={titleTestId}>
          {title}
        </h1>
        <div className="detail-tags" data-testid={tagsTestId}>
          {tags}
        </div>
      </div>
      {facts === undefined && actions === undefined ? null : (
        <div className={side}>
          {facts === undefined ? null : <dl className="facts">{facts}</dl>}
          {actions}
        </div>
      )}
    </header>
  );
}

interface RecordQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * What a detail page shows until its record is there: an id in the address that is no number
 * (`rawId`, when the page's address has one), the loading state, or the load's error with a retry and the way back. Null once the
 * record is loaded (`loaded`), when the page draws itself.
 */
export function recordPlaceholder(options: {
  /** The record's name after "Loading the" and "is not a(n)": 'order', 'RFQ'. */
  noun: string;
  /** The id as the address has it (`useParams().id`); absent for a page of no id (the profile). */
  rawId?: string | undefined;
  query: RecordQuery;
  loaded: boolean;
  back: ReactNode;
}): ReactNode {
  const { noun, query, loaded, back } = options;
  const badId = 'rawId' in options ? badRecordId(options.rawId) : undefined;
  if (badId !== undefined) {
    return (
      <div className="page">
        <ErrorState error={new Error(`"${badId}" is not ${withArticle(noun)} number.`)} />
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div className="page">
        <LoadingState label={`Loading the ${noun}…`} />
      </div>
    );
  }
  if (query.isError || !loaded) {
    return (
      <div className="page">
        {back}
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return null;
}

/** The raw id of the address when it is not a positive whole number, for `recordPlaceholder`. */
function badRecordId(raw: string | undefined): string | undefined {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? undefined : (raw ?? '');
}

/**
 * A titled panel of a detail page: its heading (with a `count` badge when given) names the
 * section for screen readers, as `${id}-title`.
 */
export function Panel({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <header className="panel-header">
        <h2 id={`${id}-title`}>
          {title}
          {count === undefined ? null : (
            <>
              {' '}
              <span className="badge">{count}</span>
            </>
          )}
        </h2>
      </header>
      {children}
    </section>
  );
}

/** A term and its description in a plain `dl` (a card's or a head's facts). */
export function Term({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/**
 * The route of one record's page of an area (`/products/:id`): reads the id from the address,
 * loads the record with `useRecord`, shows `recordPlaceholder` until it is there, then `render`s it
 * with the link back to its list. The area's entry (AREA_TABLE, by its key) names it all: the
 * record is called by the key ('product'), and the way back is to the area's path, by its label.
 */
function RecordRoute<T>({
  area,
  useRecord,
  render,
}: {
  area: string;
  useRecord: (id: number) => RecordQuery & { data?: T | undefined };
  render: (record: T, back: ReactNode) => ReactNode;
}) {
  const { id: rawId } = useParams();
  const query = useRecord(Number(rawId));
  const entry = areaEntry(area);
  const back = <BackLink to={entry.path}>{entry.label}</BackLink>;
  const placeholder = recordPlaceholder({
    noun: area.replaceAll('_', ' '),
    rawId,
    query,
    loaded: query.data !== undefined,
    back,
  });
  if (placeholder || query.data === undefined) return placeholder;
  return render(query.data, back);
}

/**
 * The page of one record of an area, declared by the area's key, its query of one record and its
 * view (`render`, given the record and the link back): RecordRoute with these.
 */
export function recordPage<T>(
  area: string,
  useRecord: (id: number) => RecordQuery & { data?: T | undefined },
  render: (record: T, back: ReactNode) => ReactNode,
) {
  return function RecordPage() {
    return <RecordRoute area={area} useRecord={useRecord} render={render} />;
  };
}

/** A dialog's footer for an action that is not a form: Cancel, and the action (busy: waits). */
export function ActionFooter({
  label,
  onAction,
  onCancel,
  busy = false,
  disabled = false,
  testId,
}: {
  label: string;
  onAction: () => void;
  onCancel: () => void;
  busy?: boolean;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <>
      <button type="button" className="button" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button
        type="button"
        className="button button-primary"
        disabled={busy || disabled}
        onClick={onAction}
        data-testid={testId}
      >
        {label}
      </button>
    </>
  );
}
