/**
 * One product (spec §2 "Product detail", §3, §4): where it is and in what state, its marks, its
 * booking (and its cancel), its serial numbers, its inspection, its children (an assembly's
 * parts), where it came from (the purchase) and what is asked of it (open product requests); for
 * the warehouse: edit, ready / not for sale, inspect, add serial numbers and children, the basket.
 */
import { useState } from 'react';
import { givenPurchaseName, isPriced } from '../../../src-shared/domain/purchase.ts';
import {
  productUpdateSchema,
  type Product,
  type ProductDetail,
  type ProductExtraData,
} from '../../../src-shared/api/product.ts';
import { can } from '../../../src-shared/domain/permissions.ts';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES } from '../../../src-shared/domain/product.ts';
import { AreaLink } from '../../components/AreaLink.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { ActionButton, EDIT_ACTION } from '../../components/ActionButton.tsx';
import { DetailHead, Fact, Panel, recordPage } from '../../components/DetailPage.tsx';
import {
  CheckboxField,
  DateField,
  labelledOptions,
  SelectField,
  TextField,
} from '../../components/Field.tsx';
import { FormDialog } from '../../components/FormDialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { IconAction } from '../../components/IconAction.tsx';
import { InlineForm } from '../../components/InlineForm.tsx';
import {
  counted,
  formatDate,
  formatDateTime,
  formatInteger,
  formatMoney,
} from '../../lib/format.ts';
import { reportUnexpected } from '../../lib/report.ts';
import { useSchemaForm } from '../../lib/schemaForm.ts';
import { notify } from '../../stores/notifications.ts';
import { usePowers, useRoles } from '../../stores/session.ts';
import { bulkRefusalOf } from '../rfq/actions.tsx';
import {
  useAddChildren,
  useAddSerialNumbers,
  useCancelBooking,
  useChangePurchaseOrderName,
  useInspection,
  useLocations,
  useProduct,
  useProductChildren,
  useProductExtra,
  useSaleStatus,
  useUpdateProduct,
} from './api.ts';
import { basketActions } from './basket.ts';
import { LabelCodesForm } from './LabelCodesForm.tsx';
import { printLabels } from './labels.ts';
import { productColumns, productMarks, StatusTag } from './columns.tsx';
import { queryClient } from '../../api/queryClient.ts';
import { RecordPapers } from '../file/RecordPapers.tsx';
import { RenamePurchaseDialog } from '../purchase/RenamePurchaseDialog.tsx';
import '../../styles/sales.css';
import '../../styles/warehouse.css';

export const ProductPage = recordPage('product', useProduct, (product, back) => (
  <ProductView product={product} back={back} />
));

