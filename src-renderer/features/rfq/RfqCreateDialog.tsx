import { rfqCreateSchema, type RfqCreate, type RfqDetail } from '../../../src-shared/api/rfq.ts';
import {
  effectivePriority,
  REPAIR_PRIORITY,
  type RfqPriority,
} from '../../../src-shared/domain/priority.ts';
import { isApiError } from '../../api/client.ts';
import type { ComboItem } from '../../components/Combobox.tsx';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  DateField,
  TextField,
} from '../../components/Field.tsx';
import { type CreateDialogProps, FormDialog } from '../../components/FormDialog.tsx';
import { counted } from '../../lib/format.ts';
import { useSchemaForm } from '../../lib/schemaForm.ts';
import { useUserInfo } from '../../session/reference.ts';
import { contactName } from '../company/contacts.ts';
import { useCompanyDetail, useCreateRfq } from './api.ts';
import { CompanyCombobox } from './CompanyCombobox.tsx';
import { describeProblems, parsePositionLines, serverProblems } from './positionLines.ts';
import { PriorityField, SaleTypeField } from '../shared-formChoices.tsx';

const EMPTY: {
  company: ComboItem | null;
  contact: string;
  priority: string;
  is_repair: boolean;
  sale_type: string;
  deadline: string;
  comment: string;
  positions: string;
} = {
  company: null,
  contact: '',
  priority: 'ROUTINE',
  is_repair: false,
  sale_type: '',
  deadline: '',
  comment: '',
  positions: '',
};

type RfqValues = typeof EMPTY;

/** What rfqCreateSchema reads from what is typed. */
function rfqInput(values: RfqValues, ownCompany: { id: number } | null) {
  const lines = parsePositionLines(values.positions);
  return {
    company: (ownCompany ?? values.company)?.id,
    // No contact chosen: the server's default (a client's own contact; none for staff).
    contact: values.contact === '' ? undefined : values.contact,
    priority: effectivePriority(values.priority as RfqPriority, values.is_repair),
    is_repair: values.is_repair,
    sale_type: values.sale_type === '' ? undefined : values.sale_type,
    deadline: values.deadline === '' ? null : values.deadline,
    comment: values.comment,
    positions_list: lines.positions.length ? lines.positions : undefined,
  };
}

/**
 * A new RFQ: the client company and contact, priority (a repair is ROUTINE, spec §4), deadline,
 * comment, and positions pasted as 'PN qty' lines. Checked with the shared schema before sending;
 * bad lines are named; nothing typed is lost on an error. A client creates RFQs for its own company.
 */
export function RfqCreateDialog({ onClose, onCreated }: CreateDialogProps<RfqDetail>) {
  const userInfo = useUserInfo();
  const ownCompany = userInfo.data?.company ?? null;
  // What is typed here is kept as a draft until the RFQ is created or the work discarded.
  const form = useSchemaForm({
    initial: EMPTY,
    schema: rfqCreateSchema,
    input: (typed) => rfqInput(typed, ownCompany),
    required: ['company'],
    fieldOf: { positions_list: 'positions' },
    draft: 'rfq-create',
  });
  const { values, errors, set } = form;
  const chosenCompany = ownCompany ?? values.company;
  const companyDetail = useCompanyDetail(chosenCompany?.id ?? null);
  const create = useCreateRfq();

  const parsed = parsePositionLines(values.positions);
  const contacts = (companyDetail.data?.company_guidings ?? []).map((guiding) => ({
    value: String(guiding.contact.id),
    label: contactName(guiding.contact) || guiding.contact.email,
  }));

  async function save(rfq: RfqCreate): Promise<false | void> {
    if (parsed.problems.length) {
      form.setFormError('Some position lines cannot be read: correct them or remove them.');
      return false;
    }
    onCreated(await create.mutateAsync(rfq));
  }

  /** The server's word on the pasted lines, by line. */
  function showRefusal(error: unknown) {
    if (!isApiError(error)) return;
    const lines = serverProblems(error.body, parsed.positions);
    if (lines.length) form.setFormError(lines.join(' · '));
  }

  const lineErrors = parsed.problems.length ? describeProblems(parsed.problems) : errors.positions;

  return (
    <FormDialog
      title="New RFQ"
      testId="rfq-create-dialog"
      width={760}
      submitLabel="Create RFQ"
      form={form}
      onSave={save}
      onFailure={showRefusal}
      onClose={onClose}
      layout="grid-3"
    >
      {ownCompany ? (
        <TextField
          label="Company"
          name="company"
          value={ownCompany.name}
          onChange={() => undefined}
          readOnly
          hint="Your company"
        />
      ) : (
        <CompanyCombobox
          label="Company"
          {...form.field('company')}
          onChange={(item) => {
            set('company', item);
            set('contact', '');
          }}
        />
      )}
      <SelectField
        label="Contact"
        placeholder={chosenCompany ? 'No contact' : 'Choose the company first'}
        options={contacts}
        {...form.field('contact')}
      />
      <SaleTypeField placeholder="Default" {...form.field('sale_type')} />
      <PriorityField
        {...form.field('priority')}
        value={values.is_repair ? REPAIR_PRIORITY : values.priority}
        disabled={values.is_repair}
        hint={values.is_repair ? 'A repair RFQ is always ROUTINE.' : undefined}
      />
      <div className="field field-align">
        <CheckboxField label="Repair" {...form.checkbox('is_repair')} />
      </div>
      <DateField label="Deadline" {...form.field('deadline')} />
      <TextAreaField
        className="span-3"
        label="Positions"
        rows={6}
        {...form.field('positions')}
        error={lineErrors}
        hint={
          parsed.positions.length
            ? `${counted(parsed.positions.length, 'position')} · one per line: part number, then quantity`
            : 'One per line: part number, then quantity ("2314-0067 3"). Paste from a spreadsheet works too.'
        }
      />
      <TextAreaField className="span-3" label="Comment" rows={2} {...form.field('comment')} />
    </FormDialog>
  );
}
