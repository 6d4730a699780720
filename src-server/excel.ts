/**
 * exceljs, loaded when the first workbook is written rather than when the server starts: it is the
 * heaviest module the server imports (about 0.3 s of every start here, 1.3 s in all), and most
 * runs of the app write no workbook at all.
 */
import type ExcelJS from 'exceljs';

export const loadExcelJs = async (): Promise<typeof ExcelJS> => (await import('exceljs')).default;
