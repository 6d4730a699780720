import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Term } from '../../components/DetailPage.tsx';
import { CONDITION_TYPE_LABEL } from '../../../src-shared/api/home.ts';
import type { KpDetail } from '../../../src-shared/api/kp.ts';
import type { KpConditions } from '../../../src-shared/api/rfq.ts';
import { formatDate as formatKpDate } from '../../../src-shared/domain/dates.ts';
import { pdfStateFrom, type PdfState } from '../../../src-shared/domain/kp-document.ts';
import { kpVersion } from '../../../src-shared/domain/kp-versions.ts';
import { Dialog } from '../../components/Dialog.tsx';
import {
  CheckboxField,
  FormError,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/Field.tsx';
import { Icon } from '../../components/Icon.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useQuoteContacts } from './documentChoices.ts';
import { KpVersionField } from '../shared-formChoices.tsx';
import { onSignOut, useRoleUrl } from '../../stores/session.ts';
import { KP_CONDITION_KEYS } from '../../../src-shared/api/records.ts';
import { useTextConditions } from '../rfq/api.ts';
import { companyConditions } from '../rfq/quotation/conditions.ts';
import { workingCopyStore } from '../rfq/quotation/workingCopy.ts';
import { composeDocument, kpPdfRequest, type DocumentContact } from './kpRequests.ts';
import { exportKpPdf } from './exportKpPdf.ts';

const LANGUAGE = { ru: 'Russian', en: 'English' } as const;
const DATE_FORMAT = {
  ru: 'Russian (dd.mm.yyyy)',
  'us-long': 'US long (Month d, yyyy)',
  'slash-short': 'Short (mm/dd/yyyy)',
} as const;
const DOCUMENT = ['Quotation', 'Invoice', 'Preliminary quotation'] as const;

interface ExportChoices {
  version: number;
  state: PdfState;
  /** The conditions were typed here: a version change no longer replaces them. */
  conditionsTyped: boolean;
  phone: string;
  mail: string;
}

function pickConditions(conditions: KpConditions): KpConditions {
  return Object.fromEntries(
    KP_CONDITION_KEYS.map((key) => [key, conditions[key]]),
  ) as unknown as KpConditions;
}

/** What was set up for each KP this session, so a failed or cancelled export loses nothing. */
const remembered = new Map<number, ExportChoices>();
// They are the user's: the next one to sign in starts from the KP itself.
onSignOut(() => remembered.clear());

function startChoices(kp: KpDetail): ExportChoices {
  const kept = remembered.get(kp.id);
  if (kept) return kept;
  // The quotes phone and mail chosen in the RFQ's working copy, when it is this RFQ's.
  const copy = workingCopyStore.getState();
  const fromCopy = copy.rfqId === kp.rfq.id;
  return {
    version: kp.version,
    state: pdfStateFrom(kp),
    conditionsTyped: false,
    phone: fromCopy ? copy.quotesPhone : '',
    mail: fromCopy ? copy.quotesMail : '',
  };
}

/**
 * Export a KP as PDF in any of the ten versions (spec §3 "PDF state"): the version (its language,
 * date format, document and issuer shown), the six conditions, treaty and PO numbers, VAT on or
 * off, which rows go on the document, and a live preview of the totals — all from the shared
 * composer. Export closes this dialog first (the save dialog of the browser host is part of the
 * page), then main renders, saves and attaches the PDF while a task shows the progress.
 */
export function KpExportDialog({
  kp,
  rfqId,
  attach,
  onClose,
}: {
  kp: KpDetail;
  rfqId: number;
  /** Attach the written PDF to the KP on the server (an RFQ write: not for clients and readers). */
  attach: boolean;
  onClose: () => void;
}) {
  const role = useRoleUrl();
  const quotes = useQuoteContacts();
  const [choices, setChoices] = useState<ExportChoices>(() => startChoices(kp));
  const texts = useTextConditions(kp.client.id);
  const copy = workingCopyStore.getState();
  const forRepair = copy.rfqId === kp.rfq.id && !!copy.draft?.is_repair;
  /** The client's texts for a version (its document type and language), or null while loading. */
  const textsFor = (number: number): KpConditions | null => {
    if (!texts.data) return null;
    const target = kpVersion(number);
    return companyConditions(texts.data, {
      company: kp.client.id,
      documentType: target.documentType,
      forRepair,
      logisticsOn: kp.logistics_on,
      language: target.language,
    });
  };
  /**
   * Another version: the KP's own conditions while it is the KP's version; for a version of
   * another document type or language, the client's texts for it — unless typed here.
   */
  const chooseVersion = (number: number) => {
    if (choices.conditionsTyped) return update({ version: number });
    const own = kpVersion(kp.version);
    const target = kpVersion(number);
    const same = target.language === own.language && target.documentType === own.documentType;
    const conditions = same ? kp.conditions : (textsFor(number) ?? state);
    update({ version: number, state: { ...state, ...pickConditions(conditions) } });
  };
  const [error, setError] = useState('');
  const { version, state } = choices;
  const spec = kpVersion(version);
  const { phones, mails } = quotes;
  const contact: DocumentContact = {
    phone: phones.find((item) => String(item.id) === choices.phone)?.phone,
    email: mails.find((item) => String(item.id) === choices.mail)?.email,
  };
  const composed = useMemo(
    () => composeDocument(kp, state, version, contact),
    // The contact is derived from the two ids in `choices`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kp, state, version, choices.phone, choices.mail, phones, mails],
  );
  const update = (patch: Partial<ExportChoices>) => {
    setError('');
    setChoices((current) => {
      const next = { ...current, ...patch };
      remembered.set(kp.id, next);
      return next;
    });
  };
  const setState = (patch: Partial<PdfState>) => update({ state: { ...state, ...patch } });
  /** A typed line of the document (treaty or PO number) as its field's props. */
  const documentText = (key: 'treatyNumber' | 'numberPO') => ({
    name: key,
    value: state[key],
    onChange: (value: string) => {
      const patch: Partial<PdfState> = {};
      patch[key] = value;
      setState(patch);
    },
  });
  /** The phone or mail chosen for the document as its select's props. */
  const contactChoice = (key: 'phone' | 'mail') => ({
    name: key,
    value: choices[key],
    onChange: (value: string) => update(key === 'phone' ? { phone: value } : { mail: value }),
  });
  const selected = new Set(state.selectedRows);
  const allSelected = selected.size === kp.rows.length;
  const selectAllRef = useRef<HTMLInputElement>(null);
  const someSelected = selected.size > 0 && !allSelected;
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = someSelected;
  }, [someSelected]);
  // The KP's legal entity issues the document in every version (kp-document.ts).
  const issuer = kp.legal_entity;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!composed.ok) {
      setError(composed.message);
      return;
    }
    const request = kpPdfRequest({
      role,
      rfqId,
      kp,
      document: composed.value,
      version,
      attach,
      operationId: `kp-pdf-${kp.id}-${Date.now()}`,
    });
    // No modal of ours may stay open while the save dialog shows: close, then export.
    onClose();
    void exportKpPdf(request, { role, rfqId, kpId: kp.id });
  }

  return (
    <Dialog
      title={`Export ${kp.number} as PDF`}
      onClose={onClose}
      width={1040}
      testId="kp-export-dialog"
      footer={
        <>
          <span className="footer-note muted">
            {selected.size} of {kp.rows.length} rows · {spec.label}
          </span>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form="kp-export-form"
            className="button button-primary"
            disabled={!composed.ok}
          >
            Export PDF
          </button>
        </>
      }
    >
      <form id="kp-export-form" className="export-layout" onSubmit={submit} noValidate>
        <FormError message={error} />
        <div className="export-side">
          <KpVersionField
            name="version"
            value={String(version)}
            onChange={(value) => chooseVersion(Number(value))}
          />
          <dl className="version-facts" data-testid="version-facts">
            <div>
              <dt>Document</dt>
              <dd>
                <span lang={spec.language}>{spec.title}</span>
                {spec.language === 'en' ? null : (
                  <span className="muted"> · {DOCUMENT[spec.documentType]}</span>
                )}
              </dd>
            </div>
            <div>
              <dt>Language</dt>
              <dd data-testid="version-language">{LANGUAGE[spec.language]}</dd>
            </div>
            <div>
              <dt>Date format</dt>
              <dd data-testid="version-date-format">
                {DATE_FORMAT[spec.dateFormat]} — {formatKpDate(kp.date, spec.dateFormat)}
              </dd>
            </div>
            <div>
              <dt>Issued by</dt>
              <dd data-testid="version-issuer">
                {issuer.name} ({issuer.code})
              </dd>
            </div>
            <div>
              <dt>VAT columns</dt>
              <dd>
                {state.VAT && kp.vat_columns && spec.vatColumns.length
                  ? spec.vatColumns.join(', ').replace(/_/g, ' ')
                  : 'none'}
              </dd>
            </div>
          </dl>
          <div className="form-grid">
            <TextField label="Treaty number" {...documentText('treatyNumber')} />
            <TextField label="PO number" {...documentText('numberPO')} />
            <SelectField
              label="Phone on the document"
              placeholder={`Manager: ${kp.manager.phone || '—'}`}
              options={quotes.phoneOptions}
              {...contactChoice('phone')}
            />
            <SelectField
              label="Mail on the document"
              placeholder={`Manager: ${kp.manager.email || '—'}`}
              options={quotes.mailOptions}
              {...contactChoice('mail')}
            />
            <CheckboxField
              label="VAT"
              name="VAT"
              checked={state.VAT}
              onChange={(value) => setState({ VAT: value })}
            />
          </div>
          <div
            className="preview"
            aria-label="Totals preview"
            role="group"
            data-testid="export-preview"
          >
            <div className="preview-title">Totals on the document</div>
            {composed.ok ? (
              <dl className="preview-totals">
                <Term label="Goods">{formatMoney(composed.value.totals.goods)}</Term>
                {composed.value.totals.transport ? (
                  <Term label="Transport">{formatMoney(composed.value.totals.transport)}</Term>
                ) : null}
                <Term label="Without VAT">{formatMoney(composed.value.totals.totalNoVat)}</Term>
                <Term label="VAT">{formatMoney(composed.value.totals.vat)}</Term>
                <div className="preview-total">
                  <dt>Total {composed.value.currency.code}</dt>
                  <dd data-testid="preview-total">{formatMoney(composed.value.totals.total)}</dd>
                </div>
              </dl>
            ) : (
              <p className="muted">{composed.message}</p>
            )}
          </div>
        </div>
        <div className="export-main">
          <fieldset className="export-rows">
            <legend>Rows on the document</legend>
            <table className="mini-table">
              <thead>
                <tr>
                  <th>
                    <input
                      ref={selectAllRef}
                      type="checkbox"
                      className="checkbox"
                      aria-label="Select all rows"
                      checked={allSelected}
                      onChange={() =>
                        setState({
                          selectedRows: allSelected ? [] : kp.rows.map((row) => row.index),
                        })
                      }
                    />
                  </th>
                  <th>#</th>
                  <th>Part number</th>
                  <th>Description</th>
                  <th className="num">Qty</th>
                  <th className="num">Unit price</th>
                  <th className="num">Total</th>
                </tr>
              </thead>
              <tbody>
                {kp.rows.map((row) => (
                  <tr key={row.index} className={selected.has(row.index) ? undefined : 'row-off'}>
                    <td>
                      <input
                        type="checkbox"
                        className="checkbox"
                        aria-label={`Include row ${row.index}`}
                        data-testid="export-row"
                        checked={selected.has(row.index)}
                        onChange={(event) =>
                          setState({
                            selectedRows: event.target.checked
                              ? [...state.selectedRows, row.index].sort((a, b) => a - b)
                              : state.selectedRows.filter((index) => index !== row.index),
                          })
                        }
                      />
                    </td>
                    <td>{row.index}</td>
                    <td className="mono">{row.part_number}</td>
                    <td title={row.description}>{row.description}</td>
                    <td className="num">{row.quantity}</td>
                    <td className="num">{formatMoney(row.unit_price)}</td>
                    <td className="num">{formatMoney(row.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </fieldset>
          <div className="export-conditions-head">
            <span className="legend">Conditions on the document</span>
            <button
              type="button"
              className="button button-small button-ghost"
              disabled={!texts.data}
              title="The client's texts for this version's document type and language"
              onClick={() => {
                const company = textsFor(version);
                if (company) {
                  update({
                    state: { ...state, ...pickConditions(company) },
                    conditionsTyped: false,
                  });
                }
              }}
            >
              <Icon name="undo" size={13} /> Client texts for this version
            </button>
          </div>
          <div className="export-conditions">
            {KP_CONDITION_KEYS.map((key, index) => (
              <TextAreaField
                key={key}
                label={CONDITION_TYPE_LABEL[index] ?? key}
                name={key}
                rows={4}
                value={state[key]}
                onChange={(value) =>
                  update({ state: { ...state, [key]: value }, conditionsTyped: true })
                }
              />
            ))}
          </div>
        </div>
      </form>
    </Dialog>
  );
}
