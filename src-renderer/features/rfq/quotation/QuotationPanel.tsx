import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { CONDITION_TYPE_LABEL } from '../../../../src-shared/api/home.ts';
import type { RfqDetail } from '../../../../src-shared/api/rfq.ts';
import { KP_VERSIONS } from '../../../../src-shared/domain/kp-versions.ts';
import { displayPriority } from '../../../../src-shared/domain/priority.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import {
  CheckboxField,
  FormError,
  SelectField,
  DateField,
  TextAreaField,
  TextField,
  type Option,
} from '../../../components/Field.tsx';
import { ActionButton } from '../../../components/ActionButton.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useShortcut } from '../../../lib/hooks.ts';
import { reportUnexpected } from '../../../lib/report.ts';
import { useBaseInfo } from '../../../session/reference.ts';
import { useQuoteContacts } from '../../kp/documentChoices.ts';
import { useUpdateRfq } from '../api.ts';
import { PRIORITY_OPTIONS } from '../parts.tsx';
import { KP_CONDITION_KEYS } from '../../../../src-shared/api/records.ts';
import { draftProblems, shownConditions, type DraftKey, type QuotationDraft } from './draft.ts';
import type { QuotationPricing } from './useQuotationPricing.ts';
import { selectDirty, useWorkingCopy, workingCopyStore } from './workingCopy.ts';
import {
  KpVersionField,
  LegalEntityField,
  PriorityField,
  SaleTypeField,
} from '../../shared-formChoices.tsx';

/**
 * The quotation settings working copy (spec §3): closed, a one-line summary; open, every setting
 * of the head, the text block and the six conditions (pre-filled from the company's texts,
 * editable). Save PATCHes what changed ('Update Successful'); Close without saving restores the
 * saved original (spec §4), asking first when something was changed. Prices beside it follow the
 * copy as it is typed; what the shared schema refuses is said beside its field as it is typed.
 * Unsaved edits are kept as a draft (workingCopy.ts) and said so when they come back. A frozen
 * RFQ shows its saved quotation, read-only (`mayEdit` false).
 */
export function QuotationPanel({
  rfq,
  pricing,
  mayEdit,
}: {
  rfq: RfqDetail;
  pricing: QuotationPricing;
  mayEdit: boolean;
}) {
  const updateRfq = useUpdateRfq(rfq.id);
  const draft = useWorkingCopy((state) => (state.rfqId === rfq.id ? state.draft : null));
  const open = useWorkingCopy((state) => state.open);
  const saving = useWorkingCopy((state) => state.saving);
  const dirty = useWorkingCopy(selectDirty);
  const restored = useWorkingCopy((state) => state.rfqId === rfq.id && state.restored);
  const [confirmClose, setConfirmClose] = useState(false);

  const save = async () => {
    const outcome = await workingCopyStore
      .getState()
      .save((patch) => updateRfq.mutateAsync(patch), pricing.companyTexts);
    if (outcome === 'invalid' || outcome === 'failed') workingCopyStore.getState().openQuotation();
    return outcome;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save().catch((error: unknown) => reportUnexpected(error));
  };
  useShortcut(
    'ctrl+s',
    () => {
      save().catch((error: unknown) => reportUnexpected(error));
    },
    mayEdit && dirty,
  );

  const requestClose = () => {
    if (dirty) setConfirmClose(true);
    else workingCopyStore.getState().close();
  };

  if (!draft) return null;

  return (
    <section
      className={`panel quotation-panel${open ? ' is-open' : ''}`}
      aria-labelledby="quotation-title"
      data-testid="quotation-panel"
    >
      <header className="panel-header">
        <h2 id="quotation-title">Quotation</h2>
        {dirty ? (
          <span
            className="tag tag-warn"
            data-testid="unsaved"
            title={restored ? 'Typed earlier and kept on this computer until saved' : undefined}
          >
            {restored ? 'Unsaved changes, brought back' : 'Unsaved changes'}
          </span>
        ) : null}
        {!open ? <QuotationSummary draft={draft} pricing={pricing} /> : <span className="grow" />}
        {open ? (
          <span className="panel-actions">
            {mayEdit ? (
              <button
                type="submit"
                form="quotation-form"
                className="button button-small button-primary"
                disabled={saving || !dirty}
                title="Save (Ctrl+S)"
              >
                <Icon name="save" size={13} /> {saving ? 'Saving…' : 'Save quotation'}
              </button>
            ) : null}
            <button
              type="button"
              className="button button-small"
              onClick={requestClose}
              disabled={saving}
            >
              Close quotation
            </button>
          </span>
        ) : (
          <ActionButton
            small
            icon={mayEdit ? 'edit' : 'fileText'}
            iconSize={13}
            label={mayEdit ? 'Edit quotation' : 'Show quotation'}
            onClick={() => workingCopyStore.getState().openQuotation()}
          />
        )}
      </header>
      {open ? (
        <form id="quotation-form" onSubmit={onSubmit} noValidate>
          <fieldset className="quotation-fields" disabled={!mayEdit || saving}>
            <QuotationFields rfq={rfq} draft={draft} pricing={pricing} readOnly={!mayEdit} />
          </fieldset>
        </form>
      ) : null}
      {confirmClose ? (
        <ConfirmDialog
          title="Close without saving?"
          message="Your changes to this quotation are dropped and the saved quotation comes back."
          confirmLabel="Close without saving"
          danger
          onConfirm={async () => {
            workingCopyStore.getState().close();
            setConfirmClose(false);
          }}
          onClose={() => setConfirmClose(false)}
          testId="close-quotation-dialog"
        />
      ) : null}
    </section>
  );
}

