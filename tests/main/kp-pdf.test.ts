/**
 * The KP PDF in all ten versions, written to real files and read back with pdftotext: title,
 * number, the date in the version's format, the selected rows, the totals as formatted, VAT
 * columns exactly when expected, conditions, contract and PO numbers, Cyrillic that comes back as
 * Cyrillic from an embedded font; a 200-row document paginating with its header repeated; the
 * builder pure; pdfmake kept to the fonts folder; the bundle finding its fonts.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  kpDocumentFrom,
  pdfStateFrom,
  type KpDocument,
} from '../../src-shared/domain/kp-document.ts';
import { KP_VERSION_NUMBERS, kpVersion } from '../../src-shared/domain/kp-versions.ts';
import { kpPdfDefinition, kpPdfOrientation } from '../../src-main/documents/kp-pdf.ts';
import {
  formatAmount,
  formatAmountWithCurrency,
  formatPercent,
} from '../../src-main/documents/kp-pdf-text.ts';
import { renderPdf, writePdf } from '../../src-main/documents/pdf-writer.ts';
import { findFontsDir, onlyInside } from '../../src-main/documents/pdf-fonts.ts';
import { BUNDLES, ROOT } from '../../scripts/bundles.ts';
import { CONDITIONS, ISSUERS, kpDetailFixture, PARTS } from '../shared/kp-fixture.ts';
import { removeTempDirs, tempDir } from './helpers.ts';
import { firstPagePng, flat, pdfFonts, pdfInfo, pdfText, pdfWords } from './pdf-tools.ts';

let dir: string;
let fontsDir: string;

beforeAll(async () => {
  dir = await tempDir('aerodesk-kp-pdf-');
  fontsDir = findFontsDir();
});

afterAll(removeTempDirs);

/** The date 2026-03-05 as each format of spec §9 writes it. */
const DATE_AS: Record<string, string> = {
  ru: '05.03.2026',
  'us-long': 'March 5, 2026',
  'slash-short': '03/05/2026',
};

async function render(document: KpDocument, name: string): Promise<string> {
  const file = join(dir, name);
  await writePdf(kpPdfDefinition(document), file, fontsDir);
  return file;
}

/** pdftotext writes no-break spaces as spaces. */
const asExtracted = (text: string) => text.replace(/\u00a0/g, ' ');

describe('number formats (written once, in kp-pdf-text.ts)', () => {
  it('Russian: no-break space thousands, decimal comma; English: comma thousands, point', () => {
    expect(formatAmount(1234567.891, 'ru')).toBe('1\u00a0234\u00a0567,89');
    expect(formatAmount(1234567.891, 'en')).toBe('1,234,567.89');
    expect(formatAmount(0.5, 'ru')).toBe('0,50');
    expect(formatAmount(-1000, 'en')).toBe('-1,000.00');
    expect(formatAmountWithCurrency(12500.5, 'ru', 'RUB')).toBe('12\u00a0500,50\u00a0RUB');
    expect(formatPercent(22, 'ru')).toBe('22\u00a0%');
    expect(formatPercent(7.5, 'ru')).toBe('7,5\u00a0%');
    expect(formatPercent(5, 'en')).toBe('5%');
  });
});

