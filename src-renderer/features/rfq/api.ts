/**
 * The RFQ area's calls (spec §7 "RFQ", "Offers", text conditions, settings the builder reads), as
 * query hooks and mutation hooks (busy while `isPending`; a write's answer goes into the cache as it
 * came, the lists it changes are read again). Each action carries its spec message
 * (ACTION_MESSAGE), shown by the client on success; failures are shown by the client (spec §8) and
 * thrown to the caller.
 */
import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { companyEndpoints } from '../../../src-shared/api/company.ts';
import { contactEndpoints } from '../../../src-shared/api/contact.ts';
import { homeEndpoints } from '../../../src-shared/api/home.ts';
import {
  offerEndpoints,
  type OfferCreate,
  type OfferUpdate,
  type SupplierOffer,
} from '../../../src-shared/api/offer.ts';
import {
  rfqEndpoints,
  type BulkResult,
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
import { areaQueries } from '../../api/areaQueries.ts';
import { useEndpointMutation } from '../../api/endpointMutation.ts';
import { useEndpointQuery } from '../../api/endpointQuery.ts';
import { call } from '../../api/http.ts';
import { useRoleWrite } from '../../api/roleWrite.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import type { ComboItem } from '../../components/Combobox.tsx';
import { fetchAllPages } from '../../lib/fetchAll.ts';
import { useRoleUrl } from '../../stores/session.ts';
import { contactName } from '../company/contacts.ts';
import type { RfqListParams } from './listQuery.ts';

// ---------------------------------------------------------------- lists

const rfq = areaQueries(queryKeys.rfq, rfqEndpoints);

export function useRfqList(params: RfqListParams, enabled = true) {
  return rfq.useList(params, enabled);
}

export function invalidateRfqLists(role: string) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.rfq.lists(role) });
}

// ---------------------------------------------------------------- one RFQ

export const { useOne: useRfq } = rfq;

function refreshRfq(role: string, id: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.rfq.one(role, id) }),
    invalidateRfqLists(role),
  ]);
}

/** A new RFQ, cached as answered (the list page puts it on top of its first page). */
export function useCreateRfq() {
  return useEndpointMutation(rfqEndpoints.create, {
    request: (body: RfqCreate) => ({ body }),
    successMessage: MESSAGES.rfqAdded,
    onSuccess: (role, created) => {
      queryClient.setQueryData(queryKeys.rfq.one(role, created.id), created);
    },
  });
}

/** PATCH rfq/{id}/: the quotation head and text block ('Update Successful'). */
export function useUpdateRfq(id: number) {
  return useEndpointMutation(rfqEndpoints.update, {
    id,
    request: (patch: RfqUpdate) => ({ body: patch }),
    successMessage: MESSAGES.updated,
    onSuccess: rfq.keep,
  });
}

// ---------------------------------------------------------------- workflow

export type ActionInput =
  | { action: 'get_in_work' }
  | { action: 'finish' }
  | { action: 'renew' }
  | { action: 'give_to_work'; contact: number }
  | { action: 'cancel' | 'return_to_not_in_work'; comment: string };

/**
 * One RFQ's action (PATCH rfq/{id}/<action>/), answered with the RFQ as it is now: its detail,
 * put into the cache as answered (the lists it moves between are read again). The action running
 * is the mutation's `variables` while it is pending.
 */
export function useRfqAction(id: number) {
  return useRoleWrite(
    (role, input: ActionInput) => applyRfqAction(role, id, input),
    async (role, updated) => {
      queryClient.setQueryData(queryKeys.rfq.one(role, id), updated);
      await invalidateRfqLists(role);
    },
  );
}

function applyRfqAction(role: string, id: number, input: ActionInput): Promise<RfqDetail> {
  const options = { params: { role, id }, successMessage: ACTION_MESSAGE[input.action] };
  switch (input.action) {
    case 'get_in_work':
      return call(rfqEndpoints.getInWork, options);
    case 'give_to_work':
      return call(rfqEndpoints.giveToWork, { ...options, body: { contact_id: input.contact } });
    case 'finish':
      return call(rfqEndpoints.finish, options);
    case 'cancel':
      return call(rfqEndpoints.cancel, { ...options, body: { comment: input.comment } });
    case 'renew':
      return call(rfqEndpoints.renew, options);
    case 'return_to_not_in_work':
      return call(rfqEndpoints.returnToNotInWork, { ...options, body: { comment: input.comment } });
  }
}

