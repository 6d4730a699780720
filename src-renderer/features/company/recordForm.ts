import { useState } from 'react';
import type { z } from 'zod';
import { MESSAGES } from '../../../src-shared/domain/constants.ts';
import { useSchemaForm, type SchemaFormOptions } from '../../lib/schemaForm.ts';
import { notify } from '../../stores/notifications.ts';
import { changedPatch } from './patch.ts';

type TypedValues = Record<string, string | boolean>;

/**
 * Saves one of a company's records from its dialog: a new one is created whole; an existing one
 * (`update` given) gets only what changed (changedPatch), and nothing is sent when nothing did.
 * Says which it was ('Successful creation' / 'Successful edit').
 */
async function saveRecord<T extends TypedValues, B extends Record<string, unknown>>(
  typed: { initial: T; values: T; parsed: B },
  send: {
    create: (body: B) => Promise<unknown>;
    update: ((patch: Partial<B>) => Promise<unknown>) | null;
  },
): Promise<void> {
  if (!send.update) {
    await send.create(typed.parsed);
    notify.success(MESSAGES.created);
    return;
  }
  const patch = changedPatch(typed.initial, typed.values, typed.parsed) as Partial<B>;
  if (Object.keys(patch).length === 0) return;
  await send.update(patch);
  notify.success(MESSAGES.edited);
}

/**
 * The form of one of a company's records (an address, bank details, a contact, a condition text)
 * in its dialog: checked as typed by the shared create schema; `save` creates a new record whole
 * or sends an existing one's changes (`update` given), as saveRecord does.
 */
export function useRecordForm<T extends TypedValues, S extends z.ZodType<Record<string, unknown>>>({
  start,
  create,
  update,
  ...options
}: Omit<SchemaFormOptions<T, S>, 'initial'> & {
  /** The values the form starts with: the record's, or a new one's. */
  start: () => T;
  create: (body: z.output<S>) => Promise<unknown>;
  update: ((patch: Partial<z.output<S>>) => Promise<unknown>) | null;
}) {
  const [initial] = useState(start);
  const form = useSchemaForm({ ...options, initial });

  /** FormDialog's `onSave`: the parsed body created, or its changes sent. */
  const save = (parsed: z.output<S>) =>
    saveRecord({ initial, values: form.values, parsed }, { create, update });

  return { ...form, initial, save };
}
