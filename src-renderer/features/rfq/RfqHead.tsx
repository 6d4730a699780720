import { useState } from 'react';
import { Term } from '../../components/DetailPage.tsx';
import { Link } from 'react-router';
import type { KpSummary } from '../../../src-shared/api/kp.ts';
import type { RfqDetail } from '../../../src-shared/api/rfq.ts';
import {
  canApply,
  frozenReason,
  frozenState,
  type RfqAction,
} from '../../../src-shared/domain/rfq-lists.ts';
import { AreaLink } from '../../components/AreaLink.tsx';
import { Icon } from '../../components/Icon.tsx';
import { formatDate, formatMoney, text } from '../../lib/format.ts';
import { reportUnexpected } from '../../lib/report.ts';
import { DeleteKpDialog } from '../kp/DeleteKpDialog.tsx';
import { ACTION_ICON, ACTION_LABEL, ActionDialog, needsDialog, plainInput } from './actions.tsx';
import { useRfqAction, type ActionInput } from './api.ts';
import { ActivityTag, activityLabel, listLabel, PriorityBadge } from './parts.tsx';
import { selectDirty, useWorkingCopy } from './quotation/workingCopy.ts';

/** Head-of-page order of the workflow buttons: forward first, backward and cancel last. */
const HEAD_ACTIONS: readonly RfqAction[] = [
  'get_in_work',
  'give_to_work',
  'finish',
  'renew',
  'return_to_not_in_work',
  'cancel',
];

/**
 * Why Quote cannot act now, or null: quoting closes the RFQ with its KPs, so it needs one, and
 * the quotation must not have unsaved changes (they would be stranded in a frozen RFQ).
 */
function quoteBlocker(rfq: RfqDetail, unsaved: boolean): string | null {
  if (rfq.rfq_kp.length === 0) return 'Create a KP before quoting.';
  if (unsaved) return 'Save or close the quotation before quoting.';
  return null;
}

/**
 * The single RFQ's head: number, priority, list and status, company, contact, who has it in work,
 * the workflow actions its list allows, and its quotations (KPs) with links and delete. Quote and
 * the other forward actions act on one click; cancelling and deleting ask. A frozen RFQ (quoted,
 * canceled) says so on a line of its own, with Renew as the way back.
 */
