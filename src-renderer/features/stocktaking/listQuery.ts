/** Stocktakings as the list codec reads them (GET stocktaking/), in `Filters.stocktaking`. */
import { STOCKTAKING_TYPES } from '../../../src-shared/domain/stocktaking.ts';
import { field, listCodec, type ListParams } from '../../lib/listQuery.ts';

export const stocktakingListCodec = listCodec({
  fields: {
    search: field.text(100),
    warehouse: field.id,
    stocktaking_type: field.oneOf(STOCKTAKING_TYPES),
    confirmed: field.yesNo,
  },
  // The server lists the newest first and sorts by nothing else.
  ordering: { param: 'ordering', fields: [] },
});
export type StocktakingListParams = ListParams<typeof stocktakingListCodec>;
