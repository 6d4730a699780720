import type { CompanyListItem } from '../../../src-shared/api/company.ts';
import { dataColumnHelper, type DataColumnDef } from '../../components/DataTable.tsx';
import { formatDate, formatInteger, formatPercent, text } from '../../lib/format.ts';

const helper = dataColumnHelper<CompanyListItem>();

/**
 * The company list's columns. Ids equal the server's `ordering` fields where the server can sort
 * by them (COMPANY_ORDERING); the rest are not sortable.
 */
export const companyColumns: DataColumnDef<CompanyListItem>[] = helper.columns([
  helper.accessor('id', {
    header: 'ID',
    size: 70,
    meta: { label: 'ID', align: 'end' },
  }),
  helper.accessor('name', {
    header: 'Name',
    size: 232,
    enableHiding: false,
    meta: { label: 'Name' },
    cell: (info) => <span className="cell-strong">{info.getValue()}</span>,
  }),
  helper.accessor((row) => row.category?.name ?? '', {
    id: 'category',
    header: 'Category',
    size: 150,
    meta: { label: 'Category' },
  }),
  helper.accessor((row) => row.country?.name ?? '', {
    id: 'country',
    header: 'Country',
    size: 120,
    meta: { label: 'Country' },
    cell: (info) => text(info.getValue()),
  }),
  helper.accessor('city', {
    header: 'City',
    size: 110,
    meta: { label: 'City' },
    cell: (info) => text(info.getValue()),
  }),
  helper.accessor((row) => row.holding_company?.name ?? '', {
    id: 'holding_company',
    header: 'Holding',
    size: 140,
    meta: { label: 'Holding' },
    cell: (info) => text(info.getValue()),
  }),
  helper.accessor((row) => row.manager?.name ?? '', {
    id: 'manager',
    header: 'Manager',
    size: 140,
    enableSorting: false,
    meta: { label: 'Manager' },
    cell: (info) => text(info.getValue()),
  }),
  helper.accessor('email', {
    header: 'Email',
    size: 210,
    enableSorting: false,
    meta: { label: 'Email' },
    cell: (info) => text(info.getValue()),
  }),
  helper.accessor('phone', {
    header: 'Phone',
    size: 140,
    enableSorting: false,
    meta: { label: 'Phone' },
    cell: (info) => text(info.getValue()),
  }),
  helper.accessor('website', {
    header: 'Website',
    size: 200,
    enableSorting: false,
    meta: { label: 'Website' },
    cell: (info) => text(info.getValue()),
  }),
  helper.accessor('vat_number', {
    header: 'VAT number',
    size: 130,
    enableSorting: false,
    meta: { label: 'VAT number' },
    cell: (info) => text(info.getValue()),
  }),
  helper.accessor('deals_count', {
    header: 'Deals',
    size: 80,
    sortDescFirst: true,
    meta: { label: 'Deals', align: 'end' },
    cell: (info) => formatInteger(info.getValue()),
  }),
  helper.accessor('offers_count', {
    header: 'Offers',
    size: 80,
    sortDescFirst: true,
    meta: { label: 'Offers', align: 'end' },
    cell: (info) => formatInteger(info.getValue()),
  }),
  helper.accessor('extra_margin', {
    header: 'Margin',
    size: 104,
    sortDescFirst: true,
    meta: { label: 'Extra margin', align: 'end' },
    cell: (info) => formatPercent(info.getValue()),
  }),
  helper.accessor('created_at', {
    header: 'Created',
    size: 110,
    sortDescFirst: true,
    meta: { label: 'Created' },
    cell: (info) => formatDate(info.getValue()),
  }),
]);

export const COMPANY_COLUMN_IDS: readonly string[] = [
  'id',
  'name',
  'category',
  'country',
  'city',
  'holding_company',
  'manager',
  'email',
  'phone',
  'website',
  'vat_number',
  'deals_count',
  'offers_count',
  'extra_margin',
  'created_at',
];

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

/** The table name under which settings are kept (server table_setting, Filters, columnPinning). */
export const COMPANY_TABLE = 'company';
