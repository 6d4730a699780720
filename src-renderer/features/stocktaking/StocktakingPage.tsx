/**
 * One stocktaking, counted by scanner (issue 9): a scan field that keeps the focus (a barcode
 * scanner types the code and Enter), each scan answered at once in large type (counted, already
 * counted, or why not: never a sound, always a colour and words), scanned against expected, the
 * products counted (the last scan on top) and those still missing; confirm with the day of the
 * count, cancel the confirmation, delete.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  stocktakingUpdateSchema,
  type CountedProduct,
  type StocktakingDetail,
} from '../../../src-shared/api/stocktaking.ts';
import { can } from '../../../src-shared/domain/permissions.ts';
import { STOCKTAKING_TYPE_LABELS } from '../../../src-shared/domain/stocktaking.ts';
import { isApiError, refusalText } from '../../api/client.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DeleteRecordDialog, EditRecordDialog } from '../shared-areaList.tsx';
import { DataTable, dataColumnHelper, type DataColumnDef } from '../../components/DataTable.tsx';
import { EditActions } from '../../components/EditActions.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';
import { ActionFooter, DetailHead, recordPage } from '../../components/DetailPage.tsx';
import { DateField, TextField } from '../../components/Field.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { IconAction } from '../../components/IconAction.tsx';
import { Tabs } from '../../components/Tabs.tsx';
import { counted, formatDateTime, formatInteger } from '../../lib/format.ts';
import { useSchemaForm } from '../../lib/schemaForm.ts';
import { useRoles } from '../../stores/session.ts';
import {
  useDeleteStocktaking,
  useUpdateStocktaking,
  useMissing,
  useRemoveCounted,
  useScan,
  useStocktaking,
  useStocktakingConfirmation,
} from './api.ts';
import { CountProgress } from './StocktakingsPage.tsx';
import { productNameColumns } from '../product/productNameColumns.tsx';
import { scanAnswered, scanEntered } from '../../lib/scanMarks.ts';
import '../../styles/sales.css';
import '../../styles/warehouse.css';
import { RecordHistory } from '../history/RecordHistory.tsx';

type Summary = CountedProduct['product'];

/**
 * The columns that name a product, for both tabs: the missing products are products, the counted
 * ones rows that hold one (`product` reads it from the row). Only the shelf's width differs.
 */
function productSummaryColumns<Row extends object>(
  product: (row: Row) => Summary,
  shelfWidth: number,
): DataColumnDef<Row>[] {
  const helper = dataColumnHelper<Row>();
  return [
    ...productNameColumns(product, { label_code: 104, part_number: 160, description: 220 }),
    helper.accessor((row) => product(row).serial_number, {
      id: 'serial_number',
      header: 'S/N',
      size: 120,
      meta: { label: 'S/N' },
    }),
    helper.accessor((row) => product(row).location, {
      id: 'location',
      header: 'Shelf',
      size: shelfWidth,
      meta: { label: 'Shelf' },
    }),
  ];
}

const SUMMARY_COLUMNS: DataColumnDef<Summary>[] = [
  ...productSummaryColumns<Summary>((product) => product, 70),
  dataColumnHelper<Summary>().accessor('quantity', {
    header: 'Qty',
    size: 60,
    meta: { label: 'Quantity', align: 'end' },
  }),
];

/** What the last scans said, newest first. */
interface ScanNote {
  key: number;
  kind: 'ok' | 'repeat' | 'refused';
  /** What was scanned (a label code or a serial number). */
  code: string;
  /** What the answer line says while it is the last scan. */
  text: string;
  /** What the list of earlier scans says of it beside `code`, when shorter than `text`. */
  line?: string;
}

const NOTE_CLASS: Record<ScanNote['kind'], string> = {
  ok: 'scan-note scan-ok',
  repeat: 'scan-note scan-repeat',
  refused: 'scan-note scan-refused',
};

export const StocktakingPage = recordPage('stocktaking', useStocktaking, (stocktaking, back) => (
  <StocktakingView stocktaking={stocktaking} back={back} />
));

