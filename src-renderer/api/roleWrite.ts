import { useMutation } from '@tanstack/react-query';
import { useRoleUrl } from '../stores/session.ts';

/**
 * A write under the signed-in role's URL, as a mutation (busy while `isPending`): `send` makes the
 * call with the role; `refresh` then caches the answer or reads again what the write changed, and
 * the mutation settles only after it.
 */
export function useRoleWrite<V, T>(
  send: (role: string, input: V) => Promise<T>,
  refresh: (role: string, answer: T, input: V) => unknown,
) {
  const role = useRoleUrl();
  return useMutation({
    mutationFn: (input: V) => send(role, input),
    onSuccess: (answer: T, input: V) => refresh(role, answer, input),
  });
}
