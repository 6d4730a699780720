/**
 * The client order an order position belongs to, joined (left) on a record's order position
 * column: `op` the position, `so` its sales order, `client` the order's company. What a product
 * booked for an order, or a purchase position bought for one, shows of that order: the product
 * list, its Excel export and the purchase positions joined the same three tables. The joins are
 * the query's own (not subqueries), so the plans of those lists stay as they were.
 */
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** The three tables as a left join adds them: every column may be null. */
interface BookedOrderTables {
  op: Nullable<Database['order_position']>;
  so: Nullable<Database['sales_order']>;
  client: Nullable<Database['company']>;
}

/** `query` with the order of the position `positionColumn` names joined (for `$call`). */
export function joinBookedOrder(positionColumn: `${string}.order_position_id`) {
  return <DB, TB extends keyof DB, O>(
    query: SelectQueryBuilder<DB, TB, O>,
  ): SelectQueryBuilder<DB & BookedOrderTables, TB | keyof BookedOrderTables, O> => {
    // Kysely cannot type a join on a builder whose tables are a type parameter: the joins are
    // written on the tables they name, and the result typed by what they add.
    const known = query as unknown as SelectQueryBuilder<Database, keyof Database, O>;
    return known
      .leftJoin('order_position as op', 'op.id', positionColumn as 'product.order_position_id')
      .leftJoin('sales_order as so', 'so.id', 'op.order_id')
      .leftJoin('company as client', 'client.id', 'so.company_id') as unknown as SelectQueryBuilder<
      DB & BookedOrderTables,
      TB | keyof BookedOrderTables,
      O
    >;
  };
}
