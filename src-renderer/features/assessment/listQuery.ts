/** Assessments as the list codec reads them (GET full_assessments/), in `Filters.assessment`. */
import { ASSESSMENT_ORDERING } from '../../../src-shared/api/assessment.ts';
import { ASSESSMENT_STATUSES, CONDITION_GROUPS } from '../../../src-shared/domain/assessment.ts';
import { field, listCodec, type ListParams } from '../../lib/listQuery.ts';

export const assessmentListCodec = listCodec({
  fields: {
    search: field.text(100),
    status: field.oneOf(ASSESSMENT_STATUSES),
    condition_group: field.oneOf(CONDITION_GROUPS),
    valid_date_from: field.date,
    valid_date_to: field.date,
  },
  ordering: { param: 'ordering', fields: ASSESSMENT_ORDERING },
  dateRange: ['valid_date_from', 'valid_date_to'],
});
export type AssessmentListParams = ListParams<typeof assessmentListCodec>;
