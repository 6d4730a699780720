import { useContext } from 'react';
import { Term } from '../../components/DetailPage.tsx';
import type { RfqListItem } from '../../../src-shared/api/rfq.ts';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { formatDate, formatInteger } from '../../lib/format.ts';
import { RowCheckbox, RowSelectionContext, SelectPageCheckbox } from './columns.tsx';
import { ActivityTag, PriorityBadge } from './parts.tsx';

/**
 * The card view of an RFQ list (local setting rfqView 'cards'): the same rows and selection as the
 * table, one card each, for scanning a short list by priority and deadline.
 */
export function RfqCards({
  rows,
  loading,
  error,
  onRetry,
  onOpen,
  emptyTitle,
}: {
  rows: RfqListItem[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onOpen: (rfq: RfqListItem) => void;
  emptyTitle: string;
}) {
  const selection = useContext(RowSelectionContext);
  if (rows.length === 0) {
    if (loading) return <LoadingState />;
    if (error) return <ErrorState error={error} onRetry={onRetry} />;
    return <EmptyState title={emptyTitle} />;
  }
  return (
    <div className="rfq-cards-wrap">
      {selection.enabled ? (
        <label className="cards-select-page">
          <SelectPageCheckbox /> Select page
        </label>
      ) : null}
      <ul className="rfq-cards" aria-label="RFQs">
        {rows.map((rfq) => (
          <li
            key={rfq.id}
            className={`rfq-card${selection.isSelected(rfq.id) ? ' is-selected' : ''}`}
            data-testid="rfq-card"
            data-row-id={rfq.id}
          >
            <div className="rfq-card-top">
              <RowCheckbox id={rfq.id} label={`Select RFQ ${rfq.number}`} />
              <button
                type="button"
                className="link-button rfq-card-number mono"
                onClick={() => onOpen(rfq)}
              >
                {rfq.number}
              </button>
              <PriorityBadge priority={rfq.priority} />
              {rfq.is_repair ? <span className="tag tag-plain">Repair</span> : null}
              <span className="grow" />
              <ActivityTag status={rfq.activity_status} />
            </div>
            <div className="rfq-card-company">{rfq.company.name}</div>
            <dl className="rfq-card-facts">
              <Term label="Positions">{formatInteger(rfq.positions_count)}</Term>
              <Term label="KPs">{formatInteger(rfq.kp_count)}</Term>
              <Term label="Deadline">{formatDate(rfq.deadline)}</Term>
              <Term label="Manager">{rfq.rfq_manager?.name ?? '—'}</Term>
            </dl>
            {rfq.contact ? <div className="muted rfq-card-contact">{rfq.contact.name}</div> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
