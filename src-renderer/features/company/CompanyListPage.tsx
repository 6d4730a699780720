import { useCallback, useMemo, useState } from 'react';
import type { CompanyListItem } from '../../../src-shared/api/company.ts';
import { NewButton } from '../../components/NewButton.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';
import { Icon } from '../../components/Icon.tsx';
import { ServerListPage } from '../../components/list/ServerListPage.tsx';
import { useBaseInfo } from '../../session/reference.ts';
import { columnIdOf } from '../../lib/useTableColumns.ts';
import { usePowers } from '../../stores/session.ts';
import { useAreaList } from '../shared-areaList.tsx';
import { useCompanyList, useHoldings } from './api.ts';
import { companyColumns, DEFAULT_COMPANY_VISIBILITY } from './columns.tsx';
import { CompanyCreateDialog } from './CompanyCreateDialog.tsx';
import { ExportDialog } from './ExportDialog.tsx';
import { HoldingDialog } from './HoldingDialog.tsx';
import { companyListCodec } from './listQuery.ts';

const companyLabel = (company: CompanyListItem) => company.name;
const optionOf = (item: { id: number; name: string }) => ({
  value: String(item.id),
  label: item.name,
});

export function CompanyListPage() {
  const baseInfo = useBaseInfo();
  const holdings = useHoldings();

  // Columns of fields the server does not send this role (audience.ts) are not offered at all.
  const { seeCosts, isClient } = usePowers();
  const shownColumns = useMemo(
    () =>
      companyColumns.filter((column) => {
        const id = columnIdOf(column);
        return (seeCosts || id !== 'extra_margin') && (!isClient || id !== 'offers_count');
      }),
    [seeCosts, isClient],
  );

  // The view starts from what the list remembered (local settings `Filters.company`).
  const { list, query, mayWrite, page, table, open } = useAreaList({
    area: 'company',
    codec: companyListCodec,
    useRows: useCompanyList,
    columns: shownColumns,
    defaultVisibility: DEFAULT_COMPANY_VISIBILITY,
  });
  const { params, setFilters, columns } = list;
  const count = query.data?.count ?? 0;

  const [dialog, setDialog] = useState<'create' | 'holding' | 'export' | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);

  const categories = baseInfo.data?.company_category ?? [];
  const legalEntities = baseInfo.data?.legal_entity ?? [];
  const exportColumns = useMemo(
    () => ({
      ids: companyColumns.map(columnIdOf),
      visibility: columns.visibility,
      pinned: columns.pinning.start,
    }),
    [columns.visibility, columns.pinning.start],
  );

  return (
    <ServerListPage
      {...page}
      actions={
        <>
          <ActionButton
            icon="download"
            iconSize={16}
            label="Export to Excel"
            onClick={() => setDialog('export')}
            disabled={!query.data || count === 0}
            testId="export-button"
          />
          {mayWrite ? <NewButton label="New company" onClick={() => setDialog('create')} /> : null}
        </>
      }
      filtersLabel="Company filters"
      search={{ label: 'Search companies', placeholder: 'Search name, city, email, VAT…' }}
      filters={[
        {
          key: 'category',
          label: 'Category',
          anyLabel: 'All categories',
          options: categories.map(optionOf),
        },
        {
          key: 'holding_company',
          label: 'Holding',
          anyLabel: 'All holdings',
          options: (holdings.data ?? []).map(optionOf),
          addon: mayWrite ? (
            <button
              type="button"
              className="button button-icon"
              aria-label="New holding"
              title="New holding"
              onClick={() => setDialog('holding')}
            >
              <Icon name="plus" />
            </button>
          ) : null,
        },
        {
          key: 'clients_of_company',
          label: 'Clients of',
          title: 'Companies with a treaty with this legal entity of ours',
          anyLabel: 'Clients of any entity',
          options: legalEntities.map((entity) => ({
            value: String(entity.id),
            label: `Clients of ${entity.name}`,
          })),
        },
      ]}
      table={table({
        rowLabel: companyLabel,
      })}
      emptyTitle="No companies yet"
    >
      {dialog === 'create' ? <CompanyCreateDialog onClose={closeDialog} onCreated={open} /> : null}
      {dialog === 'holding' ? (
        <HoldingDialog
          onClose={closeDialog}
          onCreated={(holding) => {
            setDialog(null);
            setFilters({ holding_company: String(holding.id) });
          }}
        />
      ) : null}
      {dialog === 'export' ? (
        <ExportDialog onClose={closeDialog} params={params} count={count} columns={exportColumns} />
      ) : null}
    </ServerListPage>
  );
}
