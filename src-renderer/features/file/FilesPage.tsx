/**
 * File management (spec §2 "File management", §7 "Files"): the files of any record, by its model
 * and uuid (`files_map/{model}/{uuid}/`). On the left the records: a model, then a search of its
 * records (file_owners/; without a search, those with files, newest first), or a uuid pasted where
 * the role cannot look them up. On the right the chosen record's files: upload (a file through
 * main, or from a web address the server fetches), download through the save dialog, approval,
 * deletion. The model and record are in the address, so Back and a shared link work.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  FILE_MODELS,
  FILE_MODEL_ONE,
  FILE_OWNER_AREAS,
  fileEndpoints,
  urlUploadSchema,
  type FileCategory,
  type FileModel,
  type FileOwner,
  type StoredFile,
} from '../../../src-shared/api/file.ts';
import { can } from '../../../src-shared/domain/permissions.ts';
import type { Role } from '../../../src-shared/domain/roles.ts';
import { call } from '../../api/http.ts';
import { queryClient } from '../../api/queryClient.ts';
import { columnKit } from '../../components/columnKit.tsx';
import { DataTable, type DataColumnDef } from '../../components/DataTable.tsx';
import { SelectField, TextField } from '../../components/Field.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { ActionButton } from '../../components/ActionButton.tsx';
import { Icon } from '../../components/Icon.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/States.tsx';
import { TitledPage } from '../../components/TitledPage.tsx';
import { useDebouncedValue } from '../../lib/hooks.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useSchemaForm } from '../../lib/schemaForm.ts';
import { notify } from '../../stores/notifications.ts';
import { usePowers, useRoles, useRoleUrl } from '../../stores/session.ts';
import {
  CategorySelect,
  categoryName,
  DeleteFileDialog,
  FileButtons,
  FILE_CATEGORY_LABELS,
  FILE_KEY,
  formatSize,
  uploadRecordFile,
  useApproveFile,
  useRecordFiles,
} from './files.tsx';
import '../../styles/sales.css';
import '../../styles/warehouse.css';

const MODEL_LABELS: Record<FileModel, string> = {
  company: 'Companies',
  rfq: 'RFQs',
  order: 'Orders',
  product: 'Products',
  consolidation: 'Consolidations',
  purchase_order: 'Purchase orders',
};

/** What the search of each model's records matches (src-server/areas/file/owners.ts). */
const SEARCH_HINTS: Record<FileModel, string> = {
  company: 'Company name…',
  rfq: 'RFQ number or company…',
  order: 'Order number, PO or company…',
  product: 'Part, serial or label code…',
  consolidation: 'Consolidation number…',
  purchase_order: 'Purchase order number, name or supplier…',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isModel(value: string | null): value is FileModel {
  return (FILE_MODELS as readonly string[]).includes(value ?? '');
}

/** Whether these roles may look up the records of `model` (they read that area). */
function mayLookUp(roles: readonly Role[], model: FileModel): boolean {
  return can(roles, FILE_OWNER_AREAS[model]);
}

export function FilesPage() {
  const roles = useRoles();
  const [params, setParams] = useSearchParams();
  const firstModel = FILE_MODELS.find((model) => mayLookUp(roles, model)) ?? 'company';
  const model = isModel(params.get('model')) ? (params.get('model') as FileModel) : firstModel;
  const ownerUuid = params.get('uuid') ?? '';
  const [picked, setPicked] = useState<FileOwner | null>(null);
  const owner = picked?.uuid === ownerUuid ? picked : null;

  const choose = (next: { model: FileModel; uuid?: string }, label?: FileOwner) => {
    setPicked(label ?? null);
    setParams(next.uuid ? { model: next.model, uuid: next.uuid } : { model: next.model });
  };

  return (
    <TitledPage className="page-files" title="Files">
      <div className="files-layout">
        <OwnerPicker
          roles={roles}
          model={model}
          selected={ownerUuid}
          onModel={(next) => choose({ model: next })}
          onPick={(found) => choose({ model, uuid: found.uuid }, found)}
          onPaste={(uuid) => choose({ model, uuid })}
        />
        {ownerUuid ? (
          <RecordFilesTable
            key={`${model}:${ownerUuid}`}
            model={model}
            ownerUuid={ownerUuid}
            owner={owner}
            lookUp={mayLookUp(roles, model)}
          />
        ) : (
          <section className="panel files-main">
            <EmptyState title="Choose a record">
              Pick one of the {MODEL_LABELS[model].toLowerCase()} on the left, or paste its uuid, to
              see its files.
            </EmptyState>
          </section>
        )}
      </div>
    </TitledPage>
  );
}

/** The model, then its records: searched where the role reads them, else a uuid to paste. */
function OwnerPicker({
  roles,
  model,
  selected,
  onModel,
  onPick,
  onPaste,
}: {
  roles: readonly Role[];
  model: FileModel;
  selected: string;
  onModel: (model: FileModel) => void;
  onPick: (owner: FileOwner) => void;
  onPaste: (uuid: string) => void;
}) {
  const role = useRoleUrl();
  const lookUp = mayLookUp(roles, model);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 250);
  const owners = useQuery({
    queryKey: [FILE_KEY, role, 'owners', model, debounced],
    queryFn: ({ signal }) =>
      call(fileEndpoints.owners, {
        params: { role, model },
        query: debounced ? { search: debounced } : {},
        signal,
      }),
    enabled: !!role && lookUp,
    placeholderData: keepPreviousData,
  });
  return (
    <section className="panel files-owners" aria-label="Records">
      <header className="panel-header files-owners-header">
        <select
          className="input select"
          aria-label="Record type"
          value={model}
          onChange={(event) => {
            setSearch('');
            onModel(event.target.value as FileModel);
          }}
        >
          {FILE_MODELS.map((value) => (
            <option key={value} value={value}>
              {MODEL_LABELS[value]}
            </option>
          ))}
        </select>
        {lookUp ? (
          <input
            type="search"
            className="input files-owner-search"
            aria-label={`Search ${MODEL_LABELS[model].toLowerCase()}`}
            placeholder={SEARCH_HINTS[model]}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        ) : null}
      </header>
      {lookUp ? (
        <OwnerList
          owners={owners.data}
          searching={debounced !== ''}
          error={owners.isError ? owners.error : undefined}
          onRetry={() => void owners.refetch()}
          selected={selected}
          onPick={onPick}
        />
      ) : (
        <p className="muted files-owners-note">
          Your role does not look up {MODEL_LABELS[model].toLowerCase()}. Paste the record&apos;s
          uuid below.
        </p>
      )}
      <UuidField key={model} onOpen={onPaste} />
    </section>
  );
}

