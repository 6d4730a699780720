/**
 * The offer matrix of an RFQ (offerMatrix.ts): lines down, suppliers across, each cell the
 * supplier's best offer for the line in the quote currency, with its condition and lead time.
 * Per line the best price (green), the fastest (⚡) and the best condition (★) are marked, the
 * chosen offer is outlined, and a click on a cell chooses it (for those who may edit the RFQ).
 * Every position's offers come from the same cache as the offers panel.
 */
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SupplierOffer } from '../../../src-shared/api/offer.ts';
import type { RfqDetail } from '../../../src-shared/api/rfq.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useRoleUrl } from '../../stores/session.ts';
import { fetchPositionOffers } from '../rfq/api.ts';
import { offerInQuoteCurrency } from '../rfq/quotation/livePricing.ts';
import type { QuotationPricing } from '../rfq/quotation/useQuotationPricing.ts';
import { buildOfferMatrix, type MatrixLine } from './offerMatrix.ts';
import { useChooseOffer } from './useChooseOffer.ts';

export function OfferMatrix({
  rfq,
  pricing,
  currency,
  mayEdit,
  onClose,
}: {
  rfq: RfqDetail;
  pricing: QuotationPricing;
  currency: string;
  mayEdit: boolean;
  onClose: () => void;
}) {
  const role = useRoleUrl();
  const { choosing, choose } = useChooseOffer(rfq.id);
  const offers = useQueries({
    queries: rfq.positions.map((position) => ({
      queryKey: queryKeys.offer.ofPosition(role, position.id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchPositionOffers(role, position.id, signal),
      enabled: !!role,
      staleTime: 30_000,
    })),
  });
  const settings = pricing.settings.ok ? pricing.settings.settings : null;
  const loading = offers.some((result) => result.isPending);
  const failed = offers.find((result) => result.isError);
  const byPosition = new Map(
    rfq.positions.map((position, index) => [position.id, offers[index]?.data ?? []]),
  );
  const dataKey = offers.map((result) => result.dataUpdatedAt).join(',');
  const matrix = useMemo(
    () =>
      buildOfferMatrix(
        rfq.positions,
        (id) => byPosition.get(id) ?? [],
        (offer) => offerInQuoteCurrency(offer, settings),
      ),
    // The offers change only when a query's data does (dataKey).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rfq.positions, dataKey, settings],
  );

  return (
    <Dialog
      title={`Offers across ${rfq.number}`}
      onClose={onClose}
      width={1280}
      testId="offer-matrix"
    >
      {loading ? (
        <LoadingState label="Loading the offers of every line…" />
      ) : failed ? (
        <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />
      ) : matrix.suppliers.length === 0 ? (
        <p className="muted">No line has offers yet.</p>
      ) : (
        <div className="offer-matrix-scroll">
          <table className="offer-matrix" aria-label="Offers by line and supplier">
            <thead>
              <tr>
                <th scope="col" className="matrix-line-head">
                  Line
                </th>
                {matrix.suppliers.map((supplier) => (
                  <th key={supplier.id} scope="col" title={supplier.name}>
                    <span className="matrix-supplier">{supplier.name}</span>
                    <span className="muted matrix-covers">
                      {supplier.lines} of {matrix.lines.length}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {matrix.lines.map((line) => (
                <tr key={line.position.id}>
                  <th scope="row" className="matrix-line-head">
                    <span className="mono cell-strong">
                      {line.position.index}. {line.position.requested_part_number}
                    </span>
                    <span className="muted">× {line.position.quantity}</span>
                  </th>
                  {matrix.suppliers.map((supplier) => (
                    <MatrixCell
                      key={supplier.id}
                      line={line}
                      offers={line.bySupplier.get(supplier.id) ?? []}
                      currency={currency}
                      priceOf={(offer) => offerInQuoteCurrency(offer, settings)}
                      mayChoose={mayEdit && choosing === null}
                      choosing={choosing}
                      onChoose={(offer) => void choose(line.position.id, offer.id)}
                    />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <p className="muted matrix-legend">
            <span className="matrix-mark-price">green</span>: best price ·{' '}
            <Icon name="zap" size={11} /> fastest · ★ best condition · outlined: chosen
            {mayEdit ? ' · click an offer to choose it for its line' : ''}
          </p>
        </div>
      )}
    </Dialog>
  );
}

function MatrixCell({
  line,
  offers,
  currency,
  priceOf,
  mayChoose,
  choosing,
  onChoose,
}: {
  line: MatrixLine;
  offers: readonly SupplierOffer[];
  currency: string;
  priceOf: (offer: SupplierOffer) => number | null;
  mayChoose: boolean;
  choosing: number | null;
  onChoose: (offer: SupplierOffer) => void;
}) {
  const offer = offers[0];
  if (!offer) return <td className="matrix-empty" aria-label="No offer" />;
  const price = priceOf(offer);
  const chosen = line.position.chosen_offer === offer.id;
  const classes = [
    'matrix-cell',
    offer.is_active ? '' : 'is-inactive',
    chosen ? 'is-chosen' : '',
    line.best.price === offer.id ? 'is-best-price' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      <span className="matrix-price">
        {price === null ? '—' : formatMoney(price)} <span className="muted">{currency}</span>
      </span>
      <span className="matrix-facts">
        {offer.condition.code ?? offer.condition.name}
        {line.best.condition === offer.id ? ' ★' : ''} · {offer.lead_time_days} d
        {line.best.lead === offer.id ? <Icon name="zap" size={11} /> : null}
        {offers.length > 1 ? ` · +${offers.length - 1}` : ''}
      </span>
    </>
  );
  const label = `${offer.company.name}, line ${line.position.index}: ${
    price === null ? 'no price' : `${formatMoney(price)} ${currency}`
  }, ${offer.condition.code ?? ''}, ${offer.lead_time_days} days${chosen ? ', chosen' : ''}`;
  return (
    <td className={classes} data-testid="matrix-cell">
      {mayChoose && offer.is_active && !chosen ? (
        <button
          type="button"
          className="matrix-choose"
          aria-label={`Choose ${label}`}
          disabled={choosing !== null}
          onClick={() => onChoose(offer)}
        >
          {content}
        </button>
      ) : (
        <span className="matrix-choose" aria-label={label}>
          {content}
        </span>
      )}
    </td>
  );
}