describe.each(KP_VERSION_NUMBERS)('KP PDF version %i', (versionNumber) => {
  const version = kpVersion(versionNumber);
  const { language } = version;
  const ru = language === 'ru';

  it.each([
    { vat: true, label: 'VAT on, every row' },
    { vat: false, label: 'VAT off, the last row left out' },
  ])('$label', async ({ vat }) => {
    const kp = kpDetailFixture({ language, vat: true, vatColumns: true });
    const selectedRows = vat
      ? kp.rows.map((row) => row.index)
      : kp.rows.slice(0, -1).map((row) => row.index);
    const document = kpDocumentFrom(
      kp,
      { ...pdfStateFrom(kp), VAT: vat, selectedRows },
      versionNumber,
    );
    const file = await render(document, `v${versionNumber}-${vat ? 'vat' : 'novat'}.pdf`);
    const text = pdfText(file);
    const phrases = flat(text);

    // Title, number, dates in the version's format.
    expect(phrases).toContain(version.title);
    expect(text).toContain('KP-2026-00123');
    expect(text).toContain(DATE_AS[version.dateFormat]);
    expect(pdfInfo(file).title).toBe(`${version.title} ${ru ? '№' : 'No.'} KP-2026-00123`);

    // The issuer of the version, the customer and the contact.
    expect(phrases).toContain(document.issuer.name);
    expect(phrases).toContain(kp.client.name);
    expect(phrases).toContain(kp.contact!.name);

    // Every selected row, and nothing else.
    for (const row of document.rows) expect(text, row.part_number).toContain(row.part_number);
    if (!vat) expect(text).not.toContain(PARTS.at(-1)!.pn);
    expect(phrases).toContain(ru ? 'вместо 3291238-1' : 'alternate for 3291238-1');

    // Totals, as formatted, in the quote currency.
    const currency = ru ? 'RUB' : 'USD';
    const { totals } = document;
    for (const amount of [totals.goods, totals.transport, totals.totalNoVat, totals.total]) {
      expect(text).toContain(asExtracted(`${formatAmount(amount, language)} ${currency}`));
    }
    expect(text).toMatch(ru ? /\d{1,3}( \d{3})*,\d{2} RUB/ : /\d{1,3}(,\d{3})*\.\d{2} USD/);
    if (vat) {
      expect(totals.vat).toBeGreaterThan(0);
      expect(text).toContain(asExtracted(`${formatAmount(totals.vat, language)} ${currency}`));
      expect(phrases).toContain(ru ? 'НДС 22 %' : 'VAT 5%');
    } else {
      expect(totals.vat).toBe(0);
      expect(phrases).toContain(ru ? 'НДС не облагается' : 'VAT not applicable');
    }

    // VAT columns exactly when VAT is on and the version has them.
    const vatColumns = vat ? version.vatColumns : [];
    const amountHeader = ru ? 'Сумма НДС' : 'VAT amount';
    const withVatHeader = ru ? 'Сумма с НДС' : 'Amount incl. VAT';
    expect(phrases.includes(amountHeader)).toBe(vatColumns.includes('vat_amount'));
    expect(phrases.includes(withVatHeader)).toBe(vatColumns.includes('total_with_vat'));
    const rateInRows = text.split(ru ? '22 %' : '5%').length - 1;
    if (vatColumns.includes('vat_rate'))
      expect(rateInRows).toBeGreaterThanOrEqual(document.rows.length);
    else expect(rateInRows).toBeLessThanOrEqual(1);
    if (vatColumns.includes('total_with_vat')) {
      for (const row of document.rows) {
        expect(text).toContain(asExtracted(formatAmount(row.total_with_vat, language)));
      }
    }

    // The version's columns: delivery dates and certificates only where the version has them.
    const delivery = document.rows[0]!.delivery_date;
    expect(delivery).toBe('2026-03-26');
    const deliveryAs = {
      ru: '26.03.2026',
      'us-long': 'March 26, 2026',
      'slash-short': '03/26/2026',
    };
    expect(text.includes(deliveryAs[version.dateFormat])).toBe(
      version.columns.includes('delivery_date'),
    );
    expect(text.includes('EASA Form 1')).toBe(version.columns.includes('certificate'));

    // Conditions: the non-empty ones, under their headings; contract and PO numbers.
    const conditions = CONDITIONS[language];
    const headings = ru
      ? {
          payment: 'Условия оплаты',
          delivery: 'Условия поставки',
          shipping: 'Стоимость доставки',
          exchange: 'Условия обмена',
          warranty: 'Гарантия',
          loan: 'Условия аренды',
        }
      : {
          payment: 'Payment terms',
          delivery: 'Delivery terms',
          shipping: 'Shipping cost',
          exchange: 'Exchange terms',
          warranty: 'Warranty',
          loan: 'Loan terms',
        };
    for (const name of Object.keys(headings) as Array<keyof typeof headings>) {
      expect(phrases.includes(headings[name]), name).toBe(conditions[name] !== '');
      if (conditions[name]) expect(phrases).toContain(conditions[name]);
    }
    expect(text).toContain(ru ? 'ДП-2025/117' : 'SA-2025-117');
    expect(text).toContain('PO-48213');

    // Pages, orientation, page numbers in the version's language.
    const info = pdfInfo(file);
    const landscape = kpPdfOrientation(document) === 'landscape';
    expect(info.width > info.height).toBe(landscape);
    expect(landscape).toBe(version.columns.length + vatColumns.length > 9);
    expect(text).toContain(ru ? `Стр. 1 из ${info.pages}` : `Page 1 of ${info.pages}`);

    // Cyrillic comes back as Cyrillic, from embedded Roboto with a Unicode map.
    const cyrillic = text.match(/[А-Яа-яЁё]/g)?.length ?? 0;
    if (ru) {
      expect(cyrillic).toBeGreaterThan(500);
      expect(text).toContain('Парт-номер');
      expect(phrases).toContain('Предлагаем к поставке следующие позиции:');
    } else {
      expect(cyrillic).toBe(0);
    }
    expect(text).not.toContain('\ufffd');
    const fonts = pdfFonts(file);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font.name).toMatch(/\+Roboto-/);
      expect(font.embedded && font.unicode).toBe(true);
    }
  });
});

