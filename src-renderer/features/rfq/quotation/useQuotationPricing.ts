import { useMemo } from 'react';
import type { KpConditions, RfqDetail } from '../../../../src-shared/api/rfq.ts';
import { KP_VERSIONS } from '../../../../src-shared/domain/kp-versions.ts';
import { useBaseInfo } from '../../../session/reference.ts';
import { usePowers } from '../../../stores/session.ts';
import {
  useChosenOffers,
  useCompanyDetail,
  useCurrencyRates,
  useMargins,
  useTextConditions,
  useTransportMargin,
} from '../api.ts';
import { companyConditions } from './conditions.ts';
import { draftProblems } from './draft.ts';
import {
  liveTotals,
  pricePositions,
  pricingSettingsFrom,
  type LiveTotals,
  type PositionPrice,
  type SettingsResult,
} from './livePricing.ts';
import { useWorkingCopy } from './workingCopy.ts';

const NO_POSITIONS: RfqDetail['positions'] = [];

export interface QuotationPricing {
  settings: SettingsResult;
  /** What is wrong with the working copy as typed (none: null); no prices are shown then. */
  problem: string | null;
  prices: PositionPrice[];
  /** Prices by position id. */
  byPosition: ReadonlyMap<number, PositionPrice>;
  totals: LiveTotals | null;
  /** The company's texts for the chosen KP version, repair and logistics (null while loading). */
  companyTexts: KpConditions | null;
  extraMargin: number;
  systemRate: number | null;
  loadingOffers: boolean;
}

/**
 * Everything the builder shows live, from the working copy as it is being edited: the settings of
 * the pricing module, each position's price, the totals, and the company's text conditions.
 */
export function useQuotationPricing(
  rfq: RfqDetail | undefined,
  /** Whether this user may read supplier offers (a client or an FG seller may not). */
  mayReadOffers: boolean,
): QuotationPricing {
  // The copy of another RFQ (for one render, before this one loads) is not this RFQ's.
  const draft = useWorkingCopy((state) => (state.rfqId === rfq?.id ? state.draft : null));
  const original = useWorkingCopy((state) => (state.rfqId === rfq?.id ? state.original : null));
  const baseInfo = useBaseInfo();
  const rates = useCurrencyRates();
  // Margins are for the roles that price (audience.ts: anyone else is refused them), and the
  // condition texts for staff: a client composes nothing.
  const { seeCosts, isClient } = usePowers();
  const margins = useMargins(mayReadOffers && seeCosts);
  const transport = useTransportMargin(mayReadOffers && seeCosts);
  const company = useCompanyDetail(rfq?.company.id ?? null);
  const texts = useTextConditions(isClient ? null : (rfq?.company.id ?? null));
  const chosen = useChosenOffers(mayReadOffers ? (rfq?.positions ?? []) : NO_POSITIONS);

  const extraMargin =
    company.data?.quotation_setting?.extra_margin ?? company.data?.extra_margin ?? 0;

  return useMemo(() => {
    // A value the schema refuses (a margin of −500 %) prices nothing: the form says what is wrong.
    const problem = draftProblems(original, draft).summary;
    // Staff who do not price get the quote currency and its rate (offers are compared in it), with
    // no margins at all: no price of ours is worked out for them, as none is sent to them.
    const settings: SettingsResult = problem
      ? { ok: false, reason: `Correct the quotation: ${problem}` }
      : draft
        ? pricingSettingsFrom(draft, {
            rates: rates.data?.rates,
            currencies: baseInfo.data?.currency ?? [],
            margins: seeCosts ? (margins.data ?? []) : [],
            transportSteps: seeCosts ? (transport.data?.steps ?? []) : [],
            extraMargin: seeCosts ? extraMargin : 0,
          })
        : { ok: false, reason: 'Loading…' };
    const prices = pricePositions(
      rfq?.positions ?? [],
      chosen.offers,
      settings.ok && seeCosts ? settings.settings : null,
    );
    const totals =
      settings.ok && seeCosts && draft ? liveTotals(prices, settings.settings, draft) : null;
    let companyTexts: KpConditions | null = null;
    if (draft && rfq && texts.data) {
      const version = KP_VERSIONS[Number(draft.kp_version)];
      const documentType = version?.documentType ?? 0;
      companyTexts = companyConditions(texts.data, {
        company: rfq.company.id,
        // A bill is an invoice, whatever the version's usual document type.
        documentType: draft.bill_kp ? 1 : documentType,
        forRepair: draft.is_repair,
        logisticsOn: draft.logistics_on,
        language: version?.language ?? 'en',
      });
    }
    const systemRate =
      settings.ok && rates.data
        ? (rates.data.rates[settings.settings.quoteCurrency] ?? null)
        : null;
    return {
      settings,
      problem,
      prices,
      byPosition: new Map(prices.map((price) => [price.position.id, price])),
      totals,
      companyTexts,
      extraMargin,
      systemRate,
      loadingOffers: chosen.loading,
    };
  }, [
    seeCosts,
    draft,
    original,
    rfq,
    rates.data,
    baseInfo.data,
    margins.data,
    transport.data,
    extraMargin,
    chosen.offers,
    chosen.loading,
    texts.data,
  ]);
}