function QuotationSummary({
  draft,
  pricing,
}: {
  draft: QuotationDraft;
  pricing: QuotationPricing;
}) {
  const baseInfo = useBaseInfo();
  const currency = pricing.settings.ok ? pricing.settings.quoteCurrency : null;
  const name = (list: { id: number; name: string }[] | undefined, id: string) =>
    list?.find((item) => String(item.id) === id)?.name;
  const version = KP_VERSIONS[Number(draft.kp_version)];
  return (
    <ul className="quotation-summary" aria-label="Quotation summary">
      <li>
        <span className="muted">Currency</span> {currency?.code ?? currency?.name ?? '—'}
      </li>
      <li>
        <span className="muted">Rate</span>{' '}
        {draft.xRate ? `${draft.xRate} (typed)` : `${pricing.systemRate ?? '—'} (system)`}
      </li>
      <li>
        <span className="muted">Margin</span>{' '}
        {draft.marginByUserInRFQHead ? `${draft.marginByUserInRFQHead} %` : 'steps'}
        {pricing.extraMargin ? ` + ${pricing.extraMargin} % company` : ''}
      </li>
      <li>
        <span className="muted">VAT</span> {draft.vat ? `${draft.vat_value} %` : 'off'}
      </li>
      <li>
        <span className="muted">Logistics</span>{' '}
        {draft.logistics_on ? (draft.include_transport_in_price ? 'in price' : 'separate') : 'off'}
      </li>
      <li title={version?.label}>
        <span className="muted">KP</span> v{draft.kp_version}
      </li>
      <li>
        <span className="muted">Entity</span>{' '}
        {name(baseInfo.data?.legal_entity, draft.legal_entity) ?? '—'}
      </li>
      <li>
        <span className="muted">Delivery</span>{' '}
        {name(baseInfo.data?.delivery_time, draft.delivery_time) ?? '—'}
      </li>
    </ul>
  );
}

function Group({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={`field-group${className ? ` ${className}` : ''}`}
      role="group"
      aria-label={title}
    >
      <div className="field-group-title">{title}</div>
      <div className="field-group-grid">{children}</div>
    </div>
  );
}

