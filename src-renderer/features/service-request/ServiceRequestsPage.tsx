/**
 * Service requests (spec §2 "Service requests"): the list for the service requests admin (all of
 * them, or the ones in work by me) and for the staff and clients who file them (a client's are
 * its company's); filters by status and text, server paging and sorting; a new request; one
 * request in a drawer with its thread and, for the admin, its moves.
 */
import { useState } from 'react';
import { can } from '../../../src-shared/domain/permissions.ts';
import {
  handlesServiceRequests,
  SERVICE_REQUEST_STATUSES,
  SERVICE_REQUEST_STATUS_LABEL,
} from '../../../src-shared/domain/service-request.ts';
import { NewButton } from '../../components/NewButton.tsx';
import { Segments } from '../../components/list/filters.tsx';
import { ServerListPage } from '../../components/list/ServerListPage.tsx';
import { useRoles } from '../../stores/session.ts';
import { enumFilter, useAreaList } from '../shared-areaList.tsx';
import { useServiceRequests } from './api.ts';
import { DEFAULT_SERVICE_REQUEST_VISIBILITY, serviceRequestColumns } from './columns.tsx';
import { serviceRequestCodec } from './listQuery.ts';
import { NewServiceRequestDialog, ServiceRequestDrawer } from './ServiceRequestDialogs.tsx';
import '../../styles/sales.css';

const MINE_OPTIONS = [
  { value: false, label: 'All' },
  { value: true, label: 'In work by me' },
];

export function ServiceRequestsPage() {
  const roles = useRoles();
  const mayFile = can(roles, 'service_request', 'write');
  const handles = handlesServiceRequests(roles);
  const { list, page, table } = useAreaList({
    area: 'service_request',
    codec: serviceRequestCodec,
    useRows: useServiceRequests,
    columns: serviceRequestColumns,
    defaultVisibility: DEFAULT_SERVICE_REQUEST_VISIBILITY,
  });
  const { filters } = list.view;
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<number | null>(null);

  return (
    <ServerListPage
      {...page}
      noun="requests"
      actions={mayFile ? <NewButton label="New request" onClick={() => setCreating(true)} /> : null}
      toolbarStart={
        handles ? (
          <Segments
            label="Requests shown"
            options={MINE_OPTIONS}
            value={filters.mine}
            onChange={(mine) => list.setFilters({ mine })}
          />
        ) : null
      }
      filtersLabel="Service request filters"
      search={{ label: 'Search requests', placeholder: 'Number or text…', narrow: true }}
      filters={[
        enumFilter(
          'status',
          'Status',
          'Any status',
          SERVICE_REQUEST_STATUSES,
          SERVICE_REQUEST_STATUS_LABEL,
        ),
      ]}
      table={table({
        rowLabel: (row) => `${row.number} ${row.comment.slice(0, 40)}`,
        onRowOpen: (row) => setOpen(row.id),
      })}
    >
      {creating ? <NewServiceRequestDialog onClose={() => setCreating(false)} /> : null}
      {open !== null ? <ServiceRequestDrawer id={open} onClose={() => setOpen(null)} /> : null}
    </ServerListPage>
  );
}
