/**
 * Query keys, one factory for the whole app: every server-owned slice of a request is in its key,
 * and invalidating an area is invalidating its prefix.
 */
import type { CompanyListQuery } from '../../src-shared/api/company.ts';

export const queryKeys = {
  baseInfo: (role: string) => ['home', role, 'base_info'] as const,
  userInfo: (role: string) => ['home', role, 'user_info'] as const,
  contactSelector: (role: string, search: string) => ['contact', role, 'selector', search] as const,
  company: {
    all: (role: string) => ['company', role] as const,
    list: (role: string, params: CompanyListQuery) => ['company', role, 'list', params] as const,
    one: (role: string, id: number) => ['company', role, 'one', id] as const,
    treaties: (role: string, id: number) => ['company', role, 'one', id, 'treaties'] as const,
    holdings: () => ['company', 'holdings'] as const,
  },
};