/** The actions offered on many RFQs at once (quoting is one RFQ at a time, from its page). */
type BulkActionInput = Exclude<ActionInput, { action: 'finish' }>;

/**
 * The bulk version of an action: all-or-nothing on the server (a 400 BulkRefusal names each RFQ
 * that may not move, and nothing moves), renewing too (get_from_archive_many, ours: the spec
 * names no bulk renewal, and one by one it stopped halfway at the first refusal).
 */
export function useBulkAction() {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: ({ ids, input }: { ids: readonly number[]; input: BulkActionInput }) =>
      applyBulkAction(role, ids, input),
    // The page moves the RFQs on its own page (it knows where they went), then reads the lists.
  });
}

async function applyBulkAction(
  role: string,
  ids: readonly number[],
  input: BulkActionInput,
): Promise<RfqListItem[]> {
  const result = await bulkCall(role, [...ids], input);
  return result.results;
}

function bulkCall(role: string, rfqs: number[], input: BulkActionInput): Promise<BulkResult> {
  const options = { params: { role }, successMessage: ACTION_MESSAGE[input.action] };
  switch (input.action) {
    case 'get_in_work':
      return call(rfqEndpoints.getInWorkMany, { ...options, body: { rfqs } });
    case 'give_to_work':
      return call(rfqEndpoints.giveToWorkMany, {
        ...options,
        body: { rfqs, contact: input.contact },
      });
    case 'cancel':
      return call(rfqEndpoints.cancelMany, { ...options, body: { rfqs, comment: input.comment } });
    case 'return_to_not_in_work':
      return call(rfqEndpoints.returnToNotInWorkMany, {
        ...options,
        body: { rfqs, comment: input.comment },
      });
    case 'renew':
      return call(rfqEndpoints.renewMany, { ...options, body: { rfqs } });
  }
}

export const BULK_ACTIONS: readonly RfqAction[] = [
  'get_in_work',
  'give_to_work',
  'return_to_not_in_work',
  'cancel',
  'renew',
];

// ---------------------------------------------------------------- positions

/**
 * A write to the RFQ's positions that answers nothing the RFQ page keeps: `send` makes the call
 * under the role; the RFQ (its positions) and the lists (their counts) are read again after it.
 */
function usePositionsWrite<V, T>(rfqId: number, send: (role: string, input: V) => Promise<T>) {
  return useRoleWrite(send, (role) => refreshRfq(role, rfqId));
}

export function useAddPositions(rfqId: number) {
  return usePositionsWrite(rfqId, (role, positions: PositionInput[]) =>
    call(rfqEndpoints.addPositions, {
      params: { role, id: rfqId },
      body: { positions_list: positions },
      successMessage: MESSAGES.updated,
    }),
  );
}

/** A position's change; the offer being chosen is `variables.patch.chosen_offer` while pending. */
export function useUpdatePosition(rfqId: number) {
  return useRoleWrite(
    (role, { positionId, patch }: { positionId: number; patch: PositionUpdate }) =>
      call(rfqEndpoints.updatePosition, {
        params: { role, id: rfqId, positionId },
        body: patch,
        successMessage: MESSAGES.updated,
      }),
    async (role, updated, { positionId }) => {
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
    },
  );
}

export function useDeletePosition(rfqId: number) {
  return usePositionsWrite(rfqId, (role, positionId: number) =>
    call(rfqEndpoints.removePosition, {
      params: { role, id: rfqId, positionId },
      successMessage: MESSAGES.updated,
    }),
  );
}

/** 'Need offers' for a position of the RFQ (PATCH position/{id}/need_offers/). */
export function useRequestOffers(rfqId: number) {
  return useEndpointMutation(rfqEndpoints.needOffers, {
    request: ({ positionId, comment }: { positionId: number; comment: string }) => ({
      id: positionId,
      body: { comment },
    }),
    successMessage: MESSAGES.updated,
    onSuccess: (role) => refreshRfq(role, rfqId),
  });
}

