import { givenPurchaseName } from '../../../src-shared/domain/purchase.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';

/**
 * The name of a purchase order, beside its number ("Lufthansa teardown lot"), changed from the
 * order's own page or from a product bought on it: one set of words for both, starting from the
 * name someone gave it (not the supplier-and-date name it was born with). `rename` makes the call;
 * the owner closes the dialog after it.
 */
export function RenamePurchaseDialog(props: {
  order: { number: string; name: string };
  supplier: string;
  rename: (name: string) => Promise<unknown>;
  onClose: () => void;
  testId: string;
}) {
  return (
    <ConfirmDialog
      title={`Rename ${props.order.number}`}
      message="The purchase order's name, for everyone who reads it."
      confirmLabel="Rename"
      comment={{
        mode: 'required',
        label: 'Name',
        initial: givenPurchaseName(props.order.name, props.supplier) ?? '',
      }}
      onConfirm={async (name) => {
        await props.rename(name);
        props.onClose();
      }}
      onClose={props.onClose}
      testId={props.testId}
    />
  );
}
