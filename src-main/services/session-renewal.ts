/**
 * Renewal of the stored session with its refresh token (`api/token/refresh/`), done in main, one
 * at a time for every window of this app.
 *
 * Why in main: the server rotates refresh tokens (each is spent by one renewal and refused after).
 * Two windows or tabs that renewed on their own at the same moment would send the same refresh
 * token twice, and the loser would be logged out. Here renewals take turns, and a window asking
 * with an access token that is no longer the stored one is answered with the stored session
 * (renewed meanwhile by another window) without asking the server again. The vault
 * and the renderer's memory get the new pair together (spec §5: they must be identical).
 */
import { z } from 'zod';
import { authEndpoints } from '../../src-shared/api/auth.ts';
import { storedSessionSchema, type RenewalOutcome } from '../../src-shared/bridge.ts';
import { fetchFromServer, httpFailure, resolveApiUrl } from './api-request.ts';
import type { SessionVault } from './session-vault.ts';

/** The refresh answer: a server that does not rotate sends only `access` (SimpleJWT's default). */
const refreshAnswerSchema = z.object({
  access: storedSessionSchema.shape.access,
  refresh: storedSessionSchema.shape.refresh.optional(),
});

interface SessionRenewalDeps {
  /** The server in use, e.g. `http://127.0.0.1:41234/`. */
  serverUrl: () => string;
  vault: Pick<SessionVault, 'readSession' | 'replaceSession'>;
}

export interface SessionRenewal {
  /**
   * Renews the session whose access token the caller holds; answers the session now stored (null
   * when there is none) or the server's refusal (401: the session is over). An unreachable server
   * or an unreadable answer throws (try again later).
   */
  renew(callerAccess: string): Promise<RenewalOutcome>;
}

export function createSessionRenewal(deps: SessionRenewalDeps): SessionRenewal {
  // Renewals go one after another, each looking at the vault when its turn comes: a window that
  // asks while another's renewal is under way learns its outcome then, from the vault, and only
  // a window still holding the stored token goes to the server. (Joining the renewal under way
  // would be wrong when it was asked with another token: it may answer the caller's own, stale,
  // token back, and that window would keep it until it expired.)
  let last: Promise<unknown> = Promise.resolve();

  async function renewStored(callerAccess: string): Promise<RenewalOutcome> {
    const stored = await deps.vault.readSession();
    // Signed out meanwhile, or renewed (or signed in anew) by another window: that is the answer.
    if (!stored || stored.access !== callerAccess) return { refused: false, session: stored };

    const response = await fetchFromServer(
      resolveApiUrl(deps.serverUrl(), authEndpoints.refresh.path),
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refresh: stored.refresh }),
      },
    );
    if (!response.ok) {
      const { status, body, message } = await httpFailure(response, 'Renewing the session');
      return { refused: true, status, body, message };
    }
    const answer = refreshAnswerSchema.safeParse(await response.json().catch(() => null));
    if (!answer.success) throw new Error('The server answered the renewal with no usable token.');
    const renewed = { access: answer.data.access, refresh: answer.data.refresh ?? stored.refresh };

    // A log-out (or a new sign-in) while the server answered wins: nothing is brought back.
    return { refused: false, session: await deps.vault.replaceSession(stored.access, renewed) };
  }

  return {
    renew(callerAccess) {
      const turn = last.then(
        () => renewStored(callerAccess),
        () => renewStored(callerAccess),
      );
      last = turn.catch(() => undefined);
      return turn;
    },
  };
}