export function useHistoricalPrices(partNumber: string | null) {
  return useEndpointQuery(
    rfqEndpoints.historicalKpPositions,
    (role) => queryKeys.rfq.historical(role, partNumber ?? ''),
    { query: { part_number: partNumber ?? '' }, enabled: !!partNumber, staleTime: 60_000 },
  );
}

// ---------------------------------------------------------------- offers

/** Every offer of a position's group (alternates included), all pages. */
export function fetchPositionOffers(role: string, positionId: number, signal?: AbortSignal) {
  return fetchAllPages(
    (page, pageSize, pageSignal) =>
      call(offerEndpoints.list, {
        params: { role },
        query: { position: positionId, page, page_size: pageSize },
        signal: pageSignal,
      }),
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

/** The offers and every open RFQ (a position's offers count and chosen offer may have changed). */
function refreshOffersAndRfqs(role: string) {
  return Promise.all([
    refreshOffers(role),
    queryClient.invalidateQueries({ queryKey: ['rfq', role, 'one'] }),
  ]);
}

export function useCreateOffer() {
  return useEndpointMutation(offerEndpoints.create, {
    request: (offer: OfferCreate) => ({ body: offer }),
    successMessage: MESSAGES.created,
    onSuccess: refreshOffersAndRfqs,
  });
}

export function useUpdateOffer() {
  return useEndpointMutation(offerEndpoints.update, {
    request: ({ id, patch }: { id: number; patch: OfferUpdate }) => ({ id, body: patch }),
    successMessage: MESSAGES.edited,
    onSuccess: refreshOffers,
  });
}

/** Reactivate (`active`) or deactivate an offer, with the comment when one was typed. */
export function useSetOfferActive() {
  return useRoleWrite(
    (role, { id, active, comment }: { id: number; active: boolean; comment: string }) =>
      call(active ? offerEndpoints.activate : offerEndpoints.deactivate, {
        params: { role, id },
        body: comment ? { comment } : {},
        successMessage: MESSAGES.updated,
      }),
    refreshOffersAndRfqs,
  );
}

export function useOfferHistory(id: number) {
  return useEndpointQuery(offerEndpoints.history, (role) => queryKeys.offer.history(role, id), {
    id,
    staleTime: 0,
  });
}

// ---------------------------------------------------------------- the builder's settings

export function useCurrencyRates() {
  return useEndpointQuery(settingEndpoints.currencyRate, queryKeys.setting.currencyRate, {
    // Spec §8: a failed rates load says 'RATES not loading'.
    failureMessage: FAILURES.ratesNotLoading,
  });
}

/** Our margin steps: internal, so only for those who price (`enabled`); a client gets 403. */
export function useMargins(enabled: boolean) {
  return useEndpointQuery(settingEndpoints.margin, queryKeys.setting.margin, { enabled });
}

export function useTransportMargin(enabled: boolean) {
  return useEndpointQuery(settingEndpoints.transportMargin, queryKeys.setting.transportMargin, {
    enabled,
  });
}

export function useTextConditions(companyId: number | null) {
  return useEndpointQuery(
    homeEndpoints.textCondition,
    (role) => queryKeys.textConditions(role, companyId ?? 0),
    { query: { company: companyId ?? undefined }, enabled: companyId !== null },
  );
}

export function useCompanyDetail(companyId: number | null) {
  return useEndpointQuery(
    companyEndpoints.one,
    (role) => queryKeys.company.one(role, companyId ?? 0),
    { id: companyId ?? 0, enabled: companyId !== null && companyId > 0, staleTime: 60_000 },
  );
}

// ---------------------------------------------------------------- pickers

/** company_selector as combobox items. */
export function companyItems(role: string) {
  return {
    queryKey: (search: string) => queryKeys.companySelector(role, search),
    fetchItems: async (search: string, signal: AbortSignal): Promise<ComboItem[]> => {
      const list = await call(companyEndpoints.selector, {
        params: { role },
        query: { search },
        signal,
      });
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
  return useEndpointQuery(
    contactEndpoints.selector,
    (role) => queryKeys.contactSelector(role, ''),
    {
      staleTime: 60_000,
    },
  );
}
