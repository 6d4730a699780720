/**
 * What a screen offers a user must be what the server lets that user do: a 403 logs the user out
 * (spec §8), so a button the permission table refuses throws the user out of the app. The
 * areas and access levels below are those the server's routes declare (src-server/areas).
 */
import { describe, expect, it } from 'vitest';
import { can, canAny, RFQ_REQUEST_AREAS } from '../../src-shared/domain/permissions.ts';
import { ROLE_URL, ROLES } from '../../src-shared/domain/roles.ts';
import { areaOfPath, mayOpen } from '../../src-renderer/app/areas.ts';
import { powersOf } from '../../src-renderer/session/powers.ts';
import { EXPECTED_PRICING_ROLES } from '../shared/pricing-roles.ts';

describe('powers', () => {
  it('never offer a call the permission table refuses, for any role', () => {
    for (const role of ROLES) {
      const powers = powersOf([role], ROLE_URL[role]);
      // offer/ POST, PATCH, activate/deactivate: area inventory, write.
      if (powers.editOffers) expect(can([role], 'inventory', 'write'), role).toBe(true);
      // offer/ GET (the offers panel): area inventory, read.
      if (powers.readOffers) expect(can([role], 'inventory'), role).toBe(true);
      // rfq/ PATCH, positions, kp/ POST and its file: area rfq, write.
      if (powers.editRfq) expect(can([role], 'rfq', 'write'), role).toBe(true);
      // rfq/ POST (and positions added to it): areas rfq or rfq_request, write.
      if (powers.requestRfq) expect(canAny([role], RFQ_REQUEST_AREAS, 'write'), role).toBe(true);
      // order/create_from_kp/, order/{id}/ PATCH and cancel/: area order, write.
      if (powers.editOrders) expect(can([role], 'order', 'write'), role).toBe(true);
      // contact/{id}/update_table_settings/: area profile, write.
      if (powers.saveTableSettings) expect(can([role], 'profile', 'write'), role).toBe(true);
      // company/{id}/ PATCH and DELETE, its parts, quotation_setting/: area company, write.
      if (powers.editCompany) expect(can([role], 'company', 'write'), role).toBe(true);
      // margin/: area setting or rfq, read (setting/routes.ts PRICING_SETTINGS_AREAS).
      if (powers.readMargins) expect(can([role], 'setting') || can([role], 'rfq'), role).toBe(true);
    }
  });

  it('an RFQ writer without inventory write quotes but edits no offers', () => {
    for (const role of ['FG SALES ADMIN', 'REPAIR MANAGER'] as const) {
      const powers = powersOf([role], ROLE_URL[role]);
      expect(powers.editRfq, role).toBe(true);
      expect(powers.readOffers, role).toBe(true);
      expect(powers.editOffers, role).toBe(false);
    }
    expect(powersOf(['SALES MANAGER'], 'sales')).toMatchObject({
      editRfq: true,
      editOffers: true,
      editOrders: true,
    });
  });

  it('the auditor keeps its column choices locally: it may not write its profile', () => {
    expect(powersOf(['AUDITOR'], 'auditor')).toMatchObject({
      saveTableSettings: false,
      editRfq: false,
      editOffers: false,
      editOrders: false,
      readOffers: true,
    });
    expect(powersOf(['SALES MANAGER'], 'sales').saveTableSettings).toBe(true);
  });

  it('a client sends RFQs, writes no RFQ workflow, sees no offers and edits no orders', () => {
    expect(powersOf(['CLIENT'], 'client')).toEqual({
      isClient: true,
      editRfq: false,
      requestRfq: true,
      readOffers: false,
      editOffers: false,
      editOrders: false,
      saveTableSettings: true,
      seeCosts: false,
      composeKp: false,
      editCompany: false,
      readMargins: false,
    });
  });

  it('costs and margins are offered to the roles that price and the auditor, no one else', () => {
    for (const role of ROLES)
      expect(powersOf([role], ROLE_URL[role]).seeCosts, role).toBe(
        EXPECTED_PRICING_ROLES.has(role),
      );
    // Whatever the client's other roles, its own url is the client's view.
    expect(powersOf(['CLIENT', 'ADMIN'], 'client').seeCosts).toBe(false);
  });

  it('company writers keep companies up to date; readers and clients only read', () => {
    for (const role of ['SALES MANAGER', 'PARTS BUYER', 'ADMIN'] as const)
      expect(powersOf([role], ROLE_URL[role]).editCompany, role).toBe(true);
    for (const role of ['AUDITOR', 'WAREHOUSEMAN', 'FG SELLER', 'CLIENT'] as const)
      expect(powersOf([role], ROLE_URL[role]).editCompany, role).toBe(false);
    // The margin steps are read by the roles that price only (audience.ts).
    expect(powersOf(['PARTS BUYER'], 'buyer').readMargins).toBe(false);
    expect(powersOf(['SALES MANAGER'], 'sales').readMargins).toBe(true);
  });
});

it('a client token acts as the client, whatever other groups the user has', () => {
  expect(powersOf(['CLIENT', 'SALES MANAGER'], 'client')).toMatchObject({
    editRfq: false,
    requestRfq: true,
    editOffers: false,
  });
  expect(powersOf(['FG SELLER'], 'fg_seller').requestRfq).toBe(false);
});

describe('which screens a role may open', () => {
  it('knows the area of each screen', () => {
    expect(areaOfPath('/rfq/3/kp/4')).toBe('rfq');
    expect(areaOfPath('/order/12')).toBe('order');
    expect(areaOfPath('/orders')).toBe('order');
    expect(areaOfPath('/companies/5')).toBe('company');
    expect(areaOfPath('/welcome')).toBeNull();
    expect(areaOfPath('/rfqs')).toBeNull();
  });

  it('closes the screens of an area the role may not read, whatever the way in', () => {
    // A parts search manager reads RFQs and their KPs, not orders (a KP links to its order).
    expect(mayOpen(['PARTS SEARCH MANAGER'], '/rfq/3/kp/4')).toBe(true);
    expect(mayOpen(['PARTS SEARCH MANAGER'], '/order/12')).toBe(false);
    // A logistics manager reads orders, not RFQs (an order links to its RFQ and KP).
    expect(mayOpen(['LLP MANAGER'], '/order/12')).toBe(true);
    expect(mayOpen(['LLP MANAGER'], '/rfq/3')).toBe(false);
    expect(mayOpen(['LLP MANAGER'], '/rfq/3/kp/4?tab=rows')).toBe(false);
    expect(mayOpen(['WAREHOUSEMAN'], '/orders')).toBe(false);
  });

  it('leaves open what belongs to no area, and everything the role may read', () => {
    expect(mayOpen(['WAREHOUSEMAN'], '/welcome')).toBe(true);
    expect(mayOpen(['WAREHOUSEMAN'], '/nowhere')).toBe(true);
    for (const path of ['/companies/1', '/rfq/2', '/rfq/2/kp/3', '/order/4', '/orders']) {
      expect(mayOpen(['SALES MANAGER'], path), path).toBe(true);
      expect(mayOpen(['AUDITOR'], path), path).toBe(true);
    }
  });
});
