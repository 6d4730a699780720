/**
 * What an offer says of the goods and their price (offerTermsFields, src-shared/api/offer.ts),
 * over `supplier_offer so` joined with its condition (`cond`) and currency (`cur`): the columns
 * to select and the fields they read back as, named once for every list that shows offers.
 */
import type { RefItem } from '../../src-shared/api/home.ts';
import { ownColumns } from './columns.ts';
import { joinedCondition, joinedCurrency } from './refs.ts';

const amount = ownColumns('so', ['quantity', 'price']);
const delivery = ownColumns('so', ['lead_time_days', 'valid_until']);

type TermsRow = Parameters<typeof joinedCondition.of>[0] &
  Parameters<typeof joinedCurrency.of>[0] &
  Record<'quantity' | 'price' | 'lead_time_days' | 'valid_until', unknown>;

export const offerTerms = {
  columns: [
    ...joinedCondition.columns,
    ...amount.columns,
    ...joinedCurrency.columns,
    ...delivery.columns,
  ] as const,
  of<R extends TermsRow>(row: R) {
    const condition: RefItem = joinedCondition.of(row);
    const currency: RefItem = joinedCurrency.of(row);
    return { condition, ...amount.of(row), currency, ...delivery.of(row) };
  },
};
