/**
 * The pieces of the file area both file screens use (a record's files panel, RecordFiles.tsx, and
 * the file management screen, FilesPage.tsx): the files of a record, upload and download through
 * main (native dialogs, progress as a task), approval, deletion behind a confirmation.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { pathOf } from '../../../src-shared/api/endpoint.ts';
import {
  FILE_CATEGORIES,
  fileEndpoints,
  type FileCategory,
  type FileModel,
  type StoredFile,
} from '../../../src-shared/api/file.ts';
import { isApiError } from '../../api/client.ts';
import { call } from '../../api/http.ts';
import { queryClient } from '../../api/queryClient.ts';
import { bridge } from '../../bridge.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { downloadFile } from '../../lib/downloadFile.ts';
import { withProgressTask } from '../../lib/progressTask.ts';
import { reportUnexpected } from '../../lib/report.ts';
import { notify } from '../../stores/notifications.ts';

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

/** A category's short name (a file's default title, a table cell). */
export function categoryName(category: FileCategory): string {
  return FILE_CATEGORY_LABELS[category].replace(/ \(.*\)$/, '');
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Every query of the file area starts with this (so one invalidation refreshes them all). */
export const FILE_KEY = 'file';

const filesKey = (role: string, model: FileModel, uuid: string) =>
  [FILE_KEY, role, model, uuid] as const;

/** After any change to files: the lists of files and the records' file counts are refetched. */
function filesChanged(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [FILE_KEY] });
}

/** The files of one record (`files_map/{model}/{uuid}/`). */
export function useRecordFiles(role: string, model: FileModel, ownerUuid: string) {
  return useQuery({
    queryKey: filesKey(role, model, ownerUuid),
    queryFn: ({ signal }) =>
      call(fileEndpoints.map, { params: { role, model, ownerUuid }, signal }),
    enabled: !!role && ownerUuid !== '',
  });
}

function useRemoveFile(role: string, onChange?: () => void) {
  return useMutation({
    mutationFn: (file: StoredFile) =>
      call(fileEndpoints.remove, { params: { role, uuid: file.uuid } }),
    onSuccess: async () => {
      await filesChanged();
      onChange?.();
    },
  });
}

export function useApproveFile(role: string) {
  return useMutation({
    mutationFn: ({ file, approved }: { file: StoredFile; approved: boolean }) =>
      call(fileEndpoints.approve, { params: { role, uuid: file.uuid }, body: { approved } }),
    onSuccess: async (file) => {
      notify.success(`${file.original_name} ${file.approved ? 'approved' : 'no longer approved'}.`);
      await filesChanged();
    },
  });
}

/**
 * Asks main for a file (the native open dialog) and posts it as multipart with progress; answers
 * whether one was stored. A refusal of the server (too large, a bad field) shows its message.
 */
export async function uploadRecordFile(input: {
  role: string;
  model: FileModel;
  ownerUuid: string;
  category: FileCategory;
  /** The file's title; the category's name when blank. */
  name?: string;
}): Promise<boolean> {
  const operationId = `upload-${Date.now()}`;
  try {
    const outcome = await withProgressTask(operationId, 'Uploading a file', () =>
      bridge().files.upload({
        path: pathOf(fileEndpoints.upload, { role: input.role }),
        fields: {
          name: input.name?.trim() || categoryName(input.category),
          category: input.category,
          uuid: input.ownerUuid,
          model: input.model,
        },
        filters: [
          { name: 'Documents and images', extensions: ['pdf', 'jpg', 'jpeg', 'png', 'tif'] },
          { name: 'All files', extensions: ['*'] },
        ],
        operationId,
      }),
    );
    if (!outcome.uploaded) return false;
    if (outcome.status !== 201) {
      notify.error(
        `${outcome.fileName} was not uploaded: ${refusalOf(outcome.body, outcome.status)}`,
      );
      return false;
    }
    notify.success(`${outcome.fileName} attached.`);
    await filesChanged();
    return true;
  } catch (error) {
    if (!isApiError(error)) reportUnexpected(error, 'The upload failed');
    return false;
  }
}

/** The server's words for a refused upload: its detail, else its field messages. */
function refusalOf(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const { detail, ...fields } = body as Record<string, unknown>;
    if (typeof detail === 'string') return detail;
    const messages = Object.values(fields).flatMap((value) => (Array.isArray(value) ? value : []));
    if (messages.length) return messages.join(' ');
  }
  return `HTTP ${status}`;
}

/** A stored file saved where the user chooses (the native save dialog), with progress. */
function downloadStoredFile(role: string, file: StoredFile): Promise<void> {
  return downloadFile({
    path: pathOf(fileEndpoints.download, { role, uuid: file.uuid }),
    suggestedName: file.original_name,
    filters: [{ name: 'All files', extensions: ['*'] }],
    what: 'The file',
  });
}

/** The category picker of an upload. */
export function CategorySelect({
  value,
  onChange,
  label = 'Kind of file',
}: {
  value: FileCategory;
  onChange: (category: FileCategory) => void;
  label?: string;
}) {
  return (
    <select
      className="input select"
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as FileCategory)}
    >
      {FILE_CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {FILE_CATEGORY_LABELS[category]}
        </option>
      ))}
    </select>
  );
}

/** The confirmation before a file is deleted for good. */
export function DeleteFileDialog({
  file,
  role,
  onDone,
  onChange,
}: {
  file: StoredFile;
  role: string;
  /** Closes the dialog (after the delete, or on cancel). */
  onDone: () => void;
  onChange?: () => void;
}) {
  const remove = useRemoveFile(role, onChange);
  return (
    <ConfirmDialog
      title="Delete the file"
      message={`${file.original_name} is removed from the record for good.`}
      confirmLabel="Delete"
      danger
      onConfirm={async () => {
        await remove.mutateAsync(file);
        notify.success(`${file.original_name} deleted.`);
        onDone();
      }}
      onClose={onDone}
      testId="file-delete-dialog"
    />
  );
}

/** How a file's buttons look: icons of a table's row, or ghost buttons of a record's file list. */
const FILE_BUTTON_LOOK = {
  table: { className: 'icon-button', size: 15, titled: true },
  list: { className: 'button button-ghost button-small', size: 14, titled: false },
} as const;

/** A file's download button and, for who may write, its delete button (`onDelete` asks first). */
export function FileButtons({
  file,
  role,
  mayWrite,
  onDelete,
  look,
}: {
  file: StoredFile;
  role: string;
  mayWrite: boolean;
  onDelete: (file: StoredFile) => void;
  look: keyof typeof FILE_BUTTON_LOOK;
}) {
  const { className, size, titled } = FILE_BUTTON_LOOK[look];
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={`Download ${file.original_name}`}
        title={titled ? 'Download…' : undefined}
        onClick={() => void downloadStoredFile(role, file)}
      >
        <Icon name="download" size={size} />
      </button>
      {mayWrite ? (
        <button
          type="button"
          className={className}
          aria-label={`Delete ${file.original_name}`}
          title={titled ? 'Delete…' : undefined}
          onClick={() => onDelete(file)}
        >
          <Icon name="trash" size={size} />
        </button>
      ) : null}
    </>
  );
}
