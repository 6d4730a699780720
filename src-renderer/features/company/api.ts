/** The company area's calls (spec §7 "Companies"), as query hooks and plain functions. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  COMPANY_PATHS,
  type BankProperty,
  type BankPropertyCreate,
  type BankPropertyUpdate,
  type CompanyAddress,
  type CompanyAddressCreate,
  type CompanyAddressUpdate,
  type CompanyContactCreate,
  type CompanyContactUpdate,
  type CompanyCreate,
  type CompanyDetail,
  type CompanyGuiding,
  type CompanyTextCondition,
  type CompanyUpdate,
  type TextConditionCreate,
  type TextConditionUpdate,
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

// ---------------------------------------------------------------- upkeep (issue 6)

/** After any change to a company: its detail (and what hangs under it) and the lists. */
async function companyChanged(role: string, companyId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.company.one(role, companyId) }),
    queryClient.invalidateQueries({ queryKey: [...queryKeys.company.all(role), 'list'] }),
    queryClient.invalidateQueries({ queryKey: [...queryKeys.company.all(role), 'selector'] }),
  ]);
}

export async function updateCompany(
  role: string,
  companyId: number,
  patch: CompanyUpdate,
): Promise<CompanyDetail> {
  const updated = await api.patch<CompanyDetail>(COMPANY_PATHS.one(role, companyId), patch);
  queryClient.setQueryData(queryKeys.company.one(role, companyId), updated);
  await companyChanged(role, companyId);
  return updated;
}

/**
 * Deletes a company. Its detail is not refetched (the page leaves it: a refetch would only say
 * "Not found."); the lists are marked stale.
 */
export async function deleteCompany(role: string, companyId: number): Promise<void> {
  await api.delete(COMPANY_PATHS.one(role, companyId));
  await queryClient.invalidateQueries({
    queryKey: [...queryKeys.company.all(role), 'list'],
    refetchType: 'none',
  });
}

export function addContact(role: string, companyId: number, contact: CompanyContactCreate) {
  return changeAndRefresh(role, companyId, () =>
    api.post<CompanyGuiding>(COMPANY_PATHS.contacts(role, companyId), contact),
  );
}

export function updateContact(
  role: string,
  companyId: number,
  guidingId: number,
  patch: CompanyContactUpdate,
) {
  return changeAndRefresh(role, companyId, () =>
    api.patch<CompanyGuiding>(COMPANY_PATHS.contact(role, companyId, guidingId), patch),
  );
}

export function removeContact(role: string, companyId: number, guidingId: number) {
  return changeAndRefresh(role, companyId, () =>
    api.delete(COMPANY_PATHS.contact(role, companyId, guidingId)),
  );
}

export function addAddress(role: string, companyId: number, address: CompanyAddressCreate) {
  return changeAndRefresh(role, companyId, () =>
    api.post<CompanyAddress>(COMPANY_PATHS.addresses(role, companyId), address),
  );
}

export function updateAddress(
  role: string,
  companyId: number,
  addressId: number,
  patch: CompanyAddressUpdate,
) {
  return changeAndRefresh(role, companyId, () =>
    api.patch<CompanyAddress>(COMPANY_PATHS.address(role, companyId, addressId), patch),
  );
}

export function removeAddress(role: string, companyId: number, addressId: number) {
  return changeAndRefresh(role, companyId, () =>
    api.delete(COMPANY_PATHS.address(role, companyId, addressId)),
  );
}

export function addBankProperty(role: string, companyId: number, bank: BankPropertyCreate) {
  return changeAndRefresh(role, companyId, () =>
    api.post<BankProperty>(COMPANY_PATHS.bankProperties(role, companyId), bank),
  );
}

export function updateBankProperty(
  role: string,
  companyId: number,
  bankId: number,
  patch: BankPropertyUpdate,
) {
  return changeAndRefresh(role, companyId, () =>
    api.patch<BankProperty>(COMPANY_PATHS.bankProperty(role, companyId, bankId), patch),
  );
}

export function removeBankProperty(role: string, companyId: number, bankId: number) {
  return changeAndRefresh(role, companyId, () =>
    api.delete(COMPANY_PATHS.bankProperty(role, companyId, bankId)),
  );
}

/** The company's own condition texts (not the defaults). */
export function useCompanyTextConditions(companyId: number) {
  const role = useRoleUrl();
  return useQuery({
    queryKey: [...queryKeys.company.one(role, companyId), 'text_conditions'],
    queryFn: async ({ signal }) =>
      asList(
        await api.get<CompanyTextCondition[] | Paginated<CompanyTextCondition>>(
          COMPANY_PATHS.textConditions(role, companyId),
          undefined,
          signal,
        ),
      ),
    staleTime: 0,
    enabled: !!role,
  });
}

/** A text change also changes what the quotation screens offer for the company. */
async function textsChanged<T>(role: string, companyId: number, write: () => Promise<T>) {
  const result = await changeAndRefresh(role, companyId, write);
  await queryClient.invalidateQueries({ queryKey: queryKeys.textConditions(role, companyId) });
  return result;
}

export function addTextCondition(role: string, companyId: number, text: TextConditionCreate) {
  return textsChanged(role, companyId, () =>
    api.post<CompanyTextCondition>(COMPANY_PATHS.textConditions(role, companyId), text),
  );
}

export function updateTextCondition(
  role: string,
  companyId: number,
  conditionId: number,
  patch: TextConditionUpdate,
) {
  return textsChanged(role, companyId, () =>
    api.patch<CompanyTextCondition>(
      COMPANY_PATHS.textCondition(role, companyId, conditionId),
      patch,
    ),
  );
}

export function removeTextCondition(role: string, companyId: number, conditionId: number) {
  return textsChanged(role, companyId, () =>
    api.delete(COMPANY_PATHS.textCondition(role, companyId, conditionId)),
  );
}

/** Runs a write to a part of the company, then refreshes the company (detail and lists). */
async function changeAndRefresh<T>(
  role: string,
  companyId: number,
  write: () => Promise<T>,
): Promise<T> {
  const result = await write();
  await companyChanged(role, companyId);
  return result;
}
