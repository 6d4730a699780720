import type { ReactNode } from 'react';
import { ActionButton, EDIT_ACTION } from './ActionButton.tsx';

/**
 * A record head's actions for one who may write it: Edit first (`onEdit`), then the record's own
 * actions (`children`), in one row.
 */
export function EditActions({
  onEdit,
  testId,
  children,
}: {
  onEdit: () => void;
  /** The Edit button's test id. */
  testId: string;
  children?: ReactNode;
}) {
  return (
    <div className="panel-actions">
      <ActionButton {...EDIT_ACTION} onClick={onEdit} testId={testId} />
      {children}
    </div>
  );
}
