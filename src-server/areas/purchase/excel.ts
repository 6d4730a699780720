/**
 * The Excel file of a purchase order (spec §7 `get_excel/`): its head and positions on one sheet,
 * as the supplier reads an order (part number, description, condition, quantity, unit price, line
 * total). Built with exceljs in memory: a purchase order is a few hundred lines at most.
 */
import { roundMoney } from '../../../src-shared/domain/money.ts';
import { isPriced } from '../../../src-shared/domain/purchase.ts';
import { loadExcelJs } from '../../excel.ts';
import type { PurchaseOrderDetail } from '../../../src-shared/api/purchase.ts';

export async function purchaseWorkbook(order: PurchaseOrderDetail): Promise<Buffer> {
  const workbook = new (await loadExcelJs()).Workbook();
  workbook.creator = 'Aerodesk';
  const sheet = workbook.addWorksheet('Purchase order');
  const currency = order.currency.code ?? order.currency.name;
  sheet.addRow([`Purchase order ${order.number}`]).font = { bold: true, size: 14 };
  sheet.addRow(['Supplier', order.supplier.name]);
  sheet.addRow(['Name', order.name]);
  sheet.addRow(['Shipping date', order.esd_date ?? '']);
  sheet.addRow(['Confirmed', order.confirmed ? 'yes' : 'no']);
  sheet.addRow([]);
  const header = sheet.addRow([
    '#',
    'Part number',
    'Description',
    'Condition',
    'Quantity',
    `Unit price, ${currency}`,
    `Total, ${currency}`,
  ]);
  header.font = { bold: true };
  for (const [index, position] of order.positions.entries()) {
    // Not priced yet: blank for the supplier to fill in, not a price of 0.
    const priced = isPriced(position);
    sheet.addRow([
      index + 1,
      position.part_number,
      position.description,
      position.condition?.code ?? '',
      position.quantity,
      priced ? position.unit_price : null,
      priced ? roundMoney(position.quantity * position.unit_price) : null,
    ]);
  }
  sheet.addRow([]);
  sheet.addRow(['', '', '', '', '', 'Total', order.total]).font = { bold: true };
  sheet.columns.forEach((column, index) => {
    column.width = [5, 20, 32, 10, 10, 16, 16][index] ?? 12;
  });
  for (const key of [6, 7]) sheet.getColumn(key).numFmt = '#,##0.00';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
