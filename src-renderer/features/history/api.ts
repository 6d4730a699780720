/**
 * The history calls (src-shared/api/history.ts): a record's, a person's, a person's last days.
 * Read fresh each time they are shown: the trail grows with every write.
 */
import { queryOptions } from '@tanstack/react-query';
import type { RecordHistoryModel } from '../../../src-shared/domain/audit.ts';
import { historyEndpoints } from '../../../src-shared/api/history.ts';
import type { Area } from '../../../src-shared/domain/permissions.ts';
import type { PageSize } from '../../../src-shared/domain/constants.ts';
import { call } from '../../api/http.ts';
import { pageQuery } from '../../api/pageQuery.ts';

export interface HistoryPage {
  page: number;
  pageSize: PageSize;
}

export const historyQueries = {
  record: (
    role: string,
    model: RecordHistoryModel,
    id: number,
    at: HistoryPage,
    enabled: boolean,
  ) =>
    pageQuery(
      role,
      ['history', role, 'record', model, id, at] as const,
      ({ signal }) =>
        call(historyEndpoints.recordHistory, {
          params: { role, model, id },
          query: { page: at.page, page_size: at.pageSize },
          signal,
        }),
      enabled && id > 0,
    ),
  contact: (role: string, contactId: number, at: HistoryPage, actionType: Area | undefined) =>
    pageQuery(
      role,
      ['history', role, 'contact', contactId, at, actionType ?? null] as const,
      ({ signal }) =>
        call(historyEndpoints.contactHistory, {
          params: { role, id: contactId },
          query: { page: at.page, page_size: at.pageSize, action_type: actionType },
          signal,
        }),
      contactId > 0,
    ),
  recent: (role: string, contactId: number, days: number) =>
    queryOptions({
      queryKey: ['history', role, 'recent', contactId, days] as const,
      queryFn: ({ signal }) =>
        call(historyEndpoints.shortHistory, {
          params: { role, id: contactId },
          query: { days },
          signal,
        }),
      staleTime: 0,
      enabled: !!role && contactId > 0,
    }),
};
