/**
 * One consolidation (spec §2, §4): where it goes from and to, its state and dates; for logistics
 * the moves its state allows (ship with a date, mark arrived with a date, cancel the departure);
 * its products (added by label code while forming, quantities lowered, 0 taking one out), its
 * logistic and customs documents, and a timeline of what happened to it.
 */
import { useState, type ReactNode } from 'react';
import {
  consolidationUpdateSchema,
  type ConsolidationDetail,
  type ConsolidationProduct,
  type ConsolidationUpdate,
} from '../../../src-shared/api/consolidation.ts';
import { can } from '../../../src-shared/domain/permissions.ts';
import { isApiError } from '../../api/client.ts';
import { LabelCodesForm } from '../product/LabelCodesForm.tsx';
import { DataTable, dataColumnHelper, type DataColumnDef } from '../../components/DataTable.tsx';
import { EditActions } from '../../components/EditActions.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';
import { DetailHead, Fact, Panel, recordPage } from '../../components/DetailPage.tsx';
import { ActionDialog } from '../../components/ActionDialog.tsx';
import { DateField, TextField } from '../../components/Field.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { formatDate, formatDateTime, formatInteger } from '../../lib/format.ts';
import { useSchemaForm } from '../../lib/schemaForm.ts';
import { reportUnexpected } from '../../lib/report.ts';
import { useRoles } from '../../stores/session.ts';
import { RecordPapers } from '../file/RecordPapers.tsx';
import { useConsolidation, useConsolidationMove, type ConsolidationMove } from './api.ts';
import { ConsolidationStatusTag } from './ConsolidationsPage.tsx';
import '../../styles/sales.css';
import '../../styles/warehouse.css';
import { productNameColumns } from '../product/productNameColumns.tsx';

const ACTION_WORDS: Record<string, string> = {
  created: 'Created',
  products_added: 'Products added',
  products_decreased: 'Quantities lowered',
  departed: 'Departed',
  arrived: 'Arrived',
  departure_cancelled: 'Departure cancelled',
  logistic_document_added: 'Logistic document added',
  logistic_document_removed: 'Logistic document removed',
  customs_document_added: 'Customs document added',
  customs_document_removed: 'Customs document removed',
};

export const ConsolidationPage = recordPage(
  'consolidation',
  useConsolidation,
  (consolidation, back) => <ConsolidationView consolidation={consolidation} back={back} />,
);

type DateMove = 'departure' | 'arrive';

