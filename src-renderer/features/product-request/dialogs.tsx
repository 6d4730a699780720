/**
 * The dialogs of product requests: a new request over chosen products (from the basket), and one
 * request with its products, edited while open (target date, priority, comment).
 */
import type { ReactNode } from 'react';
import {
  productRequestCreateSchema,
  productRequestUpdateSchema,
  type ProductRequest,
  type RequestedProduct,
} from '../../../src-shared/api/product-request.ts';
import {
  DEFAULT_REQUEST_PRIORITY,
  PRODUCT_REQUEST_PRIORITIES,
} from '../../../src-shared/domain/product-request.ts';
import { PRODUCT_STATUS_LABELS } from '../../../src-shared/domain/product.ts';
import { displayPriority } from '../../../src-shared/domain/priority.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { DateField, TextAreaField } from '../../components/Field.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { counted, formatDate, formatDateTime, formatInteger } from '../../lib/format.ts';
import { numberOrUndefined, useSchemaForm } from '../../lib/schemaForm.ts';
import { notify } from '../../stores/notifications.ts';
import { PriorityBadge } from '../rfq/parts.tsx';
import { useCreateProductRequest, useProductRequest, useUpdateProductRequest } from './api.ts';
import { PriorityField, RequestCategoryField } from '../shared-formChoices.tsx';

const PRIORITY_OPTIONS = PRODUCT_REQUEST_PRIORITIES.map((priority) => ({
  value: priority,
  label: displayPriority(priority),
}));

/** A product as a request's table shows it (a basket's item lacks the status). */
type ProductLine = Pick<RequestedProduct, 'id' | 'label_code' | 'part_number' | 'description'> &
  Partial<Pick<RequestedProduct, 'warehouse' | 'quantity' | 'status'>>;

