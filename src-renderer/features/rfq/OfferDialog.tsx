import { useState } from 'react';
import { REQUIRED } from '../../../src-shared/api/common.ts';
import {
  offerCreateSchema,
  offerUpdateSchema,
  type SupplierOffer,
} from '../../../src-shared/api/offer.ts';
import { isApiError } from '../../api/client.ts';
import { Combobox, type ComboItem } from '../../components/Combobox.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/Field.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useForm } from '../../lib/useForm.ts';
import { useBaseInfo } from '../../session/reference.ts';
import { useRoleUrl } from '../../stores/session.ts';
import { refOptions } from '../company/options.ts';
import { companyItems, createOffer, updateOffer } from './api.ts';
import { parseDecimal } from './quotation/draft.ts';

function valuesOf(offer: SupplierOffer | null, partNumber: string) {
  return {
    supplier: (offer ? offer.company : null) as ComboItem | null,
    part_number: offer?.inventory.part_number ?? partNumber,
    condition: offer ? String(offer.condition.id) : '',
    quantity: offer ? String(offer.quantity) : '1',
    price: offer ? String(offer.price) : '',
    currency: offer ? String(offer.currency.id) : '',
    lead_time_days: offer ? String(offer.lead_time_days) : '',
    valid_until: offer?.valid_until ?? '',
    certificate: offer?.certificate ? String(offer.certificate.id) : '',
    location: offer?.location ?? '',
    comment: offer?.comment ?? '',
  };
}

type Values = ReturnType<typeof valuesOf>;

function body(values: Values): Record<string, unknown> {
  const price = parseDecimal(values.price);
  return {
    part_number: values.part_number.trim(),
    company: values.supplier?.id,
    condition: values.condition === '' ? undefined : values.condition,
    quantity: values.quantity,
    price: Number.isNaN(price) ? values.price : price,
    currency: values.currency === '' ? undefined : values.currency,
    lead_time_days: values.lead_time_days,
    valid_until: values.valid_until === '' ? null : values.valid_until,
    certificate: values.certificate === '' ? null : values.certificate,
    location: values.location,
    comment: values.comment,
  };
}

/**
 * A supplier offer, new or edited (spec §7 "Offers": POST offer/, PATCH offer/{id}/). The part
 * number starts as the position's; an alternate may be typed. Edits send only what changed.
 */
export function OfferDialog({
  offer,
  partNumber,
  onClose,
}: {
  offer: SupplierOffer | null;
  partNumber: string;
  onClose: () => void;
}) {
  const role = useRoleUrl();
  const baseInfo = useBaseInfo();
  const [start] = useState(() => valuesOf(offer, partNumber));
  const form = useForm(start, { draft: offer ? `offer:${offer.id}` : `offer:new:${partNumber}` });
  const { values, set } = form;
  const supplier = values.supplier;
  const [supplierError, setSupplierError] = useState<string[] | undefined>();
  const companies = companyItems(role);

  async function save(): Promise<false | void> {
    if (!supplier) {
      setSupplierError([REQUIRED]);
      return false;
    }
    const full = body(values);
    if (!offer) {
      const created = form.validate(offerCreateSchema, full, ['condition', 'currency']);
      if (!created) return false;
      await createOffer(role, created);
      return;
    }
    const before = body(start);
    const changed = Object.fromEntries(
      Object.entries(full).filter(
        ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key]),
      ),
    );
    if (Object.keys(changed).length === 0) return;
    const patch = form.validate(offerUpdateSchema, changed, ['condition', 'currency']);
    if (!patch) return false;
    await updateOffer(role, offer.id, patch);
  }

  return (
    <FormDialog
      title={offer ? `Offer from ${offer.company.name}` : 'New offer'}
      testId="offer-dialog"
      width={720}
      submitLabel={offer ? 'Save offer' : 'Create offer'}
      form={form}
      onSave={save}
      onFailure={(error) => {
        if (isApiError(error) && error.fieldErrors.company) {
          setSupplierError(error.fieldErrors.company);
        }
      }}
      onClose={onClose}
      layout="grid-3"
    >
      <Combobox
        className="span-2"
        label="Supplier"
        required
        value={supplier}
        onChange={(item) => {
          set('supplier', item);
          setSupplierError(undefined);
        }}
        queryKey={companies.queryKey}
        fetchItems={companies.fetchItems}
        placeholder="Search companies…"
        error={supplierError}
      />
      <TextField label="Part number" required {...form.field('part_number')} />
      <SelectField
        label="Condition"
        required
        placeholder="Choose"
        options={refOptions(baseInfo.data?.condition, true)}
        {...form.field('condition')}
      />
      <TextField label="Quantity" inputMode="numeric" required {...form.field('quantity')} />
      <TextField
        label="Lead time, days"
        inputMode="numeric"
        required
        {...form.field('lead_time_days')}
      />
      <TextField label="Price" inputMode="decimal" required {...form.field('price')} />
      <SelectField
        label="Currency"
        required
        placeholder="Choose"
        options={(baseInfo.data?.currency ?? []).map((c) => ({
          value: String(c.id),
          label: c.code ?? c.name,
        }))}
        {...form.field('currency')}
      />
      <TextField label="Valid until" type="date" {...form.field('valid_until')} />
      <SelectField
        label="Certificate"
        placeholder="None"
        options={refOptions(baseInfo.data?.certificate_type)}
        {...form.field('certificate')}
      />
      <TextField className="span-2" label="Location" {...form.field('location')} />
      <TextAreaField className="span-3" label="Comment" rows={2} {...form.field('comment')} />
    </FormDialog>
  );
}
