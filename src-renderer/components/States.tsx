import type { ReactNode } from 'react';
import { isApiError } from '../api/client.ts';
import { Icon } from './Icon.tsx';

function Spinner({ label = 'Loading' }: { label?: string }) {
  return <span className="spinner" role="progressbar" aria-label={label} />;
}

export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="state state-loading" role="status">
      <Spinner label={label} />
      <span>{label}</span>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state state-empty" role="status">
      <strong>{title}</strong>
      {children ? <div className="state-detail">{children}</div> : null}
    </div>
  );
}

/** A failed load: what went wrong (the catalogue's message, with the recorded code) and a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const message = error instanceof Error ? error.message : String(error);
  const code = isApiError(error) ? (error.recordCode ?? (error.status || undefined)) : undefined;
  return (
    <div className="state state-error" role="alert">
      <Icon name="alert" size={20} />
      <div>
        <strong>{code ? `Error ${code}` : 'Could not load'}</strong>
        <div className="state-detail">{message}</div>
      </div>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          <Icon name="refresh" /> Try again
        </button>
      ) : null}
    </div>
  );
}
