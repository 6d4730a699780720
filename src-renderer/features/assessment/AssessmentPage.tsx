/**
 * One assessment (spec §7 "Assessments"): its head, the actions its state allows (edit the head
 * and calculate while draft or calculated, approve once calculated, delete until approved), and
 * its products with the evidence behind each price for the roles that price (the warehouse
 * superman reads the suggested and chosen prices, not the offers behind them). The chosen price is
 * typed in the row while the assessment is open: Enter or leaving the field saves it, empty
 * clears it.
 */
import { useState, type ReactNode } from 'react';
import {
  assessmentUpdateSchema,
  salePriceSchema,
  type AssessmentDetail,
  type ProductAssessment,
} from '../../../src-shared/api/assessment.ts';
import {
  APPROVE_FROM_CALCULATED,
  ASSESSMENT_CLOSED,
  CONDITION_GROUP_LABELS,
  type ConditionGroup,
} from '../../../src-shared/domain/assessment.ts';
import { can } from '../../../src-shared/domain/permissions.ts';
import { isApiError, refusalText } from '../../api/client.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DeleteRecordDialog, EditRecordDialog } from '../shared-areaList.tsx';
import { columnKit, UNSORTED } from '../../components/columnKit.tsx';
import { DataTable, type DataColumnDef } from '../../components/DataTable.tsx';
import { EditActions } from '../../components/EditActions.tsx';
import { ActionButton, DELETE_ACTION } from '../../components/ActionButton.tsx';
import { DetailHead, Fact, Meta, recordPage } from '../../components/DetailPage.tsx';
import {
  CheckboxField,
  DateField,
  FormError,
  SelectField,
  TextAreaField,
} from '../../components/Field.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Popover } from '../../components/Popover.tsx';
import {
  counted,
  formatDate,
  formatDateTime,
  formatInteger,
  formatMoney,
  formatPercent,
} from '../../lib/format.ts';
import { useSchemaForm } from '../../lib/schemaForm.ts';
import { usePowers, useRoles } from '../../stores/session.ts';
import {
  useAssessment,
  useCalculateAssessment,
  useChoosePrice,
  useDeleteAssessment,
  useMedianPrice,
  useRemoveLine,
  useUpdateAssessment,
} from './api.ts';
import { AssessmentStatusTag } from './AssessmentsPage.tsx';
import { CONDITION_GROUP_OPTIONS } from './NewAssessmentDialog.tsx';
import '../../styles/sales.css';
import '../../styles/warehouse.css';
import { RecordHistory } from '../history/RecordHistory.tsx';
import { productNameColumns } from '../product/productNameColumns.tsx';

export const AssessmentPage = recordPage('assessment', useAssessment, (assessment, back) => (
  <AssessmentView assessment={assessment} back={back} />
));

/** Why Approve is not offered now, or null when it is. */
function approveRefusal(assessment: AssessmentDetail): string | null {
  if (assessment.status === 'approved') return ASSESSMENT_CLOSED;
  if (assessment.status !== 'calculated') return APPROVE_FROM_CALCULATED;
  const unpriced = assessment.products.filter(
    (line) => line.chosen_price === null && line.suggested_price === null,
  );
  return unpriced.length
    ? `Choose a price for ${unpriced.map((line) => line.product.label_code).join(', ')}: no offers suggest one.`
    : null;
}

