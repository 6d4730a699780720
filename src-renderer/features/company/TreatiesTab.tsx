import { useCallback, useState } from 'react';
import type { Treaty } from '../../../src-shared/api/company.ts';
import { columnKit } from '../../components/columnKit.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { NewButton } from '../../components/NewButton.tsx';
import { useTreaties } from './api.ts';
import { TreatyDialog } from './TreatyDialog.tsx';

const col = columnKit<Treaty>();
const { helper } = col;
const columns = helper.columns([
  col.strong('number', 'Number', 150),
  col.date('date', 'Date', 110),
  col.date('valid_until', 'Valid until', 120),
  col.plain({ id: 'legal_entity', value: (t) => t.legal_entity?.name ?? '' }, 'Our entity', 190),
  col.plain(
    { id: 'currency', value: (t) => t.currency?.code ?? t.currency?.name ?? '' },
    'Currency',
    100,
  ),
  col.money('credit_limit', 'Credit limit', 130),
  col.text('payment_terms', 'Payment terms', 220),
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
        {readOnly ? null : <NewButton label="New treaty" onClick={() => setEditing('new')} />}
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
