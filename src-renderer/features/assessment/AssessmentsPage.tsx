/**
 * Assessments (spec §7 "Assessments"): the pricing analyst's list of sale-price valuations, with
 * their state, condition group and valid date; filters by state, condition group, valid dates and
 * a number or part number; "New assessment" picks products and opens the new assessment.
 */
import type { Assessment } from '../../../src-shared/api/assessment.ts';
import {
  ASSESSMENT_STATUS_LABELS,
  ASSESSMENT_STATUSES,
  CONDITION_GROUP_LABELS,
  CONDITION_GROUPS,
  type AssessmentStatus,
} from '../../../src-shared/domain/assessment.ts';
import { columnKit, DESC_FIRST, UNSORTED } from '../../components/columnKit.tsx';
import type { DataColumnDef } from '../../components/DataTable.tsx';
import { ServerListPage } from '../../components/list/ServerListPage.tsx';
import { enumFilter, statusTag, useAreaList } from '../shared-areaList.tsx';
import { useAssessments } from './api.ts';
import { assessmentListCodec } from './listQuery.ts';
import { NewAssessmentDialog } from './NewAssessmentDialog.tsx';
import '../../styles/sales.css';
import '../../styles/warehouse.css';

const STATUS_TAG: Record<AssessmentStatus, string> = {
  draft: 'tag',
  calculated: 'tag tag-warn',
  approved: 'tag tag-ok',
};

export const AssessmentStatusTag = statusTag(
  STATUS_TAG,
  ASSESSMENT_STATUS_LABELS,
  'assessment-status',
);

const col = columnKit<Assessment>();
const { helper } = col;

const columns: DataColumnDef<Assessment>[] = helper.columns([
  col.strong('number', 'Number', 150),
  col.date('valid_date', 'Valid until', 110, DESC_FIRST),
  col.cell('status', 'State', 110, (status) => <AssessmentStatusTag status={status} />),
  col.text(
    { id: 'condition_group', value: (row) => CONDITION_GROUP_LABELS[row.condition_group] },
    'Condition group',
    170,
    UNSORTED,
  ),
  col.integer('products_count', 'Products', 100, DESC_FIRST),
  col.mark('pre_packing', 'Pre-packing', 100, 'Yes', {
    ...UNSORTED,
    no: <span className="muted">No</span>,
  }),
  col.longText('comment', 'Comment', 180, UNSORTED),
  col.named('created_by', 'Made by', 150, UNSORTED),
  col.date('created_at', 'Created', 100, DESC_FIRST),
]);

const VALID_LABELS = { from: 'Valid from', to: 'Valid to' };

export function AssessmentsPage() {
  const { page, table } = useAreaList({
    area: 'assessment',
    codec: assessmentListCodec,
    useRows: useAssessments,
    columns,
    newLabel: 'New assessment',
    Create: NewAssessmentDialog,
  });
  return (
    <ServerListPage
      {...page}
      filtersLabel="Assessment filters"
      search={{ label: 'Search assessments', placeholder: 'Number or part number…', narrow: true }}
      filters={[
        enumFilter('status', 'State', 'Any state', ASSESSMENT_STATUSES, ASSESSMENT_STATUS_LABELS),
        // Its labels are long: a select of the usual width.
        {
          ...enumFilter(
            'condition_group',
            'Condition group',
            'Any condition group',
            CONDITION_GROUPS,
            CONDITION_GROUP_LABELS,
          ),
          narrow: false,
        },
        {
          kind: 'dateRange',
          keys: { from: 'valid_date_from', to: 'valid_date_to' },
          labels: VALID_LABELS,
        },
      ]}
      table={table({ rowLabel: (row) => `Assessment ${row.number}` })}
    />
  );
}
