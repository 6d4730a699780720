/**
 * Warehouse products (spec §3 "Product", §4 "Product", §7 "Products", order positions'
 * products_for_booking and cancel_booking). Area 'product'. The states, the 22 filter flags and
 * the booking rules are src-shared/domain/product.ts.
 *
 * Our decisions where §7 names a call and not its shape:
 *   - the list takes each flag as `flag=true` (only those) or `flag=false` (all but those);
 *     archived products are left out unless `archived` is given; `request_category` takes the
 *     request category's id (products in an open request of that category);
 *   - bulk calls (make_ready_for_sale/, make_not_for_sale/, booking/) are all or nothing, with a
 *     reason per refused product (the RFQ bulk shape);
 *   - booking takes an order position and products with the quantity to book: a quantity below
 *     what the product holds splits the product, and the part booked becomes a product of its own
 *     (same part, serials stay with the rest);
 *   - `extra_data/` is where the product came from and what it is wanted for: its purchase (order,
 *     supplier, our cost), its booking, the open product requests over it, and its files' count;
 *   - `change_purchase_order_name/` renames the purchase order the product was bought on, and a
 *     product bought on none is refused; it answers the product's extra data;
 *   - `positions_to_book/` (ours) lists the order positions a basket may be booked to;
 *   - `get_warehouse_row_copy/` answers the rows as tab-separated text, the columns the warehouse
 *     pastes into its spreadsheet (WAREHOUSE_ROW_COLUMNS).
 */
import { z } from 'zod';
import { COMPONENT_TYPES } from '../domain/component-type.ts';
import {
  BOOLEAN_PRODUCT_FLAGS,
  PRODUCT_STATUSES,
  SALE_STATUSES,
  type BooleanProductFlag,
} from '../domain/product.ts';
import { RFQ_PRIORITIES } from '../domain/priority.ts';
import { idSchema, isoDateSchema, optionalText, patchOf, requiredText } from './fields.ts';
import { refSchema } from './records.ts';
import { bulkResultOf, pageOf } from './results.ts';
import { flagFilterSchema, orderingSchema, pageQuerySchema, searchSchema } from './list-query.ts';
import { boundedNumber, quantitySchema } from './numbers.ts';
import { collectionEndpoints, endpoint } from './endpoint.ts';
import { refItemSchema } from './home.ts';

export const PRODUCT_ORDERING = [
  'part_number',
  'created_at',
  'status',
  'warehouse',
  'location',
  'quantity',
  'due_date',
  'sale_price',
] as const;

const flagFields = Object.fromEntries(
  BOOLEAN_PRODUCT_FLAGS.map((name) => [name, flagFilterSchema]),
) as Record<BooleanProductFlag, typeof flagFilterSchema>;

/** Everything the list filters by, without paging (the statistics and the Excel take the same). */
export const productFiltersSchema = z.object({
  ...flagFields,
  request_category: idSchema.optional(),
  warehouse: idSchema.optional(),
  condition: idSchema.optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  location: idSchema.optional(),
  project: z.string().trim().max(100).optional(),
  /** Forgiving of case, spaces, dashes and slashes (partNumberKey). */
  part_number: z.string().trim().max(100).optional(),
  /** Part number, description, serial number (its own or a unit's), donor or label code. */
  search: searchSchema,
});
export type ProductFilters = z.input<typeof productFiltersSchema>;

const productListQuerySchema = pageQuerySchema.extend({
  ...productFiltersSchema.shape,
  order_by: orderingSchema(PRODUCT_ORDERING, 'order_by'),
});

/** The Excel file takes the list's filters and ordering, not its paging: it holds every page. */
export const productExcelQuerySchema = productFiltersSchema.extend({
  order_by: orderingSchema(PRODUCT_ORDERING, 'order_by'),
});
export type ProductExcelQuery = z.input<typeof productExcelQuerySchema>;

const numbered = z.object({ id: z.number(), number: z.string() });

/** The product's yes/no marks, as a product reads and as create and edit set them. */
const productMarks = {
  archived: z.boolean(),
  is_ber: z.boolean(),
  not_our: z.boolean(),
  nz: z.boolean(),
  adiru: z.boolean(),
  cwpss: z.boolean(),
};

/**
 * The fields that name one product as its label does: what another record (an assessment, a
 * consolidation, a stocktaking count) shows of each product it holds.
 */
export const productLineFields = {
  id: z.number(),
  label_code: z.string(),
  part_number: z.string(),
  description: z.string(),
  serial_number: z.string(),
};

