import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { KpDetail, KpRow } from '../../../src-shared/api/kp.ts';
import { CONDITION_TYPE_LABEL } from '../../../src-shared/api/home.ts';
import { KP_VERSIONS } from '../../../src-shared/domain/kp-versions.ts';
import { can } from '../../../src-shared/domain/permissions.ts';
import { columnKit, indexColumn } from '../../components/columnKit.tsx';
import { QuantityCell, TwoLines } from '../../components/TwoLines.tsx';
import { DataTable, type DataColumnDef } from '../../components/DataTable.tsx';
import { Icon } from '../../components/Icon.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';
import {
  BackLink,
  DetailHead,
  Fact,
  recordPlaceholder,
  Term,
} from '../../components/DetailPage.tsx';
import { formatDate, formatMoney, text } from '../../lib/format.ts';
import { reportUnexpected } from '../../lib/report.ts';
import { usePowers, useRoles, useRoleUrl } from '../../stores/session.ts';
import { useRfq } from '../rfq/api.ts';
import { KP_CONDITION_KEYS } from '../../../src-shared/api/records.ts';
import { useCreateOrderFromKp, useKp } from './api.ts';
import { DeleteKpDialog } from './DeleteKpDialog.tsx';
import { downloadIssuedPdf } from './exportKpPdf.ts';
import { KpExportDialog } from './KpExportDialog.tsx';
import '../../styles/sales.css';
import { RecordHistory } from '../history/RecordHistory.tsx';

const col = columnKit<KpRow>();

/** The rows in document order: not sortable, so every header has its full width. */
function kpColumns(kp: KpDetail, withCosts: boolean): DataColumnDef<KpRow>[] {
  return kpColumnsUnsorted(kp, withCosts).map((column) => ({ ...column, enableSorting: false }));
}

function kpColumnsUnsorted(kp: KpDetail, withCosts: boolean): DataColumnDef<KpRow>[] {
  const columns: DataColumnDef<KpRow>[] = [
    indexColumn(),
    // The description under the part number and the condition under the quantity: the rows fit
    // a 1440 px window beside the sidebar with costs and VAT shown.
    col.cell(
      'part_number',
      'Part number',
      190,
      (value, row) => (
        <TwoLines
          sub={row.description}
          title={`Requested ${row.requested_part_number}${row.description ? ` · ${row.description}` : ''}`}
        >
          <span className="mono cell-strong">{value}</span>
          {value !== row.requested_part_number ? (
            <span className="tag tag-small tag-alt">ALT</span>
          ) : null}
        </TwoLines>
      ),
      { label: 'Part number and description' },
    ),
    col.cell(
      'quantity',
      'Qty',
      64,
      (quantity, row) => (
        <QuantityCell quantity={quantity} unit={row.unit} condition={row.condition} />
      ),
      { label: 'Quantity and condition', align: 'end' },
    ),
  ];
  if (withCosts) {
    columns.push(
      col.money('unit_cost', 'Cost', 96, { label: 'Unit cost', tone: 'muted' }),
      col.percent('margin_percent', 'Margin', 76),
    );
  }
  columns.push(
    col.money('unit_price', 'Unit price', 104),
    col.money('total', 'Total', 112, { tone: 'strong' }),
  );
  if (kp.vat) {
    columns.push(
      col.money('vat', 'VAT', 90),
      col.money('total_with_vat', 'With VAT', 112, { label: 'Total with VAT' }),
    );
  }
  columns.push(
    col.cell('lead_time_days', 'Lead', 60, (value) => `${value} d`, {
      label: 'Lead time, days',
      align: 'end',
    }),
    col.date('delivery_date', 'Delivery', 100, { label: 'Delivery date' }),
    col.text('certificate', 'Cert.', 130, { label: 'Certificate' }),
  );
  return columns;
}

/**
 * One quotation (KP): its rows and totals as priced on the server, its conditions, and what can
 * be done with it: export the PDF in any of the ten versions, create the order, delete it.
 */
