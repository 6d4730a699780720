/**
 * The selects many forms offer with the same choices and label: a reference list (condition, sale
 * type, legal entity...) or the RFQ priorities. Each form gave its SelectField the same label and
 * options (and fetched the reference lists itself for them); here they are named once, and a form
 * says only what is its own: the placeholder, required, a label of its own words.
 */
import type { ReferenceList } from '../../src-shared/api/home.ts';
import { SelectField, type Option } from '../components/Field.tsx';
import type { FieldBinding } from '../lib/schemaForm.ts';
import { useBaseInfo } from '../session/reference.ts';
import { refOptions } from './company/options.ts';
import { KP_VERSION_OPTIONS } from './kp/documentChoices.ts';
import { PRIORITY_OPTIONS } from './rfq/parts.tsx';

/** What a form may still say of a named select: all of SelectField but its options. */
type ChoiceProps = Omit<FieldBinding<string>, 'error'> & {
  error?: string[] | undefined;
  label?: string;
  placeholder?: string | null;
  required?: boolean;
  disabled?: boolean;
  hint?: string | undefined;
  className?: string;
};

/** A select on one reference list; `withCode` shows the trade's code beside the name (OH, USD). */
function referenceChoice(list: ReferenceList, label: string, withCode = false) {
  return function ReferenceChoice(props: ChoiceProps) {
    const baseInfo = useBaseInfo();
    return (
      <SelectField label={label} options={refOptions(baseInfo.data?.[list], withCode)} {...props} />
    );
  };
}

export const ConditionField = referenceChoice('condition', 'Condition', true);
export const SaleTypeField = referenceChoice('sale_type', 'Sale type');
export const LegalEntityField = referenceChoice('legal_entity', 'Legal entity');
export const DeliveryTypeField = referenceChoice('delivery_type', 'Delivery type');
export const CertificateField = referenceChoice('certificate_type', 'Certificate');
export const RequestCategoryField = referenceChoice('request_category', 'Category');

/** The KP version a quotation prints as, always chosen. */
export function KpVersionField(props: ChoiceProps) {
  return (
    <SelectField label="KP version" placeholder={null} options={KP_VERSION_OPTIONS} {...props} />
  );
}

/**
 * The priority, always chosen (no empty choice): the RFQ's (AOG shown as AOGC) unless `options`
 * names others (a product request's).
 */
export function PriorityField({
  options = PRIORITY_OPTIONS,
  ...props
}: ChoiceProps & { options?: Option[] }) {
  return <SelectField label="Priority" placeholder={null} options={options} {...props} />;
}
