import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CompanyListItem } from '../../../src-shared/api/company.ts';
import { can } from '../../../src-shared/domain/permissions.ts';
import { Icon } from '../../components/Icon.tsx';
import { ServerListPage } from '../../components/list/ServerListPage.tsx';
import { useServerList } from '../../components/list/useServerList.ts';
import { useBaseInfo } from '../../session/reference.ts';
import { usePowers, useRoles } from '../../stores/session.ts';
import { useCompanyList, useHoldings } from './api.ts';
import {
  COMPANY_COLUMN_IDS,
  COMPANY_TABLE,
  companyColumns,
  DEFAULT_COMPANY_VISIBILITY,
} from './columns.tsx';
import { CompanyCreateDialog } from './CompanyCreateDialog.tsx';
import { ExportDialog } from './ExportDialog.tsx';
import { HoldingDialog } from './HoldingDialog.tsx';
import { companyListCodec } from './listQuery.ts';

const companyId = (company: CompanyListItem) => String(company.id);
const companyLabel = (company: CompanyListItem) => company.name;

export function CompanyListPage() {
  const navigate = useNavigate();
  const roles = useRoles();
  const mayWrite = can(roles, 'company', 'write');
  const baseInfo = useBaseInfo();
  const holdings = useHoldings();

  // The view starts from what the list remembered (local settings `Filters.company`).
  const list = useServerList({
    codec: companyListCodec,
    table: COMPANY_TABLE,
    defaultVisibility: DEFAULT_COMPANY_VISIBILITY,
  });
  const { view, params, setFilters, columns } = list;
  const query = useCompanyList(params);
  const count = query.data?.count ?? 0;

  // Columns of fields the server does not send this role (audience.ts) are not offered at all.
  const { seeCosts, isClient } = usePowers();
  const shownColumns = useMemo(
    () =>
      companyColumns.filter((column) => {
        const id = column.id ?? ('accessorKey' in column ? String(column.accessorKey) : '');
        return (seeCosts || id !== 'extra_margin') && (!isClient || id !== 'offers_count');
      }),
    [seeCosts, isClient],
  );

  const [dialog, setDialog] = useState<'create' | 'holding' | 'export' | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);

  const categories = baseInfo.data?.company_category ?? [];
  const legalEntities = baseInfo.data?.legal_entity ?? [];
  const exportColumns = useMemo(
    () => ({
      ids: COMPANY_COLUMN_IDS,
      visibility: columns.visibility,
      pinned: columns.pinning.start,
    }),
    [columns.visibility, columns.pinning.start],
  );

  return (
    <ServerListPage
      list={list}
      query={query}
      title="Companies"
      countBadge={{ testId: 'company-count' }}
      noun="companies"
      columns={shownColumns}
      actions={
        <>
          <button
            type="button"
            className="button"
            onClick={() => setDialog('export')}
            disabled={!query.data || count === 0}
            data-testid="export-button"
          >
            <Icon name="download" /> Export to Excel
          </button>
          {mayWrite ? (
            <button
              type="button"
              className="button button-primary"
              onClick={() => setDialog('create')}
            >
              <Icon name="plus" /> New company
            </button>
          ) : null}
        </>
      }
      filtersLabel="Company filters"
      search={{ label: 'Search companies', placeholder: 'Search name, city, email, VAT…' }}
      filters={
        <>
          <select
            className="input select"
            aria-label="Category"
            value={view.filters.category}
            onChange={(event) => setFilters({ category: event.target.value })}
          >
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
          <div className="input-group">
            <select
              className="input select"
              aria-label="Holding"
              value={view.filters.holding_company}
              onChange={(event) => setFilters({ holding_company: event.target.value })}
            >
              <option value="">All holdings</option>
              {(holdings.data ?? []).map((holding) => (
                <option key={holding.id} value={holding.id}>
                  {holding.name}
                </option>
              ))}
            </select>
            {mayWrite ? (
              <button
                type="button"
                className="button button-icon"
                aria-label="New holding"
                title="New holding"
                onClick={() => setDialog('holding')}
              >
                <Icon name="plus" />
              </button>
            ) : null}
          </div>
          <select
            className="input select"
            aria-label="Clients of"
            title="Companies with a treaty with this legal entity of ours"
            value={view.filters.clients_of_company}
            onChange={(event) => setFilters({ clients_of_company: event.target.value })}
          >
            <option value="">Clients of any entity</option>
            {legalEntities.map((entity) => (
              <option key={entity.id} value={entity.id}>
                Clients of {entity.name}
              </option>
            ))}
          </select>
        </>
      }
      table={{
        label: 'Companies',
        testId: 'company-table',
        getRowId: companyId,
        rowLabel: companyLabel,
        onRowOpen: (company) => navigate(`/companies/${company.id}`),
      }}
      emptyTitle="No companies yet"
    >
      {dialog === 'create' ? (
        <CompanyCreateDialog
          onClose={closeDialog}
          onCreated={(company) => navigate(`/companies/${company.id}`)}
        />
      ) : null}
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