/** The products a request is about, as a compact table. */
function RequestedProducts({
  products,
  label,
}: {
  products: readonly ProductLine[];
  label: string;
}) {
  // A basket's products have no status yet: the column is there only when there is one.
  const withStatus = products.some((product) => product.status !== undefined);
  return (
    <table className="mini-table" aria-label={label} data-testid="requested-products">
      <colgroup>
        <col style={{ width: 96 }} />
        <col style={{ width: 150 }} />
        <col />
        <col style={{ width: 170 }} />
        <col style={{ width: 56 }} />
        {withStatus ? <col style={{ width: 96 }} /> : null}
      </colgroup>
      <thead>
        <tr>
          <th>Label</th>
          <th>Part number</th>
          <th>Description</th>
          <th>Warehouse</th>
          <th className="num">Qty</th>
          {withStatus ? <th>Status</th> : null}
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product.id}>
            <td className="mono muted">{product.label_code}</td>
            <td className="mono cell-strong" title={product.part_number}>
              {product.part_number}
            </td>
            <td title={product.description}>{product.description || '—'}</td>
            <td title={product.warehouse?.name}>{product.warehouse?.name ?? '—'}</td>
            <td className="num">{formatInteger(product.quantity)}</td>
            {withStatus ? (
              <td>{product.status ? PRODUCT_STATUS_LABELS[product.status] : '—'}</td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A new request over `products`; the success message names it. */
export function NewProductRequestDialog({
  products,
  onClose,
  onCreated,
}: {
  products: readonly ProductLine[];
  onClose: () => void;
  onCreated?: (request: ProductRequest) => void;
}) {
  const create = useCreateProductRequest();
  const form = useSchemaForm({
    initial: {
      category: '',
      target_date: '',
      priority: DEFAULT_REQUEST_PRIORITY as string,
      comment: '',
    },
    schema: productRequestCreateSchema,
    required: ['category'],
    input: (values) => ({
      products: products.map((product) => product.id),
      category: numberOrUndefined(values.category),
      target_date: values.target_date || null,
      priority: values.priority,
      comment: values.comment,
    }),
  });
  return (
    <FormDialog
      title={`Request ${counted(products.length, 'product')}`}
      testId="product-request-dialog"
      width={720}
      submitLabel="File request"
      form={form}
      onSave={async (body) => {
        const created = await create.mutateAsync(body);
        notify.success(
          `Request ${created.number} filed for ${counted(created.products_count, 'product')}.`,
        );
        onCreated?.(created);
      }}
      onClose={onClose}
    >
      <div className="span-3">
        <RequestedProducts products={products} label="Products to request" />
      </div>
      <RequestCategoryField required placeholder="Choose a category" {...form.field('category')} />
      <PriorityField options={PRIORITY_OPTIONS} {...form.field('priority')} />
      <DateField label="Target date" hint="Today or later" {...form.field('target_date')} />
      <TextAreaField className="span-3" label="Comment" rows={2} {...form.field('comment')} />
    </FormDialog>
  );
}

/** One request: its facts and products; while open and the caller may write, its edit form. */
export function ProductRequestDialog({
  id,
  mayWrite,
  onClose,
}: {
  id: number;
  mayWrite: boolean;
  onClose: () => void;
}) {
  const query = useProductRequest(id);
  const request = query.data;
  if (!request)
    return (
      <Dialog title="Product request" onClose={onClose} width={720} testId="product-request-edit">
        {query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <LoadingState />
        )}
      </Dialog>
    );
  const facts = <RequestFacts request={request} />;
  const products = (
    <RequestedProducts products={request.products} label={`Products of ${request.number}`} />
  );
  if (request.closed || !mayWrite)
    return (
      <Dialog
        title={`Product request ${request.number}`}
        onClose={onClose}
        width={720}
        testId="product-request-edit"
      >
        <div className="stack">
          {facts}
          {request.comment ? <p className="muted">{request.comment}</p> : null}
          {products}
        </div>
      </Dialog>
    );
  return (
    <EditRequestForm request={request} onClose={onClose}>
      {facts}
      {products}
    </EditRequestForm>
  );
}

function RequestFacts({ request }: { request: ProductRequest }) {
  return (
    <dl className="facts product-facts">
      <div className="fact">
        <dt>Category</dt>
        <dd>{request.category.name}</dd>
      </div>
      <div className="fact">
        <dt>Priority</dt>
        <dd>
          <PriorityBadge priority={request.priority} />
        </dd>
      </div>
      <div className="fact">
        <dt>Target date</dt>
        <dd>{formatDate(request.target_date)}</dd>
      </div>
      <div className="fact">
        <dt>Filed</dt>
        <dd>{formatDateTime(request.created_at)}</dd>
      </div>
      <div className="fact">
        <dt>Filed by</dt>
        <dd>{request.created_by?.name ?? '—'}</dd>
      </div>
      <div className="fact">
        <dt>State</dt>
        <dd>
          {request.closed ? (
            <span className="tag tag-plain">Closed</span>
          ) : (
            <span className="tag tag-ok">Open</span>
          )}
        </dd>
      </div>
    </dl>
  );
}

function EditRequestForm({
  request,
  onClose,
  children,
}: {
  request: ProductRequest;
  onClose: () => void;
  children: ReactNode;
}) {
  const update = useUpdateProductRequest(request.id);
  const start = {
    target_date: request.target_date ?? '',
    priority: request.priority as string,
    comment: request.comment,
  };
  const changed = (values: typeof start) => ({
    ...(values.target_date !== start.target_date
      ? { target_date: values.target_date || null }
      : {}),
    ...(values.priority !== start.priority ? { priority: values.priority } : {}),
    ...(values.comment !== start.comment ? { comment: values.comment } : {}),
  });
  const form = useSchemaForm({
    initial: start,
    schema: productRequestUpdateSchema,
    input: changed,
  });
  return (
    <FormDialog
      title={`Product request ${request.number}`}
      testId="product-request-edit"
      width={720}
      form={form}
      unchanged={() => Object.keys(changed(form.values)).length === 0}
      send={update.mutateAsync}
      onClose={onClose}
    >
      <div className="span-3 stack">{children}</div>
      <DateField label="Target date" hint="Today or later" {...form.field('target_date')} />
      <PriorityField options={PRIORITY_OPTIONS} {...form.field('priority')} />
      <TextAreaField className="span-3" label="Comment" rows={2} {...form.field('comment')} />
    </FormDialog>
  );
}