function ProductView({ product, back }: { product: ProductDetail; back: React.ReactNode }) {
  const mayWrite = can(useRoles(), 'product', 'write');
  const { seeCosts } = usePowers();
  const extra = useProductExtra(product.id);
  const renamePurchase = useChangePurchaseOrderName(product.id);
  const saleStatus = useSaleStatus();
  const cancelBooking = useCancelBooking(product.id);
  const [dialog, setDialog] = useState<
    'edit' | 'inspect' | 'cancel-booking' | 'rename-purchase' | null
  >(null);
  const ready = product.sale_status === 'ready_for_sale';

  async function toggleSale() {
    try {
      await saleStatus.mutateAsync({ ready: !ready, products: [product.id] });
    } catch (error) {
      const refused = bulkRefusalOf(error);
      if (refused) notify.error(refused.refused.map((r) => r.reason).join(' '));
      else reportUnexpected(error);
    }
  }

  return (
    <div className="page page-detail">
      {back}
      <DetailHead
        title={product.part_number}
        titleTestId="product-part-number"
        mono
        tags={
          <>
            <span className="tag tag-plain mono" data-testid="product-label">
              {product.label_code}
            </span>
            <StatusTag status={product.status} />
            {productMarks(product).map((mark) => (
              <span key={mark} className="tag tag-plain">
                {mark}
              </span>
            ))}
            <span className="muted">{product.description}</span>
          </>
        }
        actions={
          <div className="panel-actions">
            <ActionButton
              icon="cart"
              label="Add to basket"
              onClick={() => {
                if (basketActions.add([product]) > 0) notify.success('In the basket.');
              }}
              testId="product-to-basket"
            />
            <ActionButton
              icon="barcode"
              label="Label"
              onClick={() => void printLabels([product])}
              testId="product-label-print"
            />
            {mayWrite ? (
              <>
                <ActionButton {...EDIT_ACTION} onClick={() => setDialog('edit')} />
                <ActionButton
                  icon={ready ? 'undo' : 'check'}
                  label={ready ? 'Not for sale' : 'Ready for sale'}
                  disabled={saleStatus.isPending}
                  onClick={() => void toggleSale()}
                  testId="product-sale-toggle"
                />
                <ActionButton
                  icon="search"
                  label={product.inspection ? 'Inspection note' : 'Inspect'}
                  look="primary"
                  onClick={() => setDialog('inspect')}
                  testId="product-inspect"
                />
              </>
            ) : null}
          </div>
        }
      />

      <Panel id="product-facts" title="Where and what">
        <dl className="product-facts">
          <Fact label="Warehouse" value={product.warehouse?.name ?? '—'} />
          <Fact label="Location" value={product.location?.code ?? '—'} testId="product-location" />
          <Fact label="Condition" value={product.condition?.name ?? '—'} />
          <Fact label="Quantity" value={formatInteger(product.quantity)} />
          <Fact label="Serial number" value={product.serial_number || '—'} />
          <Fact label="Project" value={product.project || '—'} />
          <Fact label="Donor" value={product.donor || '—'} />
          <Fact label="Hard-time limit" value={formatDate(product.due_date) || '—'} />
          <Fact label="Sale price" value={formatMoney(product.sale_price) || '—'} />
          {seeCosts ? <Fact label="Our cost" value={formatMoney(product.cost) || '—'} /> : null}
          <Fact label="Last counted" value={formatDate(product.counted_at) || 'Never'} />
          <Fact label="Action to be done" value={product.action_to_be_done || '—'} />
        </dl>
        {product.parent ? (
          <p>
            A part of the assembly{' '}
            <AreaLink to={`/products/${product.parent.id}`} className="mono">
              {product.parent.part_number}
            </AreaLink>
            .
          </p>
        ) : null}
      </Panel>

      <div className="detail-columns">
        <Panel id="product-booking" title="Booking">
          <div className="panel-body">
            {product.booking ? (
              <div className="booking-line" data-testid="product-booking">
                <span>
                  Booked for{' '}
                  <AreaLink to={`/order/${product.booking.order.id}`} className="mono">
                    {product.booking.order.number}
                  </AreaLink>{' '}
                  ({product.booking.client.name}) since {formatDateTime(product.booking.booked_at)}.
                </span>
                {mayWrite ? (
                  <div className="panel-actions">
                    <button
                      type="button"
                      className="button"
                      onClick={() => setDialog('cancel-booking')}
                      data-testid="product-cancel-booking"
                    >
                      <Icon name="x" size={14} /> Cancel booking
                    </button>
                  </div>
                ) : null}
              </div>
            ) : (
              <p className="muted">Not booked. Book it from the basket.</p>
            )}
          </div>
        </Panel>

        <Panel id="product-inspection" title="Inspection">
          <div className="panel-body">
            {product.inspection ? (
              <p data-testid="product-inspection">
                Inspected {formatDateTime(product.inspection.at)}
                {product.inspection.by ? ` by ${product.inspection.by.name}` : ''}.{' '}
                {product.inspection.comment ? <q>{product.inspection.comment}</q> : null}
              </p>
            ) : (
              <p className="muted">Not inspected yet.</p>
            )}
          </div>
        </Panel>

        <Panel id="product-origin" title="Origin and requests">
          <div className="panel-body">
            {extra.data?.purchase ? (
              <BoughtOn
                purchase={extra.data.purchase}
                seeCosts={seeCosts}
                onRename={mayWrite ? () => setDialog('rename-purchase') : null}
              />
            ) : (
              <p className="muted">No purchase order on record.</p>
            )}
            {extra.data?.requests.length ? (
              <ul className="plain-list" data-testid="product-requests">
                {extra.data.requests.map((request) => (
                  <li key={request.id}>
                    {request.category.name} · {request.priority}
                    {request.target_date ? ` · by ${formatDate(request.target_date)}` : ''}
                    {request.comment ? ` · ${request.comment}` : ''}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">Nothing requested of it.</p>
            )}
            <p className="muted">
              {extra.data
                ? `${counted(extra.data.files_count, 'file')} on record${product.docs_problem ? ': no trace document (8130-3, EASA Form 1 or CoC).' : '.'}`
                : null}
            </p>
          </div>
        </Panel>
      </div>

      <SerialNumbers product={product} mayWrite={mayWrite} />
      <Children product={product} mayWrite={mayWrite} />
      <RecordPapers
        model="product"
        record={product}
        filesTitle="Files and trace documents"
        defaultCategory="certificate"
        onFilesChange={() => void queryClient.invalidateQueries({ queryKey: ['product'] })}
      />

      {dialog === 'edit' ? (
        <EditProductDialog product={product} onClose={() => setDialog(null)} />
      ) : dialog === 'inspect' ? (
        <InspectDialog product={product} onClose={() => setDialog(null)} />
      ) : dialog === 'rename-purchase' && extra.data?.purchase ? (
        <RenamePurchaseDialog
          order={extra.data.purchase.purchase_order}
          supplier={extra.data.purchase.supplier.name}
          rename={renamePurchase.mutateAsync}
          onClose={() => setDialog(null)}
          testId="product-purchase-rename-dialog"
        />
      ) : dialog === 'cancel-booking' ? (
        <ConfirmDialog
          title="Cancel the booking"
          message={`The product is no longer kept for ${product.booking?.order.number ?? 'the order'}.`}
          confirmLabel="Cancel booking"
          onConfirm={async () => {
            await cancelBooking.mutateAsync();
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
          testId="cancel-booking-dialog"
        />
      ) : null}
    </div>
  );
}

/** " at 1,250.50 USD", or " (not priced yet)" for a purchase position bought without a price. */
function purchasePriceText(purchase: { unit_price: number; currency: { code?: string | null } }) {
  if (!isPriced(purchase)) return ' (not priced yet)';
  return ` at ${formatMoney(purchase.unit_price)} ${purchase.currency.code ?? ''}`;
}

/** Serial numbers separated by spaces, commas or semicolons; nothing to add when there are none. */
function parseSerials(text: string) {
  const serials = text
    .split(/[\s,;]+/)
    .map((serial) => serial.trim())
    .filter(Boolean);
  return serials.length ? { value: serials } : null;
}

function SerialNumbers({ product, mayWrite }: { product: ProductDetail; mayWrite: boolean }) {
  const add = useAddSerialNumbers(product.id);
  const room = product.quantity - product.serial_numbers.length;

  return (
    <Panel
      id="product-serials"
      title="Serial numbers of the units"
      count={product.serial_numbers.length}
    >
      <div className="panel-body">
        {product.serial_numbers.length ? (
          <p className="mono" data-testid="product-serials">
            {product.serial_numbers.map((serial) => serial.serial_number).join(', ')}
          </p>
        ) : (
          <p className="muted">None recorded.</p>
        )}
        {mayWrite && room > 0 ? (
          <InlineForm
            label="Serial numbers to add"
            placeholder={`Up to ${room}, separated by spaces or commas`}
            submitLabel="Add"
            parse={parseSerials}
            onAdd={(serials) => add.mutateAsync(serials)}
            busy={add.isPending}
            errorText={(caught) => (caught instanceof Error ? caught.message : String(caught))}
          />
        ) : null}
      </div>
    </Panel>
  );
}

function Children({ product, mayWrite }: { product: ProductDetail; mayWrite: boolean }) {
  const children = useProductChildren(product.id);
  const add = useAddChildren(product.id);

  if (product.parent) return null;
  return (
    <Panel id="product-children" title="Parts of the assembly" count={children.data?.length ?? 0}>
      {children.data?.length === 0 ? (
        // An empty table's height for one sentence: most products are no assembly.
        <p className="panel-body muted" data-testid="product-children-none">
          No parts: it is not an assembly.
        </p>
      ) : (
        <DataTable<Product>
          label="Parts of the assembly"
          testId="product-children"
          columns={productColumns.filter((column) => column.id !== 'select')}
          data={children.data ?? []}
          getRowId={(row) => String(row.id)}
          loading={children.isPending}
          emptyTitle="No parts: it is not an assembly"
        />
      )}
      {mayWrite ? (
        <LabelCodesForm
          label="Products to add as parts"
          submitLabel="Add parts"
          busy={add.isPending}
          onAdd={(ids) => add.mutateAsync(ids)}
        />
      ) : null}
    </Panel>
  );
}

/** Where the product was bought: the order (and the name someone gave it), whom from, at what. */
function BoughtOn({
  purchase,
  seeCosts,
  onRename,
}: {
  purchase: NonNullable<ProductExtraData['purchase']>;
  seeCosts: boolean;
  onRename: (() => void) | null;
}) {
  const { purchase_order: order, supplier } = purchase;
  const named = givenPurchaseName(order.name, supplier.name);
  return (
    <p data-testid="product-purchase">
      Bought on{' '}
      <AreaLink to={`/purchase-orders/${order.id}`} className="mono">
        {order.number}
      </AreaLink>
      {named ? ` “${named}”` : ''}{' '}
      {endSentence(`from ${supplier.name}${seeCosts ? purchasePriceText(purchase) : ''}`)}
      {onRename ? (
        <>
          {' '}
          <IconAction icon="edit" label="Rename the purchase order" onClick={onRename} />
        </>
      ) : null}
    </p>
  );
}

/** A sentence's last words with its full stop, not a second one after "Ltd." or "ehf.". */
function endSentence(words: string): string {
  return words.endsWith('.') ? words : `${words}.`;
}

function InspectDialog({ product, onClose }: { product: ProductDetail; onClose: () => void }) {
  const inspection = useInspection(product.id);
  const first = !product.inspection;
  return (
    <ConfirmDialog
      title={first ? 'Inspect the product' : 'The inspection note'}
      message={
        first
          ? 'Record that the product was inspected now, by you; say what was seen if worth keeping.'
          : 'Change what the inspection noted.'
      }
      confirmLabel={first ? 'Inspected' : 'Save'}
      comment={{ mode: 'optional', label: 'What was seen' }}
      onConfirm={async (comment) => {
        await inspection.mutateAsync({ first, comment });
        onClose();
      }}
      onClose={onClose}
      testId="inspect-dialog"
    />
  );
}

const MARKS = [
  ['nz', 'Reserve stock (NZ)'],
  ['is_ber', 'Beyond economical repair'],
  ['not_our', 'Not ours (consignment)'],
  ['adiru', 'ADIRU'],
  ['cwpss', 'CWPSS'],
  ['archived', 'Archived'],
] as const;

function EditProductDialog({ product, onClose }: { product: ProductDetail; onClose: () => void }) {
  const update = useUpdateProduct(product.id);
  const locations = useLocations(product.warehouse?.id ?? 0);
  const initial = {
    status: product.status as string,
    location: product.location ? String(product.location.id) : '',
    donor: product.donor,
    project: product.project,
    due_date: product.due_date ?? '',
    sale_price: product.sale_price === null ? '' : String(product.sale_price),
    action_to_be_done: product.action_to_be_done,
    nz: product.nz,
    is_ber: product.is_ber,
    not_our: product.not_our,
    adiru: product.adiru,
    cwpss: product.cwpss,
    archived: product.archived,
  };
  type Values = typeof initial;
  const form = useSchemaForm({
    initial,
    schema: productUpdateSchema,
    // Only what changed is sent: an edit never overwrites what someone else changed meanwhile.
    input: (values: Values) => {
      const changed: Record<string, unknown> = {};
      for (const key of Object.keys(values) as (keyof Values)[]) {
        if (values[key] === initial[key]) continue;
        const value = values[key];
        if (key === 'location') changed.location = value === '' ? null : Number(value);
        else if (key === 'due_date') changed.due_date = value === '' ? null : value;
        else if (key === 'sale_price') changed.sale_price = value === '' ? null : value;
        else changed[key] = value;
      }
      return changed;
    },
  });
  return (
    <FormDialog
      title={`Edit ${product.label_code}`}
      testId="product-edit-dialog"
      width={640}
      form={form}
      send={update.mutateAsync}
      onClose={onClose}
    >
      <SelectField
        label="Status"
        options={labelledOptions(PRODUCT_STATUSES, PRODUCT_STATUS_LABELS)}
        placeholder={null}
        {...form.field('status')}
      />
      <SelectField
        label="Location"
        options={(locations.data ?? []).map((location) => ({
          value: String(location.id),
          label: location.code,
        }))}
        placeholder="Not on a shelf"
        {...form.field('location')}
      />
      <TextField label="Project" {...form.field('project')} />
      <TextField label="Donor" {...form.field('donor')} />
      <DateField label="Hard-time limit" {...form.field('due_date')} />
      <TextField label="Sale price" inputMode="decimal" {...form.field('sale_price')} />
      <TextField label="Action to be done" {...form.field('action_to_be_done')} />
      <div className="field-group">
        {MARKS.map(([name, label]) => (
          <CheckboxField key={name} label={label} {...form.checkbox(name)} />
        ))}
      </div>
    </FormDialog>
  );
}
