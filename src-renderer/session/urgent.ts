/**
 * What is overdue now by the AOG response clock (GET home/urgent/), for the shell: asked every
 * minute while the app is in front, by staff who take RFQs or need-offer positions to work.
 */
import { useQuery } from '@tanstack/react-query';
import { urgentEndpoints } from '../../src-shared/api/urgent.ts';
import { can, type Area } from '../../src-shared/domain/permissions.ts';
import { call } from '../api/http.ts';
import { usePowers, useRoles, useRoleUrl } from '../stores/session.ts';

const POLL_MS = 60_000;

export function useUrgent() {
  const role = useRoleUrl();
  const roles = useRoles();
  const { isClient } = usePowers();
  const watches = !isClient && (can(roles, 'rfq') || can(roles, 'need_offer'));
  return useQuery({
    queryKey: ['home', role, 'urgent'],
    queryFn: ({ signal }) => call(urgentEndpoints.overdue, { params: { role }, signal }),
    refetchInterval: POLL_MS,
    staleTime: POLL_MS / 2,
    retry: false,
    enabled: watches && !!role,
  });
}

/** The overdue count the sidebar shows beside an area, if any. */
export function overdueOf(
  urgent: ReturnType<typeof useUrgent>['data'],
  area: Area,
): number | undefined {
  if (!urgent) return undefined;
  if (area === 'rfq') return urgent.rfqs.count;
  if (area === 'need_offer') return urgent.need_offers.count;
  return undefined;
}
