import type { FilterSpecs } from '../../components/list/filters.tsx';
import type { Option } from '../../components/Field.tsx';
import { useRoleUrl } from '../../stores/session.ts';
import { contactName } from '../company/contacts.ts';
import { companyItems } from './api.ts';
import { PRIORITY_OPTIONS } from './parts.tsx';

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
    {
      key: 'priority',
      label: 'Priority',
      anyLabel: 'Any priority',
      options: PRIORITY_OPTIONS,
      narrow: true,
    },
  ] as const satisfies FilterSpecs<CompanyPriorityValues>;
}

/** Our staff as the manager filters offer them: by name, or by email when nameless. */
type StaffContact = Parameters<typeof contactName>[0] & { id: number; email: string };

export function managerOptions(staff: readonly StaffContact[] | undefined): Option[] {
  return (staff ?? []).map((contact) => ({
    value: String(contact.id),
    label: contactName(contact) || contact.email,
  }));
}
