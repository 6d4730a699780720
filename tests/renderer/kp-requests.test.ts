/**
 * The KP screens' requests: a new KP from the chosen offers, and the PDF export — the export
 * dialog's state goes through the ONE shared composer (kpDocumentFrom) into the bridge call
 * `exports.saveKpPdf({suggestedName, document, attachTo, operationId})`.
 */
import { describe, expect, it } from 'vitest';
import type { RfqPosition } from '../../src-shared/api/rfq.ts';
import { kpPdfRequestSchema } from '../../src-shared/bridge.ts';
import { kpDocumentFrom, pdfStateFrom } from '../../src-shared/domain/kp-document.ts';
import { KP_VERSION_NUMBERS } from '../../src-shared/domain/kp-versions.ts';
import {
  composeDocument,
  kpCreateFrom,
  kpPdfRequest,
} from '../../src-renderer/features/kp/kpRequests.ts';
import { kpDetailFixture } from '../shared/kp-fixture.ts';
import { positionRecord } from './rfq-records.ts';

function position(id: number, index: number, chosen: number | null, quantity: number): RfqPosition {
  return positionRecord(id, {
    index,
    quantity,
    unit: { id: 1, name: 'each' },
    offers_count: 1,
    active_offers_count: 1,
    chosen_offer: chosen,
  });
}

describe('a KP from the chosen offers', () => {
  it('quotes each position with a chosen offer, in line order, in the chosen version', () => {
    const request = kpCreateFrom(
      [position(7, 2, 70, 3), position(5, 1, 50, 1), position(6, 3, null, 4)],
      { kp_version: '4', end_date: '2026-04-30', treaty_number: ' T-9 ' },
    );
    expect(request).toEqual({
      ok: true,
      value: {
        version: 4,
        rows: [
          { position: 5, offer: 50, quantity: 1 },
          { position: 7, offer: 70, quantity: 3 },
        ],
        valid_until: '2026-04-30',
        treaty_number: 'T-9',
      },
    });
  });

  it('says so when no offer is chosen', () => {
    const request = kpCreateFrom([position(6, 1, null, 4)], {
      kp_version: '3',
      end_date: '',
      treaty_number: '',
    });
    expect(request).toEqual({ ok: false, message: 'Choose at least one position with an offer.' });
  });
});

describe('the PDF export call', () => {
  it('is the shared composer’s document of the dialog’s state, named and attached to the KP', () => {
    const kp = kpDetailFixture({ language: 'en' });
    const state = { ...pdfStateFrom(kp), numberPO: 'PO-77', selectedRows: [1, 3, 4] };
    const composed = composeDocument(kp, state, 3);
    if (!composed.ok) throw new Error(composed.message);
    expect(composed.value).toEqual(kpDocumentFrom(kp, state, 3));
    expect(composed.value.rows).toHaveLength(3);
    expect(composed.value.number_po).toBe('PO-77');

    const request = kpPdfRequest({
      role: 'sales',
      rfqId: 12,
      kp,
      document: composed.value,
      version: 3,
      attach: true,
      operationId: 'kp-pdf-1',
    });
    expect(request).toEqual({
      suggestedName: `${kp.number} v3.pdf`,
      document: composed.value,
      attachTo: `sales/rfq/12/kp/${kp.id}/file/`,
      operationId: 'kp-pdf-1',
    });
    // What main checks, it accepts.
    expect(kpPdfRequestSchema.safeParse(request).success).toBe(true);
  });

  it('attaches nothing for a user who may not write RFQs (the server would refuse it: 403)', () => {
    const kp = kpDetailFixture({ language: 'en' });
    const composed = composeDocument(kp, pdfStateFrom(kp), 3);
    if (!composed.ok) throw new Error(composed.message);
    const request = kpPdfRequest({
      role: 'auditor',
      rfqId: 12,
      kp,
      document: composed.value,
      version: 3,
      attach: false,
      operationId: 'kp-pdf-2',
    });
    expect(request).not.toHaveProperty('attachTo');
    expect(request.suggestedName).toBe(`${kp.number} v3.pdf`);
    expect(kpPdfRequestSchema.safeParse(request).success).toBe(true);
  });

  it('composes every one of the ten versions', () => {
    const kp = kpDetailFixture({ language: 'ru' });
    for (const version of KP_VERSION_NUMBERS) {
      const composed = composeDocument(kp, pdfStateFrom(kp), version);
      expect(composed.ok, `version ${version}`).toBe(true);
    }
  });

  it('prints the quotes phone and mail chosen instead of the manager’s', () => {
    const kp = kpDetailFixture({ language: 'en' });
    const composed = composeDocument(kp, pdfStateFrom(kp), 2, {
      phone: '+1 305 555 0100',
      email: 'quotes@aerodesk.example',
    });
    expect(composed.ok && composed.value.manager).toEqual({
      name: kp.manager.name,
      phone: '+1 305 555 0100',
      email: 'quotes@aerodesk.example',
    });
  });

  it('says what is wrong instead of exporting: no rows, a text too long', () => {
    const kp = kpDetailFixture({ language: 'en' });
    expect(composeDocument(kp, { ...pdfStateFrom(kp), selectedRows: [] }, 3)).toEqual({
      ok: false,
      message: 'Choose at least one row.',
    });
    const composed = composeDocument(kp, { ...pdfStateFrom(kp), payment: 'x'.repeat(2001) }, 3);
    expect(composed.ok).toBe(false);
  });

  it('names the KP’s legal entity as the issuer, whatever the version', () => {
    const kp = kpDetailFixture({ language: 'en' });
    for (const version of [1, 3, 7, 9]) {
      const composed = composeDocument(kp, pdfStateFrom(kp), version);
      expect(composed.ok && composed.value.issuer.name).toBe(kp.legal_entity.name);
    }
  });
});
