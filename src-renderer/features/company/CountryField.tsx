import { SelectField } from '../../components/Field.tsx';
import type { FieldBinding } from '../../lib/schemaForm.ts';
import { useBaseInfo } from '../../session/reference.ts';
import { refOptions } from './options.ts';

/** The required country of a company or of one of its addresses, from the reference lists. */
export function CountryField({
  className,
  ...binding
}: FieldBinding<string> & { className?: string }) {
  const baseInfo = useBaseInfo();
  return (
    <SelectField
      className={className}
      label="Country"
      required
      placeholder="Choose a country"
      options={refOptions(baseInfo.data?.country_obj, true)}
      {...binding}
    />
  );
}
