import { Link } from 'react-router';
import { useState } from 'react';
import { formatDate, formatInteger, formatMoney } from '../../lib/format.ts';
import { useHistoricalPrices } from './api.ts';
import { currencyCode } from './quotation/livePricing.ts';

/**
 * What we quoted this part number for before (GET get_historical_kp_positions/): the last KP
 * prices, to price the new quote in line with the old ones. Folded until asked for.
 */
export function HistoricalPrices({ partNumber }: { partNumber: string }) {
  const [open, setOpen] = useState(false);
  const history = useHistoricalPrices(open ? partNumber : null);
  const rows = history.data ?? [];
  return (
    <details
      className="history-prices"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="historical-prices"
    >
      <summary>
        Earlier quotes of <span className="mono">{partNumber}</span>
        {history.data ? <span className="badge">{rows.length}</span> : null}
      </summary>
      {!open ? null : history.isPending ? (
        <p className="muted">Loading…</p>
      ) : history.isError ? (
        <p className="form-error">{history.error.message}</p>
      ) : rows.length === 0 ? (
        <p className="muted">Never quoted before.</p>
      ) : (
        <table className="mini-table">
          <thead>
            <tr>
              <th>KP</th>
              <th>Date</th>
              <th>Client</th>
              <th>Cnd</th>
              <th className="num">Qty</th>
              <th className="num">Unit price</th>
              <th className="num">Lead</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.kp.id}-${row.part_number}-${row.quantity}-${row.unit_price}`}>
                <td>
                  <Link to={`/rfq/${row.rfq.id}/kp/${row.kp.id}`} className="mono">
                    {row.kp.number}
                  </Link>
                </td>
                <td>{formatDate(row.kp.date)}</td>
                <td title={row.client.name}>{row.client.name}</td>
                <td>{row.condition?.code ?? row.condition?.name ?? '—'}</td>
                <td className="num">{formatInteger(row.quantity)}</td>
                <td className="num">
                  {formatMoney(row.unit_price)}{' '}
                  <span className="muted">{currencyCode(row.currency)}</span>
                </td>
                <td className="num">{row.lead_time_days} d</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
