/**
 * The KP document composer (src-shared/domain/kp-document.ts): what goes on a KP PDF from a KP and
 * the export dialog's state. Subset totals, typed totals only for the whole quotation, VAT off
 * removing VAT and its columns, the issuer by version, and no rows refused.
 */
import { describe, expect, it } from 'vitest';
import type { KpRow } from '../../src-shared/api/kp.ts';
import {
  KpDocumentError,
  kpDocumentFrom,
  kpDocumentSchema,
  kpFileName,
  pdfStateFrom,
  selectedTotals,
} from '../../src-shared/domain/kp-document.ts';
import { KP_VERSION_NUMBERS, kpVersion } from '../../src-shared/domain/kp-versions.ts';
import { ISSUERS, kpDetailFixture } from './kp-fixture.ts';

/** A KP row with the amounts that matter to totals; the rest from the fixture's first row. */
function row(index: number, total: number, unitTransport: number, quantity: number): KpRow {
  const base = kpDetailFixture().rows[0]!;
  return { ...base, index, total, unit_transport: unitTransport, quantity };
}

describe('selectedTotals', () => {
  // Worked by hand: lines 1000.00 and 333.33; transport 12.345 × 2 = 24.69 and 0.50 × 3 = 1.50.
  const rows = [row(1, 1000, 12.345, 2), row(2, 333.33, 0.5, 3)];
  const separate = { vat_value: 20, logistics_on: true, include_transport_in_price: false };
  /** Both rows' goods and their transport as its own line: what VAT is then added to. */
  const goodsAndTransport = { goods: 1333.33, transport: 26.19, totalNoVat: 1359.52 };

  it('sums goods, separate transport and VAT per line (and on transport), to cents', () => {
    expect(selectedTotals({ ...separate, rows }, rows, true)).toEqual({
      ...goodsAndTransport,
      // 200.00 + 66.67 (66.666) on the lines, 5.24 (5.238) on transport.
      vat: 271.91,
      total: 1631.43,
    });
  });

  it('adds no VAT when VAT is off', () => {
    expect(selectedTotals({ ...separate, rows }, rows, false)).toEqual({
      ...goodsAndTransport,
      vat: 0,
      total: 1359.52,
    });
  });

  it('has no transport line when transport is in the price or logistics is off', () => {
    const expected = {
      goods: 1333.33,
      transport: 0,
      totalNoVat: 1333.33,
      vat: 266.67,
      total: 1600,
    };
    expect(
      selectedTotals({ ...separate, include_transport_in_price: true, rows }, rows, true),
    ).toEqual(expected);
    expect(selectedTotals({ ...separate, logistics_on: false, rows }, rows, true)).toEqual(
      expected,
    );
  });

  it('counts only the rows given', () => {
    expect(selectedTotals({ ...separate, rows }, [rows[1]!], true)).toEqual({
      goods: 333.33,
      transport: 1.5,
      totalNoVat: 334.83,
      vat: 66.97,
      total: 401.8,
    });
  });
});

