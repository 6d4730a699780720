/**
 * What may happen to an order position (spec §7 "Order positions": confirm, cancel confirmation,
 * cancel, return). Spec §3 gives a position an active status; we keep confirmation apart from it,
 * as a flag, because a confirmed position is still active (being bought or on its way). Our rule,
 * in this one place, for the server and the screens:
 *   - confirm: an active position not confirmed yet;
 *   - cancel confirmation: an active, confirmed one;
 *   - cancel: an active one (its confirmation goes with it);
 *   - return: a canceled one, back to active (unconfirmed);
 *   - edit and delete: an active one; delete only while it is not confirmed.
 * A delivered position is done: nothing moves it.
 */
import { labelsOf } from './labels.ts';
import type { OrderPositionStatus } from '../api/order.ts';

export const ORDER_POSITION_ACTIONS = ['confirm', 'cancel_confirm', 'cancel', 'return'] as const;
export type OrderPositionAction = (typeof ORDER_POSITION_ACTIONS)[number];

export interface OrderPositionState {
  active_status: OrderPositionStatus;
  confirmed: boolean;
}

export const ORDER_POSITION_ACTION_LABEL = labelsOf(ORDER_POSITION_ACTIONS, {
  cancel_confirm: 'Cancel confirmation',
});

const VERB: Record<OrderPositionAction, string> = {
  confirm: 'confirmed',
  cancel_confirm: 'unconfirmed',
  cancel: 'canceled',
  return: 'returned',
};

const ALLOWED: Record<OrderPositionAction, (state: OrderPositionState) => boolean> = {
  confirm: (s) => s.active_status === 'active' && !s.confirmed,
  cancel_confirm: (s) => s.active_status === 'active' && s.confirmed,
  cancel: (s) => s.active_status === 'active',
  return: (s) => s.active_status === 'canceled',
};

const WHEN: Record<OrderPositionAction, string> = {
  confirm: 'only while it is active and not confirmed',
  cancel_confirm: 'only while it is active and confirmed',
  cancel: 'only while it is active',
  return: 'only once it is canceled',
};

/** How a position's state reads in a sentence. */
function describeState(state: OrderPositionState): string {
  if (state.active_status !== 'active') return state.active_status;
  return state.confirmed ? 'confirmed' : 'active and not confirmed';
}

/** Why `name` may not take `action`, or null when it may. */
export function orderPositionRefusal(
  action: OrderPositionAction,
  state: OrderPositionState,
  name: string,
): string | null {
  if (ALLOWED[action](state)) return null;
  return `${name} is ${describeState(state)}: it can be ${VERB[action]} ${WHEN[action]}.`;
}

/** The state after `action` (which must be allowed). */
export function orderPositionAfter(action: OrderPositionAction): OrderPositionState {
  switch (action) {
    case 'confirm':
      return { active_status: 'active', confirmed: true };
    case 'cancel':
      return { active_status: 'canceled', confirmed: false };
    default:
      return { active_status: 'active', confirmed: false };
  }
}

/** Why a position may not be edited or deleted, or null when it may. */
export function orderPositionEditRefusal(
  state: OrderPositionState,
  name: string,
  deleting: boolean,
): string | null {
  if (state.active_status !== 'active')
    return `${name} is ${state.active_status}: only an active position can be ${deleting ? 'deleted' : 'changed'}.`;
  if (deleting && state.confirmed)
    return `${name} is confirmed: cancel its confirmation before deleting it.`;
  return null;
}