function ConsolidationView({
  consolidation,
  back,
}: {
  consolidation: ConsolidationDetail;
  back: ReactNode;
}) {
  const mayWrite = can(useRoles(), 'consolidation', 'write');
  const move = useConsolidationMove(consolidation.id);
  const [dating, setDating] = useState<DateMove | null>(null);
  const [editing, setEditing] = useState(false);
  const status = consolidation.consolidation_status;
  const forming = status === 'forming';

  const run = (next: ConsolidationMove) =>
    move.mutateAsync(next).catch((error: unknown) => {
      if (!isApiError(error)) reportUnexpected(error);
    });

  const helper = dataColumnHelper<ConsolidationProduct>();
  const productColumns: DataColumnDef<ConsolidationProduct>[] = [
    ...productNameColumns<ConsolidationProduct>((row) => row, {
      label_code: 104,
      part_number: 160,
      description: 220,
    }),
    helper.accessor('serial_number', { header: 'S/N', size: 120, meta: { label: 'S/N' } }),
    helper.accessor('quantity', {
      header: 'Qty',
      size: 110,
      meta: { label: 'Quantity travelling', align: 'end' },
      cell: (info) =>
        forming && mayWrite ? (
          <QuantityInput
            product={info.row.original}
            onSet={(quantity) =>
              void run({
                kind: 'decrease',
                body: { products: [{ id: info.row.original.id, quantity }] },
              })
            }
          />
        ) : (
          `${formatInteger(info.getValue())} of ${formatInteger(info.row.original.available)}`
        ),
    }),
    helper.accessor('docs_problem', {
      header: 'Docs',
      size: 110,
      meta: { label: 'Trace documents' },
      cell: (info) =>
        info.getValue() ? (
          <span className="tag tag-danger">No trace doc</span>
        ) : (
          <span className="tag tag-ok">On file</span>
        ),
    }),
  ];

  return (
    <div className="page page-detail">
      {back}
      <DetailHead
        title={consolidation.number}
        titleTestId="consolidation-number"
        mono
        tags={
          <>
            <ConsolidationStatusTag status={status} />
            <span className="tag tag-plain">
              {consolidation.from_point.name} → {consolidation.to_point.name}
            </span>
            {consolidation.comment ? <span className="muted">{consolidation.comment}</span> : null}
          </>
        }
        tagsTestId="consolidation-head"
        facts={
          <>
            <Fact label="Products" value={formatInteger(consolidation.products_count)} />
            <Fact label="Target" value={formatDate(consolidation.target_date)} />
            <Fact label="Shipped" value={formatDate(consolidation.shipping_date)} />
            <Fact label="Arrived" value={formatDate(consolidation.arrival_date)} />
          </>
        }
        actions={
          mayWrite ? (
            <EditActions onEdit={() => setEditing(true)} testId="consolidation-edit">
              {forming ? (
                <ActionButton
                  icon="truck"
                  label="Ship"
                  look="primary"
                  disabled={move.isPending || consolidation.products_count === 0}
                  onClick={() => setDating('departure')}
                  testId="consolidation-ship"
                />
              ) : null}
              {status === 'on_way' ? (
                <>
                  <ActionButton
                    icon="undo"
                    label="Cancel departure"
                    disabled={move.isPending}
                    onClick={() => void run({ kind: 'cancelDeparture' })}
                    testId="consolidation-cancel-departure"
                  />
                  <ActionButton
                    icon="check"
                    label="Mark arrived"
                    look="primary"
                    disabled={move.isPending}
                    onClick={() => setDating('arrive')}
                    testId="consolidation-arrive"
                  />
                </>
              ) : null}
            </EditActions>
          ) : null
        }
      />

      <Panel id="consolidation-products" title="Products" count={consolidation.products.length}>
        <DataTable<ConsolidationProduct>
          label="Products in the consolidation"
          testId="consolidation-products"
          columns={productColumns}
          data={consolidation.products}
          getRowId={(row) => String(row.id)}
          emptyTitle="No products yet"
        />
        {forming && mayWrite ? (
          <AddProducts onAdd={(body) => move.mutateAsync({ kind: 'addProducts', body })} />
        ) : null}
      </Panel>

      <div className="detail-columns">
        {DOCUMENT_KINDS.map((kind) => (
          <Documents
            key={kind}
            kind={kind}
            documents={consolidation[`${kind}_documents`]}
            mayWrite={mayWrite}
            run={run}
          />
        ))}
        <Panel id="consolidation-timeline" title="Timeline">
          <ol className="panel-body consolidation-timeline" data-testid="consolidation-timeline">
            {consolidation.timeline.map((event) => (
              <li key={event.id}>
                <strong>{ACTION_WORDS[event.action] ?? event.action}</strong>
                {event.detail ? ` · ${event.detail}` : ''}
                <span className="muted">
                  {' '}
                  {formatDateTime(event.at)}
                  {event.by ? ` · ${event.by.name}` : ''}
                </span>
              </li>
            ))}
          </ol>
        </Panel>
      </div>

      {/* Papers of the consolidation as a whole (packing list, invoice, photos); the files of one
          logistic or customs document hang on that document's uuid. */}
      <RecordPapers
        model="consolidation"
        record={consolidation}
        filesTitle="Consolidation files"
        defaultCategory="logistics"
      />

      {editing ? (
        <EditConsolidationDialog
          consolidation={consolidation}
          onSubmit={(body) => move.mutateAsync({ kind: 'edit', body })}
          onClose={() => setEditing(false)}
        />
      ) : null}
      {dating ? (
        <DateDialog
          title={dating === 'departure' ? 'Ship the consolidation' : 'Mark it arrived'}
          label={dating === 'departure' ? 'Shipping date' : 'Arrival date'}
          onSubmit={(date) =>
            move.mutateAsync(
              dating === 'departure'
                ? { kind: 'departure', body: { shipping_date: date } }
                : { kind: 'arrive', body: { arrival_date: date } },
            )
          }
          onClose={() => setDating(null)}
        />
      ) : null}
    </div>
  );
}

