/**
 * The RFQ area's calls (spec §7 "RFQ", "Offers", text conditions, settings the builder reads), as
 * query hooks and plain functions. Each action carries its spec message (ACTION_MESSAGE), shown
 * by the client on success; failures are shown by the client (spec §8) and thrown to the caller.
 */
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { Paginated } from '../../../src-shared/api/common.ts';
import type { CompanyDetail, CompanySelectorItem } from '../../../src-shared/api/company.ts';
import { COMPANY_PATHS } from '../../../src-shared/api/company.ts';
import { contactEndpoints } from '../../../src-shared/api/contact.ts';
import { homeEndpoints } from '../../../src-shared/api/home.ts';
import {
  OFFER_PATHS,
  type OfferCreate,
  type OfferHistoryEntry,
  type OfferUpdate,
  type SupplierOffer,
} from '../../../src-shared/api/offer.ts';
import {
  RFQ_PATHS,
  type BulkResult,
  type HistoricalKpPosition,
  type PositionInput,
  type PositionUpdate,
  type RfqCreate,
  type RfqDetail,
  type RfqListItem,
  type RfqPosition,
  type RfqUpdate,
} from '../../../src-shared/api/rfq.ts';
import { settingEndpoints } from '../../../src-shared/api/setting.ts';
import { FAILURES, MESSAGES } from '../../../src-shared/domain/constants.ts';
import { ACTION_MESSAGE, type RfqAction } from '../../../src-shared/domain/rfq-lists.ts';
import { api, call } from '../../api/http.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { ComboItem } from '../../components/Combobox.tsx';
import { fetchAllPages } from '../../lib/fetchAll.ts';
import { asList } from '../../lib/format.ts';
import { useRoleUrl } from '../../stores/session.ts';
import { contactName } from '../company/contacts.ts';
import type { RfqListParams } from './listQuery.ts';

// ---------------------------------------------------------------- lists

export function fetchRfqPage(role: string, params: RfqListParams, signal?: AbortSignal) {
  return api.get<Paginated<RfqListItem>>(RFQ_PATHS.list(role), params, signal);
}

export function useRfqList(params: RfqListParams, enabled = true) {
  const role = useRoleUrl();
  return useQuery({
    queryKey: queryKeys.rfq.list(role, params),
    queryFn: ({ signal }) => fetchRfqPage(role, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled: !!role && enabled,
  });
}

export function invalidateRfqLists(role: string) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.rfq.lists(role) });
}

// ---------------------------------------------------------------- one RFQ

export function useRfq(id: number) {
  const role = useRoleUrl();
  return useQuery({
    queryKey: queryKeys.rfq.one(role, id),
    queryFn: ({ signal }) => api.get<RfqDetail>(RFQ_PATHS.one(role, id), undefined, signal),
    staleTime: 0,
    enabled: !!role && Number.isInteger(id) && id > 0,
  });
}

function refreshRfq(role: string, id: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.rfq.one(role, id) }),
    invalidateRfqLists(role),
  ]);
}

export async function createRfq(role: string, rfq: RfqCreate): Promise<RfqDetail> {
  return api.post<RfqDetail>(RFQ_PATHS.list(role), rfq, { successMessage: MESSAGES.rfqAdded });
}

/** PATCH rfq/{id}/: the quotation head and text block ('Update Successful'). */
export async function updateRfq(role: string, id: number, patch: RfqUpdate): Promise<RfqDetail> {
  const updated = await api.patch<RfqDetail>(RFQ_PATHS.one(role, id), patch, {
    successMessage: MESSAGES.updated,
  });
  queryClient.setQueryData(queryKeys.rfq.one(role, id), updated);
  void invalidateRfqLists(role);
  return updated;
}

// ---------------------------------------------------------------- workflow

export type ActionInput =
  | { action: 'get_in_work' }
  | { action: 'finish' }
  | { action: 'renew' }
  | { action: 'give_to_work'; contact: number }
  | { action: 'cancel' | 'return_to_not_in_work'; comment: string };

