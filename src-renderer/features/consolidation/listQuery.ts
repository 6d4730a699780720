/** Consolidations as the list codec reads them (GET consolidation/), in `Filters.consolidation`. */
import { CONSOLIDATION_ORDERING } from '../../../src-shared/api/consolidation.ts';
import { CONSOLIDATION_STATUSES } from '../../../src-shared/domain/consolidation.ts';
import { field, listCodec, type ListParams } from '../../lib/listQuery.ts';

export const consolidationListCodec = listCodec({
  fields: {
    search: field.text(100),
    consolidation_status: field.oneOf(CONSOLIDATION_STATUSES),
    bad_products: field.yesNo,
    from_point: field.id,
    to_point: field.id,
    shipping_date: field.date,
    arrival_date: field.date,
    archived_consolidations: field.flag,
  },
  ordering: { param: 'order_by', fields: CONSOLIDATION_ORDERING },
});
export type ConsolidationListParams = ListParams<typeof consolidationListCodec>;