/** A travelling quantity, lowered on Enter or leaving the field; 0 takes the product out. */
function QuantityInput({
  product,
  onSet,
}: {
  product: ConsolidationProduct;
  onSet: (quantity: number) => void;
}) {
  const [value, setValue] = useState(String(product.quantity));
  const commit = () => {
    const quantity = Number(value);
    if (Number.isInteger(quantity) && quantity !== product.quantity) onSet(quantity);
    else setValue(String(product.quantity));
  };
  return (
    <input
      className="input input-quantity"
      type="number"
      min={0}
      max={product.quantity}
      aria-label={`Quantity of ${product.label_code} (0 takes it out)`}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

function AddProducts({
  onAdd,
}: {
  onAdd: (body: { products: { id: number; quantity: number }[] }) => Promise<unknown>;
}) {
  return (
    <LabelCodesForm
      label="Products to add"
      submitLabel="Add products"
      errorTestId="add-products-error"
      // The whole of each product travels; lower a quantity in the table after.
      onAdd={(ids) => onAdd({ products: ids.map((id) => ({ id, quantity: 1 })) })}
    />
  );
}

/** Each kind of document: its panel's title, and its moves (adding one, removing one). */
const DOCUMENTS = {
  logistic: {
    title: 'Logistic documents',
    add: 'logisticDocument',
    remove: 'removeLogisticDocument',
  },
  customs: { title: 'Customs documents', add: 'customsDocument', remove: 'removeCustomsDocument' },
} as const;

const DOCUMENT_KINDS = ['logistic', 'customs'] as const;

function Documents({
  kind,
  documents,
  mayWrite,
  run,
}: {
  kind: 'logistic' | 'customs';
  documents: ConsolidationDetail['logistic_documents'];
  mayWrite: boolean;
  run: (move: ConsolidationMove) => Promise<unknown>;
}) {
  const { title } = DOCUMENTS[kind];
  const [number, setNumber] = useState('');
  return (
    <section className="panel" aria-label={title}>
      <header className="panel-header">
        <h2>
          {title} <span className="badge">{documents.length}</span>
        </h2>
      </header>
      <div className="panel-body">
        {documents.length ? (
          <ul className="plain-list" data-testid={`${kind}-documents`}>
            {documents.map((document) => (
              <li key={document.id}>
                <span className="mono">{document.number}</span>
                {document.document_date ? ` · ${document.document_date}` : ''}
                {document.comment ? ` · ${document.comment}` : ''}
                <span className="muted"> · {document.files_count} file(s)</span>
                {mayWrite ? (
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    aria-label={`Remove ${document.number}`}
                    onClick={() =>
                      void run({ kind: DOCUMENTS[kind].remove, documentId: document.id })
                    }
                  >
                    <Icon name="x" size={12} />
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">None yet.</p>
        )}
        {mayWrite ? (
          <form
            className="inline-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (!number.trim()) return;
              void run({ kind: DOCUMENTS[kind].add, body: { number } }).then(() => setNumber(''));
            }}
          >
            <input
              className="input"
              aria-label={`New ${kind} document number`}
              placeholder={kind === 'logistic' ? 'AWB or CMR number' : 'Declaration number'}
              value={number}
              onChange={(event) => setNumber(event.target.value)}
            />
            <button type="submit" className="button button-small" disabled={!number.trim()}>
              <Icon name="plus" size={14} /> Add
            </button>
          </form>
        ) : null}
      </div>
    </section>
  );
}

/** The target date and the comment: what changes while it is planned and on its way. */
function EditConsolidationDialog({
  consolidation,
  onSubmit,
  onClose,
}: {
  consolidation: ConsolidationDetail;
  onSubmit: (body: ConsolidationUpdate) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useSchemaForm({
    initial: { target_date: consolidation.target_date ?? '', comment: consolidation.comment },
    schema: consolidationUpdateSchema,
    input: (values) => ({ target_date: values.target_date || null, comment: values.comment }),
  });
  return (
    <FormDialog
      title={`Edit ${consolidation.number}`}
      testId="consolidation-edit-dialog"
      form={form}
      send={onSubmit}
      onClose={onClose}
      layout="stack"
    >
      <DateField label="Target date" {...form.field('target_date')} />
      <TextField label="Comment" {...form.field('comment')} />
    </FormDialog>
  );
}

function DateDialog({
  title,
  label,
  onSubmit,
  onClose,
}: {
  title: string;
  label: string;
  onSubmit: (date: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [date, setDate] = useState(new Date().toISOString().slice(0, 10));
  const [error, setError] = useState<string[] | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit() {
    setBusy(true);
    try {
      await onSubmit(date);
      onClose();
    } catch (caught) {
      setError(
        isApiError(caught)
          ? (Object.values(caught.fieldErrors)[0] ?? [caught.message])
          : [String(caught)],
      );
    } finally {
      setBusy(false);
    }
  }
  return (
    <ActionDialog
      title={title}
      testId="consolidation-date-dialog"
      width={420}
      busy={busy}
      action={{
        label: title.startsWith('Ship') ? 'Ship' : 'Arrived',
        onAction: () => void submit(),
      }}
      onClose={onClose}
    >
      <DateField label={label} name="date" value={date} onChange={setDate} error={error} required />
    </ActionDialog>
  );
}
