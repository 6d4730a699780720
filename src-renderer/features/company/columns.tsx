import type { CompanyListItem } from '../../../src-shared/api/company.ts';
import { columnKit, DESC_FIRST, UNSORTED } from '../../components/columnKit.tsx';
import type { DataColumnDef } from '../../components/DataTable.tsx';

const col = columnKit<CompanyListItem>();
const { helper } = col;

/**
 * The company list's columns. Ids equal the server's `ordering` fields where the server can sort
 * by them (COMPANY_ORDERING); the rest are not sortable.
 */
export const companyColumns: DataColumnDef<CompanyListItem>[] = helper.columns([
  col.plain('id', 'ID', 70, { align: 'end' }),
  col.strong('name', 'Name', 232, { hiding: 'off', grow: true }),
  col.plain({ id: 'category', value: (row) => row.category?.name ?? '' }, 'Category', 150),
  col.named('country', 'Country', 120),
  col.text('city', 'City', 110),
  col.named('holding_company', 'Holding', 140),
  col.named('manager', 'Manager', 140, UNSORTED),
  col.text('email', 'Email', 210, UNSORTED),
  col.text('phone', 'Phone', 140, UNSORTED),
  col.text('website', 'Website', 200, UNSORTED),
  col.text('vat_number', 'VAT number', 130, UNSORTED),
  col.integer('deals_count', 'Deals', 80, DESC_FIRST),
  col.integer('offers_count', 'Offers', 80, DESC_FIRST),
  col.percent('extra_margin', 'Margin', 104, { ...DESC_FIRST, label: 'Extra margin' }),
  col.date('created_at', 'Created', 110, DESC_FIRST),
]);

/** What a new user sees: the columns for finding a company; contact details on demand. */
export const DEFAULT_COMPANY_VISIBILITY: Record<string, boolean> = {
  id: false,
  name: true,
  category: true,
  country: true,
  city: true,
  holding_company: true,
  manager: true,
  email: false,
  phone: false,
  website: false,
  vat_number: false,
  deals_count: true,
  offers_count: true,
  extra_margin: true,
  created_at: false,
};