describe('kpDocumentFrom', () => {
  it('starts from the KP: every row selected, its conditions, treaty, PO and VAT', () => {
    const kp = kpDetailFixture({ language: 'en' });
    expect(pdfStateFrom(kp)).toEqual({
      ...kp.conditions,
      treatyNumber: 'SA-2025-117',
      numberPO: 'PO-48213',
      VAT: true,
      selectedRows: kp.rows.map((each) => each.index),
    });
  });

  it('carries the selected rows only, renumbered, with subset totals (typed totals ignored)', () => {
    const kp = kpDetailFixture({ language: 'ru' });
    // The user typed totals for the whole quotation; they do not fit a part of it.
    kp.shown_totals = { ...kp.totals, total: 50_000_000, totalNoVat: 41_000_000 };
    const state = { ...pdfStateFrom(kp), selectedRows: [2, 4, 9] };
    const document = kpDocumentFrom(kp, state, 1);

    const chosen = kp.rows.filter((each) => [2, 4, 9].includes(each.index));
    expect(document.rows.map((each) => [each.index, each.part_number])).toEqual([
      [1, '822-1338-003'],
      [2, '3291238-3'],
      [3, '2117108-2'],
    ]);
    expect(document.rows[1]?.requested_part_number).toBe('3291238-1');
    const goods = chosen.reduce((sum, each) => sum + each.total, 0);
    expect(document.totals.goods).toBeCloseTo(goods, 2);
    expect(document.totals).toEqual(selectedTotals(kp, chosen, true));
    expect(document.totals.total).not.toBe(50_000_000);
    expect(document.totals.total).toBeCloseTo(document.totals.totalNoVat + document.totals.vat, 2);
  });

  it("shows the user's typed totals when every row is selected and VAT is as saved", () => {
    const kp = kpDetailFixture({ language: 'ru' });
    kp.shown_totals = { ...kp.totals, total: 50_000_000, totalNoVat: 41_000_000 };
    const document = kpDocumentFrom(kp, pdfStateFrom(kp), 1);
    expect(document.rows).toHaveLength(12);
    expect(document.totals).toEqual(kp.shown_totals);
  });

  it('with VAT turned off: no VAT on rows or totals, no VAT columns', () => {
    const kp = kpDetailFixture({ language: 'ru', vat: true, vatColumns: true });
    kp.shown_totals = { ...kp.totals, total: 50_000_000 };
    const document = kpDocumentFrom(kp, { ...pdfStateFrom(kp), VAT: false }, 1);
    expect(document.vat).toEqual({ on: false, rate: 22, columns: false });
    expect(document.totals.vat).toBe(0);
    expect(document.totals.total).toBe(document.totals.totalNoVat);
    // Every row is selected, but VAT differs from the saved KP: the typed total does not apply.
    expect(document.totals.total).not.toBe(50_000_000);
    for (const each of document.rows) {
      expect(each.vat).toBe(0);
      expect(each.total_with_vat).toBe(each.total);
    }
  });

  it('with VAT on: VAT per row at the KP rate, columns as the quotation says', () => {
    const kp = kpDetailFixture({ language: 'en', vat: true, vatColumns: false });
    const document = kpDocumentFrom(kp, pdfStateFrom(kp), 4);
    expect(document.vat).toEqual({ on: true, rate: 5, columns: false });
    const first = document.rows[0]!;
    expect(first.vat).toBe(Math.round(first.total * 5) / 100);
    expect(first.total_with_vat).toBeCloseTo(first.total + first.vat, 2);
    expect(
      kpDocumentFrom(kpDetailFixture({ vatColumns: true }), pdfStateFrom(kp), 1).vat.columns,
    ).toBe(true);
  });

  // The entity chosen on the quotation (the KP's legal_entity, what the KP page shows) issues the
  // document in every version; a version that usually goes out from another entity changes only
  // language, layout and title.
  describe.each(ISSUERS.map((entity) => [entity.code, entity] as const))(
    'a KP issued by our %s entity',
    (_code, entity) => {
      it.each(KP_VERSION_NUMBERS)('carries that entity in version %i', (version) => {
        const kp = {
          ...kpDetailFixture({ language: kpVersion(version).language }),
          legal_entity: entity,
        };
        const document = kpDocumentFrom(kp, pdfStateFrom(kp), version);
        expect(document.version).toBe(version);
        expect(document.issuer).toEqual({
          name: entity.name,
          address: entity.address,
          country: entity.country?.name,
          country_code: entity.code,
          vat_number: entity.vat_number,
          email: entity.email,
          phone: entity.phone,
          bank: entity.bank,
        });
        // What main receives over the bridge is valid as it stands.
        expect(kpDocumentSchema.parse(document)).toEqual(document);
      });
    },
  );

  it('v9 and v3 of a KP chosen for the European entity are not issued by RU or US', () => {
    const europe = ISSUERS.find((each) => each.code === 'DE')!;
    for (const version of [9, 3]) {
      const kp = {
        ...kpDetailFixture({ language: kpVersion(version).language }),
        legal_entity: europe,
      };
      expect(kpVersion(version).legalEntity).not.toBe('DE');
      const document = kpDocumentFrom(kp, pdfStateFrom(kp), version);
      expect(document.issuer.name).toBe(europe.name);
      expect(document.issuer.bank?.account_number).toBe(europe.bank?.account_number);
      for (const other of ISSUERS.filter((each) => each.code !== 'DE')) {
        expect(JSON.stringify(document)).not.toContain(other.name);
        if (other.bank) expect(JSON.stringify(document)).not.toContain(other.bank.account_number);
      }
    }
  });

  it('refuses a document without rows, and a version that does not exist', () => {
    const kp = kpDetailFixture();
    expect(() => kpDocumentFrom(kp, { ...pdfStateFrom(kp), selectedRows: [] }, 1)).toThrow(
      new KpDocumentError('Choose at least one row.'),
    );
    // Indices that match no row are no rows either.
    expect(() => kpDocumentFrom(kp, { ...pdfStateFrom(kp), selectedRows: [99] }, 1)).toThrow(
      KpDocumentError,
    );
    expect(() => kpDocumentFrom(kp, pdfStateFrom(kp), 11)).toThrow(/no KP version 11/);
    expect(
      kpDocumentSchema.safeParse({ ...kpDocumentFrom(kp, pdfStateFrom(kp), 1), rows: [] }).success,
    ).toBe(false);
  });

  it("takes the dialog's conditions, treaty and PO numbers over the KP's", () => {
    const kp = kpDetailFixture({ language: 'en' });
    const state = {
      ...pdfStateFrom(kp),
      payment: '50% advance, 50% before shipment.',
      loan: 'Loan fee USD 150 per day, minimum 10 days.',
      treatyNumber: 'SA-2026-004',
      numberPO: '',
    };
    const document = kpDocumentFrom(kp, state, 3);
    expect(document.conditions.payment).toBe('50% advance, 50% before shipment.');
    expect(document.conditions.loan).toBe('Loan fee USD 150 per day, minimum 10 days.');
    expect(document.treaty_number).toBe('SA-2026-004');
    expect(document.number_po).toBe('');
  });

  it('names the file after the number and version, without path characters', () => {
    expect(kpFileName('KP-2026-00123', 3)).toBe('KP-2026-00123 v3.pdf');
    expect(kpFileName('KP/2026:7', 10)).toBe('KP-2026-7 v10.pdf');
  });
});
