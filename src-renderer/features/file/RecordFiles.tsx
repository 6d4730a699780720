/**
 * The files of one record (spec §7 "Files": `files_map/{model}/{uuid}/`, upload, download,
 * delete), as a panel on the record's page. Upload and download go through main (files.tsx). A
 * product's trace documents (8130-3, EASA Form 1, CoC) are its files of category 'certificate'.
 */
import { useState } from 'react';
import type { FileCategory, FileModel, StoredFile } from '../../../src-shared/api/file.ts';
import { ActionButton } from '../../components/ActionButton.tsx';
import { Icon } from '../../components/Icon.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { usePowers, useRoleUrl } from '../../stores/session.ts';
import {
  CategorySelect,
  DeleteFileDialog,
  FileButtons,
  FILE_CATEGORY_LABELS,
  formatSize,
  uploadRecordFile,
  useRecordFiles,
} from './files.tsx';

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
  // Attaching and deleting change the record: not offered where it is only read (a warehouseman
  // on a consolidation), as the server would refuse it.
  const mayWrite = usePowers().changeFilesOf.includes(model);
  const files = useRecordFiles(role, model, ownerUuid);
  const [category, setCategory] = useState<FileCategory>(defaultCategory);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<StoredFile | null>(null);

  async function upload() {
    setUploading(true);
    try {
      if (await uploadRecordFile({ role, model, ownerUuid, category })) onChange?.();
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
            <CategorySelect value={category} onChange={setCategory} />
            <ActionButton
              icon="plus"
              label={uploading ? 'Uploading…' : 'Attach file…'}
              disabled={uploading}
              onClick={() => void upload()}
              testId="file-attach"
            />
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
                  <FileButtons
                    file={file}
                    role={role}
                    mayWrite={mayWrite}
                    onDelete={setDeleting}
                    look="list"
                  />
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
        <DeleteFileDialog
          file={deleting}
          role={role}
          onDone={() => setDeleting(null)}
          onChange={onChange}
        />
      ) : null}
    </section>
  );
}
