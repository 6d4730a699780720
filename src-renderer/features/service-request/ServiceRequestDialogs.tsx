/**
 * A new service request, and one request in a drawer: its text, who has it and until when, its
 * thread, a comment box, and for the handlers (src-shared/domain/service-request.ts) the moves:
 * take to work, the next statuses, the due date.
 */
import { useState, type FormEvent } from 'react';
import {
  serviceRequestCreateSchema,
  type ServiceRequest,
} from '../../../src-shared/api/service-request.ts';
import {
  handlesServiceRequests,
  nextStatuses,
  SERVICE_REQUEST_STATUS_LABEL,
} from '../../../src-shared/domain/service-request.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { DateField, DateInputField, TextAreaField } from '../../components/Field.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { formatDate } from '../../lib/format.ts';
import { reportUnexpected } from '../../lib/report.ts';
import { useSchemaForm } from '../../lib/schemaForm.ts';
import { useRoles } from '../../stores/session.ts';
import {
  useCommentServiceRequest,
  useFileServiceRequest,
  useServiceRequest,
  useUpdateServiceRequest,
} from './api.ts';
import { RequestStatusTag } from './columns.tsx';
import { RecordHistory } from '../history/RecordHistory.tsx';

export function NewServiceRequestDialog({ onClose }: { onClose: () => void }) {
  const file = useFileServiceRequest();
  const form = useSchemaForm({
    initial: { comment: '', due_date: '' },
    schema: serviceRequestCreateSchema,
    input: (values) => ({ comment: values.comment, due_date: values.due_date || null }),
    draft: 'service-request-new',
  });
  return (
    <FormDialog
      title="New service request"
      testId="service-request-dialog"
      width={520}
      submitLabel="File request"
      form={form}
      send={file.mutateAsync}
      onClose={onClose}
      layout="stack"
    >
      <TextAreaField label="What is needed" required rows={4} {...form.field('comment')} />
      <DateField label="Needed by" {...form.field('due_date')} />
    </FormDialog>
  );
}

export function ServiceRequestDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useServiceRequest(id);
  const request = query.data;
  return (
    <Dialog
      title={request ? `Service request ${request.number}` : 'Service request'}
      onClose={onClose}
      variant="drawer"
      width={520}
      testId="service-request-drawer"
    >
      {request ? (
        <RequestBody request={request} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <LoadingState />
      )}
    </Dialog>
  );
}

function RequestBody({ request }: { request: ServiceRequest }) {
  const handles = handlesServiceRequests(useRoles());
  const update = useUpdateServiceRequest(request.id);
  const comment = useCommentServiceRequest(request.id);
  const [text, setText] = useState('');
  const run = (patch: Parameters<typeof update.mutateAsync>[0]) =>
    update.mutateAsync(patch).catch((error: unknown) => reportUnexpected(error));

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    try {
      await comment.mutateAsync(text.trim());
      setText('');
    } catch (error) {
      reportUnexpected(error);
    }
  }

  return (
    <div className="service-request">
      <div className="service-request-head">
        <RequestStatusTag status={request.status} testId="drawer-status" />
        <span className="muted">
          Filed by {request.created_by.name}
          {request.company ? ` (${request.company.name})` : ''} on {formatDate(request.created_at)}
        </span>
      </div>
      <p className="service-request-text">{request.comment}</p>
      <dl className="facts">
        <div className="fact">
          <dt>In work by</dt>
          <dd>{request.in_work_by?.name ?? '—'}</dd>
        </div>
        <div className="fact">
          <dt>Due</dt>
          <dd>{formatDate(request.due_date) || '—'}</dd>
        </div>
      </dl>
      {handles ? (
        <div className="service-request-actions">
          {request.status === 'new' ? (
            <button
              type="button"
              className="button button-primary"
              disabled={update.isPending}
              onClick={() => void run({ take_to_work: true })}
            >
              <Icon name="check" size={14} /> Take to work
            </button>
          ) : null}
          {nextStatuses(request.status)
            .filter((status) => !(request.status === 'new' && status === 'in_work'))
            .map((status) => (
              <button
                key={status}
                type="button"
                className={`button${status === 'canceled' ? ' button-danger-ghost' : ''}`}
                disabled={update.isPending}
                onClick={() => void run({ status })}
              >
                {status === 'in_work'
                  ? 'Reopen'
                  : `Mark ${SERVICE_REQUEST_STATUS_LABEL[status].toLowerCase()}`}
              </button>
            ))}
          <DateInputField
            ariaLabel="Due date"
            value={request.due_date ?? ''}
            onChange={(value) => void run({ due_date: value || null })}
          />
        </div>
      ) : null}
      <h3 className="service-request-thread-title">Notes</h3>
      {request.text_comments.length ? (
        <ol className="service-request-thread" data-testid="request-thread">
          {request.text_comments.map((item) => (
            <li key={item.id}>
              <span className="muted">
                {item.author.name} · {formatDate(item.created_at)}
              </span>
              <p>{item.text}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">No notes yet.</p>
      )}
      <form className="service-request-reply" onSubmit={(event) => void send(event)}>
        <TextAreaField label="Add a note" rows={2} name="note" value={text} onChange={setText} />
        <button type="submit" className="button" disabled={!text.trim() || comment.isPending}>
          <Icon name="send" size={14} /> Add note
        </button>
      </form>
      <RecordHistory model="service_request" id={request.id} />
    </div>
  );
}
