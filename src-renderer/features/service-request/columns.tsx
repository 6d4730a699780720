/** The service requests list's columns; ids equal the server's ordering fields where it sorts. */
import type { ServiceRequest } from '../../../src-shared/api/service-request.ts';
import { SERVICE_REQUEST_STATUS_LABEL } from '../../../src-shared/domain/service-request.ts';
import { columnKit, DESC_FIRST, UNSORTED } from '../../components/columnKit.tsx';
import type { DataColumnDef } from '../../components/DataTable.tsx';
import { allVisible } from '../../lib/useTableColumns.ts';
import { statusTag } from '../shared-areaList.tsx';

const col = columnKit<ServiceRequest>();
const { helper } = col;

const STATUS_CLASS: Record<ServiceRequest['status'], string> = {
  new: 'tag tag-warn',
  in_work: 'tag tag-plain',
  done: 'tag tag-ok',
  canceled: 'tag tag-muted',
};

export const RequestStatusTag = statusTag(
  STATUS_CLASS,
  SERVICE_REQUEST_STATUS_LABEL,
  'request-status',
);

export const serviceRequestColumns: DataColumnDef<ServiceRequest>[] = helper.columns([
  col.key('number', 'Request', 130, { label: 'Request number' }),
  col.cell('status', 'Status', 96, (status) => <RequestStatusTag status={status} />),
  col.longText('comment', 'Request', 340, UNSORTED),
  col.named('company', 'Company', 170, UNSORTED),
  col.withSub(
    { id: 'created_by', value: (row) => row.created_by.name },
    'Filed by',
    170,
    { value: (row) => row.company?.name, column: 'company' },
    { ...UNSORTED, label: 'Filed by, and their company' },
  ),
  col.named('in_work_by', 'In work by', 140, UNSORTED),
  col.date('due_date', 'Due', 100),
  col.date('created_at', 'Filed', 100, DESC_FIRST),
  col.integer('comments_count', 'Notes', 64, UNSORTED),
]);

/** The company stands under who filed it (Filed by), so the default columns fit 1440 px. */
export const DEFAULT_SERVICE_REQUEST_VISIBILITY: Record<string, boolean> = {
  ...allVisible(serviceRequestColumns),
  company: false,
};