export function RfqHead({ rfq, mayWork }: { rfq: RfqDetail; mayWork: boolean }) {
  const rfqAction = useRfqAction(rfq.id);
  const [dialog, setDialog] = useState<RfqAction | null>(null);
  const busy: RfqAction | null = rfqAction.isPending ? rfqAction.variables.action : null;
  const [deleting, setDeleting] = useState<KpSummary | null>(null);
  const frozen = frozenState(rfq);
  // Renew sits on the read-only line of a frozen RFQ, beside the reason it is needed.
  const actions = HEAD_ACTIONS.filter(
    (action) => canApply(action, rfq) && !(frozen && action === 'renew'),
  );
  const unsaved = useWorkingCopy((state) => state.rfqId === rfq.id && selectDirty(state));
  const quoteBlocked = quoteBlocker(rfq, unsaved);

  async function run(input: ActionInput) {
    await rfqAction.mutateAsync(input);
    setDialog(null);
  }

  const start = (action: RfqAction) => {
    const input = plainInput(action);
    if (input && !needsDialog(action)) {
      run(input).catch((error: unknown) => reportUnexpected(error));
    } else setDialog(action);
  };

  return (
    <header className="rfq-head">
      <div className="rfq-head-top">
        <div className="rfq-title">
          <h1 className="mono" data-testid="rfq-number">
            {rfq.number}
          </h1>
          <PriorityBadge priority={rfq.priority} />
          {rfq.is_repair ? <span className="tag tag-plain">Repair</span> : null}
          <span className="tag tag-plain" data-testid="rfq-list">
            {listLabel(rfq)}
          </span>
          {/* The activity and the status, only where they say more than the list does. */}
          {activityLabel(rfq.activity_status) !== listLabel(rfq) ? (
            <ActivityTag status={rfq.activity_status} />
          ) : null}
          {rfq.rfq_status &&
          ![listLabel(rfq), activityLabel(rfq.activity_status)].includes(rfq.rfq_status.name) ? (
            <span className="muted" data-testid="rfq-status">
              {rfq.rfq_status.name}
            </span>
          ) : null}
        </div>
        {mayWork ? (
          <div className="rfq-actions" role="group" aria-label="RFQ actions">
            {actions.includes('finish') && quoteBlocked ? (
              <span className="action-reason" data-testid="quote-blocked">
                {quoteBlocked}
              </span>
            ) : null}
            {actions.map((action) => (
              <button
                key={action}
                type="button"
                className={`button button-small${action === 'finish' ? ' button-primary' : ''}${action === 'cancel' ? ' button-danger-ghost' : ''}`}
                disabled={busy !== null || (action === 'finish' && quoteBlocked !== null)}
                title={action === 'finish' ? (quoteBlocked ?? undefined) : undefined}
                onClick={() => start(action)}
                data-testid={`action-${action}`}
              >
                <Icon name={ACTION_ICON[action]} size={14} />
                {busy === action ? 'Working…' : ACTION_LABEL[action]}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      {frozen ? (
        <div className="frozen-note" role="status" data-testid="rfq-read-only">
          <Icon name="lock" size={14} />
          <span>
            {mayWork
              ? frozenReason(rfq.number, frozen)
              : `${rfq.number} is ${frozen === 'archived' ? 'in the archive' : frozen}: it is read-only.`}
          </span>
          {mayWork ? (
            <button
              type="button"
              className="button button-small button-primary"
              disabled={busy !== null}
              onClick={() => start('renew')}
              data-testid="action-renew"
            >
              <Icon name={ACTION_ICON.renew} size={14} />
              {busy === 'renew' ? 'Working…' : ACTION_LABEL.renew}
            </button>
          ) : null}
        </div>
      ) : null}
      <dl className="rfq-meta">
        <div>
          <dt>Company</dt>
          <dd>
            <Link to={`/companies/${rfq.company.id}`} data-testid="rfq-company">
              {rfq.company.name}
            </Link>
          </dd>
        </div>
        <Term label="Contact">{text(rfq.contact?.name)}</Term>
        <Term label="In work" testId="rfq-manager">
          {rfq.in_work ? text(rfq.rfq_manager?.name) : 'Not in work'}
        </Term>
        <Term label="Received">{formatDate(rfq.created_at)}</Term>
        <Term label="Deadline">{formatDate(rfq.deadline)}</Term>
        <Term label="Sale type">{text(rfq.sale_type?.name)}</Term>
        {rfq.comment ? (
          <div className="rfq-meta-wide">
            <dt>Comment</dt>
            <dd title={rfq.comment}>{rfq.comment}</dd>
          </div>
        ) : null}
        {rfq.cancel_comment ? (
          <div className="rfq-meta-wide">
            <dt>Cancelled because</dt>
            <dd title={rfq.cancel_comment}>{rfq.cancel_comment}</dd>
          </div>
        ) : null}
      </dl>
      <div className="kp-strip" aria-label="Quotations" role="group" data-testid="rfq-kps">
        <span className="kp-strip-label">KPs</span>
        {rfq.rfq_kp.length === 0 ? <span className="muted">No quotation yet</span> : null}
        {rfq.rfq_kp.map((kp) => (
          <span key={kp.id} className="kp-chip" data-testid="kp-chip">
            <Link to={`/rfq/${rfq.id}/kp/${kp.id}`} className="kp-chip-link">
              <span className="mono">{kp.number}</span>
              <span className="muted">v{kp.version}</span>
              <span>{formatMoney(kp.total, kp.currency.code ?? kp.currency.name)}</span>
            </Link>
            {kp.order ? (
              <AreaLink to={`/order/${kp.order}`} className="tag tag-ok" title="Order from this KP">
                Order
              </AreaLink>
            ) : null}
            {mayWork && !kp.order && !frozen ? (
              <button
                type="button"
                className="icon-button kp-chip-delete"
                aria-label={`Delete KP ${kp.number}`}
                title="Delete this KP"
                onClick={() => setDeleting(kp)}
              >
                <Icon name="x" size={12} />
              </button>
            ) : null}
          </span>
        ))}
      </div>

      {dialog ? (
        <ActionDialog action={dialog} count={1} onSubmit={run} onClose={() => setDialog(null)} />
      ) : null}
      {deleting ? (
        <DeleteKpDialog
          rfqId={rfq.id}
          kp={deleting}
          onDeleted={() => setDeleting(null)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </header>
  );
}