/** One RFQ's action (PATCH rfq/{id}/<action>/), answered with the RFQ as it is now. */
export async function applyRfqAction(
  role: string,
  id: number,
  input: ActionInput,
): Promise<RfqListItem> {
  const options = { successMessage: ACTION_MESSAGE[input.action] };
  let path: string;
  let body: unknown;
  switch (input.action) {
    case 'get_in_work':
      path = RFQ_PATHS.getInWork(role, id);
      break;
    case 'give_to_work':
      path = RFQ_PATHS.giveToWork(role, id);
      body = { contact_id: input.contact };
      break;
    case 'finish':
      path = RFQ_PATHS.finish(role, id);
      break;
    case 'cancel':
      path = RFQ_PATHS.cancel(role, id);
      body = { comment: input.comment };
      break;
    case 'renew':
      path = RFQ_PATHS.renew(role, id);
      break;
    case 'return_to_not_in_work':
      path = RFQ_PATHS.returnToNotInWork(role, id);
      body = { comment: input.comment };
      break;
  }
  const updated = await api.patch<RfqListItem>(path, body ?? {}, options);
  await refreshRfq(role, id);
  return updated;
}

/** The actions offered on many RFQs at once (quoting is one RFQ at a time, from its page). */
export type BulkActionInput = Exclude<ActionInput, { action: 'finish' }>;

/**
 * The bulk version of an action: all-or-nothing on the server (a 400 BulkRefusal names each RFQ
 * that may not move, and nothing moves), renewing too (get_from_archive_many, ours: the spec
 * names no bulk renewal, and one by one it stopped halfway at the first refusal).
 */
export async function applyBulkAction(
  role: string,
  ids: readonly number[],
  input: BulkActionInput,
): Promise<RfqListItem[]> {
  const rfqs = [...ids];
  const options = { successMessage: ACTION_MESSAGE[input.action] };
  let result: BulkResult;
  switch (input.action) {
    case 'get_in_work':
      result = await api.post<BulkResult>(RFQ_PATHS.getInWorkMany(role), { rfqs }, options);
      break;
    case 'give_to_work':
      result = await api.post<BulkResult>(
        RFQ_PATHS.giveToWorkMany(role),
        { rfqs, contact: input.contact },
        options,
      );
      break;
    case 'cancel':
      result = await api.post<BulkResult>(
        RFQ_PATHS.cancelMany(role),
        { rfqs, comment: input.comment },
        options,
      );
      break;
    case 'return_to_not_in_work':
      result = await api.post<BulkResult>(
        RFQ_PATHS.returnToNotInWorkMany(role),
        { rfqs, comment: input.comment },
        options,
      );
      break;
    case 'renew':
      result = await api.post<BulkResult>(RFQ_PATHS.renewMany(role), { rfqs }, options);
      break;
  }
  return result.results ?? [];
}

export const BULK_ACTIONS: readonly RfqAction[] = [
  'get_in_work',
  'give_to_work',
  'return_to_not_in_work',
  'cancel',
  'renew',
];

// ---------------------------------------------------------------- positions

export async function addPositions(
  role: string,
  rfqId: number,
  positions: PositionInput[],
): Promise<RfqPosition[]> {
  const added = await api.post<RfqPosition[] | Paginated<RfqPosition> | RfqDetail>(
    RFQ_PATHS.positions(role, rfqId),
    { positions_list: positions },
    { successMessage: MESSAGES.updated },
  );
  await refreshRfq(role, rfqId);
  if (added && typeof added === 'object' && 'positions' in added) return added.positions;
  return asList(added as RfqPosition[] | Paginated<RfqPosition>);
}

export async function updatePosition(
  role: string,
  rfqId: number,
  positionId: number,
  patch: PositionUpdate,
  message: string | undefined = MESSAGES.updated,
): Promise<RfqPosition> {
  const updated = await api.patch<RfqPosition>(
    RFQ_PATHS.position(role, rfqId, positionId),
    patch,
    message ? { successMessage: message } : undefined,
  );
  // The position in the cached RFQ at once (the chosen offer shows without waiting).
  queryClient.setQueryData<RfqDetail>(queryKeys.rfq.one(role, rfqId), (rfq) =>
    rfq
      ? {
          ...rfq,
          positions: rfq.positions.map((p) => (p.id === positionId ? { ...p, ...updated } : p)),
        }
      : rfq,
  );
  await refreshRfq(role, rfqId);
  return updated;
}

