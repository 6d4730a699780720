/**
 * The renderer's one typed call of a declared endpoint (src-shared/api/endpoint.ts): the path is
 * built from the declaration, the request goes through the one client (spec §8 error handling,
 * messages, time-out, log-out: client.ts), and the answer is typed by the response schema. In
 * development and tests every answer is checked against that schema as the caller's audience
 * receives it (answers.ts), so a server that drifts fails loudly, naming the endpoint and field;
 * a production build skips the check for speed (build with VITE_CHECK_ANSWERS=1 to keep it).
 */
import { checkAnswer } from '../../src-shared/api/answers.ts';
import {
  pathOf,
  type AnyEndpoint,
  type BodyOf,
  type PathInput,
  type QueryOf,
  type ResponseOf,
} from '../../src-shared/api/endpoint.ts';
import type { Audience } from '../../src-shared/domain/audience.ts';
import type { QueryValue } from '../../src-shared/domain/filters.ts';
import type { ApiClient, RequestOptions } from './client.ts';

interface CallOptions<E extends AnyEndpoint> extends Pick<
  RequestOptions,
  'signal' | 'failureMessage' | 'successMessage'
> {
  /** The path's parameters, `role` among them where the path has `:role`. */
  params: PathInput<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
}

type Call = <E extends AnyEndpoint>(endpoint: E, options: CallOptions<E>) => Promise<ResponseOf<E>>;

interface CallDeps {
  client: ApiClient;
  /** Whether answers are checked against their schema (development, tests). */
  checking: boolean;
  /** The signed-in caller's audience, for which fields the answer may leave out. */
  viewer: () => Audience;
}

/** The query as the client sends it: the declared query's values are plain text and numbers. */
function queryOf(query: object | undefined): Record<string, QueryValue> | undefined {
  if (!query) return undefined;
  const plain: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value) || ['string', 'number', 'boolean'].includes(typeof value))
      plain[key] = value as QueryValue;
    else throw new Error(`query ${key}: not a plain value`);
  }
  return plain;
}

export function createCall(deps: CallDeps): Call {
  /** The one place an answer becomes its declared type: checked first where checking is on. */
  function isAnswer<E extends AnyEndpoint>(endpoint: E, answer: unknown): answer is ResponseOf<E> {
    if (deps.checking) checkAnswer(endpoint, deps.viewer(), answer);
    return true;
  }

  return async (endpoint, options) => {
    const { params, query, body, ...rest } = options;
    const answer = await deps.client.send(pathOf(endpoint, params), {
      ...rest,
      method: endpoint.method,
      query: queryOf(query as object | undefined),
      body,
    });
    if (!isAnswer(endpoint, answer)) throw new Error('unreachable');
    return answer;
  };
}
