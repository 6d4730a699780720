/**
 * The RFQ workflow actions as the screens offer them: their button labels, the dialog each needs
 * (a contact for giving to work, a required comment for cancelling and returning), and the bulk
 * refusal panel (spec §4: bulk actions are all-or-nothing; a refusal names each RFQ and why).
 */
import { useState } from 'react';
import type { BulkRefusal } from '../../../src-shared/api/rfq.ts';
import type { RfqAction } from '../../../src-shared/domain/rfq-lists.ts';
import { isApiError } from '../../api/client.ts';
import { Combobox, type ComboItem } from '../../components/Combobox.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Icon, type IconName } from '../../components/Icon.tsx';
import { useRoleUrl } from '../../stores/session.ts';
import { contactItems, type ActionInput } from './api.ts';

export const ACTION_LABEL: Record<RfqAction, string> = {
  get_in_work: 'Take to work',
  give_to_work: 'Give to work',
  finish: 'Quote',
  cancel: 'Cancel RFQ',
  renew: 'Renew',
  return_to_not_in_work: 'Return to not in work',
};

export const ACTION_ICON: Record<RfqAction, IconName> = {
  get_in_work: 'check',
  give_to_work: 'userPlus',
  finish: 'send',
  cancel: 'x',
  renew: 'refresh',
  return_to_not_in_work: 'undo',
};

/** Actions that need something typed or chosen first. */
export function needsDialog(action: RfqAction): boolean {
  return action === 'give_to_work' || action === 'cancel' || action === 'return_to_not_in_work';
}

/** The body of an action that needs no dialog. */
export function plainInput(action: RfqAction): ActionInput | null {
  if (action === 'get_in_work' || action === 'finish' || action === 'renew') return { action };
  return null;
}

/** A 400 answer of a bulk action that says which RFQs may not move. */
export function bulkRefusalOf(error: unknown): BulkRefusal | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const body = error.body as Partial<BulkRefusal> | undefined;
  if (!body || !Array.isArray(body.refused)) return null;
  return {
    detail: typeof body.detail === 'string' ? body.detail : error.message,
    refused: body.refused,
  };
}

/** The dialog an action needs; `count` RFQs are affected. */
export function ActionDialog({
  action,
  count,
  onSubmit,
  onClose,
}: {
  action: RfqAction;
  count: number;
  onSubmit: (input: ActionInput) => Promise<void>;
  onClose: () => void;
}) {
  const what = count === 1 ? 'this RFQ' : `these ${count} RFQs`;
  if (action === 'give_to_work') {
    return (
      <ContactPickDialog
        title="Give to work"
        message={`Choose who takes ${what}.`}
        onSubmit={(contact) => onSubmit({ action: 'give_to_work', contact })}
        onClose={onClose}
      />
    );
  }
  if (action === 'cancel' || action === 'return_to_not_in_work') {
    const cancel = action === 'cancel';
    return (
      <ConfirmDialog
        title={cancel ? `Cancel ${count === 1 ? 'RFQ' : `${count} RFQs`}` : 'Return to not in work'}
        message={
          cancel
            ? `Cancelling moves ${what} to the archive. Say why: the comment is kept with the RFQ.`
            : `Returning puts ${what} back in the not-in-work list for someone else. Say why.`
        }
        confirmLabel={ACTION_LABEL[action]}
        danger={cancel}
        comment={{ mode: 'required', label: cancel ? 'Reason for cancelling' : 'Reason' }}
        onConfirm={(comment) => onSubmit({ action, comment })}
        onClose={onClose}
        testId={`${action}-dialog`}
      />
    );
  }
  return null;
}

/**
 * Choose one of our staff and give the work to them ('Give to work'): an RFQ, search tasks. The
 * contact is required; the dialog says so beside the field and stays open.
 */
export function ContactPickDialog({
  title,
  message,
  onSubmit,
  onClose,
}: {
  title: string;
  message: string;
  onSubmit: (contact: number) => Promise<void>;
  onClose: () => void;
}) {
  const role = useRoleUrl();
  const [contact, setContact] = useState<ComboItem | null>(null);
  const [error, setError] = useState<string[] | undefined>();
  const items = contactItems(role);
  return (
    <ConfirmDialog
      title={title}
      message={message}
      confirmLabel="Give to work"
      onConfirm={async () => {
        if (!contact) {
          setError(['Choose a contact.']);
          // The field says what is missing; the dialog stays open with nothing else to say.
          throw new Error('');
        }
        await onSubmit(contact.id);
      }}
      onClose={onClose}
      testId="give_to_work-dialog"
    >
      <Combobox
        label="Contact"
        required
        value={contact}
        onChange={(item) => {
          setContact(item);
          setError(undefined);
        }}
        source={items}
        placeholder="Search our staff…"
        error={error}
      />
    </ConfirmDialog>
  );
}

/** What a refused bulk action said: the detail, then each RFQ and its reason. Nothing moved. */
export function RefusalPanel({
  refusal,
  onDismiss,
}: {
  refusal: BulkRefusal;
  onDismiss: () => void;
}) {
  return (
    <div className="refusal" role="alert" data-testid="bulk-refusal">
      <Icon name="alert" />
      <div className="refusal-body">
        <strong>{refusal.detail}</strong>
        {/nothing/i.test(refusal.detail) ? null : (
          <span className="muted"> Nothing was changed.</span>
        )}
        <ul>
          {refusal.refused.map((item) => (
            <li key={item.id}>
              {item.reason.includes(item.number) ? null : (
                <>
                  <span className="mono">{item.number}</span>:{' '}
                </>
              )}
              {item.reason}
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className="icon-button" aria-label="Dismiss" onClick={onDismiss}>
        <Icon name="x" size={14} />
      </button>
    </div>
  );
}
