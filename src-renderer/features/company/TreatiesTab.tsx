import { useCallback, useState } from 'react';
import type { Treaty } from '../../../src-shared/api/company.ts';
import { DataTable, dataColumnHelper } from '../../components/DataTable.tsx';
import { Icon } from '../../components/Icon.tsx';
import { formatDate, formatMoney, text } from '../../lib/format.ts';
import { useTreaties } from './api.ts';
import { TreatyDialog } from './TreatyDialog.tsx';

const helper = dataColumnHelper<Treaty>();
const columns = helper.columns([
  helper.accessor('number', {
    header: 'Number',
    size: 150,
    meta: { label: 'Number' },
    cell: (info) => <span className="cell-strong">{info.getValue()}</span>,
  }),
  helper.accessor('date', {
    header: 'Date',
    size: 110,
    meta: { label: 'Date' },
    cell: (i) => formatDate(i.getValue()),
  }),
  helper.accessor('valid_until', {
    header: 'Valid until',
    size: 120,
    meta: { label: 'Valid until' },
    cell: (i) => formatDate(i.getValue()),
  }),
  helper.accessor((t) => t.legal_entity?.name ?? '', {
    id: 'legal_entity',
    header: 'Our entity',
    size: 190,
    meta: { label: 'Our entity' },
  }),
  helper.accessor((t) => t.currency?.code ?? t.currency?.name ?? '', {
    id: 'currency',
    header: 'Currency',
    size: 100,
    meta: { label: 'Currency' },
  }),
  helper.accessor('credit_limit', {
    header: 'Credit limit',
    size: 130,
    meta: { label: 'Credit limit', align: 'end' },
    cell: (i) => formatMoney(i.getValue()),
  }),
  helper.accessor('payment_terms', {
    header: 'Payment terms',
    size: 220,
    meta: { label: 'Payment terms' },
    cell: (i) => text(i.getValue()),
  }),
  helper.accessor('is_active', {
    header: 'Status',
    size: 90,
    meta: { label: 'Status' },
    cell: (i) =>
      i.getValue() ? (
        <span className="tag tag-ok">Active</span>
      ) : (
        <span className="tag tag-muted">Inactive</span>
      ),
  }),
]);

const treatyId = (t: Treaty) => String(t.id);
const treatyLabel = (t: Treaty) => `Treaty ${t.number}`;

/** The company's treaties: list, create and edit in a dialog. */
export function TreatiesTab({ companyId, readOnly }: { companyId: number; readOnly: boolean }) {
  const treaties = useTreaties(companyId);
  const [editing, setEditing] = useState<Treaty | 'new' | null>(null);
  const close = useCallback(() => setEditing(null), []);

  return (
    <div className="tab-section">
      <div className="section-toolbar">
        <span className="muted">
          {treaties.data
            ? `${treaties.data.length} ${treaties.data.length === 1 ? 'treaty' : 'treaties'}`
            : ''}
        </span>
        {readOnly ? null : (
          <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
            <Icon name="plus" /> New treaty
          </button>
        )}
      </div>
      <DataTable
        label="Treaties"
        testId="treaties-table"
        columns={columns}
        data={treaties.data ?? NO_TREATIES}
        getRowId={treatyId}
        rowLabel={treatyLabel}
        onRowOpen={readOnly ? undefined : (treaty) => setEditing(treaty)}
        loading={treaties.isPending}
        error={treaties.error}
        onRetry={() => void treaties.refetch()}
        emptyTitle="No treaties with this company"
      />
      {editing ? (
        <TreatyDialog
          companyId={companyId}
          treaty={editing === 'new' ? null : editing}
          onClose={close}
        />
      ) : null}
    </div>
  );
}

const NO_TREATIES: Treaty[] = [];
