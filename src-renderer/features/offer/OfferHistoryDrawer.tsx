import type { OfferHistoryEntry, SupplierOffer } from '../../../src-shared/api/offer.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useOfferHistory } from '../rfq/api.ts';
import { currencyCode } from '../rfq/quotation/livePricing.ts';

const ACTION_TEXT: Record<OfferHistoryEntry['action'], string> = {
  created: 'Created',
  updated: 'Changed',
  deactivated: 'Deactivated',
  activated: 'Reactivated',
};

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') {
    const named = value as { name?: unknown; code?: unknown };
    if (typeof named.code === 'string') return named.code;
    if (typeof named.name === 'string') return named.name;
    return JSON.stringify(value);
  }
  return String(value);
}

/** The offer's history (GET offer/{id}/history/), newest first, in a drawer beside the work. */
export function OfferHistoryDrawer({
  offer,
  onClose,
}: {
  offer: SupplierOffer;
  onClose: () => void;
}) {
  const history = useOfferHistory(offer.id);
  const entries = [...(history.data ?? [])].sort((a, b) =>
    b.changed_at.localeCompare(a.changed_at),
  );
  return (
    <Dialog
      title={`History · ${offer.company.name}`}
      onClose={onClose}
      variant="drawer"
      width={440}
      testId="offer-history"
    >
      <p className="muted">
        <span className="mono">{offer.inventory.part_number}</span> · {formatMoney(offer.price)}{' '}
        {currencyCode(offer.currency)} · {offer.lead_time_days} days
      </p>
      {history.isPending ? (
        <LoadingState />
      ) : history.isError ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState title="No history yet" />
      ) : (
        <ol className="timeline">
          {entries.map((entry) => (
            <li key={entry.id} className="timeline-item">
              <div className="timeline-head">
                <strong>{ACTION_TEXT[entry.action] ?? entry.action}</strong>
                <span className="muted">
                  {entry.changed_at.slice(0, 16).replace('T', ' ')} · {entry.changed_by.name}
                </span>
              </div>
              {Object.keys(entry.changes).length ? (
                <ul className="timeline-changes">
                  {Object.entries(entry.changes).map(([field, change]) => (
                    <li key={field}>
                      <span className="muted">{field.replace(/_/g, ' ')}:</span>{' '}
                      <s>{shown(change.from)}</s> → {shown(change.to)}
                    </li>
                  ))}
                </ul>
              ) : null}
              {entry.comment ? <p className="timeline-comment">“{entry.comment}”</p> : null}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
