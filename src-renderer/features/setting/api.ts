/**
 * Settings (spec §7 "Settings"): reads, and writes whose answer (the record as stored) replaces
 * the cached one, not fetched again. Margin and transport steps go into the cached steps every
 * quotation prices from.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
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
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (body: CurrencyRatesUpdate) =>
      call(settingEndpoints.updateCurrencyRates, {
        params: { role },
        body,
        successMessage: MESSAGES.updated,
      }),
    onSuccess: (saved) =>
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
  const role = useRoleUrl();
  return useQuery({
    queryKey: keys.messaging(role),
    queryFn: ({ signal }) => call(messagingEndpoints.settings, { params: { role }, signal }),
    enabled: !!role,
  });
}

export function useUpdateMessagingSettings() {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (patch: MessagingSettingsUpdate) =>
      call(messagingEndpoints.updateSettings, {
        params: { role },
        body: patch,
        successMessage: MESSAGES.updated,
      }),
    onSuccess: (saved) => queryClient.setQueryData(keys.messaging(role), saved),
  });
}

export function useBaseSettings() {
  const role = useRoleUrl();
  return useQuery({
    queryKey: keys.base(role),
    queryFn: ({ signal }) =>
      call(settingEndpoints.baseSettings, { params: { role, id: BASE_SETTINGS_ID }, signal }),
    enabled: !!role,
  });
}

export function useDeliveryTime() {
  const role = useRoleUrl();
  return useQuery({
    queryKey: keys.delivery(role),
    queryFn: ({ signal }) => call(settingEndpoints.deliveryTime, { params: { role }, signal }),
    enabled: !!role,
  });
}

export function useWarrantyTerms() {
  const role = useRoleUrl();
  return useQuery({
    queryKey: keys.warranty(role),
    queryFn: ({ signal }) => call(settingEndpoints.warrantyTerms, { params: { role }, signal }),
    enabled: !!role,
  });
}

/** Spec §8: base settings, delivery and warranty updates that fail say 'Server error'. */
const SETTINGS_FAILURE = { successMessage: MESSAGES.updated, failureMessage: FAILURES.serverError };

export function useUpdateBaseSettings() {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (patch: BaseSettingsUpdate) =>
      call(settingEndpoints.updateBaseSettings, {
        params: { id: BASE_SETTINGS_ID },
        body: patch,
        ...SETTINGS_FAILURE,
      }),
    onSuccess: (saved) => queryClient.setQueryData(keys.base(role), saved),
  });
}

export function useUpdateDeliveryTime() {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (patch: { warehouse_company?: number; quotation_company?: number }) =>
      call(settingEndpoints.updateDeliveryTime, {
        params: { role },
        body: patch,
        ...SETTINGS_FAILURE,
      }),
    onSuccess: (saved) => queryClient.setQueryData(keys.delivery(role), saved),
  });
}

export function useUpdateWarranties() {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (body: WarrantiesUpdate) =>
      call(settingEndpoints.updateManyWarranties, {
        params: { role },
        body,
        ...SETTINGS_FAILURE,
      }),
    onSuccess: (saved) => queryClient.setQueryData(keys.warranty(role), saved),
  });
}
