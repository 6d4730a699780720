/**
 * RFQ priority rules (spec §4): a repair RFQ's priority becomes ROUTINE, and AOG (aircraft on
 * ground) is displayed as AOGC.
 */
/** Most urgent first; STOCK is a request to replenish stock, with no aircraft waiting. */
export const RFQ_PRIORITIES = ['AOG', 'CRITICAL', 'URGENT', 'ROUTINE', 'STOCK'] as const;
export type RfqPriority = (typeof RFQ_PRIORITIES)[number];

export const REPAIR_PRIORITY: RfqPriority = 'ROUTINE';

/** The priority an RFQ gets: ROUTINE for a repair, whatever was asked otherwise. */
export function effectivePriority(requested: RfqPriority, isRepair: boolean): RfqPriority {
  return isRepair ? REPAIR_PRIORITY : requested;
}

/** How a priority is shown: AOG as AOGC, the rest as they are. */
export function displayPriority(priority: string): string {
  return priority === 'AOG' ? 'AOGC' : priority;
}
