/**
 * The audience filter on its own: who is in which audience, and what `shapeFor` leaves of an
 * answer for each (the HTTP walk over every route is tests/server/client-fields.test.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  PRICING_ROLES,
  ROUTE_RESPONSES,
  sees,
  shapeFor,
  viewerOf,
} from '../../src-shared/domain/audience.ts';
import { can } from '../../src-shared/domain/permissions.ts';
import { ROLE_URL, ROLES } from '../../src-shared/domain/roles.ts';
import { EXPECTED_PRICING_ROLES } from './pricing-roles.ts';

const KP = ROUTE_RESPONSES['GET /:role/rfq/:id/kp/:kpId/']!;

const row = {
  index: 1,
  offer: 77,
  part_number: 'PN-1',
  unit_cost: 1000,
  margin_percent: 35,
  unit_price: 1350,
  condition: { id: 1, name: 'Overhauled', code: 'OH' },
};
const kp = {
  id: 9,
  number: 'KP-1',
  rows: [row, { ...row, index: 2 }],
  totals: { goods: 2700, transport: 0, totalNoVat: 2700, vat: 0, total: 2700 },
  shown_totals: { goods: 2700, transport: 0, totalNoVat: 2700, vat: 0, total: 2700 },
  legal_entity: { id: 3, name: 'Aerodesk Europe GmbH', bank: { swift: 'X' }, code: 'DE' },
  contact: null,
  added_later: 'a field no rule names',
};

describe('who is in which audience', () => {
  it('the client by its url; the pricing roles and the auditor; every other staff role', () => {
    expect(new Set(PRICING_ROLES)).toEqual(EXPECTED_PRICING_ROLES);
    expect(viewerOf(['CLIENT'], ROLE_URL.CLIENT)).toBe('client');
    for (const role of ROLES.filter((each) => each !== 'CLIENT')) {
      const expected = EXPECTED_PRICING_ROLES.has(role) ? 'pricing' : 'staff';
      expect(viewerOf([role], ROLE_URL[role]), role).toBe(expected);
    }
    expect(sees('pricing', 'client')).toBe(true);
    expect(sees('staff', 'pricing')).toBe(false);
    expect(sees('client', 'staff')).toBe(false);
  });

  it('every pricing role but the auditor writes RFQs or settings: pricing is what it does', () => {
    for (const role of PRICING_ROLES.filter((each) => each !== 'AUDITOR'))
      expect(can([role], 'rfq', 'write') || can([role], 'setting', 'write'), role).toBe(true);
  });
});

describe('shapeFor', () => {
  it('gives a client our prices, not our cost, margin, offer, workings or unnamed fields', () => {
    const shaped = shapeFor('client', KP, kp) as Record<string, unknown>;
    expect(shaped).toEqual({
      id: 9,
      number: 'KP-1',
      rows: [
        {
          index: 1,
          part_number: 'PN-1',
          unit_price: 1350,
          condition: { id: 1, name: 'Overhauled', code: 'OH' },
        },
        {
          index: 2,
          part_number: 'PN-1',
          unit_price: 1350,
          condition: { id: 1, name: 'Overhauled', code: 'OH' },
        },
      ],
      shown_totals: kp.shown_totals,
      legal_entity: { id: 3, name: 'Aerodesk Europe GmbH' },
      contact: null,
    });
  });

  it('gives staff who do not price everything but cost and margin (an unnamed field too)', () => {
    const shaped = shapeFor('staff', KP, kp) as typeof kp;
    expect(shaped.rows[0]).toEqual({
      index: 1,
      offer: 77,
      part_number: 'PN-1',
      unit_price: 1350,
      condition: row.condition,
    });
    expect(shaped.totals).toEqual(kp.totals);
    expect(shaped.legal_entity).toEqual(kp.legal_entity);
    expect(shaped.added_later).toBe(kp.added_later);
  });

  it('gives the pricing roles the answer as it is, and leaves the answer it was given alone', () => {
    const before = structuredClone(kp);
    expect(shapeFor('pricing', KP, kp)).toEqual(kp);
    shapeFor('client', KP, kp);
    expect(kp).toEqual(before);
  });

  it('keeps map keys and the JSON a user saved itself', () => {
    const rates = ROUTE_RESPONSES['GET /:role/currency_rate/']!;
    expect(shapeFor('client', rates, { rates: { USD: 1, EUR: 0.92 }, timestamp: 't' })).toEqual({
      rates: { USD: 1, EUR: 0.92 },
      timestamp: 't',
    });
    const info = ROUTE_RESPONSES['GET /:role/home/user_info/']!;
    const setting = { rfq: { columnVisibility: { number: true } } };
    expect(shapeFor('client', info, { id: 1, table_setting: setting })).toEqual({
      id: 1,
      table_setting: setting,
    });
  });
});
