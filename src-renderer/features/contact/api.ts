/**
 * Contacts (spec §7 "Contact and profile", "Analytics"): the admin's analytics page, one contact's
 * profile, and its change. A change is kept in the cached profile and the analytics pages are
 * read again; one's own change reloads user_info too (the shell shows the name).
 */
import { companyEndpoints } from '../../../src-shared/api/company.ts';
import { contactEndpoints, type ContactProfile } from '../../../src-shared/api/contact.ts';
import {
  COMPANY_CATEGORY,
  MESSAGES,
  REFERENCE_CACHE_MS,
} from '../../../src-shared/domain/constants.ts';
import { areaQueries } from '../../api/areaQueries.ts';
import { useEndpointMutation } from '../../api/endpointMutation.ts';
import { useEndpointQuery } from '../../api/endpointQuery.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';

/** The analytics page is the area's list. */
const contact = areaQueries(queryKeys.contact, {
  list: contactEndpoints.analytics,
  one: contactEndpoints.one,
});

export const { useList: useContactAnalytics, useOne: useContactProfile } = contact;

/** Our legal entities: what a contact may guide. */
export function useLegalEntities() {
  return useEndpointQuery(
    companyEndpoints.selector,
    (role) => [...queryKeys.contact.all(role), 'legal-entities'],
    {
      query: { categories: String(COMPANY_CATEGORY.ownLegalEntity) },
      staleTime: REFERENCE_CACHE_MS,
    },
  );
}

export function useUpdateContact(id: number) {
  return useEndpointMutation(contactEndpoints.update, {
    id,
    successMessage: MESSAGES.updated,
    onSuccess: (role, profile: ContactProfile) => {
      contact.keep(role, profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.userInfo(role) });
    },
  });
}
