import { pathOf } from '../../../src-shared/api/endpoint.ts';
import { kpEndpoints, type KpDetail } from '../../../src-shared/api/kp.ts';
import type { KpPdfRequest } from '../../../src-shared/bridge.ts';
import { kpFileName } from '../../../src-shared/domain/kp-document.ts';
import { bridge } from '../../bridge.ts';
import { baseName, downloadFile, folderOf, SAVED_FILE_NOTICE_MS } from '../../lib/downloadFile.ts';
import { withProgressTask } from '../../lib/progressTask.ts';
import { notify } from '../../stores/notifications.ts';
import { refreshKp } from './api.ts';

/**
 * Renders and saves a KP PDF through the bridge (main asks where, writes, and attaches it to the
 * KP on the server), with the progress as a task and the outcome as a toast that names the file.
 * Call it with no modal dialog of ours open: the browser host's save dialog is in the page.
 */
export async function exportKpPdf(
  request: KpPdfRequest,
  kp: { role: string; rfqId: number; kpId: number },
): Promise<void> {
  const operationId = request.operationId ?? `kp-pdf-${Date.now()}`;
  try {
    const outcome = await withProgressTask(operationId, `Writing ${request.suggestedName}`, () =>
      bridge().exports.saveKpPdf({ ...request, operationId }),
    );
    if (!outcome.saved) {
      notify.info('Export cancelled');
      return;
    }
    const attached = outcome.attached ? ' and attached to the KP' : '';
    notify.success(
      `Saved ${baseName(outcome.path)} to ${folderOf(outcome.path)}${attached}`,
      SAVED_FILE_NOTICE_MS,
    );
    if (outcome.attached) await refreshKp(kp.role, kp.rfqId, kp.kpId);
  } catch (error) {
    notify.error(
      `The PDF was not written: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * Saves the KP's issued PDF (the file the sales manager attached) where the user chooses, as it is
 * stored on the server: the client's one way to a KP's document.
 */
export async function downloadIssuedPdf(
  role: string,
  kp: Pick<KpDetail, 'id' | 'number' | 'version' | 'rfq'>,
): Promise<void> {
  await downloadFile({
    path: pathOf(kpEndpoints.file, { role, id: kp.rfq.id, kpId: kp.id }),
    suggestedName: kpFileName(kp.number, kp.version),
    filters: [{ name: 'PDF', extensions: ['pdf'] }],
    what: 'The PDF',
  });
}
