/**
 * The type of one row a select builder returns, so each area's row mapping (`toX(row)`) is typed
 * from its `xSelect(db)` function instead of repeating the Awaited/ReturnType chain.
 */
export type SelectedRow<
  Select extends (...args: never[]) => { execute: () => Promise<readonly unknown[]> },
> = Awaited<ReturnType<ReturnType<Select>['execute']>>[number];
