/**
 * Currency rates (spec §3 "Exchange rates", §8 'RATES not loading'): per 1 USD with the time
 * they were taken; those who write settings enter them by hand when the loaded ones are stale,
 * all at once, the server's refusal beside the currency it names.
 */
import { useState } from 'react';
import { isApiError } from '../../api/client.ts';
import { Icon } from '../../components/Icon.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { formatDate } from '../../lib/format.ts';
import { useCurrencyRates } from '../rfq/api.ts';
import { useSaveCurrencyRates } from './api.ts';
import { EditActions } from './EditActions.tsx';

export function RatesSection({ mayWrite }: { mayWrite: boolean }) {
  const rates = useCurrencyRates();
  const save = useSaveCurrencyRates();
  const [typed, setTyped] = useState<Record<string, string> | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  async function submit() {
    if (!typed) return;
    setErrors({});
    try {
      await save.mutateAsync({
        rates: Object.fromEntries(
          Object.entries(typed).map(([code, text]) => [code, Number(text.replace(',', '.'))]),
        ),
      });
      setTyped(null);
    } catch (error) {
      if (isApiError(error)) setErrors(error.fieldErrors);
    }
  }

  return (
    <section className="panel settings-section" aria-labelledby="rates-title">
      <header className="panel-header">
        <h2 id="rates-title">Currency rates</h2>
        {rates.data ? (
          <span className="muted">per 1 USD, taken {formatDate(rates.data.timestamp)}</span>
        ) : null}
        {mayWrite && rates.data && !typed ? (
          <button
            type="button"
            className="button button-small"
            onClick={() =>
              setTyped(
                Object.fromEntries(
                  Object.entries(rates.data.rates)
                    // Rates are per 1 USD: the dollar's is 1 and is not entered.
                    .filter(([code]) => code !== 'USD')
                    .map(([code, rate]) => [code, String(rate)]),
                ),
              )
            }
          >
            <Icon name="edit" size={13} /> Enter rates
          </button>
        ) : null}
      </header>
      {rates.data && typed ? (
        <form
          className="rates rates-edit"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {Object.entries(typed).map(([code, text]) => (
            <label key={code} className="fact">
              <span>{code}</span>
              <input
                className="input"
                inputMode="decimal"
                aria-label={`${code} per 1 USD`}
                value={text}
                onChange={(event) => setTyped({ ...typed, [code]: event.target.value })}
              />
              {errors[`rates.${code}`] ? (
                <span className="field-error" role="alert">
                  {errors[`rates.${code}`]?.join(' ')}
                </span>
              ) : null}
            </label>
          ))}
          <EditActions
            onCancel={() => setTyped(null)}
            saveLabel="Save rates"
            pending={save.isPending}
          />
        </form>
      ) : rates.data ? (
        <dl className="rates" data-testid="currency-rates">
          {Object.entries(rates.data.rates).map(([code, rate]) => (
            <div key={code} className="fact">
              <dt>{code}</dt>
              <dd>{rate.toLocaleString('en-US', { maximumFractionDigits: 4 })}</dd>
            </div>
          ))}
        </dl>
      ) : rates.isError ? (
        <ErrorState error={rates.error} onRetry={() => void rates.refetch()} />
      ) : (
        <LoadingState />
      )}
    </section>
  );
}
