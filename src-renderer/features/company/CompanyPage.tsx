import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { COMPANY_MESSAGES, type CompanyDetail } from '../../../src-shared/api/company.ts';
import { Icon } from '../../components/Icon.tsx';
import { ActionButton, DELETE_ACTION, EDIT_ACTION } from '../../components/ActionButton.tsx';
import { DetailHead, Fact, Meta, recordPage } from '../../components/DetailPage.tsx';
import { Tabs, type TabDef } from '../../components/Tabs.tsx';
import { formatInteger, formatPercent } from '../../lib/format.ts';
import { usePowers } from '../../stores/session.ts';
import { useCompany, useDeleteCompany } from './api.ts';
import { CompanyEditDialog } from './CompanyEditDialog.tsx';
import {
  AddressesSection,
  BankSection,
  ContactsSection,
  DEALS_LIST,
  OFFERS_LIST,
  PARTS_LIST,
  ReadOnlyList,
} from './CompanySections.tsx';
import { ConditionTextsTab } from './ConditionTextsTab.tsx';
import { MarginFormulaCard } from './MarginFormula.tsx';
import { QuotationSettingForm } from './QuotationSettingForm.tsx';
import { RemoveDialog } from './RemoveDialog.tsx';
import { TreatiesTab } from './TreatiesTab.tsx';
import { RecordHistoryBody } from '../history/RecordHistory.tsx';

const TAB_IDS = [
  'overview',
  'deals',
  'offers',
  'parts',
  'quotation',
  'conditions',
  'treaties',
  'history',
] as const;
type TabId = (typeof TAB_IDS)[number];

/**
 * A client's own company page has no offers to us, no quotation settings and no condition texts
 * (audience.ts: those are our workings).
 */
function tabsFor(company: CompanyDetail, staff: boolean, history: boolean): TabDef[] {
  return [
    { id: 'overview', label: 'Overview' },
    { id: 'deals', label: 'Deals', count: company.company_deals.length },
    ...(staff ? [{ id: 'offers', label: 'Offers', count: company.offers.length }] : []),
    { id: 'parts', label: 'Parts produced', count: company.parts_produced.length },
    ...(staff
      ? [
          { id: 'quotation', label: 'Quotation settings' },
          { id: 'conditions', label: 'Condition texts' },
        ]
      : []),
    { id: 'treaties', label: 'Treaties', count: company.treaties_count },
    ...(history ? [{ id: 'history', label: 'History' }] : []),
  ];
}

/** One company: key facts on top, the rest in tabs (the tab is in the URL, so it can be linked). */
export const CompanyPage = recordPage('company', useCompany, (company, back) => (
  <CompanyView company={company} back={back} />
));

function CompanyView({ company, back }: { company: CompanyDetail; back: ReactNode }) {
  const [search, setSearch] = useSearchParams();
  const tabParam = search.get('tab');
  const tab: TabId = (TAB_IDS as readonly string[]).includes(tabParam ?? '')
    ? (tabParam as TabId)
    : 'overview';
  const { editCompany: mayWrite, isClient, seeCosts, historyModels } = usePowers();
  const deleteCompany = useDeleteCompany(company.id);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);

  return (
    <div className="page page-detail">
      {back}
      <DetailHead
        title={company.name}
        titleTestId="company-name"
        tags={
          <>
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
          </>
        }
        side="detail-aside"
        facts={
          <>
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
          </>
        }
        actions={
          mayWrite ? (
            <div className="detail-actions">
              <ActionButton {...EDIT_ACTION} onClick={() => setDialog('edit')} />
              <ActionButton {...DELETE_ACTION} onClick={() => setDialog('delete')} />
            </div>
          ) : null
        }
      />
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
        tabs={tabsFor(company, !isClient, historyModels.includes('company'))}
        active={tab}
        onChange={(next) => setSearch(next === 'overview' ? {} : { tab: next }, { replace: true })}
      >
        {tab === 'overview' ? (
          <div className="sections">
            <AddressesSection company={company} editable={mayWrite} />
            <ContactsSection company={company} editable={mayWrite} />
            <BankSection company={company} editable={mayWrite} />
            {seeCosts ? <MarginFormulaCard company={company} editable={mayWrite} /> : null}
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
        {tab === 'deals' ? <ReadOnlyList spec={DEALS_LIST} rows={company.company_deals} /> : null}
        {tab === 'offers' && !isClient ? (
          <ReadOnlyList spec={OFFERS_LIST} rows={company.offers} />
        ) : null}
        {tab === 'parts' ? <ReadOnlyList spec={PARTS_LIST} rows={company.parts_produced} /> : null}
        {tab === 'quotation' && !isClient ? (
          <QuotationSettingForm
            key={company.quotation_setting.id}
            companyId={company.id}
            setting={company.quotation_setting}
            readOnly={!mayWrite}
          />
        ) : null}
        {tab === 'conditions' && !isClient ? (
          <ConditionTextsTab
            companyId={company.id}
            companyName={company.name}
            editable={mayWrite}
          />
        ) : null}
        {tab === 'treaties' ? <TreatiesTab companyId={company.id} readOnly={!mayWrite} /> : null}
        {tab === 'history' && historyModels.includes('company') ? (
          <RecordHistoryBody model="company" id={company.id} />
        ) : null}
      </Tabs>
      {dialog === 'edit' ? (
        <CompanyEditDialog company={company} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'delete' ? (
        <RemoveDialog
          title={`Delete ${company.name}?`}
          message={<DeleteConsequences company={company} />}
          confirmLabel="Delete company"
          successMessage={COMPANY_MESSAGES.companyDeleted}
          onRemove={() => deleteCompany.mutateAsync()}
          onClose={() => setDialog(null)}
          onRemoved={() => void navigate('/companies', { replace: true })}
          testId="delete-company-dialog"
        />
      ) : null}
    </div>
  );
}

/** What deleting takes with it, and what would keep the company (the server decides, holds.ts). */
function DeleteConsequences({ company }: { company: CompanyDetail }) {
  const parts = [
    count(company.company_guidings.length, 'contact', 'contacts'),
    count(
      [company.company_pick_up_address, company.company_ship_address].filter(Boolean).length,
      'address',
      'addresses',
    ),
    count(company.bank_properties.length, 'bank account', 'bank accounts'),
  ].filter(Boolean);
  const also = parts.length
    ? `its ${joinAnd(parts)}, its condition texts and its quotation settings`
    : 'its condition texts and its quotation settings';
  return (
    <>
      <p>Deleting it also deletes {also}. This cannot be undone.</p>
      <p>
        A company with RFQs, orders, offers, treaties or files is never deleted: its business
        history stays, and you are told what holds it.
      </p>
    </>
  );
}

function joinAnd(items: readonly string[]): string {
  return items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

function count(n: number, one: string, many: string): string {
  return n ? `${formatInteger(n)} ${n === 1 ? one : many}` : '';
}
