/**
 * What keeps the session right while the app runs, started once before the session is restored:
 * - the access token is renewed before it expires (renewal.ts says when), again at once when the
 *   window comes back after its moment passed (sleep, a throttled hidden tab), and retried later
 *   when the server did not answer;
 * - a call main made for this window (a download, an upload, the KP PDF attach) that the server
 *   answered with an error status gets the same rules as the renderer's own calls (spec §8): 401
 *   and 403 log out (httpFailures.ts). The caller shows its own message.
 */
import { readClaims } from '../../src-shared/domain/session.ts';
import { bridge } from '../bridge.ts';
import { useNotifications } from '../stores/notifications.ts';
import { useSession } from '../stores/session.ts';
import { logout, renewSession } from './auth.ts';
import { applyHttpFailure } from './httpFailures.ts';
import { RENEWAL_TIMING, renewalDelayMs } from './renewal.ts';

/** Starts the upkeep; returns what stops it. */
export function startSessionUpkeep(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  function schedule(access: string | null, delayMs?: number): void {
    clearTimeout(timer);
    const claims = access ? readClaims(access) : undefined;
    if (!access || !claims) return;
    timer = setTimeout(() => void renew(access), delayMs ?? renewalDelayMs(claims, Date.now()));
  }

  async function renew(access: string): Promise<void> {
    if (useSession.getState().access !== access) return;
    const result = await renewSession();
    // A renewed or ended session reschedules through the store; no answer: try again later.
    if (result === 'unanswered' && useSession.getState().access === access) {
      schedule(access, RENEWAL_TIMING.retryMs);
    }
  }

  const stopWatchingSession = useSession.subscribe((state, previous) => {
    if (state.access !== previous.access) schedule(state.access);
  });
  schedule(useSession.getState().access);

  // Timers stand still in sleep and run late in a hidden tab: coming back, count again.
  const onBack = () => {
    if (document.visibilityState === 'visible') schedule(useSession.getState().access);
  };
  document.addEventListener('visibilitychange', onBack);
  window.addEventListener('focus', onBack);

  const stopWatchingFailures = bridge().events.onHttpFailure((failure) =>
    applyHttpFailure(failure, {
      logout: () => void logout('forced'),
      recordErrorCode: (code) => useNotifications.getState().recordErrorCode(code),
    }),
  );

  return () => {
    clearTimeout(timer);
    stopWatchingSession();
    stopWatchingFailures();
    document.removeEventListener('visibilitychange', onBack);
    window.removeEventListener('focus', onBack);
  };
}
