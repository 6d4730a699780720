/**
 * Need-offer lists and end positions (src-shared/api/end-position.ts): the list of a tab, the
 * ILS request list and its export, and the bulk actions (all or nothing: a refusal is a 400 with
 * a reason per row, shown by RefusalPanel).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  endPositionEndpoints,
  ILS_EXPORT_FILE,
  type EndPositionBulkResult,
} from '../../../src-shared/api/end-position.ts';
import { pathOf } from '../../../src-shared/api/endpoint.ts';
import { END_POSITION_ACTION_MESSAGE } from '../../../src-shared/domain/end-position.ts';
import { bridge } from '../../bridge.ts';
import { useEndpointQuery } from '../../api/endpointQuery.ts';
import { call } from '../../api/http.ts';
import { pageQuery } from '../../api/pageQuery.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { notify } from '../../stores/notifications.ts';
import { useRoleUrl } from '../../stores/session.ts';
import type { NeedOfferListParams } from './listQuery.ts';

/** The codec sends the tab as `list`; the server reads it as `tab`. */
export function useNeedOfferList({ list, ...rest }: NeedOfferListParams) {
  const role = useRoleUrl();
  const query = { ...rest, tab: list };
  return useQuery(
    pageQuery(role, queryKeys.endPosition.list(role, query), ({ signal }) =>
      call(endPositionEndpoints.list, { params: { role }, query, signal }),
    ),
  );
}

export function useIlsRequests() {
  return useEndpointQuery(endPositionEndpoints.ilsRequests, queryKeys.endPosition.ils, {
    staleTime: 0,
  });
}

/** What a bulk action needs besides the rows. */
export type BulkInput =
  | { action: 'get_in_work' | 'return_to_not_in_work' | 'pipeline' | 'request_ils' }
  | { action: 'end_search'; comment: string }
  | { action: 'give_to_work'; contact: number };

function bulkCall(
  role: string,
  ids: readonly number[],
  input: BulkInput,
): Promise<EndPositionBulkResult> {
  const end_positions = [...ids];
  const options = { params: { role }, successMessage: END_POSITION_ACTION_MESSAGE[input.action] };
  switch (input.action) {
    case 'get_in_work':
      return call(endPositionEndpoints.getInWorkMany, { ...options, body: { end_positions } });
    case 'return_to_not_in_work':
      return call(endPositionEndpoints.returnToNotInWorkMany, {
        ...options,
        body: { end_positions },
      });
    case 'end_search':
      return call(endPositionEndpoints.endSearchMany, {
        ...options,
        body: { end_positions, comment: input.comment },
      });
    case 'give_to_work':
      return call(endPositionEndpoints.giveToWorkMany, {
        ...options,
        body: { end_positions, contact: input.contact },
      });
    case 'pipeline':
      return call(endPositionEndpoints.pipelineMany, { ...options, body: { end_positions } });
    case 'request_ils':
      return call(endPositionEndpoints.requestIlsMany, { ...options, body: { end_positions } });
  }
}

/** A bulk action on the chosen tasks; every need-offer query is read again after it. */
export function useBulkAction() {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: ({ ids, input }: { ids: readonly number[]; input: BulkInput }) =>
      bulkCall(role, ids, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.endPosition.all(role) }),
  });
}

/** Saves the ILS request list (CSV) where the user chooses, to upload to ILS by hand. */
export async function exportIlsRequests(role: string): Promise<void> {
  try {
    const outcome = await bridge().files.download({
      path: pathOf(endPositionEndpoints.ilsExport, { role }),
      suggestedName: ILS_EXPORT_FILE,
      filters: [{ name: 'CSV', extensions: ['csv'] }],
      operationId: `ils-export-${Date.now()}`,
    });
    if (!outcome.saved) {
      notify.info('Export cancelled');
      return;
    }
    notify.success(`Saved the ILS request list to ${outcome.path}`);
  } catch (error) {
    notify.error(
      `The ILS request list was not saved: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
