/**
 * An action with its own spec message (§9: 'RFQ canceled', 'Order created', ...) shows that
 * message once, as a success, even when the answer carries a `detail` (which the catalogue of §8
 * would otherwise show as information). Failures are untouched by it.
 */
import { describe, expect, it } from 'vitest';
import { createApiClient, type NoticeKind } from '../../src-renderer/api/client.ts';

function client(status: number, body: unknown) {
  const notices: { kind: NoticeKind; message: string }[] = [];
  const api = createApiClient({
    baseUrl: () => 'http://127.0.0.1:9/',
    accessToken: () => 't',
    onLogout: () => undefined,
    notify: (kind, message) => notices.push({ kind, message }),
    fetch: async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  });
  return { api, notices };
}

describe('success messages', () => {
  it('shows the action’s own message instead of the detail', async () => {
    const { api, notices } = client(200, { detail: 'RFQ canceled', results: [] });
    await api.post(
      'sales/rfq/canceled_rfq_many/',
      { rfqs: [1] },
      { successMessage: 'RFQ canceled' },
    );
    expect(notices).toEqual([{ kind: 'success', message: 'RFQ canceled' }]);
  });

  it('without one, a detail on a 200 is still information (spec §8)', async () => {
    const { api, notices } = client(200, { detail: 'Nothing to do' });
    await api.post('sales/x/', {});
    expect(notices).toEqual([{ kind: 'info', message: 'Nothing to do' }]);
  });

  it('a refusal shows the server’s detail, never the success message', async () => {
    const { api, notices } = client(400, { detail: '2 RFQs cannot be cancelled.', refused: [] });
    await expect(
      api.post('sales/rfq/canceled_rfq_many/', {}, { successMessage: 'RFQ canceled' }),
    ).rejects.toMatchObject({ status: 400 });
    expect(notices).toEqual([{ kind: 'error', message: '2 RFQs cannot be cancelled.' }]);
  });

  it('DELETE goes out as DELETE and a 204 answers nothing', async () => {
    const notices: string[] = [];
    let method = '';
    const api = createApiClient({
      baseUrl: () => 'http://127.0.0.1:9/',
      accessToken: () => 't',
      onLogout: () => undefined,
      notify: (_kind, message) => notices.push(message),
      fetch: async (_input, init) => {
        method = init?.method ?? '';
        return new Response(null, { status: 204 });
      },
    });
    await expect(
      api.delete('sales/rfq/1/kp/2/', { successMessage: 'Quote deleted' }),
    ).resolves.toBeUndefined();
    expect(method).toBe('DELETE');
    expect(notices).toEqual(['Quote deleted']);
  });
});
