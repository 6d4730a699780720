import { Combobox, type ComboItem } from '../../components/Combobox.tsx';
import { useRoleUrl } from '../../stores/session.ts';
import { companyItems } from './api.ts';

/**
 * A required company picked by typing its name (the company selector): the client of a new RFQ
 * or the supplier of an offer. `binding` is the form's field (`{...form.field('company')}`).
 */
export function CompanyCombobox({
  label,
  className,
  ...binding
}: {
  label: string;
  className?: string;
  value: ComboItem | null;
  onChange: (item: ComboItem | null) => void;
  error: string[] | undefined;
}) {
  const companies = companyItems(useRoleUrl());
  return (
    <Combobox
      className={className}
      label={label}
      required
      {...binding}
      source={companies}
      placeholder="Search companies…"
    />
  );
}
