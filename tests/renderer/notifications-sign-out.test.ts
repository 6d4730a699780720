/**
 * What a log-out does to the notifications (stores/notifications.ts): "Log out" takes the leaving
 * user's toasts and the last error code with it; a session that ended by itself keeps them, since
 * the toast saying why it ended is shown as it ends.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { useNotifications } from '../../src-renderer/stores/notifications.ts';
import { useSession, type SignOutReason } from '../../src-renderer/stores/session.ts';
import { accessToken } from './access-token.ts';

function signInThenOut(reason: SignOutReason): void {
  useSession.getState().signIn({ access: accessToken(), refresh: 'refresh' });
  useNotifications.getState().recordErrorCode(404);
  useSession.getState().signOut(reason);
}

describe('notifications at log-out', () => {
  afterEach(() => useNotifications.setState({ errorCode: null }));

  it('"Log out" clears what the leaving user was shown', () => {
    signInThenOut('user');
    expect(useNotifications.getState().errorCode).toBeNull();
  });

  it('a session that ended by itself keeps it', () => {
    signInThenOut('forced');
    expect(useNotifications.getState().errorCode).toMatchObject({ code: 404 });
  });
});
