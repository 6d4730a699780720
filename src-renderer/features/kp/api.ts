/**
 * Quotations (KP): create from the chosen offers, read, delete ('Quote deleted'), and create an
 * order from one ('Order created'), spec §7 "RFQ" and "Orders".
 */
import { useQuery } from '@tanstack/react-query';
import { KP_PATHS, type KpCreate, type KpDetail } from '../../../src-shared/api/kp.ts';
import { ORDER_PATHS, type OrderDetail } from '../../../src-shared/api/order.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { api } from '../../api/http.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRoleUrl } from '../../stores/session.ts';

export function useKp(rfqId: number, kpId: number) {
  const role = useRoleUrl();
  return useQuery({
    queryKey: queryKeys.kp.one(role, rfqId, kpId),
    queryFn: ({ signal }) => api.get<KpDetail>(KP_PATHS.one(role, rfqId, kpId), undefined, signal),
    enabled: !!role && rfqId > 0 && kpId > 0,
    staleTime: 0,
  });
}

function refreshRfq(role: string, rfqId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.rfq.one(role, rfqId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.rfq.lists(role) }),
  ]);
}

export async function createKp(role: string, rfqId: number, kp: KpCreate): Promise<KpDetail> {
  const created = await api.post<KpDetail>(KP_PATHS.list(role, rfqId), kp, {
    successMessage: MESSAGES.created,
  });
  queryClient.setQueryData(queryKeys.kp.one(role, rfqId, created.id), created);
  await refreshRfq(role, rfqId);
  return created;
}

export async function deleteKp(role: string, rfqId: number, kpId: number): Promise<void> {
  await api.delete(KP_PATHS.one(role, rfqId, kpId), { successMessage: MESSAGES.quoteDeleted });
  queryClient.removeQueries({ queryKey: queryKeys.kp.one(role, rfqId, kpId) });
  await refreshRfq(role, rfqId);
}

export async function createOrderFromKp(
  role: string,
  rfqId: number,
  kpId: number,
): Promise<OrderDetail> {
  const order = await api.post<OrderDetail>(
    ORDER_PATHS.createFromKp(role),
    { kp: kpId },
    { successMessage: MESSAGES.orderCreated },
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.kp.one(role, rfqId, kpId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.order.all(role) }),
    refreshRfq(role, rfqId),
  ]);
  return order;
}

/** After a PDF was attached to the KP on the server, its `has_file` changed. */
export function refreshKp(role: string, rfqId: number, kpId: number) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.kp.one(role, rfqId, kpId) });
}
