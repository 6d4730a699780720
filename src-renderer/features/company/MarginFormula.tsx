/**
 * The company's margin formula (spec §2), as the pricing module applies it
 * (src-shared/domain/pricing.ts): the step margin of the RFQ's sale type, by unit cost in USD,
 * plus the company's extra margin in percentage points. The extra margin is the company's own
 * part: it is set, changed and removed (0) here, through the quotation setting.
 */
import { useState } from 'react';
import { z } from 'zod';
import {
  COMPANY_MESSAGES,
  quotationSettingUpdateSchema,
  type CompanyDetail,
} from '../../../src-shared/api/company.ts';
import type { SaleTypeMargin } from '../../../src-shared/api/setting.ts';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { TextField } from '../../components/Field.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';
import { formatPercent } from '../../lib/format.ts';
import { useSchemaForm } from '../../lib/schemaForm.ts';
import { notify } from '../../stores/notifications.ts';
import { usePowers } from '../../stores/session.ts';
import { useMargins } from '../rfq/api.ts';
import { useUpdateQuotationSetting } from './api.ts';
import { RemoveDialog } from './RemoveDialog.tsx';
import { IconAction } from '../../components/IconAction.tsx';

/** The extra margin alone, with the quotation setting's own check (0 to 100 %), required. */
const extraMarginSchema = z.object({
  extra_margin: quotationSettingUpdateSchema.shape.extra_margin.unwrap(),
});

/** What was typed, as a number when it reads as one (a decimal comma too); else as typed. */
function typedNumber(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : trimmed;
}

const usd = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function MarginFormulaCard({
  company,
  editable,
}: {
  company: CompanyDetail;
  editable: boolean;
}) {
  const updateSetting = useUpdateQuotationSetting(company.id, company.quotation_setting.id);
  const { readMargins } = usePowers();
  const margins = useMargins(readMargins);
  const [dialog, setDialog] = useState<'edit' | 'remove' | null>(null);
  const extra = company.quotation_setting.extra_margin;
  const close = () => setDialog(null);

  return (
    <section className="card" aria-labelledby="margin-title" data-testid="margin-formula">
      <div className="card-head">
        <h2 id="margin-title" className="card-title">
          Margin formula
        </h2>
        {editable ? (
          <span className="card-actions">
            {extra ? (
              <>
                <IconAction
                  icon="edit"
                  label="Edit extra margin"
                  onClick={() => setDialog('edit')}
                />
                <IconAction
                  icon="trash"
                  label="Remove extra margin"
                  onClick={() => setDialog('remove')}
                />
              </>
            ) : (
              <ActionButton
                small
                icon="plus"
                label="Add extra margin"
                onClick={() => setDialog('edit')}
              />
            )}
          </span>
        ) : null}
      </div>
      <p className="margin-formula">
        Margin = step margin of the sale type
        <span className="formula-plus">+</span>
        <strong data-testid="extra-margin">{formatPercent(extra)}</strong> extra for this company
      </p>
      {readMargins && margins.data?.length ? (
        <StepsTable margins={margins.data} extra={extra} />
      ) : null}
      {dialog === 'edit' ? <ExtraMarginDialog company={company} onClose={close} /> : null}
      {dialog === 'remove' ? (
        <RemoveDialog
          title="Remove the extra margin?"
          message={
            <>
              <p>
                Quotations for {company.name} will be priced with the step margins alone (extra
                margin {formatPercent(extra)} → 0 %).
              </p>
              <p>KPs already made keep their prices.</p>
            </>
          }
          confirmLabel="Remove extra margin"
          successMessage={COMPANY_MESSAGES.extraMarginRemoved}
          onRemove={() => updateSetting.mutateAsync({ extra_margin: 0 })}
          onClose={close}
          testId="remove-margin-dialog"
        />
      ) : null}
    </section>
  );
}

/** Each sale type's steps, with the company's extra margin added: what a quote will use. */
function StepsTable({ margins, extra }: { margins: SaleTypeMargin[]; extra: number }) {
  return (
    <table className="mini-table margin-steps" aria-label="Margin by sale type and unit cost">
      <thead>
        <tr>
          <th scope="col">Sale type</th>
          <th scope="col">Margin for this company, by unit cost in USD</th>
        </tr>
      </thead>
      <tbody>
        {margins.map((margin) => (
          <tr key={margin.sale_type.id}>
            <td>{margin.sale_type.name}</td>
            <td>
              <div className="margin-steps-cell">
                {margin.steps.map((step) => (
                  <span key={step.from} className="margin-step">
                    <span className="muted">from ${usd.format(step.from)}</span>{' '}
                    <strong>{formatPercent(step.percent + extra)}</strong>
                  </span>
                ))}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Set or change the extra margin ('Update Successful', as the quotation settings say it); what is
 * typed is kept as a draft until saved or discarded.
 */
function ExtraMarginDialog({ company, onClose }: { company: CompanyDetail; onClose: () => void }) {
  const updateSetting = useUpdateQuotationSetting(company.id, company.quotation_setting.id);
  const form = useSchemaForm({
    initial: { extra_margin: String(company.quotation_setting.extra_margin || '') },
    schema: extraMarginSchema,
    input: (values) => ({ extra_margin: typedNumber(values.extra_margin) }),
    required: ['extra_margin'],
    draft: `extra-margin:${company.id}`,
  });

  async function save(parsed: { extra_margin: number }) {
    await updateSetting.mutateAsync(parsed);
    notify.success(MESSAGES.updated);
  }

  return (
    <FormDialog
      title="Extra margin"
      testId="margin-dialog"
      width={420}
      submitLabel="Save extra margin"
      form={form}
      onSave={save}
      onClose={onClose}
      layout="stack"
    >
      <TextField
        label="Extra margin, %"
        required
        autoFocus
        inputMode="decimal"
        hint={`Added to the step margin of every quotation for ${company.name}.`}
        {...form.field('extra_margin')}
      />
    </FormDialog>
  );
}