/** The manager's phone or mail (`kind`) the quotation prints, kept in the working copy. */
function QuotesSelect({ kind, options }: { kind: 'phone' | 'mail'; options: Option[] }) {
  const value = useWorkingCopy((state) =>
    kind === 'phone' ? state.quotesPhone : state.quotesMail,
  );
  return (
    <SelectField
      className="span-2"
      label={`Quotes ${kind}`}
      name={`quotes_${kind}`}
      placeholder={`Manager's ${kind}`}
      options={options}
      value={value}
      onChange={(v) => workingCopyStore.getState().setQuotes(kind, v)}
    />
  );
}

function QuotationFields({
  rfq,
  draft,
  pricing,
  readOnly,
}: {
  rfq: RfqDetail;
  draft: QuotationDraft;
  pricing: QuotationPricing;
  readOnly: boolean;
}) {
  const baseInfo = useBaseInfo();
  const quotes = useQuoteContacts();
  const saveErrors = useWorkingCopy((state) => state.errors);
  const original = useWorkingCopy((state) => state.original);
  // The schema's words beside each field as it is typed; the server's after a save.
  const live = useMemo(() => draftProblems(original, draft), [original, draft]);
  const errors = readOnly ? {} : { ...live.errors, ...saveErrors };
  const formError = useWorkingCopy((state) => state.formError);
  const store = workingCopyStore.getState();
  const set = store.set;
  /** `{...field('x')}`: a field's name, value, change and the problems beside it. */
  const field = <K extends DraftKey>(name: K) => ({
    name,
    value: draft[name],
    onChange: (value: QuotationDraft[K]) => set(name, value),
    error: errors[name],
  });
  /** `{...checkbox('x')}`: a check box's name, state and change (no problems beside it). */
  const checkbox = <K extends DraftKey>(name: K) => ({
    name,
    checked: draft[name],
    onChange: (value: QuotationDraft[K]) => set(name, value),
  });
  const conditions = shownConditions(draft, pricing.companyTexts);
  const currencies = (baseInfo.data?.currency ?? []).map((currency) => ({
    value: String(currency.id),
    label: currency.code ? `${currency.code} · ${currency.name}` : currency.name,
  }));
  const deliveryTimes = (baseInfo.data?.delivery_time ?? []).map((item) => ({
    value: String(item.id),
    label: item.days !== undefined ? `${item.name} · +${item.days} d` : item.name,
  }));
  const systemRate = pricing.systemRate ?? rfq.quotation.xRateBySystem;

  return (
    <div className="quotation-grid">
      <FormError message={formError} />
      <Group title="Pricing">
        <PriorityField
          name="priority"
          options={PRIORITY_OPTIONS.filter(
            (option) =>
              !rfq.quotation.all_priorities?.length ||
              (rfq.quotation.all_priorities as string[]).includes(option.value) ||
              option.value === draft.priority,
          )}
          value={draft.priority}
          disabled={draft.is_repair}
          onChange={(v) => set('priority', v as QuotationDraft['priority'])}
          error={errors.priority}
          hint={draft.is_repair ? `A repair RFQ is ${displayPriority('ROUTINE')}.` : undefined}
        />
        <CheckboxField label="Repair" {...checkbox('is_repair')} error={errors.is_repair} />
        <SaleTypeField placeholder="Choose" {...field('sale_type')} />
        <SelectField
          label="Quote currency"
          placeholder="Choose"
          options={currencies}
          {...field('main_price_unit')}
        />
        <TextField
          label="Exchange rate"
          inputMode="decimal"
          placeholder={systemRate ? String(systemRate) : 'System rate'}
          {...field('xRate')}
          hint={`System: ${systemRate ?? '—'}${draft.xRate ? '' : ' (in use)'}`}
        />
        <TextField
          label="RFQ margin, %"
          inputMode="decimal"
          placeholder="Margin steps"
          {...field('marginByUserInRFQHead')}
          hint={`+${pricing.extraMargin} % company`}
        />
        <CheckboxField label="Show cost" {...checkbox('showCost')} />
      </Group>
      <Group title="VAT and logistics">
        <CheckboxField label="VAT" {...checkbox('vat')} />
        <TextField label="VAT, %" inputMode="decimal" {...field('vat_value')} />
        <CheckboxField label="VAT columns" {...checkbox('vat_columns')} />
        <CheckboxField label="Logistics" {...checkbox('logistics_on')} />
        <CheckboxField
          className="span-2"
          label="Include transport in price"
          {...checkbox('include_transport_in_price')}
        />
        <CheckboxField label="Show transport" {...checkbox('showTransport')} />
      </Group>
      {/*
        Selects whose choices are names or contacts take two columns, so that what is chosen reads
        whole ("AOG: within 24 hours · +1 d", "+44 20 7946 0000 · Sales desk"), and the quotation's
        name a row of its own; what does not fit a row goes to the next one.
      */}
      <Group title="Document">
        <KpVersionField className="span-2" {...field('kp_version')} />
        <CheckboxField label="Issue as bill" {...checkbox('bill_kp')} />
        <LegalEntityField className="span-2" placeholder="None" {...field('legal_entity')} />
        <SelectField
          className="span-2"
          label="Delivery time"
          placeholder={null}
          options={deliveryTimes}
          {...field('delivery_time')}
        />
        <TextField label="Treaty number" {...field('treaty_number')} />
      </Group>
      <Group title="Text and contacts">
        <TextField className="span-3" label="Quotation name" {...field('rfqNameByUser')} />
        <QuotesSelect kind="phone" options={quotes.phoneOptions} />
        <QuotesSelect kind="mail" options={quotes.mailOptions} />
        <DateField label="Start date" {...field('start_date')} />
        <DateField label="End date" {...field('end_date')} />
      </Group>
      <Group title="Totals">
        <TextField
          label="Total, typed"
          inputMode="decimal"
          placeholder="System total"
          {...field('priceTotalByUser')}
        />
        <TextField
          label="Without VAT, typed"
          inputMode="decimal"
          placeholder="System total"
          {...field('priceTotalNoVatByUser')}
        />
        <TextField label="Paid, typed" inputMode="decimal" {...field('totalPaidByUser')} />
        {readOnly ? null : (
          <div className="field field-align span-2">
            <ActionButton
              small
              icon="undo"
              iconSize={13}
              label="Reset monetary sort and totals"
              onClick={() => store.resetMonetary()}
              title="Back to line order and the system totals"
            />
          </div>
        )}
      </Group>
      <Group title="Conditions" className="conditions-group">
        <div className="conditions-head span-all">
          <CheckboxField
            label="Use company texts"
            name="useDefaultText"
            checked={draft.useDefaultText}
            onChange={(on) => {
              if (on && pricing.companyTexts) store.useCompanyTexts(pricing.companyTexts);
              else set('useDefaultText', on);
            }}
          />
          <span className="muted">
            {pricing.companyTexts
              ? `The company's texts for ${KP_VERSIONS[Number(draft.kp_version)]?.label ?? 'this version'}${draft.is_repair ? ', repair' : ''}${draft.logistics_on ? ', logistics' : ''}; typing makes them this RFQ's own.`
              : 'Loading the company texts…'}
          </span>
        </div>
        {KP_CONDITION_KEYS.map((key, index) => (
          <TextAreaField
            key={key}
            label={CONDITION_TYPE_LABEL[index] ?? key}
            name={`conditions.${key}`}
            rows={2}
            value={conditions[key]}
            onChange={(v) => store.setCondition(key, v, conditions)}
            error={index === 0 ? errors.conditions : undefined}
          />
        ))}
      </Group>
    </div>
  );
}
