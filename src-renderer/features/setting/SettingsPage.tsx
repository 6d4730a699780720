/**
 * Settings (spec §2 "Settings", §7): one screen, a section per kind, for the roles that read
 * settings; the roles that write them edit: base settings, delivery time, warranty terms
 * (RecordSections.tsx), currency rates with their timestamp ('RATES not loading' when they cannot
 * load, spec §8), margin steps per sale type and the transport margin (both edited whole, with one
 * steps editor; the RFQ pricing reads them); the messaging service's bot (MessagingSection.tsx).
 */
import { useState } from 'react';
import type { MarginStep } from '../../../src-shared/domain/pricing.ts';
import type { SaleTypeMargin, TransportMargin } from '../../../src-shared/api/setting.ts';
import { can } from '../../../src-shared/domain/permissions.ts';
import { isApiError } from '../../api/client.ts';
import { Icon } from '../../components/Icon.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { TitledPage } from '../../components/TitledPage.tsx';
import { useRoles } from '../../stores/session.ts';
import { useMargins, useTransportMargin } from '../rfq/api.ts';
import { EditActions } from './EditActions.tsx';
import { RatesSection } from './RatesSection.tsx';
import { useSaveMargin, useSaveTransportMargin } from './api.ts';
import { MessagingSection } from './MessagingSection.tsx';
import { BaseSettingsSection, DeliveryTimeSection, WarrantySection } from './RecordSections.tsx';
import '../../styles/sales.css';

export function SettingsPage() {
  const roles = useRoles();
  const mayWrite = can(roles, 'setting', 'write');
  const prices = can(roles, 'pricing');
  const margins = useMargins(prices);
  const transport = useTransportMargin(prices);

  return (
    <TitledPage className="page-settings" title="Settings">
      <BaseSettingsSection mayWrite={mayWrite} />
      <DeliveryTimeSection mayWrite={mayWrite} />
      <WarrantySection mayWrite={mayWrite} />
      <MessagingSection mayWrite={mayWrite} />
      <RatesSection mayWrite={mayWrite} />
      {prices ? (
        <section className="panel settings-section" aria-labelledby="margins-title">
          <header className="panel-header">
            <h2 id="margins-title">Margin by sale type</h2>
            <span className="muted">on the cost in USD, by the step the cost falls in</span>
          </header>
          {margins.data ? (
            <div className="margin-grid">
              {margins.data.map((margin) => (
                <MarginEditor key={margin.sale_type.id} margin={margin} mayWrite={mayWrite} />
              ))}
            </div>
          ) : margins.isError ? (
            <ErrorState error={margins.error} onRetry={() => void margins.refetch()} />
          ) : (
            <LoadingState />
          )}
        </section>
      ) : null}
      {prices ? (
        <section className="panel settings-section" aria-labelledby="transport-title">
          <header className="panel-header">
            <h2 id="transport-title">Transport margin</h2>
            <span className="muted">
              on the cost in USD, by the step the cost falls in, when logistics is on
            </span>
          </header>
          {transport.data ? (
            <div className="margin-grid">
              <TransportMarginEditor transport={transport.data} mayWrite={mayWrite} />
            </div>
          ) : transport.isError ? (
            <ErrorState error={transport.error} onRetry={() => void transport.refetch()} />
          ) : (
            <LoadingState />
          )}
        </section>
      ) : null}
    </TitledPage>
  );
}