describe('the issuing legal entity', () => {
  // The quotation chose our European entity: v9 (usually RU) and v3 (usually US) carry its name,
  // letterhead, bank and tax number, and nothing of the entity the version usually goes out from.
  it.each([9, 3])('version %i is issued by the KP’s legal entity', async (versionNumber) => {
    const europe = ISSUERS.find((entity) => entity.code === 'DE')!;
    const usual = ISSUERS.find((entity) => entity.code === kpVersion(versionNumber).legalEntity)!;
    const fixture = kpDetailFixture({ language: kpVersion(versionNumber).language });
    const kp = { ...fixture, legal_entity: europe };
    const file = await render(
      kpDocumentFrom(kp, pdfStateFrom(kp), versionNumber),
      `le-v${versionNumber}.pdf`,
    );
    const text = flat(asExtracted(pdfText(file)));
    expect(text).toContain(europe.name);
    expect(text).toContain(flat(europe.address));
    expect(text).toContain(europe.bank!.account_number);
    expect(text).toContain(europe.bank!.swift);
    expect(text).toContain(`USt-IdNr.: ${europe.vat_number}`);
    expect(text).not.toContain(usual.name);
    expect(text).not.toContain(usual.bank!.account_number);
    // Its tax number under its own country's label, not the version's entity's.
    expect(text).not.toContain(`ИНН: ${europe.vat_number}`);
    expect(text).not.toContain(`EIN: ${europe.vat_number}`);
    expect(pdfInfo(file).pages).toBeGreaterThan(0);
  });
});

describe('a long KP', () => {
  it.each([1, 3])(
    'version %i: 200 rows paginate with the header repeated and page numbers',
    async (versionNumber) => {
      const version = kpVersion(versionNumber);
      const ru = version.language === 'ru';
      const kp = kpDetailFixture({ language: version.language, rows: 200 });
      const document = kpDocumentFrom(kp, pdfStateFrom(kp), versionNumber);
      const file = await render(document, `long-v${versionNumber}.pdf`);
      const { pages } = pdfInfo(file);
      expect(pages).toBeGreaterThanOrEqual(5);

      const all = pdfText(file);
      for (const row of document.rows)
        expect(all).toMatch(new RegExp(`\\b${row.index}\\s+${row.part_number}\\b`));

      const header = ru
        ? ['Парт-номер', 'Описание', 'Цена']
        : ['Part number', 'Description', 'Unit price'];
      for (let page = 1; page <= pages; page++) {
        const text = pdfText(file, page);
        expect(text).toContain(ru ? `Стр. ${page} из ${pages}` : `Page ${page} of ${pages}`);
        // The table runs over every page but the last, which may hold only the totals and terms.
        if (page < pages) for (const label of header) expect(text, `page ${page}`).toContain(label);
        // Every page after the first carries the running head with the number.
        if (page > 1) expect(text.split('\n').slice(0, 3).join(' ')).toContain('KP-2026-00123');
      }
      expect(all).toContain(
        asExtracted(
          `${formatAmount(document.totals.total, version.language)} ${ru ? 'RUB' : 'USD'}`,
        ),
      );
    },
  );
});

