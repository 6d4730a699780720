/**
 * The company list as the list codec reads it (spec §7 "Companies": page, search, category,
 * holding_company, page_size, clients_of_company, and `ordering`), remembered in
 * `Filters.company`.
 */
import { COMPANY_ORDERING } from '../../../src-shared/api/company.ts';
import {
  defineList,
  listCodec,
  type FiltersOf,
  type ListView,
  type ParamsOf,
} from '../../lib/listQuery.ts';

const COMPANY_LIST = defineList({
  fields: {
    search: { kind: 'text' },
    category: { kind: 'ids' },
    holding_company: { kind: 'id' },
    clients_of_company: { kind: 'id' },
  },
  ordering: { param: 'ordering', fields: COMPANY_ORDERING },
});

export const companyListCodec = listCodec(COMPANY_LIST);
export type CompanyFilters = FiltersOf<typeof COMPANY_LIST>;
export type CompanyListParams = ParamsOf<typeof COMPANY_LIST>;
export type CompanyListView = ListView<typeof COMPANY_LIST>;
export const EMPTY_FILTERS = companyListCodec.emptyFilters;