export async function deletePosition(role: string, rfqId: number, positionId: number) {
  await api.delete(RFQ_PATHS.position(role, rfqId, positionId), {
    successMessage: MESSAGES.updated,
  });
  await refreshRfq(role, rfqId);
}

export async function requestOffers(
  role: string,
  rfqId: number,
  positionId: number,
  comment: string,
) {
  await api.post(
    RFQ_PATHS.needOffers(role, positionId),
    { comment },
    { successMessage: MESSAGES.updated },
  );
  await refreshRfq(role, rfqId);
}

export function useHistoricalPrices(partNumber: string | null) {
  const role = useRoleUrl();
  return useQuery({
    queryKey: queryKeys.rfq.historical(role, partNumber ?? ''),
    queryFn: async ({ signal }) =>
      asList(
        await api.get<HistoricalKpPosition[] | Paginated<HistoricalKpPosition>>(
          RFQ_PATHS.historicalKpPositions(role),
          { part_number: partNumber ?? '' },
          signal,
        ),
      ),
    enabled: !!role && !!partNumber,
    staleTime: 60_000,
  });
}

// ---------------------------------------------------------------- offers

/** Every offer of a position's group (alternates included), all pages. */
export function fetchPositionOffers(role: string, positionId: number, signal?: AbortSignal) {
  return fetchAllPages(
    (page, pageSize, pageSignal) =>
      api.get<Paginated<SupplierOffer>>(
        OFFER_PATHS.list(role),
        { position: positionId, page, page_size: pageSize },
        pageSignal,
      ),
    { signal },
  );
}

export function usePositionOffers(positionId: number | null) {
  const role = useRoleUrl();
  return useQuery({
    queryKey: queryKeys.offer.ofPosition(role, positionId ?? 0),
    queryFn: ({ signal }) => fetchPositionOffers(role, positionId ?? 0, signal),
    enabled: !!role && positionId !== null,
    staleTime: 30_000,
  });
}

/** The offers of every position with a chosen offer, for live prices: chosen offer by id. */
export function useChosenOffers(positions: readonly RfqPosition[]) {
  const role = useRoleUrl();
  const chosen = positions.filter((position) => position.chosen_offer !== null);
  return useQueries({
    queries: chosen.map((position) => ({
      queryKey: queryKeys.offer.ofPosition(role, position.id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        fetchPositionOffers(role, position.id, signal),
      enabled: !!role,
      staleTime: 30_000,
    })),
    combine: combineOffers,
  });
}

/** Module-level, so the query library keeps the combined result while the offers are unchanged. */
function combineOffers(
  results: readonly { data?: SupplierOffer[]; isPending: boolean; isError: boolean }[],
) {
  const offers = new Map<number, SupplierOffer>();
  for (const result of results) for (const offer of result.data ?? []) offers.set(offer.id, offer);
  return {
    offers,
    loading: results.some((result) => result.isPending),
    failed: results.some((result) => result.isError),
  };
}

function refreshOffers(role: string) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.offer.all(role) });
}

export async function createOffer(role: string, offer: OfferCreate): Promise<SupplierOffer> {
  const created = await api.post<SupplierOffer>(OFFER_PATHS.list(role), offer, {
    successMessage: MESSAGES.created,
  });
  await Promise.all([
    refreshOffers(role),
    queryClient.invalidateQueries({ queryKey: ['rfq', role, 'one'] }),
  ]);
  return created;
}

export async function updateOffer(
  role: string,
  id: number,
  patch: OfferUpdate,
): Promise<SupplierOffer> {
  const updated = await api.patch<SupplierOffer>(OFFER_PATHS.one(role, id), patch, {
    successMessage: MESSAGES.edited,
  });
  await refreshOffers(role);
  return updated;
}

export async function setOfferActive(role: string, id: number, active: boolean, comment: string) {
  await api.patch(
    OFFER_PATHS.setActive(role, id, active ? 'activate' : 'deactivate'),
    comment ? { comment } : {},
    { successMessage: MESSAGES.updated },
  );
  await Promise.all([
    refreshOffers(role),
    queryClient.invalidateQueries({ queryKey: ['rfq', role, 'one'] }),
  ]);
}

