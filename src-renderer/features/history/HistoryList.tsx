/**
 * Entries of the audit trail as people read them: when, who, what they did, and each changed
 * record (named as people know it, by the server: history/labels.ts) with its fields before → after. One entry per write; a bulk write lists its first changes and
 * says how many there were.
 */
import type { Paginated } from '../../../src-shared/api/results.ts';
import type { HistoryChange, HistoryEntry } from '../../../src-shared/api/history.ts';
import { Pagination } from '../../components/Pagination.tsx';
import { formatDateTime } from '../../lib/format.ts';
import type { HistoryPage } from './api.ts';

const OP_WORDS: Record<HistoryChange['op'], string> = {
  insert: 'added',
  update: 'changed',
  delete: 'removed',
};

/** A number that says its kind already ('RFQ-2026-00012' of an RFQ) stands without the kind. */
function namesItsKind(label: string, kind: string): boolean {
  return label.toUpperCase().startsWith(kind.toUpperCase());
}

/**
 * The changed record as people know it ('RFQ-2026-00012', 'Company Nordic Air'); its id only
 * when it has no name (an address), and in the tooltip.
 */
function RecordName({ change }: { change: HistoryChange }) {
  const id = change.record_id !== null ? `#${change.record_id}` : '';
  const label = change.record_label;
  return (
    <span
      className="history-record"
      title={id ? `${change.table_label} ${id}` : undefined}
      data-testid="history-record"
    >
      {label && namesItsKind(label, change.table_label) ? null : change.table_label}
      {label ? (
        <span className="history-record-label">
          {namesItsKind(label, change.table_label) ? label : ` ${label}`}
        </span>
      ) : id ? (
        <span className="history-record-id"> {id}</span>
      ) : null}
    </span>
  );
}

function ChangeLines({ change }: { change: HistoryChange }) {
  return (
    <div className="history-change">
      <div className="history-change-head">
        <RecordName change={change} />
        <span className={`history-op history-op-${change.op}`}>{OP_WORDS[change.op]}</span>
      </div>
      {change.fields.length ? (
        <dl className="history-fields">
          {change.fields.map((field) => (
            <div key={field.field} className="history-field">
              <dt>{field.label}</dt>
              <dd>
                {field.before !== null ? (
                  <span className="history-before">{field.before}</span>
                ) : null}
                {field.before !== null && field.after !== null ? (
                  <span className="history-arrow" aria-label="became">
                    →
                  </span>
                ) : null}
                {field.after !== null ? <span className="history-after">{field.after}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

function HistoryList({
  entries,
  showWho = true,
}: {
  entries: readonly HistoryEntry[];
  /** A person's own history need not repeat their name on every line. */
  showWho?: boolean;
}) {
  if (!entries.length) return <p className="muted panel-empty">Nothing recorded yet.</p>;
  return (
    <ol className="history-list" data-testid="history-list">
      {entries.map((entry) => (
        <li key={entry.id} className="history-entry" data-testid="history-entry">
          <div className="history-head">
            <time className="history-time mono" dateTime={entry.at}>
              {formatDateTime(entry.at)}
            </time>
            {showWho ? <span className="history-who">{entry.user.name}</span> : null}
            <strong className="history-title">{entry.title}</strong>
            <span className="badge">{entry.action_type.replace(/_/g, ' ')}</span>
          </div>
          <div className="history-changes">
            {entry.changes.map((change, index) => (
              <ChangeLines
                key={`${change.table}-${change.record_id ?? index}-${index}`}
                change={change}
              />
            ))}
            {entry.changes_count > entry.changes.length ? (
              <p className="muted history-more">
                and {entry.changes_count - entry.changes.length} more changes in this write
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** One page of a history and the pager under it (shown once there is more than one page). */
export function HistoryPages({
  page,
  at,
  onAt,
  showWho = true,
}: {
  page: Paginated<HistoryEntry>;
  at: HistoryPage;
  onAt: (at: HistoryPage) => void;
  showWho?: boolean;
}) {
  return (
    <>
      <HistoryList entries={page.results} showWho={showWho} />
      {page.count > at.pageSize ? (
        <Pagination
          pageIndex={at.page - 1}
          pageSize={at.pageSize}
          count={page.count}
          noun="writes"
          onPageChange={(index) => onAt({ ...at, page: index + 1 })}
          onPageSizeChange={(pageSize) => onAt({ page: 1, pageSize })}
        />
      ) : null}
    </>
  );
}
