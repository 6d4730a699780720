/**
 * Cells the offer tables share: the RFQ's offers panel and the inventory's offers show an offer's
 * quantity over its condition alike, and the panel marks its best price and lead time alike.
 */
import type { ReactNode } from 'react';
import type { SupplierOffer } from '../../../src-shared/api/offer.ts';
import { Icon } from '../../components/Icon.tsx';
import { TwoLines } from '../../components/TwoLines.tsx';
import { formatInteger, formatMoney } from '../../lib/format.ts';
import type { OfferMarks } from './offerCompare.ts';

/** The offered quantity over its condition (the code, else the name). */
export function OfferQuantity({ offer }: { offer: SupplierOffer }) {
  return (
    <TwoLines sub={offer.condition.code ?? offer.condition.name} subClassName="cnd">
      {formatInteger(offer.quantity)}
    </TwoLines>
  );
}

/** The offered price in the offer's currency, in `className` (bold in a table, a figure in a tree). */
export function OfferPrice({
  offer,
  className,
}: {
  offer: Pick<SupplierOffer, 'price' | 'currency'>;
  className: string;
}) {
  return (
    <span className={className}>
      {formatMoney(offer.price)} {offer.currency.code}
    </span>
  );
}

/** The two bests an offer may be, each with its mark's icon and tooltip. */
const BEST = {
  cheapest: { icon: 'arrowDown', title: 'Cheapest active offer' },
  fastest: { icon: 'zap', title: 'Fastest active offer' },
} as const;

/**
 * A figure of `offer` that may be the best of the offers (`mark`: the cheapest, the fastest, as
 * `marks` say): marked so when it is, else shown in `className`.
 */
export function BestFigure({
  offer,
  marks,
  mark,
  className,
  children,
}: {
  offer: SupplierOffer;
  marks: OfferMarks;
  mark: keyof typeof BEST;
  className?: string;
  children: ReactNode;
}) {
  const best = marks[mark] === offer.id;
  return (
    <span className={best ? 'best' : className}>
      {best ? (
        <span className="best-mark" title={BEST[mark].title} aria-label={mark}>
          <Icon name={BEST[mark].icon} size={11} />
        </span>
      ) : null}
      {children}
    </span>
  );
}
