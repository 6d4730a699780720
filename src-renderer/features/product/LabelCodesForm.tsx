import { productIdsOfCodes } from '../../../src-shared/domain/product.ts';
import { InlineForm, type InlineFormProps } from '../../components/InlineForm.tsx';

/** Label codes (P00001234) or bare product numbers, as product ids; a refusal when none read. */
function parseCodes(text: string) {
  const ids = productIdsOfCodes(text);
  return ids
    ? { value: ids }
    : { error: 'Scan or type label codes (P00001234) or product numbers.' };
}

/**
 * One line to scan or type products' label codes into (P00001234, or bare product numbers), and a
 * button that adds them: the parts of an assembly, the products of a consolidation.
 */
export function LabelCodesForm(
  props: Pick<
    InlineFormProps<number[]>,
    'label' | 'submitLabel' | 'onAdd' | 'busy' | 'errorTestId'
  >,
) {
  return (
    <InlineForm
      {...props}
      className="inline-form panel-body"
      placeholder="Scan or type label codes"
      parse={parseCodes}
    />
  );
}
