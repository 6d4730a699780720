import { useState } from 'react';
import {
  quotationSettingUpdateSchema,
  type QuotationSetting,
} from '../../../src-shared/api/company.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import {
  CheckboxField,
  FormError,
  SelectField,
  TextField,
  type Option,
} from '../../components/Field.tsx';
import { useSchemaForm } from '../../lib/schemaForm.ts';
import { useBaseInfo } from '../../session/reference.ts';
import { notify } from '../../stores/notifications.ts';
import { usePowers } from '../../stores/session.ts';
import { useUpdateQuotationSetting } from './api.ts';
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

function valuesFromSetting(setting: QuotationSetting): FormValues {
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
function changedFields(initial: FormValues, values: FormValues): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(values) as (keyof FormValues)[]) {
    if (values[key] === initial[key]) continue;
    const value = values[key];
    patch[key] = key === 'legal_entity' && value === '' ? null : value;
  }
  return patch;
}

/** One of the settings' selects: the field, its label, what none reads (null: none is no choice). */
interface ReferenceChoice {
  name: 'kp_version' | 'legal_entity' | 'main_price_unit' | 'delivery_time';
  label: string;
  placeholder: string | null;
  options: Option[];
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
  const updateSetting = useUpdateQuotationSetting(companyId, setting.id);
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
  const { values } = form;
  const saving = form.busy || updateSetting.isPending;
  const dirty = Object.keys(changedFields(baseline, values)).length > 0;

  const submit = form.submitWith(async (patch) => {
    const updated = await updateSetting.mutateAsync(patch);
    notify.success(MESSAGES.updated);
    const next = valuesFromSetting(updated);
    form.saved();
    setBaseline(next);
    form.reset(next);
  });

  const kpVersions = baseInfo.data?.kp_version?.length
    ? refOptions(baseInfo.data.kp_version)
    : KP_VERSIONS;

  // The settings' four choices from the reference lists; only the legal entity may be none.
  const choices: ReferenceChoice[] = [
    { name: 'kp_version', label: 'KP version', placeholder: null, options: kpVersions },
    {
      name: 'legal_entity',
      label: 'Legal entity',
      placeholder: 'None',
      options: refOptions(baseInfo.data?.legal_entity),
    },
    {
      name: 'main_price_unit',
      label: 'Price currency',
      placeholder: null,
      options: refOptions(baseInfo.data?.currency, true),
    },
    {
      name: 'delivery_time',
      label: 'Delivery time',
      placeholder: null,
      options: refOptions(baseInfo.data?.delivery_time),
    },
  ];

  return (
    <form className="card form-card" onSubmit={submit} noValidate aria-label="Quotation settings">
      <fieldset disabled={readOnly || saving} className="form-grid form-grid-3">
        <FormError message={form.formError} />
        {choices.map(({ name, ...select }) => (
          <SelectField key={name} {...select} {...form.field(name)} />
        ))}
        <TextField label="VAT, %" type="number" inputMode="decimal" {...form.field('vat_value')} />
        {seeCosts ? (
          <TextField
            label="Extra margin, %"
            type="number"
            inputMode="decimal"
            {...form.field('extra_margin')}
          />
        ) : null}
        <div className="checks span-3">
          <CheckboxField label="VAT applies" {...form.checkbox('vat')} />
          <CheckboxField label="Logistics on" {...form.checkbox('logistics_on')} />
          <CheckboxField
            label="Include transport in price"
            {...form.checkbox('include_transport_in_price')}
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
