/**
 * The company area's calls (spec §7 "Companies"), as query hooks and mutation hooks (busy while
 * `isPending`; an answered company goes into the cache as it came, what it changes is read again).
 */
import { useQuery } from '@tanstack/react-query';
import {
  companyEndpoints,
  type CompanyCreate,
  type CompanyUpdate,
  type HoldingCreate,
  type QuotationSettingUpdate,
  type TreatyCreate,
  type TreatyUpdate,
} from '../../../src-shared/api/company.ts';
import type { AnyEndpoint, BodyOf, PathInput } from '../../../src-shared/api/endpoint.ts';
import { FAILURES } from '../../../src-shared/domain/constants.ts';
import { areaQueries } from '../../api/areaQueries.ts';
import { useEndpointMutation } from '../../api/endpointMutation.ts';
import { useEndpointQuery } from '../../api/endpointQuery.ts';
import { call } from '../../api/http.ts';
import { useRoleWrite } from '../../api/roleWrite.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { CompanyListParams } from './listQuery.ts';

export function fetchCompanyPage(role: string, params: CompanyListParams, signal?: AbortSignal) {
  return call(companyEndpoints.list, { params: { role }, query: params, signal });
}

export const { useList: useCompanyList, useOne: useCompany } = areaQueries(
  queryKeys.company,
  companyEndpoints,
);

export function useTreaties(companyId: number) {
  return useEndpointQuery(
    companyEndpoints.treaties,
    (role) => queryKeys.company.treaties(role, companyId),
    { id: companyId, staleTime: 0 },
  );
}

/** Holdings for the filter and the create form (api/selectors/holding/). */
export function useHoldings() {
  return useQuery({
    queryKey: queryKeys.company.holdings(),
    queryFn: ({ signal }) => call(companyEndpoints.holdingSelector, { params: {}, signal }),
  });
}

/** A new company, cached as answered; the lists are read again. */
export function useCreateCompany() {
  return useEndpointMutation(companyEndpoints.create, {
    request: (company: CompanyCreate) => ({ body: company }),
    onSuccess: async (role, created) => {
      queryClient.setQueryData(queryKeys.company.one(role, created.id), created);
      await queryClient.invalidateQueries({ queryKey: queryKeys.company.lists(role) });
    },
  });
}

/** Spec §7/§8: a failed holding creation says 'Holding already exist'. */
export function useCreateHolding() {
  return useEndpointMutation(companyEndpoints.createHolding, {
    request: (holding: HoldingCreate) => ({ body: holding }),
    failureMessage: FAILURES.holdingExists,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.company.holdings() }),
  });
}

/**
 * A write to a part of the company `companyId`: `send` makes the call under the role; `refresh`
 * reads again what it changed (by default the company's detail and lists).
 */
function useCompanyWrite<V, T>(
  companyId: number,
  send: (role: string, input: V) => Promise<T>,
  refresh: (role: string, companyId: number) => Promise<unknown> = companyChanged,
) {
  return useRoleWrite(send, (role) => refresh(role, companyId));
}

/** The company's quotation settings (its extra margin among them). */
export function useUpdateQuotationSetting(companyId: number, settingId: number) {
  // The detail's extra margin is shown in several places of it: the detail is read again.
  return useCompanyWrite(
    companyId,
    (role, patch: QuotationSettingUpdate) =>
      call(companyEndpoints.updateQuotationSetting, {
        params: { role, id: companyId, settingId },
        body: patch,
      }),
    refreshDetail,
  );
}

export function useCreateTreaty(companyId: number) {
  return useCompanyWrite(
    companyId,
    (role, treaty: TreatyCreate) =>
      call(companyEndpoints.createTreaty, { params: { role, id: companyId }, body: treaty }),
    refreshDetail,
  );
}

export function useUpdateTreaty(companyId: number) {
  return useCompanyWrite(
    companyId,
    (role, { id, patch }: { id: number; patch: TreatyUpdate }) =>
      call(companyEndpoints.updateTreaty, {
        params: { role, id: companyId, treatyId: id },
        body: patch,
      }),
    refreshDetail,
  );
}

/** The company's detail (what hangs under it: treaties, settings) is read again. */
function refreshDetail(role: string, companyId: number) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.company.one(role, companyId) });
}

// ---------------------------------------------------------------- upkeep (issue 6)

/** After any change to a company: its detail (and what hangs under it) and the lists. */
async function companyChanged(role: string, companyId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.company.one(role, companyId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.company.lists(role) }),
    queryClient.invalidateQueries({ queryKey: [...queryKeys.company.all(role), 'selector'] }),
  ]);
}

