import { randomUUID } from 'node:crypto';

/** A new random uuid for a record created through the API. */
export function newUuid(): string {
  return randomUUID();
}
