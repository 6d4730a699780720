/** The company area's calls (spec §7 "Companies"), as query hooks and plain functions. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  COMPANY_PATHS,
  type CompanyCreate,
  type CompanyDetail,
  type CompanyListItem,
  type Holding,
  type HoldingCreate,
  type QuotationSetting,
  type QuotationSettingUpdate,
  type Treaty,
  type TreatyCreate,
  type TreatyUpdate,
} from '../../../src-shared/api/company.ts';
import type { Paginated } from '../../../src-shared/api/common.ts';
import { FAILURES } from '../../../src-shared/domain/constants.ts';
import { api } from '../../api/http.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { asList } from '../../lib/format.ts';
import { useRoleUrl } from '../../stores/session.ts';
import type { CompanyListParams } from './listQuery.ts';

export function fetchCompanyPage(role: string, params: CompanyListParams, signal?: AbortSignal) {
  return api.get<Paginated<CompanyListItem>>(COMPANY_PATHS.list(role), params, signal);
}

export function useCompanyList(params: CompanyListParams) {
  const role = useRoleUrl();
  return useQuery({
    queryKey: queryKeys.company.list(role, params),
    queryFn: ({ signal }) => fetchCompanyPage(role, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled: !!role,
  });
}

export function useCompany(id: number) {
  const role = useRoleUrl();
  return useQuery({
    queryKey: queryKeys.company.one(role, id),
    queryFn: ({ signal }) => api.get<CompanyDetail>(COMPANY_PATHS.one(role, id), undefined, signal),
    staleTime: 0,
    enabled: !!role && Number.isInteger(id) && id > 0,
  });
}

export function useTreaties(companyId: number) {
  const role = useRoleUrl();
  return useQuery({
    queryKey: queryKeys.company.treaties(role, companyId),
    queryFn: async ({ signal }) =>
      asList(
        await api.get<Treaty[] | Paginated<Treaty>>(
          COMPANY_PATHS.treaties(role, companyId),
          undefined,
          signal,
        ),
      ),
    staleTime: 0,
    enabled: !!role,
  });
}

/** Holdings for the filter and the create form (api/selectors/holding/). */
export function useHoldings() {
  return useQuery({
    queryKey: queryKeys.company.holdings(),
    queryFn: async ({ signal }) =>
      asList(
        await api.get<Holding[] | Paginated<Holding>>(
          COMPANY_PATHS.holdingSelector,
          undefined,
          signal,
        ),
      ),
  });
}

export async function createCompany(role: string, company: CompanyCreate): Promise<CompanyDetail> {
  const created = await api.post<CompanyDetail>(COMPANY_PATHS.list(role), company);
  await queryClient.invalidateQueries({ queryKey: [...queryKeys.company.all(role), 'list'] });
  return created;
}

/** Spec §7/§8: a failed holding creation says 'Holding already exist'. */
export async function createHolding(role: string, holding: HoldingCreate): Promise<Holding> {
  const created = await api.post<Holding>(COMPANY_PATHS.holdingCreate(role), holding, {
    failureMessage: FAILURES.holdingExists,
  });
  await queryClient.invalidateQueries({ queryKey: queryKeys.company.holdings() });
  return created;
}

export async function updateQuotationSetting(
  role: string,
  companyId: number,
  settingId: number,
  patch: QuotationSettingUpdate,
): Promise<QuotationSetting> {
  const updated = await api.patch<QuotationSetting>(
    COMPANY_PATHS.quotationSetting(role, companyId, settingId),
    patch,
  );
  await queryClient.invalidateQueries({ queryKey: queryKeys.company.one(role, companyId) });
  return updated;
}

export async function createTreaty(
  role: string,
  companyId: number,
  treaty: TreatyCreate,
): Promise<Treaty> {
  const created = await api.post<Treaty>(COMPANY_PATHS.treaties(role, companyId), treaty);
  await queryClient.invalidateQueries({ queryKey: queryKeys.company.one(role, companyId) });
  return created;
}

export async function updateTreaty(
  role: string,
  companyId: number,
  treatyId: number,
  patch: TreatyUpdate,
): Promise<Treaty> {
  const updated = await api.patch<Treaty>(COMPANY_PATHS.treaty(role, companyId, treatyId), patch);
  await queryClient.invalidateQueries({ queryKey: queryKeys.company.one(role, companyId) });
  return updated;
}