describe('pictures of the first page', () => {
  // For people to look at (and the issue's closing note): versions 1 and 3 at 80 dpi.
  const shots = process.env.KP_PDF_SHOTS ?? '/tmp/kp-pdf-shots';

  it.each([1, 3])('version %i as a PNG', async (versionNumber) => {
    const version = kpVersion(versionNumber);
    const kp = kpDetailFixture({ language: version.language });
    const file = await render(
      kpDocumentFrom(kp, pdfStateFrom(kp), versionNumber),
      `shot-v${versionNumber}.pdf`,
    );
    await mkdir(shots, { recursive: true });
    const png = firstPagePng(file, join(shots, `kp-v${versionNumber}`));
    const bytes = await readFile(png);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    // Landscape A4 at 80 dpi: 936 × 662 pixels (841.89 × 595.28 pt, rounded up).
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([936, 662]);
  });
});

describe('the builder', () => {
  const kp = kpDetailFixture({ language: 'ru' });
  const document = kpDocumentFrom(kp, pdfStateFrom(kp), 1);

  it('is pure: the same definition each time, the document untouched', () => {
    const before = structuredClone(document);
    const first = kpPdfDefinition(document);
    const second = kpPdfDefinition(document);
    expect(JSON.stringify(first)).toBe(JSON.stringify(second));
    expect(document).toEqual(before);
    // Page furniture is computed from the page numbers alone.
    const footer = first.footer as (page: number, count: number, size: unknown) => unknown;
    expect(JSON.stringify(footer(2, 5, {}))).toContain('Стр. 2 из 5');
    expect(JSON.stringify(footer(2, 5, {}))).toBe(JSON.stringify(footer(2, 5, {})));
  });

  it('turns the page when the table has more than nine columns', () => {
    // Version 5: nine standard columns; three more with VAT columns on.
    const invoice = (vatColumns: boolean) => {
      const detail = kpDetailFixture({ language: 'ru', vatColumns });
      return kpPdfDefinition(kpDocumentFrom(detail, pdfStateFrom(detail), 5));
    };
    expect(invoice(false).pageOrientation).toBe('portrait');
    expect(invoice(true).pageOrientation).toBe('landscape');
    expect(invoice(true).pageSize).toBe('A4');
  });

  it('keeps extreme values inside the page: long part numbers, huge amounts, long texts', async () => {
    const detail = kpDetailFixture({ language: 'ru' });
    const base = kpDocumentFrom(detail, pdfStateFrom(detail), 1);
    const longPn = 'ABCDEFGHIJ1234567890-KLMNOPQRST-0987654321-UVWXYZ';
    const document: KpDocument = {
      ...base,
      rows: base.rows.map((row, index) =>
        index === 0
          ? {
              ...row,
              part_number: longPn,
              requested_part_number: 'ZZ-1',
              description: 'Очень длинное описание детали '.repeat(8).trim(),
              condition: 'Overhauled',
              quantity: 99999,
              unit: 'комплект',
              unit_price: 987654321.99,
              total: 98765432100123.45,
              vat: 21728395062027.16,
              total_with_vat: 120493827162150.61,
              certificate: 'EASA Form 1 / FAA 8130-3 dual release, CoC',
            }
          : row,
      ),
    };
    const file = await render(document, 'extreme.pdf');
    const { width, pages } = pdfInfo(file);
    expect(pages).toBeGreaterThanOrEqual(1);
    const words = pdfWords(file);
    expect(words.length).toBeGreaterThan(300);
    // Nothing runs past the right margin (36 pt), nor left of the left one.
    expect(Math.max(...words.map((word) => word.xMax))).toBeLessThanOrEqual(width - 36 + 0.5);
    expect(Math.min(...words.map((word) => word.xMin))).toBeGreaterThanOrEqual(36 - 0.5);
    // The long part number is all there, broken over lines inside its column rather than cut.
    const start = words.find((word) => word.text === 'Парт-номер')!.xMin;
    const end = words.find((word) => word.text === 'Описание')!.xMin;
    const inColumn = words.filter(
      (word) =>
        word.page === 1 &&
        word.xMin >= start - 1 &&
        word.xMax <= end &&
        /^[A-Z0-9-]+$/.test(word.text),
    );
    expect(inColumn.map((word) => word.text).join('')).toContain(longPn);
  });

  it('refuses a version that does not exist', () => {
    expect(() => kpPdfDefinition({ ...document, version: 11 })).toThrow(/no KP version 11/);
  });
});