function OwnerList({
  owners,
  searching,
  error,
  onRetry,
  selected,
  onPick,
}: {
  owners: FileOwner[] | undefined;
  searching: boolean;
  error: unknown;
  onRetry: () => void;
  selected: string;
  onPick: (owner: FileOwner) => void;
}) {
  if (error) return <ErrorState error={error} onRetry={onRetry} />;
  if (!owners) return <LoadingState />;
  if (owners.length === 0)
    return (
      <p className="muted files-owners-note">
        {searching ? 'Nothing matches.' : 'None has files yet: search to find one.'}
      </p>
    );
  return (
    <ul className="files-owner-list" aria-label="Matching records" data-testid="file-owners">
      {owners.map((owner) => (
        <li key={owner.uuid}>
          <button
            type="button"
            className={`files-owner${owner.uuid === selected ? ' is-selected' : ''}`}
            aria-current={owner.uuid === selected ? 'true' : undefined}
            onClick={() => onPick(owner)}
          >
            <span className="files-owner-label">{owner.label}</span>
            <span className="files-owner-count" title={`${owner.files_count} files`}>
              {owner.files_count || ''}
            </span>
            <span className="files-owner-detail muted">{owner.detail || ' '}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A record opened by its uuid (a purchase order, or a model the role cannot search). */
function UuidField({ onOpen }: { onOpen: (uuid: string) => void }) {
  const [text, setText] = useState('');
  const valid = UUID.test(text.trim());
  return (
    <form
      className="files-uuid"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onOpen(text.trim().toLowerCase());
      }}
    >
      <input
        className="input files-uuid-input"
        aria-label="Record uuid"
        placeholder="Or paste a record's uuid"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={text.trim() !== '' && !valid ? true : undefined}
      />
      <button type="submit" className="button button-small" disabled={!valid}>
        Open
      </button>
    </form>
  );
}

const col = columnKit<StoredFile>();

/**
 * The record a uuid names, when it was not picked from the list (pasted, or from the address):
 * undefined while unknown, null when the model has no record of that uuid.
 */
function useOwnerOf(model: FileModel, uuid: string, picked: FileOwner | null, lookUp: boolean) {
  const role = useRoleUrl();
  const found = useQuery({
    queryKey: [FILE_KEY, role, 'owner', model, uuid],
    queryFn: ({ signal }) =>
      call(fileEndpoints.owners, {
        params: { role, model },
        query: { uuid },
        signal,
      }),
    enabled: !!role && lookUp && !picked,
  });
  if (picked) return picked;
  return found.data ? (found.data[0] ?? null) : undefined;
}

function RecordFilesTable({
  model,
  ownerUuid,
  owner: picked,
  lookUp,
}: {
  model: FileModel;
  ownerUuid: string;
  owner: FileOwner | null;
  /** Whether the role looks up this model's records (else the uuid is all there is to show). */
  lookUp: boolean;
}) {
  const owner = useOwnerOf(model, ownerUuid, picked, lookUp);
  const role = useRoleUrl();
  // Upload, approval and deletion change the record: only where the role writes it (the server's
  // rule), and never for a uuid no record of the model has (the server refuses those).
  const mayWrite = usePowers().changeFilesOf.includes(model) && owner !== null;
  const files = useRecordFiles(role, model, ownerUuid);
  const [category, setCategory] = useState<FileCategory>('other');
  const [title, setTitle] = useState('');
  const [uploading, setUploading] = useState(false);
  const [fromUrl, setFromUrl] = useState(false);
  const [deleting, setDeleting] = useState<StoredFile | null>(null);

  const columns = useMemo<DataColumnDef<StoredFile>[]>(
    () =>
      col.helper.columns([
        col.cell('original_name', 'File', 230, (value, row) => (
          <span className="files-file-cell">
            <span className="cell-strong" title={value}>
              {value}
            </span>
            {row.name !== categoryName(row.category) ? (
              <span className="muted"> · {row.name}</span>
            ) : null}
          </span>
        )),
        col.text({ id: 'category', value: (file) => categoryName(file.category) }, 'Category', 120),
        col.cell('size', 'Size', 70, (value) => formatSize(value), { align: 'end' }),
        col.text({ id: 'uploaded_by', value: (file) => file.uploaded_by.name }, 'Uploaded by', 124),
        col.helper.accessor('created_at', {
          header: 'Uploaded',
          size: 138,
          sortDescFirst: true,
          meta: { label: 'Uploaded' },
          cell: (info) => formatDateTime(info.getValue()),
        }),
        col.cell('approved', 'Approved', 112, (_, file) =>
          mayWrite ? (
            <ApproveBox file={file} role={role} />
          ) : file.approved ? (
            <span className="tag tag-ok">Approved</span>
          ) : (
            <span className="muted">No</span>
          ),
        ),
        col.helper.display({
          id: 'actions',
          header: '',
          size: 64,
          meta: { label: 'Actions' },
          cell: (info) => (
            <span className="files-actions">
              <FileButtons
                file={info.row.original}
                role={role}
                mayWrite={mayWrite}
                onDelete={setDeleting}
                look="table"
              />
            </span>
          ),
        }),
      ]),
    [mayWrite, role],
  );

  async function upload() {
    setUploading(true);
    try {
      if (await uploadRecordFile({ role, model, ownerUuid, category, name: title })) setTitle('');
    } finally {
      setUploading(false);
    }
  }

  const count = files.data?.length;
  return (
    <section
      className="panel files-main"
      aria-label="Files of the record"
      data-testid="record-files"
    >
      <header className="panel-header files-record-header">
        <h2>
          <Icon name="file" size={15} />
          {owner ? owner.label : 'Record'}
          {count !== undefined ? <span className="badge">{count}</span> : null}
        </h2>
        <span className="muted files-record-detail">
          {FILE_MODEL_ONE[model].replace(/^./, (first) => first.toUpperCase())}
          {owner?.detail ? ` · ${owner.detail}` : ''} ·{' '}
          <code className="files-uuid-code" data-testid="record-uuid">
            {ownerUuid}
          </code>
        </span>
      </header>
      {owner === null ? (
        <p className="files-no-record" role="status" data-testid="no-such-record">
          <Icon name="alert" size={14} /> No {FILE_MODEL_ONE[model]} has this uuid: files attached
          here belong to no record you can open.
        </p>
      ) : null}
      {mayWrite ? (
        <div className="toolbar files-upload-bar">
          <CategorySelect value={category} onChange={setCategory} />
          <input
            className="input files-title-input"
            aria-label="Title"
            placeholder={`Title (${categoryName(category)})`}
            value={title}
            maxLength={255}
            onChange={(event) => setTitle(event.target.value)}
          />
          <ActionButton
            look="primary"
            icon="plus"
            label={uploading ? 'Uploading…' : 'Upload file…'}
            disabled={uploading}
            onClick={() => void upload()}
            testId="file-upload"
          />
          <ActionButton icon="globe" label="From a web address…" onClick={() => setFromUrl(true)} />
        </div>
      ) : null}
      <DataTable
        label="Files"
        columns={columns}
        data={files.data ?? []}
        getRowId={(file) => file.uuid}
        rowLabel={(file) => file.original_name}
        loading={files.isPending}
        error={files.isError ? files.error : undefined}
        onRetry={() => void files.refetch()}
        emptyTitle="No files yet"
        emptyDetail={mayWrite ? 'Upload one, or fetch one from a web address.' : undefined}
        testId="files-table"
      />
      {deleting ? (
        <DeleteFileDialog file={deleting} role={role} onDone={() => setDeleting(null)} />
      ) : null}
      {fromUrl ? (
        <UrlUploadDialog
          model={model}
          ownerUuid={ownerUuid}
          category={category}
          onClose={() => setFromUrl(false)}
        />
      ) : null}
    </section>
  );
}

/**
 * A file the server fetches from a web address (`url_upload/`). The server refuses what is not a
 * public web address, too large or too slow; its message shows under the address.
 */
function UrlUploadDialog({
  model,
  ownerUuid,
  category,
  onClose,
}: {
  model: FileModel;
  ownerUuid: string;
  category: FileCategory;
  onClose: () => void;
}) {
  const role = useRoleUrl();
  const form = useSchemaForm({
    initial: { url: '', category: category as string, name: '' },
    schema: urlUploadSchema,
    input: (values) => ({
      url: values.url.trim(),
      category: values.category,
      name: values.name.trim() || categoryName(values.category as FileCategory),
      uuid: ownerUuid,
      model,
    }),
  });
  return (
    <FormDialog
      title="Upload from a web address"
      testId="url-upload-dialog"
      width={560}
      submitLabel="Fetch and attach"
      form={form}
      onSave={async (body) => {
        const file = await call(fileEndpoints.urlUpload, { params: { role }, body });
        notify.success(`${file.original_name} attached.`);
        await queryClient.invalidateQueries({ queryKey: [FILE_KEY] });
      }}
      onClose={onClose}
      layout="stack"
    >
      <TextField
        label="Web address"
        type="url"
        required
        autoFocus
        placeholder="https://…"
        hint="The server fetches the file: public http or https addresses only."
        {...form.field('url')}
      />
      <SelectField
        label="Kind of file"
        options={Object.entries(FILE_CATEGORY_LABELS).map(([value, label]) => ({ value, label }))}
        placeholder={null}
        {...form.field('category')}
      />
      <TextField label="Title" placeholder="The kind of file, when empty" {...form.field('name')} />
    </FormDialog>
  );
}

/**
 * A file's approval box, with its own mutation: the table's columns do not change while a file is
 * being approved (a new column set remounts every cell, and the box lost its focus under the
 * click). The box shows what was clicked while the server is asked, and goes back should it refuse.
 * What was clicked is kept in the box's own state, set in the click itself: the mutation's pending
 * state reaches React a moment later, and meanwhile a controlled box would show its old value.
 */
function ApproveBox({ file, role }: { file: StoredFile; role: string }) {
  const approve = useApproveFile(role);
  const [clicked, setClicked] = useState<boolean | null>(null);
  const approved = clicked ?? file.approved;
  return (
    <label className="files-approve">
      <input
        type="checkbox"
        checked={approved}
        disabled={clicked !== null}
        aria-label={`Approved: ${file.original_name}`}
        onChange={(event) => {
          setClicked(event.target.checked);
          // Settled after the list has been read again (useApproveFile), so the list then agrees.
          approve.mutate(
            { file, approved: event.target.checked },
            { onSettled: () => setClicked(null) },
          );
        }}
      />
      {approved ? 'Approved' : 'No'}
    </label>
  );
}
