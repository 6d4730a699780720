/**
 * The one HTTP client applies the error catalogue of spec §8 to real Response objects. The fetch
 * it is given answers with crafted responses; everything the client does with them is real.
 */
import { describe, expect, it } from 'vitest';
import {
  createApiClient,
  isApiError,
  type ApiError,
  type NoticeKind,
} from '../../src-renderer/api/client.ts';

interface Call {
  url: string;
  init: RequestInit;
}

function setup(
  answer: (call: Call) => Response | Promise<Response>,
  options: { timeoutMs?: number } = {},
) {
  const calls: Call[] = [];
  const notices: { kind: NoticeKind; message: string }[] = [];
  const recorded: number[] = [];
  let logouts = 0;
  const client = createApiClient({
    baseUrl: () => 'http://127.0.0.1:9999/',
    accessToken: () => 'token-123',
    onLogout: () => {
      logouts += 1;
    },
    notify: (kind, message) => notices.push({ kind, message }),
    recordErrorCode: (code) => recorded.push(code),
    fetch: async (input, init) => {
      const call = { url: String(input), init: init ?? {} };
      calls.push(call);
      return answer(call);
    },
    timeoutMs: options.timeoutMs,
  });
  return { client, calls, notices, recorded, logouts: () => logouts };
}

function json(body: unknown, status = 200, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('requests', () => {
  it('sends the token under the JWT scheme and drops empty filters from the query', async () => {
    const { client, calls } = setup(() =>
      json({ count: 0, next: null, previous: null, results: [] }),
    );
    await client.get('sales/company/', {
      page: 1,
      search: '  ',
      category: '',
      holding_company: undefined,
      page_size: 10,
    });
    expect(calls[0]?.url).toBe('http://127.0.0.1:9999/sales/company/?page=1&page_size=10');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('JWT token-123');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('sends a JSON body and returns the parsed answer', async () => {
    const { client, calls, notices } = setup(() => json({ id: 7, name: 'Acme' }, 201));
    const created = await client.post('sales/company/', { name: 'Acme' });
    expect(created).toEqual({ id: 7, name: 'Acme' });
    expect(calls[0]?.init.body).toBe('{"name":"Acme"}');
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBe(
      'application/json',
    );
    expect(notices).toEqual([]);
  });

  it('returns undefined for an empty 204', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(client.send('sales/thing/1/', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('the error catalogue (spec §8)', () => {
  it('400: shows the per-field messages joined with "; " and hands the field errors to the form', async () => {
    const { client, notices, logouts } = setup(() =>
      json({ name: ['This field is required.'], email: ['Enter a valid email address.'] }, 400),
    );
    const error = await failure(client.post('sales/company/', {}));
    expect(notices).toEqual([
      { kind: 'error', message: 'This field is required.; Enter a valid email address.' },
    ]);
    expect(error.status).toBe(400);
    expect(error.message).toBe('This field is required.; Enter a valid email address.');
    expect(error.fieldErrors).toEqual({
      name: ['This field is required.'],
      email: ['Enter a valid email address.'],
    });
    expect(logouts()).toBe(0);
  });

  it('400 without a message shows "Bad request"; a detail list is joined with "; "', async () => {
    let body: unknown = {};
    const { client, notices } = setup(() => json(body, 400));
    await failure(client.get('sales/company/'));
    body = { detail: ['First.', 'Second.'] };
    await failure(client.get('sales/company/'));
    expect(notices.map((n) => n.message)).toEqual(['Bad request', 'First.; Second.']);
  });

  it('429 shows the detail', async () => {
    const { client, notices } = setup(() =>
      json({ detail: 'Too many attempts. Try again in 60 s.' }, 429),
    );
    const error = await failure(client.post('api/token/', { username: 'a', password: 'b' }));
    expect(error.status).toBe(429);
    expect(notices).toEqual([{ kind: 'error', message: 'Too many attempts. Try again in 60 s.' }]);
  });

  it('401 shows the detail and logs out, except on the login calls', async () => {
    const { client, notices, logouts } = setup(() =>
      json({ detail: 'Token is invalid or expired' }, 401),
    );
    await failure(client.get('sales/company/'));
    expect(logouts()).toBe(1);
    await failure(client.post('api/token/', {}));
    await failure(client.post('api/get_confirm_code/', {}));
    expect(logouts()).toBe(1);
    expect(notices.map((n) => n.message)).toEqual([
      'Token is invalid or expired',
      'Token is invalid or expired',
      'Token is invalid or expired',
    ]);
  });

  it('401 without a detail shows "Bad request"', async () => {
    const { client, notices } = setup(() => json({}, 401));
    await failure(client.post('api/token/', {}));
    expect(notices).toEqual([{ kind: 'error', message: 'Bad request' }]);
  });

  it('403 logs out without a message', async () => {
    const { client, notices, logouts } = setup(() => json({ detail: 'Forbidden.' }, 403));
    const error = await failure(client.get('sales/company/'));
    expect(error.status).toBe(403);
    expect(error.loggedOut).toBe(true);
    expect(logouts()).toBe(1);
    expect(notices).toEqual([]);
  });

  it('404 shows the detail; without one, "Bad request" and records the code 404', async () => {
    let body: unknown = { detail: 'Company not found.' };
    const { client, notices, recorded } = setup(() => json(body, 404));
    await failure(client.get('sales/company/9/'));
    expect(recorded).toEqual([]);
    body = {};
    const error = await failure(client.get('sales/company/9/'));
    expect(notices.map((n) => n.message)).toEqual(['Company not found.', 'Bad request']);
    expect(recorded).toEqual([404]);
    expect(error.recordCode).toBe(404);
  });

  it('500 shows the status text, or "Server Error", and records the code 500', async () => {
    let statusText = 'Internal Server Error';
    const { client, notices, recorded } = setup(() => json({ detail: 'boom' }, 500, statusText));
    await failure(client.get('sales/company/'));
    statusText = '';
    await failure(client.get('sales/company/'));
    expect(notices.map((n) => n.message)).toEqual(['Internal Server Error', 'Server Error']);
    expect(recorded).toEqual([500, 500]);
  });

  it('an error page that is not JSON is still handled by its status', async () => {
    const { client, notices } = setup(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await failure(client.get('sales/company/'));
    expect(error.status).toBe(502);
    expect(notices[0]?.message).toContain('502');
  });

  it('200/201 with a detail shows it as information and still returns the body', async () => {
    const { client, notices } = setup(() =>
      json({ detail: 'A code was sent to your email.', ticket: 't' }, 200),
    );
    const body = await client.post('api/token/', {});
    expect(body).toMatchObject({ ticket: 't' });
    expect(notices).toEqual([{ kind: 'info', message: 'A code was sent to your email.' }]);
  });

  it('a call with its own failure words shows them instead (Holding already exist)', async () => {
    let status = 400;
    const { client, notices, logouts } = setup(() =>
      json({ name: ['holding with this name already exists.'] }, status),
    );
    const error = await failure(
      client.post('sales/holding/', { name: 'X' }, { failureMessage: 'Holding already exist' }),
    );
    expect(notices).toEqual([{ kind: 'error', message: 'Holding already exist' }]);
    expect(error.fieldErrors).toEqual({ name: ['holding with this name already exists.'] });
    status = 401;
    await failure(
      client.post('sales/holding/', { name: 'X' }, { failureMessage: 'Holding already exist' }),
    );
    expect(notices[1]?.message).toBe('holding with this name already exists.');
    expect(logouts()).toBe(1);
  });
});

describe('client failures are shown, never swallowed', () => {
  it('a fetch error', async () => {
    const { client, notices } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(client.get('sales/company/'));
    expect(error.kind).toBe('fetch');
    expect(error.status).toBe(0);
    expect(notices).toEqual([
      { kind: 'error', message: 'Cannot reach the server: Failed to fetch' },
    ]);
  });

  it('a time-out', async () => {
    const { client, notices } = setup(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
      { timeoutMs: 30 },
    );
    const error = await failure(client.get('sales/company/'));
    expect(error.kind).toBe('timeout');
    expect(notices[0]?.message).toMatch(/^The server did not answer in time/);
  });

  it('an answer that is not JSON', async () => {
    const { client, notices } = setup(() => new Response('{"count": 1,', { status: 200 }));
    const error = await failure(client.get('sales/company/'));
    expect(error.kind).toBe('parse');
    expect(notices[0]?.message).toMatch(/^The server sent a response that could not be read/);
  });

  it('a cancel by the caller is not an error to show', async () => {
    const controller = new AbortController();
    const { client, notices } = setup(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const pending = client.get('sales/company/', undefined, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(notices).toEqual([]);
  });
});
