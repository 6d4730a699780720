import type { Product } from '../../../src-shared/api/product.ts';
import type { ProductLabel } from '../../../src-shared/bridge.ts';
import { toIsoDate } from '../../../src-shared/domain/dates.ts';
import { bridge } from '../../bridge.ts';
import { baseName, folderOf, SAVED_FILE_NOTICE_MS } from '../../lib/downloadFile.ts';
import { withProgressTask } from '../../lib/progressTask.ts';
import { notify } from '../../stores/notifications.ts';

/** What a product's label shows, as the bridge's `exports.saveLabels` takes it. */
export function productLabel(
  product: Pick<
    Product,
    'label_code' | 'part_number' | 'description' | 'serial_number' | 'condition' | 'warehouse'
  > & { location: { code: string } | null },
): ProductLabel {
  return {
    label_code: product.label_code,
    part_number: product.part_number,
    description: product.description,
    serial_number: product.serial_number,
    // The condition's short code (NE, OH, SV…) where it has one: it is what the shelf knows.
    condition: product.condition?.code || product.condition?.name || '',
    warehouse: product.warehouse?.name ?? '',
    location: product.location?.code ?? '',
  };
}

/** `Label P00000042.pdf` for one product, `Labels 2026-11-27.pdf` for a sheet. */
export function labelsFileName(labels: readonly ProductLabel[], today = new Date()): string {
  return labels.length === 1
    ? `Label ${labels[0]!.label_code}.pdf`
    : `Labels ${toIsoDate(today)}.pdf`;
}

/**
 * Renders the products' labels as an A4 sheet and saves it through the bridge (main asks where
 * and writes it), with the progress as a task and the outcome as a toast that names the file, as
 * the KP PDF does (features/kp/exportKpPdf.ts). Answers whether the file was saved.
 */
export async function printLabels(products: readonly Parameters<typeof productLabel>[0][]) {
  const labels = products.map(productLabel);
  if (labels.length === 0) {
    notify.error('Choose the products to label first.');
    return false;
  }
  const suggestedName = labelsFileName(labels);
  const operationId = `labels-${Date.now()}`;
  try {
    const outcome = await withProgressTask(operationId, `Writing ${suggestedName}`, () =>
      bridge().exports.saveLabels({ suggestedName, labels, operationId }),
    );
    if (!outcome.saved) {
      notify.info('Labels not saved: cancelled');
      return false;
    }
    const count = labels.length === 1 ? 'The label' : `${labels.length} labels`;
    notify.success(
      `${count} saved as ${baseName(outcome.path)} to ${folderOf(outcome.path)}: print it on A4 labels of 70 × 37 mm.`,
      SAVED_FILE_NOTICE_MS,
    );
    return true;
  } catch (error) {
    notify.error(
      `The labels were not written: ${error instanceof Error ? error.message : String(error)}`,
    );
    return false;
  }
}
