import { useState, type FormEvent } from 'react';
import { REQUIRED } from '../../../src-shared/api/common.ts';
import {
  offerCreateSchema,
  offerUpdateSchema,
  type SupplierOffer,
} from '../../../src-shared/api/offer.ts';
import { isApiError } from '../../api/client.ts';
import { Combobox, type ComboItem } from '../../components/Combobox.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { FormError, SelectField, TextAreaField, TextField } from '../../components/Field.tsx';
import { useForm } from '../../lib/useForm.ts';
import { useBaseInfo } from '../../session/reference.ts';
import { useRoleUrl } from '../../stores/session.ts';
import { refOptions } from '../company/options.ts';
import { companyItems, createOffer, updateOffer } from './api.ts';
import { parseDecimal } from './quotation/draft.ts';
import { FormFooter } from '../../components/FormFooter.tsx';

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
  const { values, errors, set } = form;
  const supplier = values.supplier;
  const [supplierError, setSupplierError] = useState<string[] | undefined>();
  const [saving, setSaving] = useState(false);
  const companies = companyItems(role);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!supplier) {
      setSupplierError([REQUIRED]);
      return;
    }
    const full = body(values);
    setSaving(true);
    try {
      if (offer) {
        const before = body(start);
        const changed = Object.fromEntries(
          Object.entries(full).filter(
            ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key]),
          ),
        );
        if (Object.keys(changed).length === 0) {
          onClose();
          return;
        }
        const patch = form.validate(offerUpdateSchema, changed, ['condition', 'currency']);
        if (!patch) return;
        await updateOffer(role, offer.id, patch);
      } else {
        const created = form.validate(offerCreateSchema, full, ['condition', 'currency']);
        if (!created) return;
        await createOffer(role, created);
      }
      form.saved();
      onClose();
    } catch (error) {
      form.showFailure(error);
      if (isApiError(error) && error.fieldErrors.company) {
        setSupplierError(error.fieldErrors.company);
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      title={offer ? `Offer from ${offer.company.name}` : 'New offer'}
      onClose={onClose}
      busy={saving}
      width={720}
      testId="offer-dialog"
      guard={form.guard}
      footer={
        <FormFooter
          formId="offer-form"
          submitLabel={offer ? 'Save offer' : 'Create offer'}
          saving={saving}
          onCancel={onClose}
        />
      }
    >
      <form id="offer-form" className="form-grid form-grid-3" onSubmit={submit} noValidate>
        <FormError message={form.formError} />
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
        <TextField
          label="Part number"
          name="part_number"
          required
          value={values.part_number}
          onChange={(v) => set('part_number', v)}
          error={errors.part_number}
        />
        <SelectField
          label="Condition"
          name="condition"
          required
          placeholder="Choose"
          options={refOptions(baseInfo.data?.condition, true)}
          value={values.condition}
          onChange={(v) => set('condition', v)}
          error={errors.condition}
        />
        <TextField
          label="Quantity"
          name="quantity"
          inputMode="numeric"
          required
          value={values.quantity}
          onChange={(v) => set('quantity', v)}
          error={errors.quantity}
        />
        <TextField
          label="Lead time, days"
          name="lead_time_days"
          inputMode="numeric"
          required
          value={values.lead_time_days}
          onChange={(v) => set('lead_time_days', v)}
          error={errors.lead_time_days}
        />
        <TextField
          label="Price"
          name="price"
          inputMode="decimal"
          required
          value={values.price}
          onChange={(v) => set('price', v)}
          error={errors.price}
        />
        <SelectField
          label="Currency"
          name="currency"
          required
          placeholder="Choose"
          options={(baseInfo.data?.currency ?? []).map((c) => ({
            value: String(c.id),
            label: c.code ?? c.name,
          }))}
          value={values.currency}
          onChange={(v) => set('currency', v)}
          error={errors.currency}
        />
        <TextField
          label="Valid until"
          name="valid_until"
          type="date"
          value={values.valid_until}
          onChange={(v) => set('valid_until', v)}
          error={errors.valid_until}
        />
        <SelectField
          label="Certificate"
          name="certificate"
          placeholder="None"
          options={refOptions(baseInfo.data?.certificate_type)}
          value={values.certificate}
          onChange={(v) => set('certificate', v)}
          error={errors.certificate}
        />
        <TextField
          className="span-2"
          label="Location"
          name="location"
          value={values.location}
          onChange={(v) => set('location', v)}
          error={errors.location}
        />
        <TextAreaField
          className="span-3"
          label="Comment"
          name="comment"
          rows={2}
          value={values.comment}
          onChange={(v) => set('comment', v)}
          error={errors.comment}
        />
      </form>
    </Dialog>
  );
}