describe('pdfmake access policy', () => {
  it('reads local files only inside the fonts folder, and fetches no URL', async () => {
    const allowed = onlyInside(fontsDir);
    expect(allowed(join(fontsDir, 'Roboto-Regular.ttf'))).toBe(true);
    expect(allowed(join(fontsDir, '..', 'icon.png'))).toBe(false);
    expect(allowed('/etc/passwd')).toBe(false);
    expect(allowed(fontsDir)).toBe(false);

    const withImage = (src: string) => ({
      content: [{ image: 'picture', width: 10 }],
      images: { picture: src },
      defaultStyle: { font: 'Roboto' },
    });
    await expect(renderPdf(withImage(join(ROOT, 'assets', 'icon.png')), fontsDir)).rejects.toThrow(
      /Access to local file denied/,
    );
    await expect(renderPdf(withImage('http://127.0.0.1:9/x.png'), fontsDir)).rejects.toThrow(
      /Access to URL denied/,
    );
  });

  it('says where it looked when the fonts are missing', () => {
    expect(() => findFontsDir([join(dir, 'nowhere')])).toThrow(
      `The PDF fonts are missing: looked for Roboto in ${join(dir, 'nowhere')}.`,
    );
    expect(findFontsDir()).toBe(join(ROOT, 'assets', 'fonts'));
  });
});

describe('the main-process bundle', () => {
  it('renders with the fonts beside it (repository layout) or in the resources folder (packaged)', async () => {
    const kp = kpDetailFixture({ language: 'ru' });
    const documentFile = join(dir, 'document.json');
    await writeFile(documentFile, JSON.stringify(kpDocumentFrom(kp, pdfStateFrom(kp), 1)));

    // dist/electron/<bundle>.cjs, two folders below assets/fonts, as in the repository.
    const repo = join(dir, 'repo');
    await mkdir(join(repo, 'assets'), { recursive: true });
    await cp(join(ROOT, 'assets', 'fonts'), join(repo, 'assets', 'fonts'), { recursive: true });
    const bundle = join(repo, 'dist', 'electron', 'kp-pdf.cjs');
    await build({
      ...BUNDLES.main,
      entryPoints: [join(ROOT, 'tests', 'main', 'kp-pdf-bundle-entry.ts')],
      outfile: bundle,
      bundle: true,
      logLevel: 'silent',
    });

    const runBundle = (output: string, env: Record<string, string> = {}) => {
      const result = spawnSync(process.execPath, [bundle, documentFile, output], {
        encoding: 'utf8',
        env: { ...process.env, ...env },
      });
      expect(result.status, result.stderr).toBe(0);
      return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { fontsDir: string };
    };

    const inRepo = runBundle(join(dir, 'bundle-repo.pdf'));
    expect(inRepo.fontsDir).toBe(join(repo, 'assets', 'fonts'));
    expect(pdfText(join(dir, 'bundle-repo.pdf'))).toContain('Коммерческое предложение');

    // Packaged: electron-builder's extraResources put the fonts in <resources>/fonts.
    const resources = join(dir, 'resources');
    await cp(join(ROOT, 'assets', 'fonts'), join(resources, 'fonts'), { recursive: true });
    const packaged = runBundle(join(dir, 'bundle-packaged.pdf'), {
      AERODESK_TEST_RESOURCES: resources,
    });
    expect(packaged.fontsDir).toBe(join(resources, 'fonts'));
    expect(pdfText(join(dir, 'bundle-packaged.pdf'))).toContain('Коммерческое предложение');
  });
});
