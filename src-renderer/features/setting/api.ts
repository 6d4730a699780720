/**
 * Settings (spec §7 "Settings"): reads, and writes whose answer (the record as stored) replaces
 * the cached one, not fetched again. Margin and transport steps go into the cached steps every
 * quotation prices from.
 */
import { useMutation } from '@tanstack/react-query';
import {
  BASE_SETTINGS_ID,
  settingEndpoints,
  type BaseSettingsUpdate,
  type CurrencyRates,
  type CurrencyRatesUpdate,
  type MarginWrite,
  type SaleTypeMargin,
  type TransportMargin,
  type TransportMarginWrite,
  type WarrantiesUpdate,
} from '../../../src-shared/api/setting.ts';
import {
  messagingEndpoints,
  type MessagingSettingsUpdate,
} from '../../../src-shared/api/messaging.ts';
import { FAILURES, MESSAGES } from '../../../src-shared/domain/constants.ts';
import { useEndpointMutation } from '../../api/endpointMutation.ts';
import { useEndpointQuery } from '../../api/endpointQuery.ts';
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

/** The transport steps, written whole; the answer replaces the cached steps quotations price from. */
export function useSaveTransportMargin() {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (input: { body: TransportMarginWrite; create: boolean }) =>
      call(
        input.create
          ? settingEndpoints.createTransportMargin
          : settingEndpoints.updateTransportMargin,
        { params: { role }, body: input.body, successMessage: MESSAGES.updated },
      ),
    onSuccess: (saved) =>
      queryClient.setQueryData<TransportMargin>(queryKeys.setting.transportMargin(role), saved),
  });
}

/** Rates entered by hand; the answer replaces the cached rates every quotation converts with. */
export function useSaveCurrencyRates() {
  return useEndpointMutation(settingEndpoints.updateCurrencyRates, {
    request: (body: CurrencyRatesUpdate) => ({ body }),
    successMessage: MESSAGES.updated,
    onSuccess: (role, saved) =>
      queryClient.setQueryData<CurrencyRates>(queryKeys.setting.currencyRate(role), saved),
  });
}

const keys = {
  base: (role: string) => ['setting', role, 'base_settings'] as const,
  delivery: (role: string) => ['setting', role, 'delivery_time'] as const,
  warranty: (role: string) => ['setting', role, 'warranty_terms'] as const,
  messaging: (role: string) => ['setting', role, 'messaging'] as const,
};

export function useMessagingSettings() {
  return useEndpointQuery(messagingEndpoints.settings, keys.messaging);
}

export function useUpdateMessagingSettings() {
  return useEndpointMutation(messagingEndpoints.updateSettings, {
    request: (patch: MessagingSettingsUpdate) => ({ body: patch }),
    successMessage: MESSAGES.updated,
    onSuccess: (role, saved) => queryClient.setQueryData(keys.messaging(role), saved),
  });
}

export function useBaseSettings() {
  return useEndpointQuery(settingEndpoints.baseSettings, keys.base, { id: BASE_SETTINGS_ID });
}

export function useDeliveryTime() {
  return useEndpointQuery(settingEndpoints.deliveryTime, keys.delivery);
}

export function useWarrantyTerms() {
  return useEndpointQuery(settingEndpoints.warrantyTerms, keys.warranty);
}

/** Spec §8: base settings, delivery and warranty updates that fail say 'Server error'. */
const SETTINGS_FAILURE = { successMessage: MESSAGES.updated, failureMessage: FAILURES.serverError };

export function useUpdateBaseSettings() {
  return useEndpointMutation(settingEndpoints.updateBaseSettings, {
    id: BASE_SETTINGS_ID,
    request: (patch: BaseSettingsUpdate) => ({ body: patch }),
    ...SETTINGS_FAILURE,
    onSuccess: (role, saved) => queryClient.setQueryData(keys.base(role), saved),
  });
}

export function useUpdateDeliveryTime() {
  return useEndpointMutation(settingEndpoints.updateDeliveryTime, {
    ...SETTINGS_FAILURE,
    onSuccess: (role, saved) => queryClient.setQueryData(keys.delivery(role), saved),
  });
}

export function useUpdateWarranties() {
  return useEndpointMutation(settingEndpoints.updateManyWarranties, {
    request: (body: WarrantiesUpdate) => ({ body }),
    ...SETTINGS_FAILURE,
    onSuccess: (role, saved) => queryClient.setQueryData(keys.warranty(role), saved),
  });
}
