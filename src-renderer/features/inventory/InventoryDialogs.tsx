/**
 * The inventory's forms: an RFQ started from the part (add_rfq/), alternates gathered into the
 * part's group (PUT group/{id}/), and a part number nobody knows yet recorded (unknown_pn/).
 * Each is checked by the shared schema as it is typed; a refusal shows beside its field.
 */
import {
  addRfqSchema,
  groupUpdateSchema,
  unknownPnSchema,
  type InventoryPart,
  type InventoryState,
} from '../../../src-shared/api/inventory.ts';
import {
  COMPONENT_TYPE_LABEL,
  COMPONENT_TYPES,
  purchaseFlag,
  type ComponentType,
} from '../../../src-shared/domain/component-type.ts';
import type { ComboItem } from '../../components/Combobox.tsx';
import { labelledOptions, SelectField, TextAreaField, TextField } from '../../components/Field.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useSchemaForm } from '../../lib/schemaForm.ts';
import { CompanyCombobox } from '../rfq/CompanyCombobox.tsx';
import { useAddRfq, useRecordUnknownPn, useUpdateGroup } from './api.ts';
import { PriorityField } from '../shared-formChoices.tsx';

export function AddRfqDialog({ part, onClose }: { part: InventoryPart; onClose: () => void }) {
  const addRfq = useAddRfq(part.id);
  const form = useSchemaForm({
    initial: {
      company: null as ComboItem | null,
      quantity: '1',
      priority: 'ROUTINE',
      comment: '',
    },
    schema: addRfqSchema,
    input: (values) => ({ ...values, company: values.company?.id }),
    required: ['company'],
    draft: `inventory-rfq:${part.id}`,
  });
  return (
    <FormDialog
      title={`New RFQ for ${part.part_number}`}
      testId="inventory-rfq-dialog"
      width={560}
      submitLabel="Add RFQ"
      form={form}
      send={addRfq.mutateAsync}
      onClose={onClose}
    >
      <CompanyCombobox className="span-2" label="Client" {...form.field('company')} />
      <TextField label="Quantity" inputMode="numeric" required {...form.field('quantity')} />
      <PriorityField {...form.field('priority')} />
      <TextAreaField
        className="span-2"
        label="Comment"
        rows={3}
        hint="Goes to the RFQ: who asked, and how."
        {...form.field('comment')}
      />
    </FormDialog>
  );
}

/** One part number a line; commas and semicolons also separate them. */
function partNumberLines(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export function AddAlternatesDialog({
  groupId,
  partNumber,
  onClose,
}: {
  groupId: number;
  partNumber: string;
  onClose: () => void;
}) {
  const update = useUpdateGroup(groupId);
  const form = useSchemaForm({
    initial: { part_numbers: '' },
    schema: groupUpdateSchema,
    // The part itself goes first, so the answer is its state (with the new alternates).
    input: (values) => ({ part_numbers: [partNumber, ...partNumberLines(values.part_numbers)] }),
    draft: `inventory-alternates:${groupId}`,
  });
  return (
    <FormDialog
      title={`Alternates of ${partNumber}`}
      testId="inventory-alternates-dialog"
      submitLabel="Add alternates"
      form={form}
      send={update.mutateAsync}
      onClose={onClose}
      layout="stack"
    >
      <TextAreaField
        label="Part numbers"
        rows={5}
        hint="One a line. A part number nobody knows yet joins the inventory."
        {...form.field('part_numbers')}
      />
    </FormDialog>
  );
}

export function UnknownPnDialog({
  partNumber,
  onClose,
  onRecorded,
}: {
  partNumber: string;
  onClose: () => void;
  onRecorded: (state: InventoryState) => void;
}) {
  const record = useRecordUnknownPn();
  const form = useSchemaForm({
    initial: { part_number: partNumber, description: '', component_type: '', comment: '' },
    schema: unknownPnSchema,
    input: ({ component_type, ...values }) => ({
      ...values,
      ...(component_type ? { [purchaseFlag(component_type as ComponentType)]: true } : {}),
    }),
  });
  return (
    <FormDialog
      title="Record an unknown part number"
      testId="inventory-unknown-dialog"
      width={560}
      submitLabel="Record"
      form={form}
      onSave={async (body) => {
        onRecorded(await record.mutateAsync(body));
      }}
      onClose={onClose}
    >
      <TextField label="Part number" required {...form.field('part_number')} />
      <SelectField
        label="Wanted as"
        placeholder="Not classified"
        options={labelledOptions(COMPONENT_TYPES, COMPONENT_TYPE_LABEL)}
        {...form.field('component_type')}
      />
      <TextField className="span-2" label="Description" {...form.field('description')} />
      <TextAreaField className="span-2" label="Comment" rows={2} {...form.field('comment')} />
    </FormDialog>
  );
}
