/**
 * A person's history (spec §7 `contact/{id}/history/` with page and action_type, and
 * `short_history/?days=30`): the last 30 days as writes per day, then every write, newest first,
 * filtered by the kind of work (the area of the call) and paged.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HISTORY_ACTION_TYPES } from '../../../src-shared/domain/audit.ts';
import { DEFAULT_PAGE_SIZE, RECENT_HISTORY_DAYS } from '../../../src-shared/domain/constants.ts';
import type { Area } from '../../../src-shared/domain/permissions.ts';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { useRoleUrl } from '../../stores/session.ts';
import { historyQueries, type HistoryPage } from './api.ts';
import { HistoryPages } from './HistoryList.tsx';

/** How each kind of work reads in the filter. */
function actionTypeLabel(area: Area): string {
  const words = area.replace(/_/g, ' ');
  return words === 'rfq' ? 'RFQs' : words.charAt(0).toUpperCase() + words.slice(1);
}

function RecentDays({ contactId }: { contactId: number }) {
  const role = useRoleUrl();
  const recent = useQuery(historyQueries.recent(role, contactId, RECENT_HISTORY_DAYS));
  if (!recent.data) return null;
  const most = Math.max(1, ...recent.data.by_day.map((day) => day.count));
  return (
    <div className="history-recent" data-testid="history-recent">
      <span className="muted">
        Last {recent.data.days} days: <strong>{recent.data.count.toLocaleString('en-US')}</strong>{' '}
        writes
      </span>
      <ol className="history-days" aria-label="Writes per day">
        {[...recent.data.by_day].reverse().map((day) => (
          <li
            key={day.day}
            title={`${day.day}: ${day.count}`}
            style={{ height: `${Math.max(8, (day.count / most) * 100)}%` }}
          />
        ))}
      </ol>
    </div>
  );
}

export function ContactHistory({
  contactId,
  showWho = false,
}: {
  contactId: number;
  showWho?: boolean;
}) {
  const role = useRoleUrl();
  const [at, setAt] = useState<HistoryPage>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [actionType, setActionType] = useState<Area | undefined>(undefined);
  const query = useQuery(historyQueries.contact(role, contactId, at, actionType));
  return (
    <div className="contact-history" data-testid="contact-history">
      <div className="history-filters">
        <label className="history-filter">
          <span>Kind of work</span>
          <select
            className="input select select-small"
            aria-label="Kind of work"
            value={actionType ?? ''}
            onChange={(event) => {
              setActionType((event.target.value || undefined) as Area | undefined);
              setAt({ ...at, page: 1 });
            }}
          >
            <option value="">All</option>
            {HISTORY_ACTION_TYPES.filter((area) => area !== 'home').map((area) => (
              <option key={area} value={area}>
                {actionTypeLabel(area)}
              </option>
            ))}
          </select>
        </label>
        <RecentDays contactId={contactId} />
      </div>
      {query.isPending ? (
        <LoadingState label="Loading the history…" />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <HistoryPages page={query.data} at={at} onAt={setAt} showWho={showWho} />
      )}
    </div>
  );
}
