/**
 * The product list's Excel file (spec §7): saved where the user chooses (main fetches the
 * server's stream and writes it through the native save dialog, with progress), or sent to the
 * chat of the messaging service, whose message stays 6000 ms (spec §9).
 */
import { pathOf } from '../../../src-shared/api/endpoint.ts';
import { productEndpoints, type ProductExcelQuery } from '../../../src-shared/api/product.ts';
import { MESSAGING_SENT_TIMER_MS } from '../../../src-shared/domain/constants.ts';
import { toQueryString, type QueryValue } from '../../../src-shared/domain/filters.ts';
import { call } from '../../api/http.ts';
import { downloadFile } from '../../lib/downloadFile.ts';
import { notify } from '../../stores/notifications.ts';

/** The name the save dialog suggests: the day it was made, as the server names it too. */
function productsExcelName(now = new Date()): string {
  return `products-${now.toISOString().slice(0, 10)}.xlsx`;
}

export function saveProductsExcel(role: string, query: ProductExcelQuery): Promise<void> {
  return downloadFile({
    path:
      pathOf(productEndpoints.excel, { role }) + toQueryString(query as Record<string, QueryValue>),
    suggestedName: productsExcelName(),
    filters: [{ name: 'Excel workbook', extensions: ['xlsx'] }],
    what: 'The Excel file',
  });
}

/** Sends the file; a refusal (no bot set up, Telegram said no) is toasted by the client. */
export async function sendProductsExcel(role: string, query: ProductExcelQuery): Promise<void> {
  const answer = await call(productEndpoints.sendExcel, { params: { role }, query });
  notify.success(answer.message, MESSAGING_SENT_TIMER_MS);
}
