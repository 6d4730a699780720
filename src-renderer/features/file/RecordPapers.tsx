/**
 * The foot of a record's page that keeps its papers: the record's files (RecordFiles) and, under
 * them, its history of changes (RecordHistory).
 */
import type { FileCategory, FileModel } from '../../../src-shared/api/file.ts';
import type { RecordHistoryModel } from '../../../src-shared/domain/audit.ts';
import { RecordHistory } from '../history/RecordHistory.tsx';
import { RecordFiles } from './RecordFiles.tsx';

export function RecordPapers({
  model,
  record,
  filesTitle,
  defaultCategory,
  onFilesChange,
}: {
  model: FileModel & RecordHistoryModel;
  record: { id: number; uuid: string };
  filesTitle: string;
  defaultCategory: FileCategory;
  /** After an upload or a delete: what else on the page depends on the files. */
  onFilesChange?: () => void;
}) {
  return (
    <>
      <RecordFiles
        model={model}
        ownerUuid={record.uuid}
        title={filesTitle}
        defaultCategory={defaultCategory}
        onChange={onFilesChange}
      />
      <RecordHistory model={model} id={record.id} />
    </>
  );
}
