import type { AnyEndpoint, BodyOf, PathInput, ResponseOf } from '../../src-shared/api/endpoint.ts';
import type { RecordPath } from './areaQueries.ts';
import { call } from './http.ts';
import { useRoleWrite } from './roleWrite.ts';

/** What a call takes from the mutation's input: the record in its path, its body. */
interface Request<E extends AnyEndpoint> {
  id?: number;
  body?: BodyOf<E>;
}

/**
 * A mutation of an endpoint without a body (its body is z.object({})'s index signature) takes no
 * input (`mutate()`); else its body.
 */
type BodyInput<E extends AnyEndpoint> = string extends keyof BodyOf<E> ? void : BodyOf<E>;

interface EndpointMutationOptions<E extends AnyEndpoint, V> {
  /** The record in the path when the hook is for one record (the input's `id` wins). */
  id?: number;
  /** The path's record and the body, from the input; by default the input is the body. */
  request?: (input: V) => Request<E>;
  successMessage?: string;
  failureMessage?: string;
  /** Keeps the answer in the cache or reads again what changed; the mutation settles after it. */
  onSuccess?: (role: string, answer: ResponseOf<E>, input: V) => unknown;
}

/**
 * The write most of the data layer's mutations are: one declared endpoint called under the
 * signed-in role (and a record's id), with its spec message, then `onSuccess`. One piece, so an
 * area's write hook says only what is its own: which call, which message, what the cache keeps.
 */
export function useEndpointMutation<E extends AnyEndpoint, V = BodyInput<E>>(
  endpoint: E & RecordPath<E>,
  options: EndpointMutationOptions<E, V> = {},
) {
  const request: (input: V) => Request<E> =
    options.request ?? ((input) => ({ body: input as BodyOf<E> }));
  return useRoleWrite(
    (role, input: V) => {
      const { id = options.id, body } = request(input);
      return call(endpoint, {
        // The declaration's path picks the parameters it names (RecordPath says which may be).
        params: { role, id } as PathInput<E>,
        body,
        successMessage: options.successMessage,
        failureMessage: options.failureMessage,
      });
    },
    (role, answer, input) => options.onSuccess?.(role, answer, input),
  );
}
