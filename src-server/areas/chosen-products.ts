/**
 * The field errors of the products a form chooses, under `products.<index>`: an unknown id, one
 * chosen twice, else what the form's own `reason` says of the product. A new product request, a
 * stocktaking's counting of many and a new assessment each wrote this walk again.
 */
import { productLabelCode } from '../../src-shared/domain/product.ts';
import type { FieldErrorCollector } from '../http/errors.ts';
import { invalidPk } from './company/routes.ts';

export function checkChosenProducts<P extends { id: number }>(
  errors: FieldErrorCollector,
  ids: readonly number[],
  products: readonly P[],
  /** Why this product may not be chosen (`name`: its label code), or null. */
  reason: (product: P, name: string) => string | null,
): void {
  const byId = new Map(products.map((product) => [product.id, product]));
  const seen = new Set<number>();
  for (const [index, id] of ids.entries()) {
    const product = byId.get(id);
    const name = productLabelCode(id);
    const refusal = !product
      ? invalidPk(id)
      : seen.has(id)
        ? `${name} is chosen twice.`
        : reason(product, name);
    if (refusal) errors.add(`products.${index}`, refusal);
    seen.add(id);
  }
}