export function useOfferHistory(id: number) {
  const role = useRoleUrl();
  return useQuery({
    queryKey: queryKeys.offer.history(role, id),
    queryFn: async ({ signal }) =>
      asList(
        await api.get<OfferHistoryEntry[] | Paginated<OfferHistoryEntry>>(
          OFFER_PATHS.history(role, id),
          undefined,
          signal,
        ),
      ),
    enabled: !!role,
    staleTime: 0,
  });
}

// ---------------------------------------------------------------- the builder's settings

export function useCurrencyRates() {
  const role = useRoleUrl();
  return useQuery({
    queryKey: queryKeys.setting.currencyRate(role),
    // Spec §8: a failed rates load says 'RATES not loading'.
    queryFn: ({ signal }) =>
      call(settingEndpoints.currencyRate, {
        params: { role },
        signal,
        failureMessage: FAILURES.ratesNotLoading,
      }),
    enabled: !!role,
  });
}

/** Our margin steps: internal, so only for those who price (`enabled`); a client gets 403. */
export function useMargins(enabled: boolean) {
  const role = useRoleUrl();
  return useQuery({
    queryKey: queryKeys.setting.margin(role),
    queryFn: ({ signal }) => call(settingEndpoints.margin, { params: { role }, signal }),
    enabled: enabled && !!role,
  });
}

export function useTransportMargin(enabled: boolean) {
  const role = useRoleUrl();
  return useQuery({
    queryKey: queryKeys.setting.transportMargin(role),
    queryFn: ({ signal }) => call(settingEndpoints.transportMargin, { params: { role }, signal }),
    enabled: enabled && !!role,
  });
}

export function useTextConditions(companyId: number | null) {
  const role = useRoleUrl();
  return useQuery({
    queryKey: queryKeys.textConditions(role, companyId ?? 0),
    queryFn: ({ signal }) =>
      call(homeEndpoints.textCondition, {
        params: { role },
        query: { company: companyId ?? undefined },
        signal,
      }),
    enabled: !!role && companyId !== null,
  });
}

export function useCompanyDetail(companyId: number | null) {
  const role = useRoleUrl();
  return useQuery({
    queryKey: queryKeys.company.one(role, companyId ?? 0),
    queryFn: ({ signal }) =>
      api.get<CompanyDetail>(COMPANY_PATHS.one(role, companyId ?? 0), undefined, signal),
    enabled: !!role && companyId !== null && companyId > 0,
    staleTime: 60_000,
  });
}

// ---------------------------------------------------------------- pickers

/** company_selector as combobox items. */
export function companyItems(role: string) {
  return {
    queryKey: (search: string) => queryKeys.companySelector(role, search),
    fetchItems: async (search: string, signal: AbortSignal): Promise<ComboItem[]> => {
      const list = await api.get<CompanySelectorItem[]>(
        COMPANY_PATHS.selector(role),
        { search },
        signal,
      );
      return list.map((company) => ({ id: company.id, name: company.name }));
    },
  };
}

/** Our staff (the contact selector without a search), or contacts matching the search. */
export function contactItems(role: string) {
  return {
    queryKey: (search: string) => queryKeys.contactSelector(role, `picker:${search}`),
    fetchItems: async (search: string, signal: AbortSignal): Promise<ComboItem[]> => {
      const list = await call(contactEndpoints.selector, {
        params: { role },
        query: { search },
        signal,
      });
      return list.map((contact) => ({
        id: contact.id,
        name: contactName(contact) || contact.email,
        detail: [contact.position, contact.company?.name].filter(Boolean).join(' · '),
      }));
    },
  };
}

/** Staff contacts for the manager filter (no search: our staff). */
export function useStaffContacts() {
  const role = useRoleUrl();
  return useQuery({
    queryKey: queryKeys.contactSelector(role, ''),
    queryFn: ({ signal }) => call(contactEndpoints.selector, { params: { role }, signal }),
    enabled: !!role,
    staleTime: 60_000,
  });
}
