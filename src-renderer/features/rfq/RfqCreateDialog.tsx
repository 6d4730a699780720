import { useState, type FormEvent } from 'react';
import { REQUIRED } from '../../../src-shared/api/common.ts';
import { rfqCreateSchema, type RfqDetail } from '../../../src-shared/api/rfq.ts';
import {
  effectivePriority,
  REPAIR_PRIORITY,
  type RfqPriority,
} from '../../../src-shared/domain/priority.ts';
import { isApiError } from '../../api/client.ts';
import { Combobox, type ComboItem } from '../../components/Combobox.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import {
  CheckboxField,
  FormError,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/Field.tsx';
import { useForm } from '../../lib/useForm.ts';
import { useBaseInfo, useUserInfo } from '../../session/reference.ts';
import { useRoleUrl } from '../../stores/session.ts';
import { contactName } from '../company/contacts.ts';
import { refOptions } from '../company/options.ts';
import { companyItems, createRfq, useCompanyDetail } from './api.ts';
import { PRIORITY_OPTIONS } from './parts.tsx';
import { describeProblems, parsePositionLines, serverProblems } from './positionLines.ts';
import { FormFooter } from '../../components/FormFooter.tsx';

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

/**
 * A new RFQ: the client company and contact, priority (a repair is ROUTINE, spec §4), deadline,
 * comment, and positions pasted as 'PN qty' lines. Checked with the shared schema before sending;
 * bad lines are named; nothing typed is lost on an error. A client creates RFQs for its own company.
 */
export function RfqCreateDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (rfq: RfqDetail) => void;
}) {
  const role = useRoleUrl();
  const baseInfo = useBaseInfo();
  const userInfo = useUserInfo();
  const ownCompany = userInfo.data?.company ?? null;
  // What is typed here is kept as a draft until the RFQ is created or the work discarded.
  const form = useForm(EMPTY, { draft: 'rfq-create' });
  const { values, errors, set } = form;
  const chosenCompany = ownCompany ?? values.company;
  const companyDetail = useCompanyDetail(chosenCompany?.id ?? null);
  const [companyError, setCompanyError] = useState<string[] | undefined>();
  const [saving, setSaving] = useState(false);
  const items = companyItems(role);

  const parsed = parsePositionLines(values.positions);
  const contacts = (companyDetail.data?.company_guidings ?? []).map((guiding) => ({
    value: String(guiding.contact.id),
    label: contactName(guiding.contact) || guiding.contact.email,
  }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosenCompany) {
      setCompanyError([REQUIRED]);
      return;
    }
    if (parsed.problems.length) {
      form.setFormError('Some position lines cannot be read: correct them or remove them.');
      return;
    }
    const rfq = form.validate(rfqCreateSchema, {
      company: chosenCompany.id,
      // No contact chosen: the server's default (a client's own contact; none for staff).
      contact: values.contact === '' ? undefined : values.contact,
      priority: effectivePriority(values.priority as RfqPriority, values.is_repair),
      is_repair: values.is_repair,
      sale_type: values.sale_type === '' ? undefined : values.sale_type,
      deadline: values.deadline === '' ? null : values.deadline,
      comment: values.comment,
      positions_list: parsed.positions.length ? parsed.positions : undefined,
    });
    if (!rfq) return;
    setSaving(true);
    try {
      const created = await createRfq(role, rfq);
      form.saved();
      onCreated(created);
    } catch (error) {
      form.showFailure(error);
      if (isApiError(error)) {
        const lines = serverProblems(error.body, parsed.positions);
        if (lines.length) form.setFormError(lines.join(' · '));
        if (error.fieldErrors.company) setCompanyError(error.fieldErrors.company);
      }
    } finally {
      setSaving(false);
    }
  }

  const lineErrors = parsed.problems.length
    ? describeProblems(parsed.problems)
    : errors.positions_list;

  return (
    <Dialog
      title="New RFQ"
      onClose={onClose}
      busy={saving}
      width={760}
      testId="rfq-create-dialog"
      guard={form.guard}
      footer={
        <FormFooter
          formId="rfq-create-form"
          submitLabel="Create RFQ"
          saving={saving}
          onCancel={onClose}
        />
      }
    >
      <form id="rfq-create-form" className="form-grid form-grid-3" onSubmit={submit} noValidate>
        <FormError message={form.formError} />
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
          <Combobox
            label="Company"
            required
            value={values.company}
            onChange={(item) => {
              set('company', item);
              setCompanyError(undefined);
              set('contact', '');
            }}
            queryKey={items.queryKey}
            fetchItems={items.fetchItems}
            placeholder="Search companies…"
            error={companyError}
          />
        )}
        <SelectField
          label="Contact"
          name="contact"
          placeholder={chosenCompany ? 'No contact' : 'Choose the company first'}
          options={contacts}
          value={values.contact}
          onChange={(v) => set('contact', v)}
          error={errors.contact}
        />
        <SelectField
          label="Sale type"
          name="sale_type"
          placeholder="Default"
          options={refOptions(baseInfo.data?.sale_type)}
          value={values.sale_type}
          onChange={(v) => set('sale_type', v)}
          error={errors.sale_type}
        />
        <SelectField
          label="Priority"
          name="priority"
          placeholder={null}
          options={PRIORITY_OPTIONS}
          value={values.is_repair ? REPAIR_PRIORITY : values.priority}
          disabled={values.is_repair}
          onChange={(v) => set('priority', v)}
          error={errors.priority}
          hint={values.is_repair ? 'A repair RFQ is always ROUTINE.' : undefined}
        />
        <div className="field field-align">
          <CheckboxField
            label="Repair"
            name="is_repair"
            checked={values.is_repair}
            onChange={(v) => set('is_repair', v)}
            error={errors.is_repair}
          />
        </div>
        <TextField
          label="Deadline"
          name="deadline"
          type="date"
          value={values.deadline}
          onChange={(v) => set('deadline', v)}
          error={errors.deadline}
        />
        <TextAreaField
          className="span-3"
          label="Positions"
          name="positions"
          rows={6}
          value={values.positions}
          onChange={(v) => set('positions', v)}
          error={lineErrors}
          hint={
            parsed.positions.length
              ? `${parsed.positions.length} position${parsed.positions.length === 1 ? '' : 's'} · one per line: part number, then quantity`
              : 'One per line: part number, then quantity ("2314-0067 3"). Paste from a spreadsheet works too.'
          }
        />
        <TextAreaField
          className="span-3"
          label="Comment"
          name="comment"
          rows={2}
          value={values.comment}
          onChange={(v) => set('comment', v)}
          error={errors.comment}
        />
      </form>
    </Dialog>
  );
}
