import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { BackLink, recordPlaceholder } from '../../components/DetailPage.tsx';
import { useBaseInfo } from '../../session/reference.ts';
import { usePowers } from '../../stores/session.ts';
import { isRfqEditable } from '../../../src-shared/domain/rfq-lists.ts';
import { useRfq } from './api.ts';
import { OffersPanel } from '../offer/OffersPanel.tsx';
import { PositionsPanel } from './PositionsPanel.tsx';
import { QuotationPanel } from './quotation/QuotationPanel.tsx';
import { useQuotationPricing } from './quotation/useQuotationPricing.ts';
import { useWorkingCopy, workingCopyStore } from './quotation/workingCopy.ts';
import { RfqHead } from './RfqHead.tsx';
import { TotalsBar } from './TotalsBar.tsx';
import '../../styles/sales.css';
import { RecordHistory } from '../history/RecordHistory.tsx';

/**
 * The single RFQ (spec §2 "Single RFQ: positions, quotation settings and PDF export"): the head
 * with its workflow and KPs, the quotation working copy, the positions with the current
 * position's offers beside them, and the totals always in view. Unsaved quotation changes are
 * a draft (quotation/workingCopy.ts): leaving the page keeps them for when it is opened again. A quoted or canceled RFQ is read-only (rfq-lists.ts `isRfqEditable`): no
 * editing control at all, a line saying so, and Renew as the way back (RfqHead).
 */
export function RfqPage() {
  const { id } = useParams();
  const rfqId = Number(id);
  const query = useRfq(rfqId);
  // Supplier offers are inventory data: staff who may read it see them beside the positions.
  const {
    isClient,
    editRfq: mayWork,
    readOffers: mayReadOffers,
    editOffers: mayEditRole,
    seeCosts,
  } = usePowers();
  const rfq = query.data;
  // A frozen RFQ offers no editing control at all; its workflow (Renew) stays in the head.
  const editable = rfq ? isRfqEditable(rfq) : false;
  const mayEdit = mayWork && editable;
  const mayEditOffers = mayEditRole && editable;
  const pricing = useQuotationPricing(rfq, mayReadOffers);
  const baseInfo = useBaseInfo();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const draftCurrency = useWorkingCopy((state) => state.draft?.main_price_unit);

  // The working copy follows the server's RFQ; unsaved edits of this RFQ are kept. A client gets
  // no quotation head (audience.ts): it has no working copy.
  useEffect(() => {
    if (rfq?.quotation) {
      workingCopyStore
        .getState()
        .load(rfq.id, { quotation: rfq.quotation, text: rfq.text }, isRfqEditable(rfq));
    }
  }, [rfq]);

  const placeholder = recordPlaceholder({
    noun: 'RFQ',
    rawId: id,
    query,
    loaded: rfq !== undefined,
    back: <RfqsLink />,
  });
  if (placeholder !== null || !rfq) return placeholder;

  const currencyRef =
    baseInfo.data?.currency.find((currency) => String(currency.id) === draftCurrency) ??
    rfq.quotation?.main_price_unit;
  const currency = currencyRef?.code ?? currencyRef?.name ?? '';
  const positions = [...rfq.positions].sort((a, b) => a.index - b.index);
  const selected = positions.find((position) => position.id === selectedId) ?? positions[0] ?? null;

  return (
    <div className="page page-rfq">
      <RfqsLink />
      <RfqHead rfq={rfq} mayWork={mayWork} />
      {isClient ? null : <QuotationPanel rfq={rfq} pricing={pricing} mayEdit={mayEdit} />}
      <div className={`rfq-work${mayReadOffers ? '' : ' is-single'}`}>
        <PositionsPanel
          rfq={rfq}
          pricing={pricing}
          selectedId={selected?.id ?? null}
          onSelect={(position) => setSelectedId(position.id)}
          mayEdit={mayEdit}
          currency={currency}
          withPrices={mayReadOffers}
          ourPrices={seeCosts}
        />
        {!mayReadOffers ? null : (
          <OffersPanel
            rfqId={rfq.id}
            position={selected}
            pricing={pricing}
            currency={currency}
            mayEdit={mayEdit}
            mayEditOffers={mayEditOffers}
          />
        )}
      </div>
      {!mayReadOffers || !seeCosts ? null : (
        <TotalsBar rfq={rfq} pricing={pricing} currency={currency} mayEdit={mayEdit} />
      )}
      <RecordHistory model="rfq" id={rfq.id} />
    </div>
  );
}

function RfqsLink() {
  return <BackLink to="/rfq">RFQs</BackLink>;
}
