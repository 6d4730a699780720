/**
 * Spec §8 for the calls main makes for this window (a download, an upload, the KP PDF attach):
 * main tells the status of a refusal across the bridge (`events.onHttpFailure`), and the same
 * rules as for the renderer's own calls apply: 401 and 403 log out, 404 without a detail and 500
 * are recorded. The message is the caller's to show (it says what was not done).
 */
import type { HttpFailure } from '../../src-shared/bridge.ts';
import { outcomeForResponse } from '../../src-shared/domain/errors.ts';

interface HttpFailureEffects {
  logout(): void;
  recordErrorCode(code: 404 | 500): void;
}

export function applyHttpFailure(failure: HttpFailure, effects: HttpFailureEffects): void {
  const outcome = outcomeForResponse({ status: failure.status, body: failure.body });
  if (outcome?.recordCode) effects.recordErrorCode(outcome.recordCode);
  if (outcome?.logout) effects.logout();
}
