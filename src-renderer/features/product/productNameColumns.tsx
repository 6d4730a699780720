import { dataColumnHelper, type DataColumnDef } from '../../components/DataTable.tsx';

/** What names a product in a table of the rows that hold one. */
interface ProductName {
  label_code: string;
  part_number: string;
  description: string;
}

/**
 * Each naming column: its header, its name in the column menu, how its text is set (the codes
 * monospaced), and whether it carries its text as a tooltip (a narrow column cuts a description).
 */
const NAME_COLUMNS: readonly {
  key: keyof ProductName;
  header: string;
  label: string;
  className?: string;
  titled?: boolean;
}[] = [
  { key: 'label_code', header: 'Label', label: 'Label code', className: 'mono muted' },
  {
    key: 'part_number',
    header: 'Part number',
    label: 'Part number',
    className: 'mono cell-strong',
  },
  { key: 'description', header: 'Description', label: 'Description', titled: true },
];

/**
 * The columns that name a product (label code, part number, description) in a table of rows that
 * hold one (`product` reads it from the row): an assessment's lines, a stocktaking's counted and
 * missing products. Each table sets their widths.
 */
export function productNameColumns<Row extends object>(
  product: (row: Row) => ProductName,
  widths: Readonly<Record<keyof ProductName, number>>,
): DataColumnDef<Row>[] {
  const helper = dataColumnHelper<Row>();
  return NAME_COLUMNS.map((column) =>
    helper.accessor((row) => product(row)[column.key], {
      id: column.key,
      header: column.header,
      size: widths[column.key],
      meta: { label: column.label },
      cell: (info) => (
        <span className={column.className} title={column.titled ? info.getValue() : undefined}>
          {info.getValue()}
        </span>
      ),
    }),
  );
}
