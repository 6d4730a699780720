import { useState } from 'react';
import type { z } from 'zod';
import {
  offerCreateSchema,
  offerUpdateSchema,
  type OfferUpdate,
  type SupplierOffer,
} from '../../../src-shared/api/offer.ts';
import type { ComboItem } from '../../components/Combobox.tsx';
import { SelectField, TextAreaField, DateField, TextField } from '../../components/Field.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useSchemaForm } from '../../lib/schemaForm.ts';
import { useBaseInfo } from '../../session/reference.ts';
import { useCreateOffer, useUpdateOffer } from '../rfq/api.ts';
import { CompanyCombobox } from '../rfq/CompanyCombobox.tsx';
import { parseDecimal } from '../rfq/quotation/draft.ts';
import { CertificateField, ConditionField } from '../shared-formChoices.tsx';

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

/** What an edit sends: the fields whose body differs from the offer's as it was. */
function changedBody(values: Values, start: Values): Record<string, unknown> {
  const full = body(values);
  const before = body(start);
  return Object.fromEntries(
    Object.entries(full).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key]),
    ),
  );
}

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
  const baseInfo = useBaseInfo();
  const [start] = useState(() => valuesOf(offer, partNumber));
  const form = useSchemaForm({
    initial: start,
    // A new offer is checked whole; an edit only in what changed, which is all it sends.
    schema: offer ? offerUpdateSchema : offerCreateSchema,
    input: offer ? (values: Values) => changedBody(values, start) : body,
    required: ['supplier', 'condition', 'currency'],
    fieldOf: { company: 'supplier' },
    draft: offer ? `offer:${offer.id}` : `offer:new:${partNumber}`,
  });
  const create = useCreateOffer();
  const update = useUpdateOffer();

  async function save(parsed: OfferUpdate) {
    if (!offer) await create.mutateAsync(parsed as z.output<typeof offerCreateSchema>);
    else await update.mutateAsync({ id: offer.id, patch: parsed });
  }

  return (
    <FormDialog
      title={offer ? `Offer from ${offer.company.name}` : 'New offer'}
      testId="offer-dialog"
      width={720}
      submitLabel={offer ? 'Save offer' : 'Create offer'}
      form={form}
      onSave={save}
      // An edit that changed nothing closes without a call.
      unchanged={() => !!offer && Object.keys(changedBody(form.values, start)).length === 0}
      onClose={onClose}
      layout="grid-3"
    >
      <CompanyCombobox className="span-2" label="Supplier" {...form.field('supplier')} />
      <TextField label="Part number" required {...form.field('part_number')} />
      <ConditionField required placeholder="Choose" {...form.field('condition')} />
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
      <DateField label="Valid until" {...form.field('valid_until')} />
      <CertificateField placeholder="None" {...form.field('certificate')} />
      <TextField className="span-2" label="Location" {...form.field('location')} />
      <TextAreaField className="span-3" label="Comment" rows={2} {...form.field('comment')} />
    </FormDialog>
  );
}
