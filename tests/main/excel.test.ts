import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExcelRequest } from '../../src-shared/bridge.ts';
import { saveExcel } from '../../src-main/services/excel.ts';
import { filesIn, progressRecorder, removeTempDirs, tempDir, userDialogs } from './helpers.ts';

afterEach(removeTempDirs);

const companies: ExcelRequest['sheets'][number] = {
  name: 'Companies',
  columns: [
    { key: 'name', header: 'Name', width: 30 },
    { key: 'deals', header: 'Deals', format: 'integer' },
    { key: 'turnover', header: 'Turnover', format: 'money' },
    { key: 'margin', header: 'Extra margin', format: 'percent' },
    { key: 'since', header: 'Client since', format: 'date' },
    { key: 'rating', header: 'Rating', format: 'number' },
    { key: 'vat', header: 'VAT number', format: 'text' },
  ],
  rows: [
    {
      name: 'Lufthansa Technik',
      deals: 12,
      turnover: 1250000.5,
      margin: 15,
      since: '2019-03-01',
      rating: 4.25,
      vat: '0012',
    },
    {
      name: 'AAR Corp',
      deals: '1,204',
      turnover: '98,765.43',
      margin: '7.5',
      since: '2021-12-31T10:00:00Z',
      rating: null,
      vat: 123,
    },
    {
      name: 'No date yet',
      deals: 0,
      turnover: 0,
      margin: 0,
      since: 'soon',
      rating: 'n/a',
      vat: null,
    },
  ],
};

async function readBack(path: string): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  return workbook;
}

