import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/client.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { fetchAllPages } from '../../lib/fetchAll.ts';
import { saveExcelWithProgress } from '../../lib/saveExcel.ts';
import { exportFileName, visibleColumnOrder } from '../../lib/sheet.ts';
import { notify } from '../../stores/notifications.ts';
import { useRoleUrl } from '../../stores/session.ts';
import { fetchCompanyPage } from './api.ts';
import { buildCompanySheet } from './exportColumns.ts';
import type { CompanyListParams } from './listQuery.ts';

type Phase =
  { step: 'collecting'; loaded: number; total: number } | { step: 'failed'; message: string };

/**
 * Excel export of the company list: every company matching the current filters and order (paged
 * through at 30 a page), the visible columns in their order. This dialog collects the rows (and
 * can be cancelled); then it closes, and main asks where to save and writes the file while a task
 * shows the progress. Cancelling the save dialog is not an error.
 */
export function ExportDialog({
  params,
  count,
  columns,
  onClose,
}: {
  params: CompanyListParams;
  count: number;
  columns: {
    ids: readonly string[];
    visibility: Record<string, boolean>;
    pinned: readonly string[];
  };
  onClose: () => void;
}) {
  const role = useRoleUrl();
  const [phase, setPhase] = useState<Phase>({ step: 'collecting', loaded: 0, total: count });
  // The export runs once per dialog: what it needs is fixed when the dialog opens.
  const job = useRef({ params, columns, role, onClose });

  useEffect(() => {
    const controller = new AbortController();
    const { params: filters, columns: shown, role: roleUrl, onClose: close } = job.current;

    (async () => {
      const { page: _page, page_size: _size, ...query } = filters;
      const rows = await fetchAllPages(
        (page, pageSize, signal) =>
          fetchCompanyPage(roleUrl, { ...query, page, page_size: pageSize }, signal),
        {
          signal: controller.signal,
          onProgress: (loaded, total) => setPhase({ step: 'collecting', loaded, total }),
        },
      );
      if (controller.signal.aborted) return;
      const sheet = buildCompanySheet(
        visibleColumnOrder(shown.ids, shown.visibility, shown.pinned),
        rows,
      );
      close();
      try {
        const outcome = await saveExcelWithProgress({
          suggestedName: exportFileName('companies', new Date()),
          sheets: [sheet],
          label: `Writing ${rows.length.toLocaleString('en-US')} companies to Excel`,
        });
        if (outcome.saved) {
          notify.success(
            `Saved ${rows.length.toLocaleString('en-US')} companies to ${outcome.path}`,
          );
        } else {
          notify.info('Export cancelled');
        }
      } catch (error) {
        notify.error(
          `The workbook was not written: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      // A failed page was shown by the client; say here that the export stopped.
      const message = error instanceof Error ? error.message : String(error);
      if (!isApiError(error)) notify.error(`Export failed: ${message}`);
      setPhase({ step: 'failed', message });
    });

    return () => controller.abort();
  }, []);

  return (
    <Dialog
      title="Export companies to Excel"
      onClose={onClose}
      width={440}
      testId="export-dialog"
      footer={
        <button type="button" className="button" onClick={onClose}>
          {phase.step === 'failed' ? 'Close' : 'Cancel'}
        </button>
      }
    >
      <div className="export-progress" aria-live="polite">
        {phase.step === 'collecting' ? (
          <>
            <p>
              Collecting companies… {phase.loaded.toLocaleString('en-US')} of{' '}
              {phase.total.toLocaleString('en-US')}
            </p>
            <progress
              max={Math.max(phase.total, 1)}
              value={phase.loaded}
              aria-label="Collecting companies"
            />
          </>
        ) : (
          <p className="form-error" role="alert">
            The export stopped: {phase.message}
          </p>
        )}
      </div>
    </Dialog>
  );
}
