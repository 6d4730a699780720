import { useQuery } from '@tanstack/react-query';
import { contactEndpoints } from '../../../src-shared/api/contact.ts';
import type { ContactSummary } from '../../../src-shared/api/home.ts';
import { call } from '../../api/http.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRoleUrl } from '../../stores/session.ts';

/** The caller's own contact and the contacts they supervise (`?search=my`, spec §7). */
export function useMyContacts() {
  const role = useRoleUrl();
  return useQuery({
    queryKey: queryKeys.contactSelector(role, 'my'),
    queryFn: ({ signal }) =>
      call(contactEndpoints.selector, { params: { role }, query: { search: 'my' }, signal }),
    enabled: !!role,
  });
}

export function contactName(contact: Pick<ContactSummary, 'name' | 'surname'>): string {
  return [contact.name, contact.surname].filter(Boolean).join(' ');
}
