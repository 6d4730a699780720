import {
  COMPANY_MESSAGES,
  TEXT_LANGUAGE_LABEL,
  type CompanyTextCondition,
} from '../../../src-shared/api/company.ts';
import { CONDITION_TYPE_LABEL, DOCUMENT_TYPE_LABEL } from '../../../src-shared/api/home.ts';
import { columnKit } from '../../components/columnKit.tsx';
import { DataTable, queryStates } from '../../components/DataTable.tsx';
import { NewButton } from '../../components/NewButton.tsx';
import { useCompanyTextConditions, useRemoveTextCondition } from './api.ts';
import { RowDialogs, useRowEditing } from './RowActions.tsx';
import { TextConditionDialog } from './TextConditionDialog.tsx';

/** "Payment conditions · Quotation", the name of a text in menus and questions. */
function textConditionName(text: CompanyTextCondition): string {
  return `${CONDITION_TYPE_LABEL[text.condition_type]} · ${DOCUMENT_TYPE_LABEL[text.document_type]}`;
}

const flag = (on: boolean) => (on ? 'Yes' : '—');

const col = columnKit<CompanyTextCondition>();
const { helper } = col;
const baseColumns = helper.columns([
  col.plain(
    { id: 'document', value: (t) => DOCUMENT_TYPE_LABEL[t.document_type] },
    'Document',
    150,
  ),
  col.strong(
    { id: 'condition', value: (t) => CONDITION_TYPE_LABEL[t.condition_type] },
    'Condition',
    180,
  ),
  col.cell('for_repair', 'Repair', 90, flag, { label: 'For repairs' }),
  col.cell('logistics_on', 'Logistics', 100, flag, { label: 'With logistics' }),
  col.plain(
    { id: 'language', value: (t) => TEXT_LANGUAGE_LABEL[t.language ?? 'en'] },
    'Language',
    110,
  ),
  col.cell('text', 'Text', 460, (value) => (
    <span className="text-clip" title={value}>
      {value}
    </span>
  )),
]);

/**
 * The company's own condition texts: what its quotations and invoices print in place of the
 * defaults (payment, delivery, shipping, exchange, warranty, loan). Added, edited and removed by
 * those who may write companies.
 */
export function ConditionTextsTab({
  companyId,
  companyName,
  editable,
}: {
  companyId: number;
  companyName: string;
  editable: boolean;
}) {
  const removeText = useRemoveTextCondition(companyId);
  const texts = useCompanyTextConditions(companyId);
  const rows = useRowEditing(baseColumns, textConditionName, editable);
  const count = texts.data?.length ?? 0;

  return (
    <div className="tab-section">
      <div className="section-toolbar">
        <span className="muted">
          {texts.data
            ? `${count} ${count === 1 ? 'text' : 'texts'} of its own; the defaults apply to the rest`
            : ''}
        </span>
        {editable ? (
          <NewButton label="New condition text" onClick={() => rows.setEditing('new')} />
        ) : null}
      </div>
      <DataTable
        label="Condition texts"
        testId="text-conditions-table"
        columns={rows.columns}
        data={texts.data ?? NO_TEXTS}
        getRowId={(t) => String(t.id)}
        rowLabel={textConditionName}
        onRowOpen={editable ? rows.setEditing : undefined}
        {...queryStates(texts)}
        emptyTitle="No texts of its own: its documents print the default texts"
      />
      <RowDialogs
        rows={rows}
        edit={(condition, onClose) => (
          <TextConditionDialog companyId={companyId} condition={condition} onClose={onClose} />
        )}
        remove={(text) => ({
          title: `Remove ${textConditionName(text)}?`,
          message: (
            <>
              <p>
                {companyName}&rsquo;s documents will print the default text instead. KPs already
                made keep the text they were made with.
              </p>
              <blockquote className="quote-text">{text.text}</blockquote>
            </>
          ),
          confirmLabel: 'Remove text',
          successMessage: COMPANY_MESSAGES.textConditionRemoved,
          onRemove: () => removeText.mutateAsync(text.id),
          testId: 'remove-text-dialog',
        })}
      />
    </div>
  );
}

const NO_TEXTS: CompanyTextCondition[] = [];
