import type { ReactNode } from 'react';

/**
 * The foot of a settings editor (margin steps, currency rates): what the editor adds first
 * (`children`, the steps' "Add step"), then Cancel and the primary save. Without `onSave` the save
 * submits the editor's form. Both editors wrote these buttons out alike.
 */
export function EditActions({
  children,
  onCancel,
  saveLabel,
  pending,
  onSave,
}: {
  children?: ReactNode;
  onCancel: () => void;
  saveLabel: string;
  pending: boolean;
  onSave?: () => void;
}) {
  return (
    <div className="steps-edit-actions">
      {children}
      <button type="button" className="button button-small" onClick={onCancel}>
        Cancel
      </button>
      <button
        type={onSave ? 'button' : 'submit'}
        className="button button-small button-primary"
        disabled={pending}
        onClick={onSave}
      >
        {saveLabel}
      </button>
    </div>
  );
}