export const productSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  /** What its label's Code 128 barcode holds (productLabelCode). */
  label_code: z.string(),
  inventory: z.object({ id: z.number(), part_number: z.string() }).nullable(),
  part_number: z.string(),
  description: z.string(),
  serial_number: z.string(),
  condition: refItemSchema.nullable(),
  quantity: z.number(),
  status: z.enum(PRODUCT_STATUSES),
  sale_status: z.enum(SALE_STATUSES),
  warehouse: refSchema.nullable(),
  location: z.object({ id: z.number(), code: z.string() }).nullable(),
  due_date: z.string().nullable(),
  donor: z.string(),
  project: z.string(),
  component_type: z.enum(COMPONENT_TYPES).nullable(),
  parent: z.object({ id: z.number(), part_number: z.string() }).nullable(),
  children_count: z.number(),
  booking: z
    .object({
      order_position: z.number(),
      order: numbered,
      client: refSchema,
      booked_at: z.string(),
    })
    .nullable(),
  /** The sales order it is planned for before it is booked (planned_order/{id}/). */
  planned_order: numbered.nullable(),
  inspected_at: z.string().nullable(),
  ...productMarks,
  action_to_be_done: z.string(),
  /** No trace document (a file of category 'certificate') is on file. */
  docs_problem: z.boolean(),
  /** What we paid, per unit: the pricing audience only. */
  cost: z.number().nullable(),
  sale_price: z.number().nullable(),
  counted_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productDetailSchema = productSchema.extend({
  serial_numbers: z.array(z.object({ id: z.number(), serial_number: z.string() })),
  inspection: z
    .object({ at: z.string(), by: refSchema.nullable(), comment: z.string() })
    .nullable(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productExtraDataSchema = z.object({
  purchase: z
    .object({
      /** `name`: what people call the order besides its number ("Lufthansa teardown lot"). */
      purchase_order: numbered.extend({ name: z.string() }),
      supplier: refSchema,
      confirmed: z.boolean(),
      /** The purchase position's unit price: the pricing audience only. */
      unit_price: z.number(),
      currency: refItemSchema,
    })
    .nullable(),
  requests: z.array(
    z.object({
      id: z.number(),
      category: refSchema,
      priority: z.enum(RFQ_PRIORITIES),
      target_date: z.string().nullable(),
      comment: z.string(),
    }),
  ),
  files_count: z.number(),
  label_code: z.string(),
});
export type ProductExtraData = z.infer<typeof productExtraDataSchema>;

const moneySchema = boundedNumber({
  type: 'Enter an amount.',
  min: [0, 'An amount cannot be negative.'],
  max: [1_000_000_000, 'The amount is too large.'],
});

/** What a user may set on a product (create and edit). */
const productFields = {
  part_number: requiredText(60),
  description: optionalText(255),
  serial_number: optionalText(60),
  condition: idSchema.nullable(),
  quantity: quantitySchema(),
  status: z.enum(PRODUCT_STATUSES),
  warehouse: idSchema,
  location: idSchema.nullable(),
  due_date: isoDateSchema.nullable(),
  donor: optionalText(100),
  project: optionalText(100),
  ...productMarks,
  action_to_be_done: optionalText(500),
  cost: moneySchema.nullable(),
  sale_price: moneySchema.nullable(),
};

export const productCreateSchema = z.object(productFields).partial().required({
  part_number: true,
  quantity: true,
  warehouse: true,
});
export type ProductCreate = z.input<typeof productCreateSchema>;

export const productUpdateSchema = patchOf(z.object(productFields));
export type ProductUpdate = z.input<typeof productUpdateSchema>;

export const productIdsSchema = z
  .array(idSchema, { error: 'Choose the products.' })
  .min(1, { error: 'Choose at least one product.' })
  .max(500, { error: 'At most 500 products at a time.' });

const productsBulkSchema = z.object({ products: productIdsSchema });

export const productsBulkResultSchema = bulkResultOf(productSchema);

const serialNumbersSchema = z.object({
  serial_numbers: z
    .array(requiredText(60), { error: 'Enter the serial numbers.' })
    .min(1, { error: 'Enter at least one serial number.' })
    .max(1000, { error: 'At most 1000 serial numbers at a time.' }),
});

const inspectionSchema = z.object({ comment: optionalText(2000) });

const addChildrenSchema = z.object({ children_list: productIdsSchema });

const bookingSchema = z.object({
  order_position: idSchema,
  products: z
    .array(z.object({ id: idSchema, quantity: quantitySchema() }), {
      error: 'Choose the products to book.',
    })
    .min(1, { error: 'Choose at least one product.' })
    .max(200, { error: 'At most 200 products at a time.' }),
});

export const locationSchema = z.object({ id: z.number(), code: z.string(), warehouse: refSchema });
export type Location = z.infer<typeof locationSchema>;

export const productStatisticsSchema = z.object({
  count: z.number(),
  quantity: z.number(),
  by_status: z.record(z.enum(PRODUCT_STATUSES), z.number()),
  by_warehouse: z.array(z.object({ warehouse: refSchema, count: z.number() })),
  /** How many of the filtered products each boolean flag selects. */
  flags: z.record(z.string(), z.number()),
});
export type ProductStatistics = z.infer<typeof productStatisticsSchema>;

/** The product fields whose values `get_field_values/` lists (the form's suggestions). */
const FIELD_VALUE_NAMES = ['donor', 'project', 'description', 'action_to_be_done'] as const;

/** The columns `get_warehouse_row_copy/` writes, in order. */
export const WAREHOUSE_ROW_COLUMNS = [
  'Label',
  'Part number',
  'Description',
  'Serial number',
  'Condition',
  'Quantity',
  'Warehouse',
  'Location',
  'Status',
] as const;

export const productsAggregationSchema = z.object({
  inventory: z.object({ id: z.number(), part_number: z.string() }),
  rows: z.array(
    z.object({
      warehouse: refSchema.nullable(),
      condition: refItemSchema.nullable(),
      status: z.enum(PRODUCT_STATUSES),
      products: z.number(),
      quantity: z.number(),
    }),
  ),
});
export type ProductsAggregation = z.infer<typeof productsAggregationSchema>;

/** An order position the basket's products may be booked to, with what is booked to it so far. */
export const positionToBookSchema = z.object({
  id: z.number(),
  order: numbered,
  client: refSchema,
  part_number: z.string(),
  quantity: z.number(),
  booked: z.number(),
  deadline: z.string().nullable(),
});
export type PositionToBook = z.infer<typeof positionToBookSchema>;

/** The sales order a product is planned for; null takes the plan away. */
const plannedOrderSchema = z.object({
  planned_order: idSchema.nullable(),
});

const FG_PRODUCT_ORDERING = ['part_number', 'created_at', 'sale_price', 'quantity'] as const;

/**
 * What an FG seller may offer (fg_product/): ready for sale, in stock, not booked, not archived;
 * searched and filtered as the product list is.
 */
const fgProductQuerySchema = pageQuerySchema.extend({
  warehouse: idSchema.optional(),
  condition: idSchema.optional(),
  part_number: productFiltersSchema.shape.part_number,
  search: productFiltersSchema.shape.search,
  order_by: orderingSchema(FG_PRODUCT_ORDERING, 'order_by'),
});

const collection = collectionEndpoints(':role/product/', 'product');

export const productEndpoints = {
  list: collection.list(productListQuerySchema, productSchema),
  create: collection.create(productCreateSchema, productDetailSchema),
  one: collection.one(productDetailSchema),
  extraData: endpoint({
    method: 'GET',
    path: ':role/product/:id/extra_data/',
    response: productExtraDataSchema,
    area: 'product',
  }),
  update: collection.update(productUpdateSchema, productDetailSchema),
  remove: collection.remove(),
  makeReadyForSale: endpoint({
    method: 'POST',
    path: ':role/product/make_ready_for_sale/',
    body: productsBulkSchema,
    response: productsBulkResultSchema,
    area: 'product',
  }),
  makeNotForSale: endpoint({
    method: 'POST',
    path: ':role/product/make_not_for_sale/',
    body: productsBulkSchema,
    response: productsBulkResultSchema,
    area: 'product',
  }),
  addSerialNumber: endpoint({
    method: 'PATCH',
    path: ':role/product/:id/add_serial_number/',
    body: serialNumbersSchema,
    response: productDetailSchema,
    area: 'product',
  }),
  inspect: endpoint({
    method: 'POST',
    path: ':role/product/:id/inspection/',
    body: inspectionSchema,
    response: productDetailSchema,
    area: 'product',
  }),
  updateInspection: endpoint({
    method: 'PATCH',
    path: ':role/product/:id/inspection/',
    body: inspectionSchema,
    response: productDetailSchema,
    area: 'product',
  }),
  addChildren: endpoint({
    method: 'POST',
    path: ':role/product/:id/add_children/',
    body: addChildrenSchema,
    response: z.array(productSchema),
    area: 'product',
  }),
  children: endpoint({
    method: 'GET',
    path: ':role/product/:id/get_children/',
    response: z.array(productSchema),
    area: 'product',
  }),
  booking: endpoint({
    method: 'POST',
    path: ':role/product/booking/',
    body: bookingSchema,
    response: productsBulkResultSchema,
    area: 'product',
  }),
  /**
   * Active order positions of the products' parts (or their alternates), the neediest first: where
   * a warehouseman books a basket (ours; §7 books to a position it does not say how to find).
   */
  positionsToBook: endpoint({
    method: 'GET',
    path: ':role/product/positions_to_book/',
    query: z.object({
      products: z
        .string()
        .regex(/^\d{1,9}(,\d{1,9}){0,199}$/, { error: 'Give the products as ids: 1,2,3.' }),
    }),
    response: z.array(positionToBookSchema),
    area: 'product',
  }),
  cancelBooking: endpoint({
    method: 'POST',
    path: ':role/product/:id/cancel_booking/',
    response: productDetailSchema,
    area: 'product',
  }),
  /** In-stock products of the position's part or its alternates, not booked (§9: cached 10 s). */
  forBooking: endpoint({
    method: 'GET',
    path: ':role/order_position/:id/products_for_booking/',
    response: z.array(productSchema),
    area: 'product',
  }),
  statistics: endpoint({
    method: 'GET',
    path: ':role/product/get_products_statistics/',
    query: productFiltersSchema,
    response: productStatisticsSchema,
    area: 'product',
  }),
  fieldValues: endpoint({
    method: 'POST',
    path: ':role/product/get_field_values/',
    body: z.object({
      field_name: z.enum(FIELD_VALUE_NAMES, {
        error: `field_name must be one of: ${FIELD_VALUE_NAMES.join(', ')}.`,
      }),
    }),
    response: z.array(z.string()),
    area: 'product',
    access: 'read',
  }),
  projects: endpoint({
    method: 'GET',
    path: ':role/product/get_projects/',
    response: z.array(z.object({ project: z.string(), products: z.number() })),
    area: 'product',
  }),
  rowCopy: endpoint({
    method: 'POST',
    path: ':role/product/get_warehouse_row_copy/',
    body: productsBulkSchema,
    response: z.object({ text: z.string(), rows: z.number() }),
    area: 'product',
    access: 'read',
  }),
  /**
   * The filtered list (every page, in its order) as an .xlsx file, streamed as it is written;
   * main saves it through the native save dialog with progress.
   */
  excel: endpoint({
    method: 'GET',
    path: ':role/product/get_excel_file_from_products_list/',
    query: productExcelQuerySchema,
    response: z.never(),
    area: 'product',
    stream: true,
  }),
  /**
   * The same file sent to the chat of the messaging service (src-shared/api/messaging.ts). A GET
   * as §7 names it; it changes nothing of ours.
   */
  sendExcel: endpoint({
    method: 'GET',
    path: ':role/product/send_excel_file_from_products_list_to_tg/',
    query: productExcelQuerySchema,
    response: z.object({ message: z.string(), products: z.number() }),
    area: 'product',
  }),
  plannedOrder: endpoint({
    method: 'PATCH',
    path: ':role/product/planned_order/:id/',
    body: plannedOrderSchema,
    response: productDetailSchema,
    area: 'product',
  }),
  fgProducts: endpoint({
    method: 'GET',
    path: ':role/product/fg_product/',
    query: fgProductQuerySchema,
    response: pageOf(productSchema),
    area: 'product',
  }),
  /** Renames the purchase order the product was bought on (its extra data answered). */
  changePurchaseOrderName: endpoint({
    method: 'POST',
    path: ':role/product/:id/change_purchase_order_name/',
    body: z.object({ name: requiredText(200) }),
    response: productExtraDataSchema,
    area: 'product',
  }),
  /** The conditions a product may be in (NE, OH, SV…), as base_info's `condition` list. */
  conditions: endpoint({
    method: 'GET',
    path: ':role/condition/',
    response: z.array(refItemSchema),
    area: 'product',
  }),
  locations: endpoint({
    method: 'GET',
    path: ':role/location/',
    query: z.object({ warehouse: idSchema.optional() }),
    response: z.array(locationSchema),
    area: 'product',
  }),
  aggregation: endpoint({
    method: 'GET',
    path: ':role/inventory/:id/products_aggregation/',
    response: productsAggregationSchema,
    area: ['product', 'inventory'],
  }),
};
