/** Consolidations as the list codec reads them (GET consolidation/), in `Filters.consolidation`. */
import { CONSOLIDATION_ORDERING } from '../../../src-shared/api/consolidation.ts';
import { CONSOLIDATION_STATUSES } from '../../../src-shared/domain/consolidation.ts';
import { listCodec, type ListParams } from '../../lib/listQuery.ts';

export const consolidationListCodec = listCodec({
  fields: {
    search: { kind: 'text', max: 100 },
    consolidation_status: { kind: 'oneOf', values: CONSOLIDATION_STATUSES },
    bad_products: { kind: 'yesNo' },
    from_point: { kind: 'id' },
    to_point: { kind: 'id' },
    shipping_date: { kind: 'date' },
    arrival_date: { kind: 'date' },
    archived_consolidations: { kind: 'flag' },
  },
  ordering: { param: 'order_by', fields: CONSOLIDATION_ORDERING },
});
export type ConsolidationListParams = ListParams<typeof consolidationListCodec>;
