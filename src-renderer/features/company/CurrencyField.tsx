import { SelectField } from '../../components/Field.tsx';
import type { FieldBinding } from '../../lib/schemaForm.ts';
import { useBaseInfo } from '../../session/reference.ts';
import { refOptions } from './options.ts';

/** The required currency choice of a company's money records (bank details, a treaty). */
export function CurrencyField(binding: FieldBinding<string>) {
  const baseInfo = useBaseInfo();
  return (
    <SelectField
      label="Currency"
      required
      placeholder="Choose a currency"
      options={refOptions(baseInfo.data?.currency, true)}
      {...binding}
    />
  );
}