function AssessmentView({ assessment, back }: { assessment: AssessmentDetail; back: ReactNode }) {
  const mayWrite = can(useRoles(), 'assessment', 'write');
  const { seeCosts } = usePowers();
  const open = assessment.status !== 'approved';
  const [dialog, setDialog] = useState<'edit' | 'approve' | 'delete' | null>(null);
  const calculate = useCalculateAssessment(assessment.id);
  const update = useUpdateAssessment(assessment.id);
  const remove = useDeleteAssessment(assessment.id);
  const refusal = approveRefusal(assessment);
  const priced = assessment.products.filter(
    (line) => line.chosen_price !== null || line.suggested_price !== null,
  ).length;

  return (
    <div className="page page-detail">
      {back}
      <DetailHead
        title={`Assessment ${assessment.number}`}
        titleTestId="assessment-title"
        tags={
          <>
            <AssessmentStatusTag status={assessment.status} />
            <span className="tag tag-plain">
              {CONDITION_GROUP_LABELS[assessment.condition_group]}
            </span>
            {assessment.pre_packing ? <span className="tag tag-plain">Pre-packing</span> : null}
          </>
        }
        facts={
          <>
            <Fact
              label="Valid until"
              value={formatDate(assessment.valid_date)}
              testId="assessment-valid"
            />
            <Fact label="Products" value={formatInteger(assessment.products.length)} />
            <Fact
              label="Priced"
              value={`${priced}/${assessment.products.length}`}
              testId="assessment-priced"
            />
          </>
        }
        actions={
          mayWrite && open ? (
            <div className="detail-actions">
              <EditActions onEdit={() => setDialog('edit')} testId="assessment-edit">
                <ActionButton {...DELETE_ACTION} onClick={() => setDialog('delete')} />
              </EditActions>
              <div className="panel-actions">
                <ActionButton
                  icon="refresh"
                  label="Calculate"
                  disabled={calculate.isPending || assessment.products.length === 0}
                  title="Read every product's offers again and suggest its price"
                  onClick={() => void calculate.mutateAsync()}
                  testId="assessment-calculate"
                />
                <ActionButton
                  icon="check"
                  label="Approve"
                  look="primary"
                  disabled={refusal !== null}
                  title={
                    refusal ??
                    'Each product takes its chosen (else suggested) price as its sale price'
                  }
                  onClick={() => setDialog('approve')}
                  testId="assessment-approve"
                />
              </div>
            </div>
          ) : null
        }
      />
      <dl className="detail-meta">
        <Meta label="Made by" value={assessment.created_by?.name} />
        <Meta label="Created" value={formatDateTime(assessment.created_at)} />
        <Meta label="Calculated" value={formatDateTime(assessment.calculated_at)} />
        <Meta label="Approved" value={formatDateTime(assessment.approved_at)} />
        {assessment.comment ? <Meta label="Comment" value={assessment.comment} /> : null}
      </dl>

      <section className="tab-section" aria-labelledby="assessment-products-title">
        <div className="section-toolbar">
          <h2 id="assessment-products-title">
            Products <span className="badge">{assessment.products.length}</span>
          </h2>
          {seeCosts ? (
            <span className="muted">
              Median of the supplier offers of each part and its alternates, plus the outright
              margin
            </span>
          ) : null}
        </div>
        <ProductLines assessment={assessment} editable={open && mayWrite} seeEvidence={seeCosts} />
      </section>
      <RecordHistory model="assessment" id={assessment.id} />

      {dialog === 'edit' ? (
        <EditHeadDialog assessment={assessment} onClose={() => setDialog(null)} />
      ) : dialog === 'approve' ? (
        <ConfirmDialog
          title="Approve the assessment"
          message={`Each of the ${counted(assessment.products.length, 'product')} takes its chosen price, else its suggested price, as its sale price. An approved assessment is not changed any more.`}
          confirmLabel="Approve"
          testId="assessment-approve-dialog"
          onConfirm={async () => {
            await update.mutateAsync({ status: 'approved' });
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      ) : dialog === 'delete' ? (
        <DeleteRecordDialog
          area="assessment"
          message={`Assessment ${assessment.number} and its ${counted(assessment.products.length, 'priced product')} go; the products keep their sale prices.`}
          remove={remove.mutateAsync}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

const line = columnKit<ProductAssessment>();
const lineHelper = line.helper;

/** A line's column options: its name in menus; the lines come in the server's order, none sorts. */
const unsorted = (label: string) => ({ label, ...UNSORTED });

const PRODUCT_COLUMNS: DataColumnDef<ProductAssessment>[] = [
  ...productNameColumns<ProductAssessment>((row) => row.product, {
    label_code: 84,
    part_number: 120,
    description: 130,
  }),
  line.plain(
    { id: 'condition', value: (row) => row.product.condition?.code ?? '' },
    'Cond.',
    56,
    unsorted('Condition'),
  ),
  line.integer(
    { id: 'quantity', value: (row) => row.product.quantity },
    'Qty',
    48,
    unsorted('Quantity'),
  ),
  line.plain(
    { id: 'warehouse', value: (row) => row.product.warehouse?.name ?? '' },
    'Warehouse',
    92,
    unsorted('Warehouse'),
  ),
];

const EVIDENCE_COLUMNS: DataColumnDef<ProductAssessment>[] = [
  line.money('median_price', 'Median', 84, unsorted('Median offer price')),
  line.money('lowest_price', 'Lowest', 88, unsorted('Lowest offer price')),
  line.money('highest_price', 'Highest', 88, unsorted('Highest offer price')),
  line.integer('offers_count', 'Offers', 60, unsorted('Offers read')),
  line.percent('margin_percent', 'Margin', 60, unsorted('Margin %')),
];

function ProductLines({
  assessment,
  editable,
  seeEvidence,
}: {
  assessment: AssessmentDetail;
  editable: boolean;
  seeEvidence: boolean;
}) {
  const choose = useChoosePrice(assessment.id);
  const removeLine = useRemoveLine(assessment.id);
  const columns: DataColumnDef<ProductAssessment>[] = [
    ...PRODUCT_COLUMNS,
    ...(seeEvidence ? EVIDENCE_COLUMNS : []),
    line.money('suggested_price', 'Suggested', 92, {
      ...unsorted('Suggested price'),
      tone: 'strong',
    }),
    lineHelper.accessor('chosen_price', {
      header: 'Chosen',
      enableSorting: false,
      size: 100,
      meta: { label: 'Chosen price', align: 'end' },
      cell: (info) =>
        editable ? (
          <PriceInput
            line={info.row.original}
            onSave={(chosen_price) =>
              choose.mutateAsync({ line: info.row.original.id, chosen_price })
            }
          />
        ) : (
          <span className="cell-strong">{formatMoney(info.getValue())}</span>
        ),
    }),
    lineHelper.display({
      id: 'actions',
      header: '',
      size: editable ? 72 : 40,
      meta: { label: 'Actions' },
      cell: (info) => (
        <span className="row-actions">
          {seeEvidence ? (
            <EvidenceButton line={info.row.original} group={assessment.condition_group} />
          ) : null}
          {editable ? (
            <button
              type="button"
              className="button button-ghost button-small"
              aria-label={`Take out ${info.row.original.product.label_code}`}
              title="Take this product out of the assessment"
              onClick={() => void removeLine.mutateAsync(info.row.original.id)}
            >
              <Icon name="x" size={14} />
            </button>
          ) : null}
        </span>
      ),
    }),
  ];
  return (
    <DataTable<ProductAssessment>
      label="Assessed products"
      testId="assessment-products"
      columns={columns}
      data={assessment.products}
      getRowId={(row) => String(row.id)}
      rowLabel={(row) => `${row.product.label_code} ${row.product.part_number}`}
      emptyTitle="No products in this assessment"
    />
  );
}

/** The chosen price, typed in its cell: Enter or leaving the field saves it; empty clears it. */
function PriceInput({
  line,
  onSave,
}: {
  line: ProductAssessment;
  onSave: (price: number | null) => Promise<unknown>;
}) {
  const saved = line.chosen_price === null ? '' : String(line.chosen_price);
  const [value, setValue] = useState(saved);
  const [shown, setShown] = useState(saved);
  const [problem, setProblem] = useState('');
  // A new answer from the server (another save, a recalculation) replaces what was typed.
  if (shown !== saved) {
    setShown(saved);
    setValue(saved);
  }

  function save() {
    const typed = value.trim().replace(/,/g, '');
    if (typed === saved) return;
    const price = typed === '' ? null : Number(typed);
    const checked = price === null ? null : salePriceSchema.safeParse(price);
    if (checked && !checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Enter a sale price.');
      return;
    }
    setProblem('');
    onSave(price).catch((error: unknown) => {
      if (isApiError(error)) setProblem(refusalText(error));
    });
  }

  return (
    <input
      className="input price-input"
      inputMode="decimal"
      aria-label={`Chosen price of ${line.product.label_code}`}
      aria-invalid={problem ? true : undefined}
      title={problem || 'Enter to save; empty clears the chosen price'}
      placeholder={line.suggested_price === null ? 'Price' : formatMoney(line.suggested_price)}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          save();
        } else if (event.key === 'Escape') {
          setValue(saved);
          setProblem('');
        }
      }}
      data-testid="chosen-price"
    />
  );
}

/** The offers behind a part's price (offer/median_price/), read when the button is pressed. */
function EvidenceButton({ line, group }: { line: ProductAssessment; group: ConditionGroup }) {
  return (
    <Popover
      button={<Icon name="chart" size={14} />}
      buttonLabel={`Evidence of ${line.product.part_number}`}
      buttonClassName="button button-ghost button-small"
      panelClassName="evidence-popover"
    >
      {() => <EvidencePanel partNumber={line.product.part_number} group={group} />}
    </Popover>
  );
}

function EvidencePanel({ partNumber, group }: { partNumber: string; group: ConditionGroup }) {
  const evidence = useMedianPrice({ part_number: partNumber, condition_group: group });
  if (evidence.isPending) return <p className="muted">Reading the offers…</p>;
  if (evidence.isError) return <FormError message={(evidence.error as Error).message} />;
  const data = evidence.data;
  return (
    <div className="evidence" data-testid="evidence">
      <h3>
        <span className="mono">{data.part_number}</span>{' '}
        <span className="muted">{CONDITION_GROUP_LABELS[data.condition_group]}</span>
      </h3>
      <p className="muted">
        Offers of {data.part_numbers.join(', ')} from {formatDate(data.date_from)} to{' '}
        {formatDate(data.date_to)}
      </p>
      <dl className="facts">
        <Fact label="Median" value={formatMoney(data.median_price)} />
        <Fact label="Lowest" value={formatMoney(data.lowest_price)} />
        <Fact label="Highest" value={formatMoney(data.highest_price)} />
        <Fact label="Offers" value={formatInteger(data.offers_count)} />
        <Fact label="Margin" value={formatPercent(data.margin_percent)} />
        <Fact label="Suggested" value={formatMoney(data.suggested_price)} />
      </dl>
      {data.note ? <p className="muted">{data.note}</p> : null}
    </div>
  );
}

/** The head: valid date, condition group (another group returns it to draft), pre-packing, comment. */
function EditHeadDialog({
  assessment,
  onClose,
}: {
  assessment: AssessmentDetail;
  onClose: () => void;
}) {
  const update = useUpdateAssessment(assessment.id);
  const form = useSchemaForm({
    initial: {
      valid_date: assessment.valid_date,
      condition_group: assessment.condition_group as string,
      pre_packing: assessment.pre_packing,
      comment: assessment.comment,
    },
    schema: assessmentUpdateSchema,
  });
  const regroups =
    form.values.condition_group !== assessment.condition_group &&
    assessment.status === 'calculated';
  return (
    <EditRecordDialog noun="assessment" form={form} send={update.mutateAsync} onClose={onClose}>
      <DateField label="Valid until" required {...form.field('valid_date')} />
      <SelectField
        label="Condition group"
        hint={
          regroups
            ? 'Other evidence: the assessment goes back to draft and is calculated again.'
            : undefined
        }
        options={CONDITION_GROUP_OPTIONS}
        placeholder={null}
        {...form.field('condition_group')}
      />
      <CheckboxField label="Pre-packing" {...form.checkbox('pre_packing')} />
      <TextAreaField label="Comment" {...form.field('comment')} />
    </EditRecordDialog>
  );
}
