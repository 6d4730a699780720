/**
 * One offer status, one rule (src-shared/domain/offer-status.ts), everywhere the server shows or
 * uses it: the offers list and its `active` filter, one offer, the company's offers, a position's
 * active-offer count, and which offers a KP may quote. Held at the day boundaries: valid until
 * yesterday, today, tomorrow, no end, and deactivated.
 */
import { describe, expect, it } from 'vitest';
import type { Paginated } from '../../src-shared/api/results.ts';
import type { CompanyDetail } from '../../src-shared/api/company.ts';
import type { SupplierOffer } from '../../src-shared/api/offer.ts';
import type { RfqDetail } from '../../src-shared/api/rfq.ts';
import { offerStatus, type OfferStatus } from '../../src-shared/domain/offer-status.ts';
import { todayIso } from '../../src-server/db/refs.ts';
import { newRfq, quotingServerForTests, uniquePartNumber } from './sales-helpers.ts';

const { call, newClientCompany, supplierOffer } = quotingServerForTests();

function dayFrom(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('the offer status', () => {
  it('is the shared rule on every screen and in every use the server makes of it', async () => {
    const today = todayIso();
    // The supplier is a company of its own, so its company page lists exactly these offers.
    const supplier = await newClientCompany();
    const pn = uniquePartNumber();
    const cases: [string, string | null, boolean][] = [
      ['yesterday', dayFrom(today, -1), false],
      ['today', today, false],
      ['tomorrow', dayFrom(today, 1), false],
      ['no end', null, false],
      ['deactivated', dayFrom(today, 30), true],
    ];
    const made = new Map<number, { name: string; expected: OfferStatus }>();
    for (const [name, validUntil, deactivate] of cases) {
      const offer = await supplierOffer(pn, {
        company: supplier.id,
        valid_until: validUntil,
      });
      if (deactivate) {
        expect((await call('PATCH', `offer/${offer.id}/deactivate/`, {})).status).toBe(200);
      }
      made.set(offer.id, {
        name,
        expected: offerStatus({ deactivated: deactivate, valid_until: validUntil }, today),
      });
    }
    // The rule itself, at the boundaries: valid through its last day.
    expect([...made.values()].map((entry) => [entry.name, entry.expected])).toEqual([
      ['yesterday', 'expired'],
      ['today', 'active'],
      ['tomorrow', 'active'],
      ['no end', 'active'],
      ['deactivated', 'deactivated'],
    ]);
    const activeIds = [...made].filter(([, v]) => v.expected === 'active').map(([id]) => id);

    const rfq = await newRfq(call, {
      company: supplier.id,
      priority: 'ROUTINE',
      positions_list: [{ part_number: pn, quantity: 1 }],
    });
    const position = rfq.positions[0]!;

    // The offers of the position, one by one, and filtered by the server's SQL twin.
    const all = await call<Paginated<SupplierOffer>>(
      'GET',
      `offer/?position=${position.id}&page_size=30`,
    );
    for (const offer of all.body.results) {
      const expected = made.get(offer.id)!.expected;
      expect(offer.status, made.get(offer.id)!.name).toBe(expected);
      expect(offer.is_active).toBe(expected === 'active');
      expect(offer.deactivated).toBe(expected === 'deactivated');
      const one = await call<SupplierOffer>('GET', `offer/${offer.id}/`);
      expect(one.body.status).toBe(expected);
    }
    const filtered = await call<Paginated<SupplierOffer>>(
      'GET',
      `offer/?position=${position.id}&active=true&page_size=30`,
    );
    expect(filtered.body.results.map((offer) => offer.id).sort()).toEqual([...activeIds].sort());
    const inactive = await call<Paginated<SupplierOffer>>(
      'GET',
      `offer/?position=${position.id}&active=false&page_size=30`,
    );
    expect(inactive.body.count).toBe(made.size - activeIds.length);

    // The company's page says the same as the RFQ's offers panel.
    const company = await call<CompanyDetail>('GET', `company/${supplier.id}/`);
    for (const offer of company.body.offers) {
      expect(offer.status, made.get(offer.id)!.name).toBe(made.get(offer.id)!.expected);
      expect(offer.is_active).toBe(made.get(offer.id)!.expected === 'active');
    }
    expect(company.body.offers).toHaveLength(made.size);

    // The position counts what is active by the same rule.
    const detail = await call<RfqDetail>('GET', `rfq/${rfq.id}/`);
    expect(detail.body.positions[0]).toMatchObject({
      offers_count: made.size,
      active_offers_count: activeIds.length,
    });

    // And a KP quotes exactly the active ones.
    expect((await call('PATCH', `rfq/${rfq.id}/get_in_work/`)).status).toBe(200);
    for (const [id, { name, expected }] of made) {
      const kp = await call('POST', `rfq/${rfq.id}/kp/`, {
        version: 3,
        rows: [{ position: position.id, offer: id, quantity: 1 }],
      });
      expect(kp.status, name).toBe(expected === 'active' ? 201 : 400);
    }
  });
});
