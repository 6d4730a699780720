/**
 * The AOG response clock (issue 8, beyond the spec): an aircraft on ground waits for every
 * minute nobody looks at its request. Every AOG or critical RFQ not yet taken to work, and every
 * need-offer position of such an RFQ not yet taken to work, shows how long it has waited; past
 * its limit it is overdue, on the lists and in the shell (the sidebar's count), so nothing urgent
 * sits unseen. Our limits, in this one place: AOG 1 hour, critical 4 hours. The server counts
 * by its clock (home/urgent/); a list row's clock runs on the screen's.
 */
import type { RfqPriority } from './priority.ts';

export const RESPONSE_LIMIT_MINUTES: Partial<Record<RfqPriority, number>> = {
  AOG: 60,
  CRITICAL: 240,
};

interface ResponseClock {
  /** Whole minutes since it arrived. */
  waited: number;
  limit: number;
  overdue: boolean;
}

/** The clock of something of `priority` that arrived at `since` and is not taken to work yet. */
export function responseClock(
  priority: RfqPriority,
  since: string | Date,
  now: Date,
): ResponseClock | null {
  const limit = RESPONSE_LIMIT_MINUTES[priority];
  if (limit === undefined) return null;
  const waited = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
  return { waited, limit, overdue: waited >= limit };
}

/** "45 min", "3 h 05 min", "2 d 4 h": how long, as a glance reads it. */
export function formatWaited(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
