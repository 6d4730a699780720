/**
 * The files of one record (spec §7 "Files": `files_map/{model}/{uuid}/`, upload, download,
 * delete), as a panel on the record's page. Upload and download go through main: the native open
 * and save dialogs, multipart posted and bytes written with progress (lib/progressTask.ts). A
 * product's trace documents (8130-3, EASA Form 1, CoC) are its files of category 'certificate'.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { pathOf } from '../../../src-shared/api/endpoint.ts';
import {
  FILE_CATEGORIES,
  fileEndpoints,
  type FileCategory,
  type FileModel,
  type StoredFile,
} from '../../../src-shared/api/file.ts';
import { can } from '../../../src-shared/domain/permissions.ts';
import { isApiError } from '../../api/client.ts';
import { call } from '../../api/http.ts';
import { queryClient } from '../../api/queryClient.ts';
import { bridge } from '../../bridge.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { downloadFile } from '../../lib/downloadFile.ts';
import { formatDateTime } from '../../lib/format.ts';
import { withProgressTask } from '../../lib/progressTask.ts';
import { reportUnexpected } from '../../lib/report.ts';
import { notify } from '../../stores/notifications.ts';
import { useRoles, useRoleUrl } from '../../stores/session.ts';

/** How each category reads on screen. */
export const FILE_CATEGORY_LABELS: Record<FileCategory, string> = {
  certificate: 'Trace document (8130-3, EASA Form 1, CoC)',
  invoice: 'Invoice',
  quotation: 'Quotation',
  contract: 'Contract',
  photo: 'Photo',
  customs: 'Customs',
  logistics: 'Logistics',
  other: 'Other',
};

const filesKey = (role: string, model: FileModel, uuid: string) =>
  ['file', role, model, uuid] as const;

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function RecordFiles({
  model,
  ownerUuid,
  title = 'Files',
  defaultCategory = 'other',
  onChange,
}: {
  model: FileModel;
  ownerUuid: string;
  title?: string;
  defaultCategory?: FileCategory;
  /** After an upload or a delete: what else on the page depends on the files. */
  onChange?: () => void;
}) {
  const role = useRoleUrl();
  const mayWrite = can(useRoles(), 'file', 'write');
  const key = filesKey(role, model, ownerUuid);
  const files = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      call(fileEndpoints.map, { params: { role, model, ownerUuid }, signal }),
    enabled: !!role,
  });
  const [category, setCategory] = useState<FileCategory>(defaultCategory);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<StoredFile | null>(null);
  const remove = useMutation({
    mutationFn: (file: StoredFile) =>
      call(fileEndpoints.remove, { params: { role, uuid: file.uuid } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      onChange?.();
    },
  });

  async function upload() {
    const operationId = `upload-${Date.now()}`;
    setUploading(true);
    try {
      const outcome = await withProgressTask(operationId, 'Uploading a file', () =>
        bridge().files.upload({
          path: pathOf(fileEndpoints.upload, { role }),
          fields: {
            name: FILE_CATEGORY_LABELS[category].replace(/ \(.*\)$/, ''),
            category,
            uuid: ownerUuid,
            model,
          },
          filters: [
            { name: 'Documents and images', extensions: ['pdf', 'jpg', 'jpeg', 'png', 'tif'] },
            { name: 'All files', extensions: ['*'] },
          ],
          operationId,
        }),
      );
      if (!outcome.uploaded) return;
      if (outcome.status !== 201) {
        const detail = (outcome.body as { detail?: string } | null)?.detail;
        notify.error(`${outcome.fileName} was not uploaded: ${detail ?? `HTTP ${outcome.status}`}`);
        return;
      }
      notify.success(`${outcome.fileName} attached.`);
      await queryClient.invalidateQueries({ queryKey: key });
      onChange?.();
    } catch (error) {
      if (!isApiError(error)) reportUnexpected(error, 'The upload failed');
    } finally {
      setUploading(false);
    }
  }

  return (
    <section className="panel" aria-label={title} data-testid={`files-${model}`}>
      <header className="panel-header">
        <h2>{title}</h2>
        {mayWrite ? (
          <div className="panel-actions">
            <select
              className="input select"
              aria-label="Kind of file"
              value={category}
              onChange={(event) => setCategory(event.target.value as FileCategory)}
            >
              {FILE_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {FILE_CATEGORY_LABELS[value]}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button"
              disabled={uploading}
              onClick={() => void upload()}
              data-testid="file-attach"
            >
              <Icon name="plus" size={14} /> {uploading ? 'Uploading…' : 'Attach file…'}
            </button>
          </div>
        ) : null}
      </header>
      <div className="panel-body">
        {files.data ? (
          files.data.length === 0 ? (
            <p className="muted">No files yet.</p>
          ) : (
            <ul className="file-list" aria-label={`${title}: list`}>
              {files.data.map((file) => (
                <li key={file.uuid} className="file-row" data-testid="file-row">
                  <Icon name="file" size={16} />
                  <div className="file-name">
                    <span className="cell-strong">{file.original_name}</span>
                    <span className="muted">
                      {FILE_CATEGORY_LABELS[file.category]} · {formatSize(file.size)} ·{' '}
                      {file.uploaded_by.name}, {formatDateTime(file.created_at)}
                    </span>
                  </div>
                  <button
                    type="button"
                    className="button button-ghost button-small"
                    aria-label={`Download ${file.original_name}`}
                    onClick={() =>
                      void downloadFile({
                        path: pathOf(fileEndpoints.download, { role, uuid: file.uuid }),
                        suggestedName: file.original_name,
                        filters: [{ name: 'All files', extensions: ['*'] }],
                        what: 'The file',
                      })
                    }
                  >
                    <Icon name="download" size={14} />
                  </button>
                  {mayWrite ? (
                    <button
                      type="button"
                      className="button button-ghost button-small"
                      aria-label={`Delete ${file.original_name}`}
                      onClick={() => setDeleting(file)}
                    >
                      <Icon name="trash" size={14} />
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        ) : files.isError ? (
          <ErrorState error={files.error} onRetry={() => void files.refetch()} />
        ) : (
          <LoadingState />
        )}
      </div>
      {deleting ? (
        <ConfirmDialog
          title="Delete the file"
          message={`${deleting.original_name} is removed from the record for good.`}
          confirmLabel="Delete"
          onConfirm={async () => {
            await remove.mutateAsync(deleting);
            setDeleting(null);
          }}
          onClose={() => setDeleting(null)}
          testId="file-delete-dialog"
        />
      ) : null}
    </section>
  );
}
