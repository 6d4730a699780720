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
 * The form of one of a company's records (an address, bank details, a contact, a condition text,
 * a treaty) in its dialog: checked as typed by the shared create schema; `save` creates a new
 * record whole (`add`) or sends an existing one's changes (`change`), as saveRecord does (both
 * the `mutateAsync` of the record's mutation hooks in api.ts). The
 * typed values are kept as a draft under `<draft>:<id>` (`<draft>:new:<company>` for a new one,
 * or `newDraft` where new ones differ by more than the company).
 */
export function useRecordForm<T extends TypedValues, S extends z.ZodType<Record<string, unknown>>>({
  start,
  companyId,
  record,
  draft,
  newDraft,
  add,
  change,
  ...options
}: Omit<SchemaFormOptions<T, S>, 'initial' | 'draft'> & {
  /** The values the form starts with: the record's, or a new one's. */
  start: () => T;
  companyId: number;
  /** The record edited; null for a new one. */
  record: { id: number } | null;
  draft: string;
  newDraft?: string;
  add: (body: NoInfer<z.output<S>>) => Promise<unknown>;
  /**
   * Each update endpoint names its own patch type (the create body's fields, all optional): the
   * patch built from the create schema's output is passed on as that type.
   */
  change: (change: { id: number; patch: never }) => Promise<unknown>;
}) {
  const [initial] = useState(start);
  const form = useSchemaForm({
    ...options,
    initial,
    draft: record ? `${draft}:${record.id}` : (newDraft ?? `${draft}:new:${companyId}`),
  });

  /** FormDialog's `onSave`: the parsed body created, or its changes sent. */
  const save = (parsed: z.output<S>) =>
    saveRecord(
      { initial, values: form.values, parsed },
      {
        create: add,
        update: record && ((patch) => change({ id: record.id, patch: patch as never })),
      },
    );

  return { ...form, initial, save };
}

/** A record dialog's props: the company, the record under its own name (null: a new one), close. */
export type RecordDialogProps<K extends string, R> = { companyId: number; onClose: () => void } & {
  [P in K]: R | null;
};
