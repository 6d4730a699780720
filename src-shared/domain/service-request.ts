/**
 * Service requests (spec §3 "Service request", §4: status change, take to work, due date change).
 * Our decisions, in this one place:
 *   - statuses: new → in work (taken to work, by the one who takes it or whom it is given) →
 *     done; new or in work → canceled; done or canceled → in work again (reopened);
 *   - who handles them (status, take to work, due date, in work by): the service requests admin
 *     and the admin; everyone who may file one may comment on it, and its author may change its
 *     text while it is new;
 *   - a client files and follows its own company's requests only.
 */
import { labelsOf } from './labels.ts';
import type { Role } from './roles.ts';

export const SERVICE_REQUEST_STATUSES = ['new', 'in_work', 'done', 'canceled'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

export const SERVICE_REQUEST_STATUS_LABEL = labelsOf(SERVICE_REQUEST_STATUSES);

const NEXT: Record<ServiceRequestStatus, readonly ServiceRequestStatus[]> = {
  new: ['in_work', 'canceled'],
  in_work: ['done', 'canceled'],
  done: ['in_work'],
  canceled: ['in_work'],
};

/** The statuses a request may move to from `status`. */
export function nextStatuses(status: ServiceRequestStatus): readonly ServiceRequestStatus[] {
  return NEXT[status];
}

/** Why a request may not move from `from` to `to`, or null when it may. */
export function statusRefusal(from: ServiceRequestStatus, to: ServiceRequestStatus): string | null {
  if (NEXT[from].includes(to)) return null;
  const allowed = NEXT[from].map((status) => SERVICE_REQUEST_STATUS_LABEL[status]).join(' or ');
  return `The request is ${SERVICE_REQUEST_STATUS_LABEL[from].toLowerCase()}: it can go to ${allowed} only.`;
}

const SERVICE_REQUEST_HANDLERS: readonly Role[] = ['SERVICE REQUESTS ADMIN', 'ADMIN'];

export function handlesServiceRequests(roles: readonly Role[]): boolean {
  return roles.some((role) => SERVICE_REQUEST_HANDLERS.includes(role));
}