export function KpPage() {
  const params = useParams();
  const rfqId = Number(params.id);
  const kpId = Number(params.kpId);
  const query = useKp(rfqId, kpId);
  const roles = useRoles();
  const navigate = useNavigate();
  const { editRfq: mayEdit, editOrders: mayOrder, seeCosts, composeKp } = usePowers();
  const mayOpenOrders = can(roles, 'order');
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const orderFromKp = useCreateOrderFromKp(rfqId, kpId);
  const ordering = orderFromKp.isPending;
  const kp = query.data;
  // A quoted or canceled RFQ keeps its KPs as sent (the server refuses): renew it first.
  const rfqArchived = useRfq(rfqId).data?.in_archive ?? true;
  const columns = useMemo(() => (kp ? kpColumns(kp, seeCosts) : []), [kp, seeCosts]);

  const placeholder = recordPlaceholder({
    noun: 'KP',
    query,
    loaded: kp !== undefined,
    back: <RfqLink rfqId={rfqId} number="RFQ" />,
  });
  if (placeholder !== null || !kp) return placeholder;

  const currency = kp.currency.code ?? kp.currency.name;
  const version = KP_VERSIONS[kp.version];

  async function createOrder() {
    try {
      await orderFromKp.mutateAsync();
    } catch (error) {
      reportUnexpected(error, 'The order was not created');
    }
  }

  return (
    <div className="page page-kp">
      <RfqLink rfqId={kp.rfq.id} number={kp.rfq.number} />
      <DetailHead
        title={kp.number}
        titleTestId="kp-number"
        mono
        tags={
          <>
            <span className="tag">{version?.label ?? `Version ${kp.version}`}</span>
            <span className="tag tag-plain">{kp.client.name}</span>
            <span className="tag tag-plain">
              {formatDate(kp.date)}
              {kp.valid_until ? ` · valid to ${formatDate(kp.valid_until)}` : ''}
            </span>
            {kp.has_file ? (
              <span className="tag tag-ok">{composeKp ? 'PDF attached' : 'PDF issued'}</span>
            ) : null}
          </>
        }
        side="page-actions"
        actions={
          <>
            {composeKp ? (
              <ActionButton
                icon="download"
                label="Export PDF"
                onClick={() => setExporting(true)}
                testId="export-pdf"
              />
            ) : (
              <IssuedPdf kp={kp} />
            )}
            {kp.order ? (
              mayOpenOrders ? (
                <Link to={`/order/${kp.order}`} className="button" data-testid="kp-order-link">
                  <Icon name="receipt" size={14} /> Open order
                </Link>
              ) : (
                <span className="tag tag-ok">Ordered</span>
              )
            ) : mayOrder ? (
              <ActionButton
                icon="receipt"
                label={ordering ? 'Creating…' : 'Create order'}
                look="primary"
                onClick={() => void createOrder()}
                disabled={ordering}
              />
            ) : null}
            {mayEdit && !kp.order && !rfqArchived ? (
              <ActionButton
                icon="trash"
                label="Delete KP"
                look="danger-ghost"
                onClick={() => setDeleting(true)}
              />
            ) : null}
          </>
        }
      />

      <dl className="facts facts-wide" aria-label="KP totals">
        <Fact label="Goods" value={formatMoney(kp.shown_totals.goods)} />
        {kp.logistics_on && !kp.include_transport_in_price ? (
          <Fact label="Transport" value={formatMoney(kp.shown_totals.transport)} />
        ) : null}
        <Fact label="Without VAT" value={formatMoney(kp.shown_totals.totalNoVat)} />
        <Fact
          label={kp.vat ? `VAT ${kp.vat_value} %` : 'VAT'}
          value={kp.vat ? formatMoney(kp.shown_totals.vat) : 'off'}
        />
        <Fact
          label={`Total ${currency}`}
          value={formatMoney(kp.shown_totals.total)}
          testId="kp-total"
        />
      </dl>

      <DataTable
        label="KP rows"
        testId="kp-rows"
        columns={columns}
        data={kp.rows}
        getRowId={(row) => String(row.index)}
      />

      <section className="card kp-conditions" aria-labelledby="kp-conditions-title">
        <h2 id="kp-conditions-title" className="card-title">
          Conditions
        </h2>
        <dl className="conditions-list">
          {KP_CONDITION_KEYS.map((key, index) => (
            <div key={key}>
              <dt>{CONDITION_TYPE_LABEL[index]}</dt>
              <dd className="pre-line">{text(kp.conditions[key])}</dd>
            </div>
          ))}
          <Term label="Treaty">{text(kp.treaty_number)}</Term>
          <Term label="PO number">{text(kp.number_po)}</Term>
          <Term label="Issued by">{kp.legal_entity.name}</Term>
          <div>
            <dt>Manager</dt>
            <dd>
              {kp.manager.name} · {kp.manager.email} · {kp.manager.phone}
            </dd>
          </div>
        </dl>
      </section>

      {exporting && composeKp ? (
        <KpExportDialog
          kp={kp}
          rfqId={kp.rfq.id}
          // A quoted or canceled RFQ keeps the PDF its KP was issued with (the server refuses).
          attach={mayEdit && !rfqArchived}
          onClose={() => setExporting(false)}
        />
      ) : null}
      <RecordHistory model="kp" id={kp.id} />
      {deleting ? (
        <DeleteKpDialog
          rfqId={rfqId}
          kp={kp}
          onDeleted={() => {
            setDeleting(false);
            navigate(`/rfq/${kp.rfq.id}`);
          }}
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </div>
  );
}

/**
 * What a client gets of a KP's document: the PDF the sales manager issued, byte for byte, or a
 * plain word that there is none yet. Nothing to compose, edit or re-issue.
 */
function IssuedPdf({ kp }: { kp: KpDetail }) {
  const role = useRoleUrl();
  if (!kp.has_file) {
    return (
      <span className="muted" data-testid="kp-no-file">
        No PDF has been issued for this KP yet. Your sales manager sends it when it is ready.
      </span>
    );
  }
  return (
    <ActionButton
      icon="download"
      label="Download PDF"
      onClick={() => void downloadIssuedPdf(role, kp)}
      testId="download-issued-pdf"
    />
  );
}

function RfqLink({ rfqId, number }: { rfqId: number; number: string }) {
  return <BackLink to={`/rfq/${rfqId}`}>{number}</BackLink>;
}
