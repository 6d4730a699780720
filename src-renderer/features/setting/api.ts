/**
 * Settings writes (spec §7 "PATCH and POST margin/"). The answer is the sale type's steps as
 * stored: it replaces that sale type in the cached margins every quotation prices from.
 */
import { useMutation } from '@tanstack/react-query';
import {
  settingEndpoints,
  type MarginWrite,
  type SaleTypeMargin,
} from '../../../src-shared/api/setting.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { call } from '../../api/http.ts';
import { queryClient } from '../../api/queryClient.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRoleUrl } from '../../stores/session.ts';

export function useSaveMargin() {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (input: { body: MarginWrite; create: boolean }) =>
      call(input.create ? settingEndpoints.createMargin : settingEndpoints.updateMargin, {
        params: { role },
        body: input.body,
        successMessage: MESSAGES.updated,
      }),
    onSuccess: (saved) =>
      queryClient.setQueryData<SaleTypeMargin[]>(queryKeys.setting.margin(role), (margins) =>
        margins?.map((margin) => (margin.sale_type.id === saved.sale_type.id ? saved : margin)),
      ),
  });
}
