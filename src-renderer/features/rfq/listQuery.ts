/**
 * The RFQ lists as the list codec reads them (spec §7 "RFQ", the query of rfqListQuerySchema):
 * three lists as tabs, remembered in `Filters.rfq` (spec §4).
 */
import { RFQ_ORDERING } from '../../../src-shared/api/rfq.ts';
import type { PageSize } from '../../../src-shared/domain/constants.ts';
import { RFQ_PRIORITIES } from '../../../src-shared/domain/priority.ts';
import { RFQ_LISTS, type RfqList } from '../../../src-shared/domain/rfq-lists.ts';
import {
  field,
  listCodec,
  type FieldSpec,
  type ListFilters,
  type ListParams,
} from '../../lib/listQuery.ts';

/** The search, company and priority filters of the RFQ and order lists (CompanyPriorityFilters). */
export const SALES_FILTERS = {
  search: field.text(100),
  company: field.id,
  /** The chosen company's name, kept only to show it again (never sent). */
  company_name: field.label('company'),
  priority: field.oneOf(RFQ_PRIORITIES),
} as const satisfies Record<string, FieldSpec>;

export const rfqListCodec = listCodec({
  fields: {
    ...SALES_FILTERS,
    rfq_manager: field.id,
    /** '' any, 'true' repairs only, 'false' no repairs. */
    is_repair: field.yesNo,
    date_from: field.date,
    date_to: field.date,
  },
  ordering: { param: 'ordering', fields: RFQ_ORDERING },
  tabs: { values: RFQ_LISTS, default: 'not_in_work' },
  dateRange: ['date_from', 'date_to'],
});

export type RfqFilters = ListFilters<typeof rfqListCodec>;
export type RfqListParams = ListParams<typeof rfqListCodec>;
export const EMPTY_RFQ_FILTERS = rfqListCodec.emptyFilters;

/** The first page of every list with the same filters: the tabs' counts. */
export function countParams(
  filters: RfqFilters,
  pageSize: PageSize,
  ordering: string | undefined,
): Record<RfqList, RfqListParams> {
  const first = (list: RfqList) => rfqListCodec.params({ list, filters, pageSize, ordering }, 0);
  return {
    not_in_work: first('not_in_work'),
    in_work: first('in_work'),
    archive: first('archive'),
  };
}
