/**
 * A record page's history (the audit trail, src-shared/api/history.ts): a panel that reads
 * nothing until it is opened, then the writes that touched the record, its children and its
 * positions, newest first, paged.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RecordHistoryModel } from '../../../src-shared/domain/audit.ts';
import { DEFAULT_PAGE_SIZE } from '../../../src-shared/domain/constants.ts';
import { Icon } from '../../components/Icon.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { usePowers, useRoleUrl } from '../../stores/session.ts';
import { historyQueries, type HistoryPage } from './api.ts';
import { HistoryPages } from './HistoryList.tsx';

/** The history of one record, as its own body (a tab's content). */
export function RecordHistoryBody({ model, id }: { model: RecordHistoryModel; id: number }) {
  const role = useRoleUrl();
  const [at, setAt] = useState<HistoryPage>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const query = useQuery(historyQueries.record(role, model, id, at, true));
  if (query.isPending) return <LoadingState label="Loading the history…" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <div className="record-history" data-testid="record-history">
      <HistoryPages page={query.data} at={at} onAt={setAt} />
    </div>
  );
}

/** The history as a closed panel under a record page; it reads when opened. */
export function RecordHistory({ model, id }: { model: RecordHistoryModel; id: number }) {
  const [open, setOpen] = useState(false);
  const { historyModels } = usePowers();
  if (!historyModels.includes(model)) return null;
  return (
    <section className="panel history-panel" aria-labelledby={`history-${model}-title`}>
      <header className="panel-header">
        <h2 id={`history-${model}-title`}>
          <button
            type="button"
            className="link-button history-toggle"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
            data-testid="history-toggle"
          >
            <Icon name={open ? 'chevronDown' : 'chevronRight'} />
            History
          </button>
        </h2>
        <span className="muted">Every change, who made it and when</span>
      </header>
      {open ? (
        <div className="panel-body">
          <RecordHistoryBody model={model} id={id} />
        </div>
      ) : null}
    </section>
  );
}
