/**
 * The session settings (spec §4: the warehouse basket, presets, column visibility) are the signed-in
 * user's. A log-out clears them; a start that finds no session to restore (the keychain entry
 * removed outside the app, a session that lapsed while the server was away) does not, so the next
 * sign-in decides: the same user finds theirs, anyone else starts from empty ones.
 */
import { expect, test } from 'vitest';
import type { Basket } from '../../src-shared/domain/product.ts';
import { EMPTY_BASKET } from '../../src-shared/domain/product.ts';
import { bridge } from '../../src-renderer/bridge.ts';
import { useSettings } from '../../src-renderer/stores/settings.ts';
import { signInAs, signInOver } from './harness/app.tsx';

const warehouse = { id: 1, name: 'Aerodesk Warehouse Miami' };
const BASKET: Basket = {
  warehouse,
  items: [
    {
      id: 7,
      label_code: 'L-000007',
      part_number: 'PN-7',
      description: 'Actuator',
      warehouse,
      quantity: 3,
      quantity_chosen: 2,
    },
  ],
};

/** The vault emptied outside the app: the next start shows the login, and nobody logged out. */
async function sessionLostOutsideTheApp(): Promise<void> {
  await bridge().vault.clearSession();
}

test('the same user finds their basket after a sign-in with no log-out before it; another user does not', async () => {
  await signInAs('warehouse');
  useSettings.getState().updateSession({ basket: BASKET });

  await sessionLostOutsideTheApp();
  await signInOver('warehouse');
  expect(useSettings.getState().session.basket).toEqual(BASKET);

  await sessionLostOutsideTheApp();
  await signInOver('warehouse_superman');
  expect(useSettings.getState().session.basket).toEqual(EMPTY_BASKET);
  // Main holds them for every window: gone there too, and the new user's from now on.
  const stored = (await bridge().settings.read()).session;
  expect(stored.basket).toEqual(EMPTY_BASKET);
  expect(stored.owner).toBe(useSettings.getState().session.owner);
  expect(stored.owner).not.toBeNull();
});