function StepsTable({ steps }: { steps: readonly MarginStep[] }) {
  return (
    <table className="steps-table">
      <thead>
        <tr>
          <th scope="col">From, USD</th>
          <th scope="col">Margin, %</th>
        </tr>
      </thead>
      <tbody>
        {steps.map((step) => (
          <tr key={step.from}>
            <td>{step.from.toLocaleString('en-US')}</td>
            <td>{step.percent}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type Row = { from: string; percent: string };

/** A sale type's steps: POST when it has none yet, PATCH to replace them. */
function MarginEditor({ margin, mayWrite }: { margin: SaleTypeMargin; mayWrite: boolean }) {
  const save = useSaveMargin();
  return (
    <StepsEditor
      title={margin.sale_type.name}
      testId={`margin-${margin.sale_type.id}`}
      steps={margin.steps}
      emptyText="No steps: quotations of this sale type have no step margin."
      mayWrite={mayWrite}
      pending={save.isPending}
      save={(steps) =>
        save.mutateAsync({
          create: margin.steps.length === 0,
          body: { sale_type: margin.sale_type.id, steps },
        })
      }
    />
  );
}

/** The transport steps, one list for every quotation with logistics on (pricing.ts, 3). */
function TransportMarginEditor({
  transport,
  mayWrite,
}: {
  transport: TransportMargin;
  mayWrite: boolean;
}) {
  const save = useSaveTransportMargin();
  return (
    <StepsEditor
      title="Quotations with logistics on"
      testId="transport-margin"
      steps={transport.steps}
      emptyText="No steps: quotations with logistics on add no transport."
      mayWrite={mayWrite}
      pending={save.isPending}
      save={(steps) => save.mutateAsync({ create: transport.steps.length === 0, body: { steps } })}
    />
  );
}

/**
 * Margin steps shown, and edited whole by those who write settings: the rows as typed, the
 * server's refusals beside the row they name (steps.<n>.from / .percent).
 */
function StepsEditor({
  title,
  testId,
  steps,
  emptyText,
  mayWrite,
  pending,
  save,
}: {
  title: string;
  testId: string;
  steps: readonly MarginStep[];
  emptyText: string;
  mayWrite: boolean;
  pending: boolean;
  save: (steps: MarginStep[]) => Promise<unknown>;
}) {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const editing = rows !== null;
  const start = () => {
    setErrors({});
    setRows(
      (steps.length ? steps : [{ from: 0, percent: 0 }]).map((step) => ({
        from: String(step.from),
        percent: String(step.percent),
      })),
    );
  };
  const set = (index: number, patch: Partial<Row>) =>
    setRows(
      (current) => current?.map((row, i) => (i === index ? { ...row, ...patch } : row)) ?? null,
    );

  async function submit() {
    if (!rows) return;
    setErrors({});
    try {
      await save(
        rows.map((row) => ({
          from: Number(row.from.replace(',', '.')),
          percent: Number(row.percent.replace(',', '.')),
        })),
      );
      setRows(null);
    } catch (error) {
      if (isApiError(error)) setErrors(error.fieldErrors);
    }
  }

  return (
    <div className="margin-editor" data-testid={testId}>
      <div className="margin-editor-head">
        <h3>{title}</h3>
        {mayWrite && !editing ? (
          <button type="button" className="button button-small" onClick={start}>
            <Icon name="edit" size={13} /> Edit
          </button>
        ) : null}
      </div>
      {!editing ? (
        steps.length ? (
          <StepsTable steps={steps} />
        ) : (
          <p className="muted">{emptyText}</p>
        )
      ) : (
        <div className="steps-edit">
          {rows.map((row, index) => {
            const rowErrors = [
              ...(errors[`steps.${index}.from`] ?? []),
              ...(errors[`steps.${index}.percent`] ?? []),
            ];
            return (
              <div key={index} className="steps-edit-row">
                <input
                  className="input"
                  aria-label={`Step ${index + 1} from, USD`}
                  inputMode="decimal"
                  value={row.from}
                  onChange={(event) => set(index, { from: event.target.value })}
                />
                <input
                  className="input"
                  aria-label={`Step ${index + 1} margin, %`}
                  inputMode="decimal"
                  value={row.percent}
                  onChange={(event) => set(index, { percent: event.target.value })}
                />
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Remove step ${index + 1}`}
                  disabled={rows.length === 1}
                  onClick={() => setRows(rows.filter((_, i) => i !== index))}
                >
                  <Icon name="trash" size={13} />
                </button>
                {rowErrors.length ? (
                  <span className="field-error" role="alert">
                    {rowErrors.join(' ')}
                  </span>
                ) : null}
              </div>
            );
          })}
          {errors.steps ? (
            <span className="field-error" role="alert">
              {errors.steps.join(' ')}
            </span>
          ) : null}
          <EditActions
            onCancel={() => setRows(null)}
            saveLabel="Save steps"
            pending={pending}
            onSave={() => void submit()}
          >
            <button
              type="button"
              className="button button-small"
              onClick={() => setRows([...rows, { from: '', percent: '' }])}
            >
              <Icon name="plus" size={13} /> Add step
            </button>
          </EditActions>
        </div>
      )}
    </div>
  );
}
