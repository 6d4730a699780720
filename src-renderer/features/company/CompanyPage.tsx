import { Link, useParams, useSearchParams } from 'react-router';
import type { CompanyDetail } from '../../../src-shared/api/company.ts';
import { can } from '../../../src-shared/domain/permissions.ts';
import { Icon } from '../../components/Icon.tsx';
import { ErrorState, LoadingState } from '../../components/States.tsx';
import { Tabs, type TabDef } from '../../components/Tabs.tsx';
import { formatInteger, formatPercent, text } from '../../lib/format.ts';
import { usePowers, useRoles } from '../../stores/session.ts';
import { useCompany } from './api.ts';
import {
  AddressesSection,
  BankSection,
  ContactsSection,
  DealsTable,
  OffersTable,
  PartsProducedTable,
} from './CompanySections.tsx';
import { QuotationSettingForm } from './QuotationSettingForm.tsx';
import { TreatiesTab } from './TreatiesTab.tsx';

const TAB_IDS = ['overview', 'deals', 'offers', 'parts', 'quotation', 'treaties'] as const;
type TabId = (typeof TAB_IDS)[number];

/** A client's own company page has no offers to us and no quotation settings (audience.ts). */
function tabsFor(company: CompanyDetail, staff: boolean): TabDef[] {
  return [
    { id: 'overview', label: 'Overview' },
    { id: 'deals', label: 'Deals', count: company.company_deals.length },
    ...(staff ? [{ id: 'offers', label: 'Offers', count: company.offers.length }] : []),
    { id: 'parts', label: 'Parts produced', count: company.parts_produced.length },
    ...(staff ? [{ id: 'quotation', label: 'Quotation settings' }] : []),
    { id: 'treaties', label: 'Treaties', count: company.treaties_count },
  ];
}

/** One company: key facts on top, the rest in tabs (the tab is in the URL, so it can be linked). */
export function CompanyPage() {
  const { id } = useParams();
  const companyId = Number(id);
  const query = useCompany(companyId);
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get('tab');
  const tab: TabId = (TAB_IDS as readonly string[]).includes(tabParam ?? '')
    ? (tabParam as TabId)
    : 'overview';
  const roles = useRoles();
  const mayWrite = can(roles, 'company', 'write');
  const { isClient, seeCosts } = usePowers();

  if (!Number.isInteger(companyId) || companyId <= 0) {
    return (
      <div className="page">
        <ErrorState error={new Error(`"${id ?? ''}" is not a company number.`)} />
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div className="page">
        <LoadingState label="Loading the company…" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="page">
        <BackLink />
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const company = query.data;

  return (
    <div className="page page-detail">
      <BackLink />
      <header className="detail-header">
        <div className="detail-title">
          <h1 data-testid="company-name">{company.name}</h1>
          <div className="detail-tags">
            <span className="tag">{company.category?.name}</span>
            {company.country ? (
              <span className="tag tag-plain">
                <Icon name="globe" size={12} />{' '}
                {[company.city, company.country.name].filter(Boolean).join(', ')}
              </span>
            ) : null}
            {company.holding_company ? (
              <span className="tag tag-plain">Holding: {company.holding_company.name}</span>
            ) : null}
          </div>
        </div>
        <dl className="facts">
          <Fact label="Deals" value={formatInteger(company.deals_count)} />
          {isClient ? null : <Fact label="Offers" value={formatInteger(company.offers_count)} />}
          <Fact label="Treaties" value={formatInteger(company.treaties_count)} />
          {seeCosts ? (
            <Fact
              label="Extra margin"
              value={formatPercent(company.extra_margin)}
              testId="fact-extra-margin"
            />
          ) : null}
        </dl>
      </header>
      <dl className="detail-meta">
        <Meta label="Manager" value={company.manager?.name} />
        <Meta label="Email" value={company.email} />
        <Meta label="Phone" value={company.phone} />
        <Meta label="Website" value={company.website} />
        <Meta label="VAT number" value={company.vat_number} />
        <Meta label="Address" value={company.address} />
      </dl>

      <Tabs
        label="Company sections"
        tabs={tabsFor(company, !isClient)}
        active={tab}
        onChange={(next) => setSearch(next === 'overview' ? {} : { tab: next }, { replace: true })}
      >
        {tab === 'overview' ? (
          <div className="sections">
            <AddressesSection company={company} />
            <ContactsSection guidings={company.company_guidings} />
            <BankSection properties={company.bank_properties} />
            {company.comment ? (
              <section className="card" aria-labelledby="comment-title">
                <h2 id="comment-title" className="card-title">
                  Comment
                </h2>
                <p className="pre-line">{company.comment}</p>
              </section>
            ) : null}
          </div>
        ) : null}
        {tab === 'deals' ? <DealsTable deals={company.company_deals} /> : null}
        {tab === 'offers' && !isClient ? <OffersTable offers={company.offers} /> : null}
        {tab === 'parts' ? <PartsProducedTable parts={company.parts_produced} /> : null}
        {tab === 'quotation' && !isClient ? (
          <QuotationSettingForm
            key={company.quotation_setting.id}
            companyId={company.id}
            setting={company.quotation_setting}
            readOnly={!mayWrite}
          />
        ) : null}
        {tab === 'treaties' ? <TreatiesTab companyId={company.id} readOnly={!mayWrite} /> : null}
      </Tabs>
    </div>
  );
}

function BackLink() {
  return (
    <Link to="/companies" className="back-link">
      <Icon name="arrowLeft" size={14} /> Companies
    </Link>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="fact" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Meta({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="meta">
      <dt>{label}</dt>
      <dd>{text(value)}</dd>
    </div>
  );
}