function StocktakingView({
  stocktaking,
  back,
}: {
  stocktaking: StocktakingDetail;
  back: ReactNode;
}) {
  const mayWrite = can(useRoles(), 'stocktaking', 'write');
  const open = !stocktaking.confirmed;
  const [tab, setTab] = useState<'counted' | 'missing'>('counted');
  const [dialog, setDialog] = useState<'edit' | 'confirm' | 'cancel' | 'delete' | null>(null);
  useScannerFocusAfter(dialog === 'edit');
  const missing = useMissing(stocktaking.id, tab === 'missing');
  const confirmation = useStocktakingConfirmation(stocktaking.id);
  const remove = useDeleteStocktaking(stocktaking.id);
  const removeCounted = useRemoveCounted(stocktaking.id);

  return (
    <div className="page page-detail">
      {back}
      <DetailHead
        title={stocktaking.title}
        titleTestId="stocktaking-title"
        tags={
          <>
            <span className="tag tag-plain">{stocktaking.warehouse.name}</span>
            <span className="tag tag-plain">
              {STOCKTAKING_TYPE_LABELS[stocktaking.stocktaking_type]}
            </span>
            {stocktaking.confirmed ? (
              <span className="tag tag-ok" data-testid="stocktaking-state">
                Confirmed {stocktaking.confirm_date}
              </span>
            ) : (
              <span className="tag" data-testid="stocktaking-state">
                Counting
              </span>
            )}
            {stocktaking.comment ? <span className="muted">{stocktaking.comment}</span> : null}
          </>
        }
        actions={
          mayWrite ? (
            <EditActions onEdit={() => setDialog('edit')} testId="stocktaking-edit">
              {open ? (
                <>
                  <ActionButton icon="trash" label="Delete" onClick={() => setDialog('delete')} />
                  <ActionButton
                    icon="check"
                    label="Confirm the count"
                    look="primary"
                    onClick={() => setDialog('confirm')}
                    testId="stocktaking-confirm"
                  />
                </>
              ) : (
                <ActionButton
                  icon="undo"
                  label="Cancel confirmation"
                  onClick={() => setDialog('cancel')}
                  testId="stocktaking-cancel-confirm"
                />
              )}
            </EditActions>
          ) : null
        }
      />

      {open && mayWrite ? <Scanner stocktaking={stocktaking} /> : null}

      <Tabs
        label="Counted and missing"
        tabs={[
          { id: 'counted', label: 'Counted', count: stocktaking.counted },
          {
            id: 'missing',
            label: 'Not counted yet',
            count: Math.max(0, stocktaking.expected - stocktaking.counted),
          },
        ]}
        active={tab}
        onChange={(next) => setTab(next as 'counted' | 'missing')}
      >
        {tab === 'counted' ? (
          <DataTable<CountedProduct>
            label="Counted products"
            testId="stocktaking-counted"
            columns={[
              ...productSummaryColumns<CountedProduct>((row) => row.product, 80),
              countedHelper.accessor((row) => row.output, {
                id: 'output',
                header: 'Found',
                size: 84,
                meta: { label: 'Quantity found', align: 'end' },
              }),
              countedHelper.accessor((row) => row.created_at, {
                id: 'created_at',
                header: 'Counted',
                size: 140,
                meta: { label: 'Counted at' },
                cell: (info) => formatDateTime(info.getValue()),
              }),
              countedHelper.display({
                id: 'remove',
                header: '',
                size: 48,
                meta: { label: 'Remove' },
                cell: (info) =>
                  open && mayWrite ? (
                    <IconAction
                      icon="x"
                      label={`Not counted: ${info.row.original.product.label_code}`}
                      title="Take it out of the count"
                      onClick={() => void removeCounted.mutateAsync(info.row.original.id)}
                    />
                  ) : null,
              }),
            ]}
            data={stocktaking.products}
            getRowId={(row) => String(row.id)}
            emptyTitle="Nothing counted yet: scan a label or a serial number"
          />
        ) : (
          <DataTable<Summary>
            label="Products not counted yet"
            testId="stocktaking-missing"
            columns={SUMMARY_COLUMNS}
            data={missing.data ?? []}
            getRowId={(row) => String(row.id)}
            loading={missing.isPending}
            emptyTitle="Everything expected is counted"
          />
        )}
      </Tabs>
      <RecordHistory model="stocktaking" id={stocktaking.id} />

      {dialog === 'edit' ? (
        <EditStocktakingDialog stocktaking={stocktaking} onClose={() => setDialog(null)} />
      ) : dialog === 'confirm' ? (
        <ConfirmStocktakingDialog
          stocktaking={stocktaking}
          onConfirm={async (confirm_date, save_donor) => {
            await confirmation.mutateAsync({ confirm: true, confirm_date, save_donor });
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      ) : dialog === 'cancel' ? (
        <ConfirmDialog
          title="Cancel the confirmation"
          message="The stocktaking opens again for counting; the products keep the day they were counted."
          confirmLabel="Cancel confirmation"
          onConfirm={async () => {
            await confirmation.mutateAsync({ confirm: false });
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      ) : dialog === 'delete' ? (
        <DeleteRecordDialog
          area="stocktaking"
          message={`${stocktaking.title} and its ${counted(stocktaking.counted, 'counted product')} go; the products stay as they are.`}
          remove={remove.mutateAsync}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

const countedHelper = dataColumnHelper<CountedProduct>();

/**
 * The scan field again once the edit dialog has closed (after the commit that removed it). The
 * dialog gives the focus back to the button that opened it unless the focus is somewhere already:
 * focused here first, the scan field keeps it; a second look a moment later covers a hand-back
 * that came first on a slow machine.
 */
function useScannerFocusAfter(dialogOpen: boolean) {
  const wasOpen = useRef(false);
  useEffect(() => {
    const closed = wasOpen.current && !dialogOpen;
    wasOpen.current = dialogOpen;
    if (!closed) return;
    const focus = () => {
      const active = document.activeElement;
      if (active?.closest('[role="dialog"]') || active?.matches('input, textarea, select')) return;
      document.querySelector<HTMLInputElement>('[data-testid="scan-input"]')?.focus();
    };
    focus();
    const later = window.setTimeout(focus, 100);
    return () => window.clearTimeout(later);
  }, [dialogOpen]);
}

/**
 * The scan field. It takes the focus back whenever it loses it to nothing in particular (a click
 * on the page, a table), so a scanner's keystrokes always land in it; a dialog or another field
 * keeps the focus it took. Scans typed while one is on its way wait their turn, in order.
 */
function Scanner({ stocktaking }: { stocktaking: StocktakingDetail }) {
  const scan = useScan(stocktaking.id);
  const input = useRef<HTMLInputElement>(null);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const sequence = useRef(0);
  const [code, setCode] = useState('');
  const [notes, setNotes] = useState<ScanNote[]>([]);

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.focus();
    const refocus = () => {
      // After the blur settles: keep the focus a dialog or another control took.
      window.setTimeout(() => {
        const active = document.activeElement;
        const elsewhere =
          active &&
          active !== document.body &&
          (active.closest('[role="dialog"]') || active.matches('input, textarea, select'));
        if (!elsewhere) field.focus();
      }, 0);
    };
    field.addEventListener('blur', refocus);
    return () => field.removeEventListener('blur', refocus);
  }, []);

  function note(kind: ScanNote['kind'], scanned: string, text: string, key: number, line?: string) {
    const entry: ScanNote = { key, kind, code: scanned, text, ...(line ? { line } : {}) };
    setNotes((current) => [entry, ...current].slice(0, 8));
  }

  // Each answer on screen ends its scan's timing (lib/scanMarks.ts), once.
  const lastMeasured = useRef(0);
  useLayoutEffect(() => {
    for (const entry of notes) {
      if (entry.key <= lastMeasured.current) break;
      scanAnswered(entry.key);
    }
    lastMeasured.current = Math.max(lastMeasured.current, notes[0]?.key ?? 0);
  }, [notes]);

  function submit(scanned: string) {
    const value = scanned.trim();
    if (!value) return;
    sequence.current += 1;
    const key = sequence.current;
    scanEntered(key);
    setCode('');
    queue.current = queue.current.then(async () => {
      try {
        const result = await scan.mutateAsync(value);
        const product = result.counted.product;
        const what = `${product.part_number}${product.location ? ` · shelf ${product.location}` : ''}`;
        const labelled = `${product.label_code} ${what}`;
        note(
          'ok',
          value,
          // The server's words (spec §9, 'Part added to stocktaking'), then which part and where;
          // the earlier scans' list says only which, and the label only when a serial was scanned.
          `${result.message}: ${labelled}`,
          key,
          value === product.label_code ? what : labelled,
        );
      } catch (error) {
        const text = refusalText(error);
        note(/already counted/i.test(text) ? 'repeat' : 'refused', value, text, key);
      }
    });
  }

  const last = notes[0];
  return (
    <section className="panel scanner" aria-label="Scanner">
      <div className="scanner-row">
        <form
          className="scanner-form"
          onSubmit={(event) => {
            event.preventDefault();
            submit(code);
          }}
        >
          <Icon name="scan" />
          <input
            ref={input}
            className="input scanner-input"
            aria-label="Scan a label or a serial number"
            placeholder="Scan a label or a serial number, or type it and press Enter"
            autoComplete="off"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            data-testid="scan-input"
          />
        </form>
        <div className="scanner-count" data-testid="scan-count">
          <CountProgress counted={stocktaking.counted} expected={stocktaking.expected} />
          <span className="muted">scanned of expected</span>
        </div>
      </div>
      <div
        className={last ? NOTE_CLASS[last.kind] : 'scan-note'}
        role="status"
        aria-live="polite"
        data-testid="scan-result"
      >
        {last ? (
          <>
            <Icon name={last.kind === 'ok' ? 'check' : 'alert'} />
            <span>{last.text}</span>
          </>
        ) : (
          <span className="muted">Ready: every scan is counted here at once.</span>
        )}
      </div>
      {notes.length > 1 ? (
        <ol className="scan-log" aria-label="Earlier scans">
          {notes.slice(1).map((entry) => (
            <li key={entry.key} className={`scan-log-${entry.kind}`}>
              <span className="mono">{entry.code}</span> {entry.line ?? entry.text}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

/** The title and the comment; the warehouse and the kind of count stay what they were. */
function EditStocktakingDialog({
  stocktaking,
  onClose,
}: {
  stocktaking: StocktakingDetail;
  onClose: () => void;
}) {
  const update = useUpdateStocktaking(stocktaking.id);
  const form = useSchemaForm({
    initial: { title: stocktaking.title, comment: stocktaking.comment },
    schema: stocktakingUpdateSchema,
  });
  return (
    <EditRecordDialog noun="stocktaking" form={form} send={update.mutateAsync} onClose={onClose}>
      <TextField label="Title" required {...form.field('title')} />
      <TextField label="Comment" {...form.field('comment')} />
    </EditRecordDialog>
  );
}

function ConfirmStocktakingDialog({
  stocktaking,
  onConfirm,
  onClose,
}: {
  stocktaking: StocktakingDetail;
  onConfirm: (date: string, donor: string) => Promise<void>;
  onClose: () => void;
}) {
  const today = new Date().toISOString().slice(0, 10);
  const [date, setDate] = useState(today);
  const [donor, setDonor] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  async function submit() {
    setBusy(true);
    setErrors({});
    try {
      await onConfirm(date, donor);
    } catch (error) {
      if (isApiError(error)) setErrors(error.fieldErrors);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      title="Confirm the count"
      onClose={onClose}
      busy={busy}
      width={480}
      testId="stocktaking-confirm-dialog"
      footer={
        <ActionFooter
          label="Confirm"
          busy={busy}
          onAction={() => void submit()}
          onCancel={onClose}
        />
      }
    >
      <p className="muted">
        {formatInteger(stocktaking.counted)} of {formatInteger(stocktaking.expected)} expected
        products are counted. Confirming marks them counted on the day of the count and closes the
        stocktaking.
      </p>
      <DateField
        label="Day of the count"
        name="confirm_date"
        value={date}
        onChange={setDate}
        error={errors.confirm_date}
        required
      />
      <TextField
        label="Donor (optional)"
        name="save_donor"
        hint="Written on the counted products that have no donor yet."
        value={donor}
        onChange={setDonor}
        error={errors.save_donor}
      />
    </Dialog>
  );
}
