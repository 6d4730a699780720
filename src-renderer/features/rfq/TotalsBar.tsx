import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { RfqDetail } from '../../../src-shared/api/rfq.ts';
import { ActionButton } from '../../components/ActionButton.tsx';
import { counted, formatMoney } from '../../lib/format.ts';
import { reportUnexpected } from '../../lib/report.ts';
import { notify } from '../../stores/notifications.ts';
import { useCreateKp } from '../kp/api.ts';
import { kpCreateFrom } from '../kp/kpRequests.ts';
import { useUpdateRfq } from './api.ts';
import type { QuotationPricing } from './quotation/useQuotationPricing.ts';
import { useWorkingCopy, workingCopyStore } from './quotation/workingCopy.ts';

/**
 * The totals of the quotation as it is being built, always in view at the bottom: goods,
 * transport, without VAT, VAT and total (typed totals marked), and "Create KP", which saves the
 * head first and then makes the KP from the chosen offers. When the quotation as typed is refused
 * by the shared schema, no totals are shown (never a negative one) and Create KP says why it
 * cannot act, beside it.
 */
export function TotalsBar({
  rfq,
  pricing,
  currency,
  mayEdit,
}: {
  rfq: RfqDetail;
  pricing: QuotationPricing;
  currency: string;
  mayEdit: boolean;
}) {
  const navigate = useNavigate();
  // The copy of another RFQ (for one render, before this one loads) is not this RFQ's.
  const draft = useWorkingCopy((state) => (state.rfqId === rfq.id ? state.draft : null));
  const [creating, setCreating] = useState(false);
  const createKp = useCreateKp(rfq.id);
  const updateRfq = useUpdateRfq(rfq.id);
  const totals = pricing.totals;
  const chosen = rfq.positions.filter((position) => position.chosen_offer !== null).length;
  const blocked =
    pricing.problem !== null
      ? 'Correct the quotation first.'
      : chosen === 0
        ? 'Choose an offer for at least one position.'
        : null;

  async function createFromChosen() {
    const store = workingCopyStore.getState();
    setCreating(true);
    try {
      // The KP is priced on the server from the saved head: save the copy first.
      const outcome = await store.save(
        (patch) => updateRfq.mutateAsync(patch),
        pricing.companyTexts,
      );
      if (outcome === 'invalid' || outcome === 'failed') {
        // Never silent: the fields say what is wrong, and so does this.
        store.openQuotation();
        if (outcome === 'invalid') notify.error('The KP was not created: correct the quotation.');
        return;
      }
      const head = workingCopyStore.getState().draft;
      if (!head) return;
      const request = kpCreateFrom(rfq.positions, head);
      if (!request.ok) {
        notify.error(request.message);
        return;
      }
      const kp = await createKp.mutateAsync(request.value);
      navigate(`/rfq/${rfq.id}/kp/${kp.id}`);
    } catch (error) {
      reportUnexpected(error, 'The KP was not created');
    } finally {
      setCreating(false);
    }
  }

  return (
    <footer className="totals-bar" aria-label="Quotation totals" data-testid="totals-bar">
      <span className="totals-priced">
        <strong>{totals?.priced ?? 0}</strong>/{rfq.positions.length} priced
        {pricing.loadingOffers ? <span className="muted"> · loading offers…</span> : null}
        {!pricing.settings.ok ? (
          <span
            className={pricing.problem ? 'totals-problem' : 'muted'}
            role={pricing.problem ? 'alert' : undefined}
            data-testid="totals-problem"
          >
            {' '}
            · {pricing.settings.reason}
          </span>
        ) : null}
      </span>
      <span className="grow" />
      {totals ? (
        <dl className="totals">
          <Total label="Goods" value={totals.system.goods} testId="total-goods" />
          {draft?.logistics_on && !draft.include_transport_in_price ? (
            <Total label="Transport" value={totals.system.transport} testId="total-transport" />
          ) : null}
          <Total
            label="Without VAT"
            value={totals.shown.totalNoVat}
            typed={totals.typed.totalNoVat}
            system={totals.system.totalNoVat}
            testId="total-no-vat"
          />
          {draft?.vat ? (
            <Total label={`VAT ${draft.vat_value} %`} value={totals.shown.vat} testId="total-vat" />
          ) : null}
          <Total
            label={`Total ${currency}`}
            value={totals.shown.total}
            typed={totals.typed.total}
            system={totals.system.total}
            strong
            testId="total"
          />
        </dl>
      ) : null}
      {mayEdit && blocked ? (
        <span className="action-reason" data-testid="create-kp-blocked">
          {blocked}
        </span>
      ) : null}
      {mayEdit ? (
        <ActionButton
          look="primary"
          icon="fileText"
          label={creating ? 'Creating…' : 'Create KP'}
          disabled={creating || blocked !== null}
          title={blocked ?? `A KP of ${counted(chosen, 'position')}`}
          onClick={() => void createFromChosen()}
        />
      ) : null}
    </footer>
  );
}

function Total({
  label,
  value,
  typed = false,
  system,
  strong = false,
  testId,
}: {
  label: string;
  value: number;
  typed?: boolean;
  system?: number;
  strong?: boolean;
  testId: string;
}) {
  return (
    <div className={`total${strong ? ' total-strong' : ''}`} data-testid={testId}>
      <dt>
        {label}
        {typed ? (
          <span
            className="typed-mark"
            title={`Typed by you; the system total is ${formatMoney(system ?? 0)}`}
          >
            typed
          </span>
        ) : null}
      </dt>
      <dd>{formatMoney(value)}</dd>
    </div>
  );
}
