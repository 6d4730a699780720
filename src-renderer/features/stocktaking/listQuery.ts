/** Stocktakings as the list codec reads them (GET stocktaking/), in `Filters.stocktaking`. */
import { STOCKTAKING_TYPES } from '../../../src-shared/domain/stocktaking.ts';
import { listCodec, type ListParams } from '../../lib/listQuery.ts';

export const stocktakingListCodec = listCodec({
  fields: {
    search: { kind: 'text', max: 100 },
    warehouse: { kind: 'id' },
    stocktaking_type: { kind: 'oneOf', values: STOCKTAKING_TYPES },
    confirmed: { kind: 'yesNo' },
  },
  // The server lists the newest first and sorts by nothing else.
  ordering: { param: 'ordering', fields: [] },
});
export type StocktakingListParams = ListParams<typeof stocktakingListCodec>;
