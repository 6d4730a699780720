import { Combobox } from '../../components/Combobox.tsx';
import { useRoleUrl } from '../../stores/session.ts';
import { companyItems } from './api.ts';
import { PRIORITY_OPTIONS } from './parts.tsx';

/** The filters the RFQ and order lists share: the client company (by name) and the priority. */
interface CompanyPriorityValues {
  company: string;
  company_name: string;
  priority: string;
}

/**
 * The company picker and priority select of the RFQ and order toolbars. A client has one company,
 * so it gets no company picker.
 */
export function CompanyPriorityFilters({
  filters,
  setFilters,
  isClient,
}: {
  filters: CompanyPriorityValues;
  setFilters: (patch: Partial<CompanyPriorityValues>) => void;
  isClient: boolean;
}) {
  const role = useRoleUrl();
  const companies = companyItems(role);
  return (
    <>
      {isClient ? null : (
        <Combobox
          label="Company"
          hideLabel
          className="toolbar-combobox"
          placeholder="All companies"
          value={
            filters.company ? { id: Number(filters.company), name: filters.company_name } : null
          }
          onChange={(item) =>
            setFilters({ company: item ? String(item.id) : '', company_name: item?.name ?? '' })
          }
          queryKey={companies.queryKey}
          fetchItems={companies.fetchItems}
        />
      )}
      <select
        className="input select select-narrow"
        aria-label="Priority"
        value={filters.priority}
        onChange={(event) => setFilters({ priority: event.target.value })}
      >
        <option value="">Any priority</option>
        {PRIORITY_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
