/** Small pieces the RFQ screens share: the priority badge, the activity status, the list label. */
import { displayPriority, RFQ_PRIORITIES } from '../../../src-shared/domain/priority.ts';
import {
  listOf,
  RFQ_LIST_LABEL,
  type ActivityStatus,
  type RfqFlags,
} from '../../../src-shared/domain/rfq-lists.ts';
import type { Option } from '../../components/Field.tsx';

/** Priorities as the selects offer them: AOG shown as AOGC (spec §4), the value stays AOG. */
export const PRIORITY_OPTIONS: Option[] = RFQ_PRIORITIES.map((priority) => ({
  value: priority,
  label: displayPriority(priority),
}));

const PRIORITY_TONE: Record<string, string> = {
  AOG: 'priority-aog',
  CRITICAL: 'priority-critical',
  URGENT: 'priority-urgent',
  ROUTINE: 'priority-routine',
  STOCK: 'priority-stock',
};

/** The priority as shown everywhere: AOG as AOGC, a strong colour for AOG and CRITICAL. */
export function PriorityBadge({ priority }: { priority: string }) {
  return (
    <span
      className={`priority ${PRIORITY_TONE[priority] ?? 'priority-routine'}`}
      data-testid="priority"
      data-priority={priority}
    >
      {displayPriority(priority)}
    </span>
  );
}

const ACTIVITY_LABEL: Record<ActivityStatus, string> = {
  new: 'New',
  in_work: 'In work',
  quoted: 'Quoted',
  canceled: 'Canceled',
  renewed: 'Renewed',
  returned: 'Returned',
};

const ACTIVITY_TONE: Record<ActivityStatus, string> = {
  new: 'tag',
  in_work: 'tag',
  quoted: 'tag tag-ok',
  canceled: 'tag tag-danger',
  renewed: 'tag',
  returned: 'tag tag-plain',
};

export function activityLabel(status: ActivityStatus): string {
  return ACTIVITY_LABEL[status] ?? status;
}

export function ActivityTag({ status }: { status: ActivityStatus }) {
  return (
    <span className={`${ACTIVITY_TONE[status] ?? 'tag'} tag-small-inline`} data-testid="activity">
      {ACTIVITY_LABEL[status] ?? status}
    </span>
  );
}

export function listLabel(rfq: RfqFlags): string {
  return RFQ_LIST_LABEL[listOf(rfq)];
}
