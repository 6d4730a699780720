import { useState } from 'react';
import {
  quotationSettingUpdateSchema,
  type QuotationSetting,
} from '../../../src-shared/api/company.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { CheckboxField, FormError, SelectField, TextField } from '../../components/Field.tsx';
import { useSchemaForm } from '../../lib/schemaForm.ts';
import { useBaseInfo } from '../../session/reference.ts';
import { notify } from '../../stores/notifications.ts';
import { usePowers, useRoleUrl } from '../../stores/session.ts';
import { updateQuotationSetting } from './api.ts';
import { refOptions } from './options.ts';

type FormValues = {
  kp_version: string;
  legal_entity: string;
  main_price_unit: string;
  vat: boolean;
  vat_value: string;
  logistics_on: boolean;
  include_transport_in_price: boolean;
  delivery_time: string;
  extra_margin: string;
};

export function valuesFromSetting(setting: QuotationSetting): FormValues {
  return {
    kp_version: String(setting.kp_version),
    legal_entity: setting.legal_entity ? String(setting.legal_entity.id) : '',
    main_price_unit: setting.main_price_unit ? String(setting.main_price_unit.id) : '',
    vat: setting.vat,
    vat_value: String(setting.vat_value),
    logistics_on: setting.logistics_on,
    include_transport_in_price: setting.include_transport_in_price,
    delivery_time: setting.delivery_time ? String(setting.delivery_time.id) : '',
    // Sent to the roles that price only (audience.ts): '' for anyone else, and not shown to them.
    extra_margin: String(setting.extra_margin ?? ''),
  };
}

/** Only what changed is sent (PATCH); selects' '' means "none" (legal entity may be cleared). */
export function changedFields(initial: FormValues, values: FormValues): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(values) as (keyof FormValues)[]) {
    if (values[key] === initial[key]) continue;
    const value = values[key];
    patch[key] = key === 'legal_entity' && value === '' ? null : value;
  }
  return patch;
}

const KP_VERSIONS = Array.from({ length: 10 }, (_, i) => ({
  value: String(i + 1),
  label: `Version ${i + 1}`,
}));

/** The company's quotation settings (spec §7: PATCH quotation_setting, 'Update Successful'). */
export function QuotationSettingForm({
  companyId,
  setting,
  readOnly,
}: {
  companyId: number;
  setting: QuotationSetting;
  readOnly: boolean;
}) {
  const role = useRoleUrl();
  const { seeCosts } = usePowers();
  const baseInfo = useBaseInfo();
  const [baseline, setBaseline] = useState(() => valuesFromSetting(setting));
  const form = useSchemaForm({
    initial: baseline,
    schema: quotationSettingUpdateSchema,
    // Only what changed is checked and sent.
    input: (typed: FormValues) => changedFields(baseline, typed),
    draft: readOnly ? null : `quotation-setting:${setting.id}`,
  });
  const { values, errors, set } = form;
  const saving = form.busy;
  const dirty = Object.keys(changedFields(baseline, values)).length > 0;

  const submit = form.submitWith(async (patch) => {
    const updated = await updateQuotationSetting(role, companyId, setting.id, patch);
    notify.success(MESSAGES.updated);
    const next = valuesFromSetting(updated);
    form.saved();
    setBaseline(next);
    form.reset(next);
  });

  const kpVersions = baseInfo.data?.kp_version?.length
    ? refOptions(baseInfo.data.kp_version)
    : KP_VERSIONS;

  return (
    <form className="card form-card" onSubmit={submit} noValidate aria-label="Quotation settings">
      <fieldset disabled={readOnly || saving} className="form-grid form-grid-3">
        <FormError message={form.formError} />
        <SelectField
          label="KP version"
          name="kp_version"
          placeholder={null}
          options={kpVersions}
          value={values.kp_version}
          onChange={(v) => set('kp_version', v)}
          error={errors.kp_version}
        />
        <SelectField
          label="Legal entity"
          name="legal_entity"
          placeholder="None"
          options={refOptions(baseInfo.data?.legal_entity)}
          value={values.legal_entity}
          onChange={(v) => set('legal_entity', v)}
          error={errors.legal_entity}
        />
        <SelectField
          label="Price currency"
          name="main_price_unit"
          placeholder={null}
          options={refOptions(baseInfo.data?.currency, true)}
          value={values.main_price_unit}
          onChange={(v) => set('main_price_unit', v)}
          error={errors.main_price_unit}
        />
        <SelectField
          label="Delivery time"
          name="delivery_time"
          placeholder={null}
          options={refOptions(baseInfo.data?.delivery_time)}
          value={values.delivery_time}
          onChange={(v) => set('delivery_time', v)}
          error={errors.delivery_time}
        />
        <TextField
          label="VAT, %"
          name="vat_value"
          type="number"
          inputMode="decimal"
          value={values.vat_value}
          onChange={(v) => set('vat_value', v)}
          error={errors.vat_value}
        />
        {seeCosts ? (
          <TextField
            label="Extra margin, %"
            name="extra_margin"
            type="number"
            inputMode="decimal"
            value={values.extra_margin}
            onChange={(v) => set('extra_margin', v)}
            error={errors.extra_margin}
          />
        ) : null}
        <div className="checks span-3">
          <CheckboxField
            label="VAT applies"
            name="vat"
            checked={values.vat}
            onChange={(v) => set('vat', v)}
            error={errors.vat}
          />
          <CheckboxField
            label="Logistics on"
            name="logistics_on"
            checked={values.logistics_on}
            onChange={(v) => set('logistics_on', v)}
            error={errors.logistics_on}
          />
          <CheckboxField
            label="Include transport in price"
            name="include_transport_in_price"
            checked={values.include_transport_in_price}
            onChange={(v) => set('include_transport_in_price', v)}
            error={errors.include_transport_in_price}
          />
        </div>
      </fieldset>
      {readOnly ? null : (
        <div className="form-actions">
          <button
            type="button"
            className="button"
            disabled={!dirty || saving}
            onClick={() => form.reset(baseline)}
          >
            Discard changes
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save quotation settings'}
          </button>
        </div>
      )}
    </form>
  );
}
