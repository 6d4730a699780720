import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormDialog } from '../../components/FormDialog.tsx';
import type { SchemaForm, SchemaFormOptions } from '../../lib/schemaForm.ts';
import { useRecordForm, type RecordDialogProps } from './recordForm.ts';

type TypedValues = Record<string, string | boolean>;

/**
 * What one kind of company record's dialog is (an address, bank details, a contact, a condition
 * text, a treaty), said once beside its fields: what the record is called, the dialog's size, the
 * schema it is checked by, its draft name and the mutation hooks (api.ts) that add and change it.
 */
interface RecordDialogSpec<T extends TypedValues, S extends z.ZodType> extends Omit<
  SchemaFormOptions<T, S>,
  'initial' | 'draft'
> {
  /** "New <noun>" / "Edit <noun>" above, "Add <noun>" / "Save <noun>" on the submit. */
  noun: string;
  /** The submit's noun where it is shorter than the title's ("Save text"). */
  submitNoun?: string;
  /** The submit of a new one where it is not "Add" ("Create treaty"). */
  addVerb?: string;
  width: number;
  layout?: 'grid-3';
  /** The draft's name, and the dialog's test id: `<draft>-dialog`. */
  draft: string;
  useAdd: (companyId: number) => {
    mutateAsync: (body: NoInfer<z.output<S>>) => Promise<unknown>;
  };
  useChange: (companyId: number) => {
    mutateAsync: (change: { id: number; patch: never }) => Promise<unknown>;
  };
}

/**
 * The dialog of one of a company's records, the one frame the five record dialogs share: its
 * form (useRecordForm: created whole or only its changes sent, kept as a draft), titled and
 * labelled from the spec's noun, with the fields `children` draws on the form.
 */
export function RecordDialog<T extends TypedValues, S extends z.ZodType<Record<string, unknown>>>({
  spec,
  companyId,
  record,
  start,
  title,
  newDraft,
  onClose,
  children,
}: {
  spec: RecordDialogSpec<T, S>;
  companyId: number;
  /** The record edited; null for a new one. */
  record: { id: number } | null;
  /** The values the form starts with: the record's, or a new one's. */
  start: () => T;
  /** The title where it is not "New/Edit <noun>" (an address's kind, a treaty's number). */
  title?: string;
  /** The draft of a new one where new ones differ by more than the company. */
  newDraft?: string;
  onClose: () => void;
  children: (form: ReturnType<typeof useRecordForm<T, S>>) => ReactNode;
}) {
  const { noun, submitNoun = noun, addVerb = 'Add', width, layout, ...options } = spec;
  const { useAdd, useChange, ...formOptions } = options;
  const form = useRecordForm({
    ...formOptions,
    start,
    companyId,
    record,
    ...(newDraft === undefined ? {} : { newDraft }),
    add: useAdd(companyId).mutateAsync,
    change: useChange(companyId).mutateAsync,
  });
  return (
    <FormDialog
      title={title ?? `${record ? 'Edit' : 'New'} ${noun}`}
      testId={`${spec.draft}-dialog`}
      width={width}
      submitLabel={`${record ? 'Save' : addVerb} ${submitNoun}`}
      form={form}
      onSave={form.save}
      onClose={onClose}
      layout={layout}
    >
      {children(form)}
    </FormDialog>
  );
}

/** What a record dialog's fields are drawn from: the form, and the values it started with. */
export interface RecordFieldsProps<T extends TypedValues> {
  form: SchemaForm<T>;
  initial: T;
}

/**
 * The dialog component of a kind of record whose dialog is given the company and the record under
 * its own name (`record`: 'bank' for <BankPropertyDialog bank={...} />): its values from `start`,
 * its fields drawn by `Fields` (a component, so it may read reference data of its own), and its
 * title `title` gives when editing, where that is not "Edit <noun>".
 */
export function recordDialog<
  K extends string,
  R extends { id: number },
  T extends TypedValues,
  S extends z.ZodType<Record<string, unknown>>,
>({
  record: key,
  start,
  editTitle,
  Fields,
  ...spec
}: RecordDialogSpec<T, S> & {
  record: K;
  start: (record: R | null) => T;
  editTitle?: (record: R) => string;
  Fields: (props: RecordFieldsProps<T>) => ReactNode;
}) {
  return function KindDialog(props: RecordDialogProps<K, R>) {
    const record = props[key] as R | null;
    return (
      <RecordDialog
        spec={spec}
        companyId={props.companyId}
        record={record}
        start={() => start(record)}
        title={record && editTitle ? editTitle(record) : undefined}
        onClose={props.onClose}
      >
        {(form) => <Fields form={form} initial={form.initial} />}
      </RecordDialog>
    );
  };
}
