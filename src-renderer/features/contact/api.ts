/**
 * Contacts (spec §7 "Contact and profile", "Analytics"): the admin's analytics page, one contact's
 * profile, and its change. A change is kept in the cached profile and the analytics pages are
 * read again; one's own change reloads user_info too (the shell shows the name).
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { companyEndpoints } from '../../../src-shared/api/company.ts';
import {
  contactEndpoints,
  type ContactProfile,
  type ContactUpdate,
} from '../../../src-shared/api/contact.ts';
import { COMPANY_CATEGORY, MESSAGES } from '../../../src-shared/domain/constants.ts';
import { call } from '../../api/http.ts';
import { pageQuery } from '../../api/pageQuery.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRoleUrl } from '../../stores/session.ts';
import type { ContactAnalyticsParams } from './listQuery.ts';

const keys = {
  all: (role: string) => ['contact', role] as const,
  analytics: (role: string, params: ContactAnalyticsParams) =>
    ['contact', role, 'analytics', params] as const,
  one: (role: string, id: number) => ['contact', role, 'one', id] as const,
  legalEntities: (role: string) => ['contact', role, 'legal-entities'] as const,
};

const contactQueries = {
  analytics: (role: string, params: ContactAnalyticsParams) =>
    pageQuery(role, keys.analytics(role, params), ({ signal }) =>
      call(contactEndpoints.analytics, { params: { role }, query: params, signal }),
    ),
  one: (role: string, id: number) =>
    queryOptions({
      queryKey: keys.one(role, id),
      queryFn: ({ signal }) => call(contactEndpoints.one, { params: { role, id }, signal }),
      staleTime: 0,
      enabled: !!role && id > 0,
    }),
};

export function useContactAnalytics(params: ContactAnalyticsParams) {
  return useQuery(contactQueries.analytics(useRoleUrl(), params));
}

export function useContactProfile(id: number) {
  return useQuery(contactQueries.one(useRoleUrl(), id));
}

/** Our legal entities: what a contact may guide. */
export function useLegalEntities() {
  const role = useRoleUrl();
  return useQuery({
    queryKey: keys.legalEntities(role),
    queryFn: ({ signal }) =>
      call(companyEndpoints.selector, {
        params: { role },
        query: { categories: String(COMPANY_CATEGORY.ownLegalEntity) },
        signal,
      }),
    enabled: !!role,
    staleTime: 60_000,
  });
}

export function useUpdateContact(id: number) {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (body: ContactUpdate) =>
      call(contactEndpoints.update, {
        params: { role, id },
        body,
        successMessage: MESSAGES.updated,
      }),
    onSuccess: (profile: ContactProfile) => {
      queryClient.setQueryData(keys.one(role, profile.id), profile);
      void queryClient.invalidateQueries({ queryKey: [...keys.all(role), 'analytics'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.userInfo(role) });
    },
  });
}
