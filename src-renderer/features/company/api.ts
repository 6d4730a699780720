/** The company area's calls (spec §7 "Companies"), as query hooks and plain functions. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  companyEndpoints,
  type CompanyCreate,
  type CompanyDetail,
  type CompanyUpdate,
  type TextConditionCreate,
  type TextConditionUpdate,
  type Holding,
  type HoldingCreate,
  type QuotationSetting,
  type QuotationSettingUpdate,
  type Treaty,
  type TreatyCreate,
  type TreatyUpdate,
} from '../../../src-shared/api/company.ts';
import type { AnyEndpoint, BodyOf, PathInput } from '../../../src-shared/api/endpoint.ts';
import { FAILURES } from '../../../src-shared/domain/constants.ts';
import { call } from '../../api/http.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRoleUrl } from '../../stores/session.ts';
import type { CompanyListParams } from './listQuery.ts';

export function fetchCompanyPage(role: string, params: CompanyListParams, signal?: AbortSignal) {
  return call(companyEndpoints.list, { params: { role }, query: params, signal });
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
    queryFn: ({ signal }) => call(companyEndpoints.one, { params: { role, id }, signal }),
    staleTime: 0,
    enabled: !!role && Number.isInteger(id) && id > 0,
  });
}

export function useTreaties(companyId: number) {
  const role = useRoleUrl();
  return useQuery({
    queryKey: queryKeys.company.treaties(role, companyId),
    queryFn: ({ signal }) =>
      call(companyEndpoints.treaties, { params: { role, id: companyId }, signal }),
    staleTime: 0,
    enabled: !!role,
  });
}

/** Holdings for the filter and the create form (api/selectors/holding/). */
export function useHoldings() {
  return useQuery({
    queryKey: queryKeys.company.holdings(),
    queryFn: ({ signal }) => call(companyEndpoints.holdingSelector, { params: {}, signal }),
  });
}

export async function createCompany(role: string, company: CompanyCreate): Promise<CompanyDetail> {
  const created = await call(companyEndpoints.create, { params: { role }, body: company });
  queryClient.setQueryData(queryKeys.company.one(role, created.id), created);
  await queryClient.invalidateQueries({ queryKey: [...queryKeys.company.all(role), 'list'] });
  return created;
}

/** Spec §7/§8: a failed holding creation says 'Holding already exist'. */
export async function createHolding(role: string, holding: HoldingCreate): Promise<Holding> {
  const created = await call(companyEndpoints.createHolding, {
    params: { role },
    body: holding,
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
  const updated = await call(companyEndpoints.updateQuotationSetting, {
    params: { role, id: companyId, settingId },
    body: patch,
  });
  // The detail's extra margin is shown in several places of it: the detail is read again.
  await queryClient.invalidateQueries({ queryKey: queryKeys.company.one(role, companyId) });
  return updated;
}

export async function createTreaty(
  role: string,
  companyId: number,
  treaty: TreatyCreate,
): Promise<Treaty> {
  const created = await call(companyEndpoints.createTreaty, {
    params: { role, id: companyId },
    body: treaty,
  });
  await queryClient.invalidateQueries({ queryKey: queryKeys.company.one(role, companyId) });
  return created;
}

export async function updateTreaty(
  role: string,
  companyId: number,
  treatyId: number,
  patch: TreatyUpdate,
): Promise<Treaty> {
  const updated = await call(companyEndpoints.updateTreaty, {
    params: { role, id: companyId, treatyId },
    body: patch,
  });
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
  const updated = await call(companyEndpoints.update, {
    params: { role, id: companyId },
    body: patch,
  });
  // The detail as answered; what hangs under it and the lists are read again.
  await companyChanged(role, companyId);
  queryClient.setQueryData(queryKeys.company.one(role, companyId), updated);
  return updated;
}

/**
 * Deletes a company. Its detail is not refetched (the page leaves it: a refetch would only say
 * "Not found."); the lists are marked stale.
 */
export async function deleteCompany(role: string, companyId: number): Promise<void> {
  await call(companyEndpoints.remove, { params: { role, id: companyId } });
  await queryClient.invalidateQueries({
    queryKey: [...queryKeys.company.all(role), 'list'],
    refetchType: 'none',
  });
}

/**
 * Add, change and remove one kind of a company's records (contacts, addresses, bank details): each
 * call writes, then refreshes the company (detail and lists). `key` is the record's path parameter.
 */
function companyRecordCalls<A extends AnyEndpoint, U extends AnyEndpoint, R extends AnyEndpoint>(
  key: string,
  endpoints: { add: A; update: U; remove: R },
) {
  // The declarations share one path shape (':role/company/:id/<part>/:<key>/'), which the generic
  // PathInput cannot see through: the params are built for it here, and call() checks them.
  const at = (role: string, companyId: number, recordId?: number) =>
    recordId === undefined ? { role, id: companyId } : { role, id: companyId, [key]: recordId };
  return {
    add: (role: string, companyId: number, body: BodyOf<A>) =>
      changeAndRefresh(role, companyId, () =>
        call(endpoints.add, { params: at(role, companyId) as PathInput<A>, body }),
      ),
    update: (role: string, companyId: number, recordId: number, patch: BodyOf<U>) =>
      changeAndRefresh(role, companyId, () =>
        call(endpoints.update, {
          params: at(role, companyId, recordId) as PathInput<U>,
          body: patch,
        }),
      ),
    remove: (role: string, companyId: number, recordId: number) =>
      changeAndRefresh(role, companyId, () =>
        call(endpoints.remove, { params: at(role, companyId, recordId) as PathInput<R> }),
      ),
  };
}

export const {
  add: addContact,
  update: updateContact,
  remove: removeContact,
} = companyRecordCalls('guidingId', {
  add: companyEndpoints.addContact,
  update: companyEndpoints.updateContact,
  remove: companyEndpoints.removeContact,
});

export const {
  add: addAddress,
  update: updateAddress,
  remove: removeAddress,
} = companyRecordCalls('addressId', {
  add: companyEndpoints.addAddress,
  update: companyEndpoints.updateAddress,
  remove: companyEndpoints.removeAddress,
});

export const {
  add: addBankProperty,
  update: updateBankProperty,
  remove: removeBankProperty,
} = companyRecordCalls('bankId', {
  add: companyEndpoints.addBankProperty,
  update: companyEndpoints.updateBankProperty,
  remove: companyEndpoints.removeBankProperty,
});

/** The company's own condition texts (not the defaults). */
export function useCompanyTextConditions(companyId: number) {
  const role = useRoleUrl();
  return useQuery({
    queryKey: [...queryKeys.company.one(role, companyId), 'text_conditions'],
    queryFn: ({ signal }) =>
      call(companyEndpoints.textConditions, { params: { role, id: companyId }, signal }),
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
    call(companyEndpoints.addTextCondition, { params: { role, id: companyId }, body: text }),
  );
}

export function updateTextCondition(
  role: string,
  companyId: number,
  conditionId: number,
  patch: TextConditionUpdate,
) {
  return textsChanged(role, companyId, () =>
    call(companyEndpoints.updateTextCondition, {
      params: { role, id: companyId, conditionId },
      body: patch,
    }),
  );
}

export function removeTextCondition(role: string, companyId: number, conditionId: number) {
  return textsChanged(role, companyId, () =>
    call(companyEndpoints.removeTextCondition, { params: { role, id: companyId, conditionId } }),
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