export function useUpdateCompany(companyId: number) {
  return useEndpointMutation(companyEndpoints.update, {
    id: companyId,
    request: (patch: CompanyUpdate) => ({ body: patch }),
    // The detail as answered; what hangs under it and the lists are read again.
    onSuccess: async (role, updated) => {
      await companyChanged(role, companyId);
      queryClient.setQueryData(queryKeys.company.one(role, companyId), updated);
    },
  });
}

/**
 * Deletes a company. Its detail is not refetched (the page leaves it: a refetch would only say
 * "Not found."); the lists are marked stale.
 */
export function useDeleteCompany(companyId: number) {
  return useEndpointMutation(companyEndpoints.remove, {
    id: companyId,
    onSuccess: (role) =>
      queryClient.invalidateQueries({
        queryKey: queryKeys.company.lists(role),
        refetchType: 'none',
      }),
  });
}

/**
 * Add, change and remove one kind of a company's records (contacts, addresses, bank details,
 * condition texts), as mutation hooks for one company: each write, then `refresh` (the company's
 * detail and lists). `key` is the record's path parameter.
 */
function companyRecordMutations<
  A extends AnyEndpoint,
  U extends AnyEndpoint,
  R extends AnyEndpoint,
>(
  key: string,
  endpoints: { add: A; update: U; remove: R },
  refresh: (role: string, companyId: number) => Promise<unknown> = companyChanged,
) {
  // The declarations share one path shape (':role/company/:id/<part>/:<key>/'), which the generic
  // PathInput cannot see through: the params are built for it here, and call() checks them.
  const at = (role: string, companyId: number, recordId?: number) =>
    recordId === undefined ? { role, id: companyId } : { role, id: companyId, [key]: recordId };
  return {
    useAdd: (companyId: number) =>
      useCompanyWrite(
        companyId,
        (role, body: BodyOf<A>) =>
          call(endpoints.add, { params: at(role, companyId) as PathInput<A>, body }),
        refresh,
      ),
    useUpdate: (companyId: number) =>
      useCompanyWrite(
        companyId,
        (role, { id, patch }: { id: number; patch: BodyOf<U> }) =>
          call(endpoints.update, { params: at(role, companyId, id) as PathInput<U>, body: patch }),
        refresh,
      ),
    useRemove: (companyId: number) =>
      useCompanyWrite(
        companyId,
        (role, id: number) =>
          call(endpoints.remove, { params: at(role, companyId, id) as PathInput<R> }),
        refresh,
      ),
  };
}

export const {
  useAdd: useAddContact,
  useUpdate: useUpdateContact,
  useRemove: useRemoveContact,
} = companyRecordMutations('guidingId', {
  add: companyEndpoints.addContact,
  update: companyEndpoints.updateContact,
  remove: companyEndpoints.removeContact,
});

export const {
  useAdd: useAddAddress,
  useUpdate: useUpdateAddress,
  useRemove: useRemoveAddress,
} = companyRecordMutations('addressId', {
  add: companyEndpoints.addAddress,
  update: companyEndpoints.updateAddress,
  remove: companyEndpoints.removeAddress,
});

export const {
  useAdd: useAddBankProperty,
  useUpdate: useUpdateBankProperty,
  useRemove: useRemoveBankProperty,
} = companyRecordMutations('bankId', {
  add: companyEndpoints.addBankProperty,
  update: companyEndpoints.updateBankProperty,
  remove: companyEndpoints.removeBankProperty,
});

/** The company's own condition texts (not the defaults). */
export function useCompanyTextConditions(companyId: number) {
  return useEndpointQuery(
    companyEndpoints.textConditions,
    (role) => [...queryKeys.company.one(role, companyId), 'text_conditions'],
    { id: companyId, staleTime: 0 },
  );
}

/** A text change also changes what the quotation screens offer for the company. */
async function textsChanged(role: string, companyId: number) {
  await companyChanged(role, companyId);
  await queryClient.invalidateQueries({ queryKey: queryKeys.textConditions(role, companyId) });
}

export const {
  useAdd: useAddTextCondition,
  useUpdate: useUpdateTextCondition,
  useRemove: useRemoveTextCondition,
} = companyRecordMutations(
  'conditionId',
  {
    add: companyEndpoints.addTextCondition,
    update: companyEndpoints.updateTextCondition,
    remove: companyEndpoints.removeTextCondition,
  },
  textsChanged,
);
