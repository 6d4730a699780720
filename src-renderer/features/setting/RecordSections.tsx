/**
 * The settings records on the settings screen: base settings (record 1), delivery time and
 * warranty terms. Each section reads its record; the settings writers edit in place and save;
 * a failed save shows 'Server error' (spec §8) and keeps what was typed.
 */
import { useState, type FormEvent } from 'react';
import type {
  BaseSettings,
  DeliveryTimeSetting,
  WarrantyTerm,
} from '../../../src-shared/api/setting.ts';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { Options, optionsOf } from '../../components/Field.tsx';
import { formatDate } from '../../lib/format.ts';
import { useBaseInfo } from '../../session/reference.ts';
import {
  useBaseSettings,
  useDeliveryTime,
  useUpdateBaseSettings,
  useUpdateDeliveryTime,
  useUpdateWarranties,
  useWarrantyTerms,
} from './api.ts';

function Section({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  children: React.ReactNode;
}) {
  return (
    <section className="panel settings-section" aria-labelledby={`${id}-title`} data-testid={id}>
      <header className="panel-header">
        <h2 id={`${id}-title`}>{title}</h2>
        {note ? <span className="muted">{note}</span> : null}
      </header>
      <div className="settings-body">{children}</div>
    </section>
  );
}

interface SectionQuery<T> {
  data?: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A section of settings the server holds, read with `useData` (as RecordRoute reads a record):
 * its form (`children`) once the answer is there, else the loading state or the error with a
 * retry. `note` may be read from the answer.
 */
function QuerySection<T>({
  id,
  title,
  note,
  useData,
  children,
}: {
  id: string;
  title: string;
  note: string | ((data: T) => string);
  useData: () => SectionQuery<T>;
  children: (data: T) => React.ReactNode;
}) {
  const query = useData();
  const { data } = query;
  return (
    <Section
      id={id}
      title={title}
      note={typeof note === 'string' ? note : data === undefined ? undefined : note(data)}
    >
      {data !== undefined ? (
        children(data)
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingState />
      )}
    </Section>
  );
}

/**
 * A settings form's submit: the page stays and `save` runs. A refusal is toasted by the client and
 * what was typed stays, so nothing more is done with it here.
 */
function submitting(save: () => Promise<unknown>) {
  return (event: FormEvent) => {
    event.preventDefault();
    save().catch(() => undefined);
  };
}

/** The note of a settings record: when it was last changed. */
const changedNote = (record: { updated_at: string }) => `changed ${formatDate(record.updated_at)}`;

/** What the form of a settings record is given: the record, and whether the user may change it. */
export interface RecordFormProps<T> {
  record: T;
  mayWrite: boolean;
}

/**
 * The section of one settings record (base settings, messaging): read with `useData`, noted with
 * when it was last changed, edited by its `Form` once it is there.
 */
export function recordSection<T extends { updated_at: string }>({
  Form,
  ...section
}: {
  id: string;
  title: string;
  useData: () => SectionQuery<T>;
  Form: (props: RecordFormProps<T>) => React.ReactNode;
}) {
  return function RecordSection({ mayWrite }: { mayWrite: boolean }) {
    return (
      <QuerySection {...section} note={changedNote}>
        {(record) => <Form record={record} mayWrite={mayWrite} />}
      </QuerySection>
    );
  };
}

function BaseSettingsForm({ record: settings, mayWrite }: RecordFormProps<BaseSettings>) {
  const baseInfo = useBaseInfo();
  const update = useUpdateBaseSettings();
  const [values, setValues] = useState({
    main_currency: settings.main_currency ? String(settings.main_currency.id) : '',
    vat_value: String(settings.vat_value),
    quote_validity_days: String(settings.quote_validity_days),
    rate_markup: String(settings.rate_markup),
  });
  const number = (text: string) => Number(text.replace(',', '.'));
  const input = (field: 'vat_value' | 'quote_validity_days' | 'rate_markup', label: string) => (
    <label className="settings-field">
      <span>{label}</span>
      <input
        className="input"
        inputMode="decimal"
        disabled={!mayWrite}
        value={values[field]}
        onChange={(event) => setValues({ ...values, [field]: event.target.value })}
      />
    </label>
  );
  return (
    <form
      className="settings-form"
      onSubmit={submitting(() =>
        update.mutateAsync({
          main_currency: values.main_currency ? Number(values.main_currency) : null,
          vat_value: number(values.vat_value),
          quote_validity_days: number(values.quote_validity_days),
          rate_markup: number(values.rate_markup),
        }),
      )}
    >
      <label className="settings-field">
        <span>Main currency</span>
        <select
          className="input select"
          disabled={!mayWrite}
          value={values.main_currency}
          onChange={(event) => setValues({ ...values, main_currency: event.target.value })}
        >
          <option value="">None</option>
          {(baseInfo.data?.currency ?? []).map((currency) => (
            <option key={currency.id} value={currency.id}>
              {currency.code ?? currency.name}
            </option>
          ))}
        </select>
      </label>
      {input('vat_value', 'VAT, %')}
      {input('quote_validity_days', 'Quotation holds, days')}
      {input('rate_markup', 'Rate markup, %')}
      {mayWrite ? (
        <button type="submit" className="button button-primary" disabled={update.isPending}>
          Save
        </button>
      ) : null}
    </form>
  );
}

export const BaseSettingsSection = recordSection({
  id: 'base-settings',
  title: 'Base settings',
  useData: useBaseSettings,
  Form: BaseSettingsForm,
});

export function DeliveryTimeSection({ mayWrite }: { mayWrite: boolean }) {
  const baseInfo = useBaseInfo();
  const update = useUpdateDeliveryTime();
  const options = baseInfo.data?.delivery_time ?? [];
  const select = (time: DeliveryTimeSetting, field: keyof DeliveryTimeSetting, label: string) => (
    <label className="settings-field">
      <span>{label}</span>
      <select
        className="input select"
        disabled={!mayWrite || update.isPending}
        value={time[field].id}
        onChange={(event) =>
          void update.mutateAsync({ [field]: Number(event.target.value) }).catch(() => undefined)
        }
      >
        <Options options={optionsOf(options)} />
      </select>
    </label>
  );
  return (
    <QuerySection
      id="delivery-time"
      title="Delivery time"
      note="'Standard' unless set"
      useData={useDeliveryTime}
    >
      {(time) => (
        <div className="settings-form">
          {select(time, 'warehouse_company', 'Stock at our warehouse')}
          {select(time, 'quotation_company', 'Quotations')}
        </div>
      )}
    </QuerySection>
  );
}

export function WarrantySection({ mayWrite }: { mayWrite: boolean }) {
  return (
    <QuerySection
      id="warranty-terms"
      title="Warranty terms"
      note="per condition"
      useData={useWarrantyTerms}
    >
      {(terms) => <WarrantyForm terms={terms} mayWrite={mayWrite} />}
    </QuerySection>
  );
}

function WarrantyForm({ terms, mayWrite }: { terms: readonly WarrantyTerm[]; mayWrite: boolean }) {
  const update = useUpdateWarranties();
  const [rows, setRows] = useState(() =>
    terms.map((term) => ({ ...term, monthsText: String(term.months) })),
  );
  const set = (index: number, patch: Partial<(typeof rows)[number]>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <form
      className="warranty-form"
      onSubmit={submitting(() =>
        update.mutateAsync({
          warranties: rows.map((row) => ({
            condition: row.condition.id,
            months: Number(row.monthsText),
            text: row.text,
          })),
        }),
      )}
    >
      <table className="steps-table warranty-table">
        <thead>
          <tr>
            <th scope="col">Condition</th>
            <th scope="col">Months</th>
            <th scope="col">Text on documents</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.condition.id}>
              <th scope="row">{row.condition.code ?? row.condition.name}</th>
              <td>
                <input
                  className="input input-narrow"
                  aria-label={`${row.condition.name}: months`}
                  inputMode="numeric"
                  disabled={!mayWrite}
                  value={row.monthsText}
                  onChange={(event) => set(index, { monthsText: event.target.value })}
                />
              </td>
              <td>
                <input
                  className="input"
                  aria-label={`${row.condition.name}: text`}
                  disabled={!mayWrite}
                  value={row.text}
                  onChange={(event) => set(index, { text: event.target.value })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {mayWrite ? (
        <button type="submit" className="button button-primary" disabled={update.isPending}>
          Save warranties
        </button>
      ) : null}
    </form>
  );
}
