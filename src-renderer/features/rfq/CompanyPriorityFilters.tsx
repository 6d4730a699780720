import type { FilterSpecs } from '../../components/list/filters.tsx';
import { useRoleUrl } from '../../stores/session.ts';
import { PRIORITY_FILTER } from '../shared-filters.ts';
import { companyItems } from './api.ts';

/** The filters the RFQ and order lists share: the client company (by name) and the priority. */
interface CompanyPriorityValues {
  company: string;
  company_name: string;
  priority: string;
}

/**
 * The company picker and priority select of the RFQ and order toolbars. A client has one company,
 * so it gets no company picker. The specs keep their literal keys (`as const`), so each list
 * checks them against its own filters: a FilterSpecs<CompanyPriorityValues> would have to be
 * assignable to the specs of a list with more filters, which TypeScript 7 rightly refuses.
 */
export function useCompanyPriorityFilters(isClient: boolean) {
  const companies = companyItems(useRoleUrl());
  return [
    !isClient && {
      kind: 'pick',
      key: 'company',
      nameKey: 'company_name',
      label: 'Company',
      placeholder: 'All companies',
      items: companies,
    },
    PRIORITY_FILTER,
  ] as const satisfies FilterSpecs<CompanyPriorityValues>;
}