describe('Excel writer', () => {
  it('writes cells, formats, a bold frozen header, an auto-filter and column widths', async () => {
    const dir = await tempDir();
    const target = join(dir, 'companies.xlsx');
    const dialogs = userDialogs({ save: () => target });
    const progress = progressRecorder();

    const outcome = await saveExcel(
      { suggestedName: 'companies.xlsx', sheets: [companies], operationId: 'xl-1' },
      { dialogs },
      progress.sink,
    );
    expect(outcome).toMatchObject({ saved: true, path: target });
    expect(outcome.saved && outcome.bytes).toBeGreaterThan(1000);
    expect(dialogs.saveRequests[0]).toMatchObject({ suggestedName: 'companies.xlsx' });
    expect(await filesIn(dir)).toEqual(['companies.xlsx']);

    const sheet = (await readBack(target)).getWorksheet('Companies');
    if (!sheet) throw new Error('The sheet is missing');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Name',
      'Deals',
      'Turnover',
      'Extra margin',
      'Client since',
      'Rating',
      'VAT number',
    ]);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:G1');
    expect(sheet.getColumn(1).width).toBe(30);
    expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual(8);

    // Row 2: numbers as numbers, with their formats.
    expect(sheet.getCell('A2').value).toBe('Lufthansa Technik');
    expect(sheet.getCell('B2').value).toBe(12);
    expect(sheet.getCell('B2').numFmt).toBe('#,##0');
    expect(sheet.getCell('C2').value).toBe(1250000.5);
    expect(sheet.getCell('C2').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('D2').value).toBe(0.15);
    expect(sheet.getCell('D2').numFmt).toBe('0.00%');
    expect(sheet.getCell('E2').value).toEqual(new Date(Date.UTC(2019, 2, 1)));
    expect(sheet.getCell('E2').numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getCell('F2').value).toBe(4.25);
    expect(sheet.getCell('G2').value).toBe('0012');
    expect(sheet.getCell('G2').numFmt).toBe('@');

    // Row 3: numeric text becomes numbers, ISO date-times become dates, text stays text.
    expect(sheet.getCell('B3').value).toBe(1204);
    expect(sheet.getCell('C3').value).toBe(98765.43);
    expect(sheet.getCell('D3').value).toBe(0.075);
    expect(sheet.getCell('E3').value).toEqual(new Date('2021-12-31T10:00:00Z'));
    expect(sheet.getCell('F3').value).toBeNull();
    expect(sheet.getCell('G3').value).toBe('123');

    // Row 4: what is not a number or a date is kept as written, not lost.
    expect(sheet.getCell('B4').value).toBe(0);
    expect(sheet.getCell('E4').value).toBe('soon');
    expect(sheet.getCell('F4').value).toBe('n/a');

    expect(progress.events.at(-1)).toEqual({
      operationId: 'xl-1',
      kind: 'excel',
      done: 3,
      total: 3,
      finished: true,
    });
  });

  it('reports progress every N rows, across sheets', async () => {
    const dir = await tempDir();
    const rows = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ pn: `PN-${index}`, qty: index }));
    const sheet = (name: string, count: number) => ({
      name,
      columns: [
        { key: 'pn', header: 'Part number' },
        { key: 'qty', header: 'Qty', format: 'integer' as const },
      ],
      rows: rows(count),
    });
    const progress = progressRecorder();
    const outcome = await saveExcel(
      { suggestedName: 'stock.xlsx', sheets: [sheet('Main', 25), sheet('Second', 12)] },
      { dialogs: userDialogs({ save: () => join(dir, 'stock.xlsx') }), rowsPerProgress: 10 },
      progress.sink,
    );
    expect(outcome.saved).toBe(true);
    expect(progress.events.map((event) => event.done)).toEqual([0, 10, 20, 30, 37]);
    expect(progress.events.every((event) => event.total === 37)).toBe(true);
    expect(progress.events.map((event) => event.finished)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);

    const workbook = await readBack(join(dir, 'stock.xlsx'));
    expect(workbook.getWorksheet('Main')?.rowCount).toBe(26);
    expect(workbook.getWorksheet('Second')?.getCell('A13').value).toBe('PN-11');
  });

  it('writes nothing when the user cancels the dialog', async () => {
    const dir = await tempDir();
    const progress = progressRecorder();
    const outcome = await saveExcel(
      { suggestedName: 'companies.xlsx', sheets: [companies] },
      { dialogs: userDialogs({ save: () => null }) },
      progress.sink,
    );
    expect(outcome).toEqual({ saved: false });
    expect(await filesIn(dir)).toEqual([]);
    expect(progress.events).toEqual([]);
  });

  it('leaves the old file and no temporary file when writing fails', async () => {
    const dir = await tempDir();
    const target = join(dir, 'missing-folder', 'companies.xlsx');
    await expect(
      saveExcel(
        { suggestedName: 'companies.xlsx', sheets: [companies] },
        { dialogs: userDialogs({ save: () => target }) },
        progressRecorder().sink,
      ),
    ).rejects.toThrow(/ENOENT/);
    expect(await filesIn(dir)).toEqual([]);
  });

  it('replaces an existing file only once the new one is complete', async () => {
    const dir = await tempDir();
    const target = join(dir, 'companies.xlsx');
    await writeFile(target, 'old content');
    await saveExcel(
      { suggestedName: 'companies.xlsx', sheets: [companies] },
      { dialogs: userDialogs({ save: () => target }) },
      progressRecorder().sink,
    );
    expect((await readBack(target)).getWorksheet('Companies')?.getCell('A2').value).toBe(
      'Lufthansa Technik',
    );
    expect(await filesIn(dir)).toEqual(['companies.xlsx']);
  });

  it('refuses two sheets with the same name before asking anything', async () => {
    const dialogs = userDialogs({ save: () => '/nowhere.xlsx' });
    await expect(
      saveExcel(
        { suggestedName: 'x.xlsx', sheets: [companies, { ...companies, name: 'companies' }] },
        { dialogs },
        progressRecorder().sink,
      ),
    ).rejects.toThrow('Two sheets are named "companies"');
    expect(dialogs.saveRequests).toEqual([]);
  });
});
