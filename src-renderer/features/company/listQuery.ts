/**
 * The company list as the list codec reads it (spec §7 "Companies": page, search, category,
 * holding_company, page_size, clients_of_company, and `ordering`), remembered in
 * `Filters.company`.
 */
import { COMPANY_ORDERING } from '../../../src-shared/api/company.ts';
import { field, listCodec, type ListFilters, type ListParams } from '../../lib/listQuery.ts';

export const companyListCodec = listCodec({
  fields: {
    search: field.text(),
    category: field.ids,
    holding_company: field.id,
    clients_of_company: field.id,
  },
  ordering: { param: 'ordering', fields: COMPANY_ORDERING },
});
export type CompanyFilters = ListFilters<typeof companyListCodec>;
export type CompanyListParams = ListParams<typeof companyListCodec>;
export const EMPTY_FILTERS = companyListCodec.emptyFilters;
