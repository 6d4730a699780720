/** Bridge calls and dialog answers over the loopback HTTP channel, with the secret in a header. */
import type { BridgeResult, Channel } from '../../src-shared/bridge.ts';
import { HOST_KEY_HEADER, HOST_PAGE_HEADER, HOST_PATHS } from '../../src-shared/host-protocol.ts';

export const NO_KEY_MESSAGE =
  'This page was opened without its launch key: open the address Aerodesk printed when it started.';

interface HostTransport {
  call(channel: Channel, input: unknown): Promise<BridgeResult<unknown>>;
  /** POSTs JSON to a host endpoint and returns the JSON answer. */
  post<T>(path: string, body: unknown): Promise<T>;
}

export function createHostTransport(key: string | null, pageId: string): HostTransport {
  async function request(path: string, body: unknown): Promise<Response> {
    try {
      return await fetch(path, {
        method: 'POST',
        cache: 'no-store',
        headers: {
          'Content-Type': 'application/json',
          [HOST_KEY_HEADER]: key ?? '',
          [HOST_PAGE_HEADER]: pageId,
        },
        body: body === undefined ? '' : JSON.stringify(body),
      });
    } catch {
      throw new Error('Aerodesk is not running any more: start it again.');
    }
  }

  async function detailOf(response: Response): Promise<string> {
    const body = (await response.json().catch(() => null)) as { detail?: unknown } | null;
    return typeof body?.detail === 'string'
      ? body.detail
      : `${response.status} ${response.statusText}`;
  }

  return {
    async call(channel, input) {
      if (!key) return { ok: false, error: { code: 'forbidden', message: NO_KEY_MESSAGE } };
      const response = await request(`${HOST_PATHS.bridgePrefix}${channel}`, input);
      if (response.ok) return (await response.json()) as BridgeResult<unknown>;
      const forbidden = response.status === 401 || response.status === 403;
      return {
        ok: false,
        error: { code: forbidden ? 'forbidden' : 'failed', message: await detailOf(response) },
      };
    },

    async post<T>(path: string, body: unknown): Promise<T> {
      const response = await request(path, body);
      if (!response.ok) throw new Error(await detailOf(response));
      return (await response.json()) as T;
    },
  };
}
