/**
 * Quotations (KP): create from the chosen offers, read, delete ('Quote deleted'), and create an
 * order from one ('Order created'), spec §7 "RFQ" and "Orders". Each call is a declared endpoint
 * (src-shared/api/kp.ts, order.ts); a write's answer goes into the cache as it came.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { kpEndpoints, type KpCreate } from '../../../src-shared/api/kp.ts';
import { orderEndpoints } from '../../../src-shared/api/order.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { call } from '../../api/http.ts';
import { useRoleWrite } from '../../api/roleWrite.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRoleUrl } from '../../stores/session.ts';

const kpQueries = {
  one: (role: string, rfqId: number, kpId: number) =>
    queryOptions({
      queryKey: queryKeys.kp.one(role, rfqId, kpId),
      queryFn: ({ signal }) => call(kpEndpoints.one, { params: { role, id: rfqId, kpId }, signal }),
      enabled: !!role && rfqId > 0 && kpId > 0,
      staleTime: 0,
    }),
};

export function useKp(rfqId: number, kpId: number) {
  return useQuery(kpQueries.one(useRoleUrl(), rfqId, kpId));
}

function refreshRfq(role: string, rfqId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.rfq.one(role, rfqId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.rfq.lists(role) }),
  ]);
}

/** A KP from the RFQ's chosen offers; the created KP is cached as answered. */
export function useCreateKp(rfqId: number) {
  return useRoleWrite(
    (role, kp: KpCreate) =>
      call(kpEndpoints.create, {
        params: { role, id: rfqId },
        body: kp,
        successMessage: MESSAGES.created,
      }),
    async (role, created) => {
      queryClient.setQueryData(queryKeys.kp.one(role, rfqId, created.id), created);
      await refreshRfq(role, rfqId);
    },
  );
}

/** 'Quote deleted': the KP leaves the cache, its RFQ is read again (its KP list changed). */
export function useDeleteKp(rfqId: number) {
  return useRoleWrite(
    (role, kpId: number) =>
      call(kpEndpoints.remove, {
        params: { role, id: rfqId, kpId },
        successMessage: MESSAGES.quoteDeleted,
      }),
    async (role, _, kpId) => {
      queryClient.removeQueries({ queryKey: queryKeys.kp.one(role, rfqId, kpId) });
      await refreshRfq(role, rfqId);
    },
  );
}

/** 'Order created' from a KP: the order is cached as answered; the KP now names its order. */
export function useCreateOrderFromKp(rfqId: number, kpId: number) {
  return useRoleWrite(
    (role) =>
      call(orderEndpoints.createFromKp, {
        params: { role },
        body: { kp: kpId },
        successMessage: MESSAGES.orderCreated,
      }),
    async (role, order) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.kp.one(role, rfqId, kpId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.order.all(role) }),
        refreshRfq(role, rfqId),
      ]);
      queryClient.setQueryData(queryKeys.order.one(role, order.id), order);
    },
  );
}

/** After a PDF was attached to the KP on the server, its `has_file` changed. */
export function refreshKp(role: string, rfqId: number, kpId: number) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.kp.one(role, rfqId, kpId) });
}
