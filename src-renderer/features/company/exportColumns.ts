/**
 * The company list as a spreadsheet: one export column per table column, same ids, so the sheet
 * holds exactly the columns the user sees, in the order they see them.
 */
import type { SheetDescription } from '../../../src-shared/bridge.ts';
import type { CompanyListItem } from '../../../src-shared/api/company.ts';
import { buildSheet, type ExportColumn } from '../../lib/sheet.ts';

const name = (ref: { name: string } | null | undefined) => ref?.name ?? null;
const textOrNull = (value: string | null | undefined) => (value ? value : null);

export const COMPANY_EXPORT_COLUMNS: readonly ExportColumn<CompanyListItem>[] = [
  { key: 'id', header: 'ID', format: 'integer', width: 8, value: (c) => c.id },
  { key: 'name', header: 'Name', width: 36, value: (c) => c.name },
  { key: 'category', header: 'Category', width: 20, value: (c) => name(c.category) },
  { key: 'country', header: 'Country', width: 18, value: (c) => name(c.country) },
  { key: 'city', header: 'City', width: 18, value: (c) => textOrNull(c.city) },
  { key: 'holding_company', header: 'Holding', width: 24, value: (c) => name(c.holding_company) },
  { key: 'manager', header: 'Manager', width: 22, value: (c) => name(c.manager) },
  { key: 'email', header: 'Email', width: 28, value: (c) => textOrNull(c.email) },
  { key: 'phone', header: 'Phone', width: 18, value: (c) => textOrNull(c.phone) },
  { key: 'website', header: 'Website', width: 28, value: (c) => textOrNull(c.website) },
  { key: 'vat_number', header: 'VAT number', width: 16, value: (c) => textOrNull(c.vat_number) },
  {
    key: 'extra_margin',
    header: 'Extra margin',
    format: 'percent',
    width: 14,
    value: (c) => c.extra_margin,
  },
  {
    key: 'deals_count',
    header: 'Deals',
    format: 'integer',
    width: 10,
    value: (c) => c.deals_count,
  },
  {
    key: 'offers_count',
    header: 'Offers',
    format: 'integer',
    width: 10,
    value: (c) => c.offers_count,
  },
  {
    key: 'created_at',
    header: 'Created',
    format: 'date',
    width: 12,
    value: (c) => (c.created_at ? c.created_at.slice(0, 10) : null),
  },
];

/** The sheet of the companies, with the given columns (table ids) in the given order. */
export function buildCompanySheet(
  columnIds: readonly string[],
  rows: readonly CompanyListItem[],
): SheetDescription {
  const columns = columnIds
    .map((id) => COMPANY_EXPORT_COLUMNS.find((column) => column.key === id))
    .filter((column): column is ExportColumn<CompanyListItem> => !!column);
  // A sheet needs at least one column; with everything hidden, the name still identifies a row.
  const chosen = columns.length ? columns : COMPANY_EXPORT_COLUMNS.filter((c) => c.key === 'name');
  return buildSheet('Companies', chosen, rows);
}
