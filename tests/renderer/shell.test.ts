/** The sidebar lists the areas a role may use and that exist; the pager's arithmetic. */
import { describe, expect, it } from 'vitest';
import { can } from '../../src-shared/domain/permissions.ts';
import { ROLES } from '../../src-shared/domain/roles.ts';
import {
  AREA_TABLE,
  entryKey,
  firstAreaPath,
  mayOpen,
  mayVisit,
  navigableAreas,
  orderWithPins,
} from '../../src-renderer/app/areas.ts';
import { pageSummary } from '../../src-renderer/lib/paging.ts';

describe('areas', () => {
  it('every role sees only ready areas it may read', () => {
    for (const role of ROLES) {
      for (const entry of navigableAreas([role])) {
        expect(entry.ready).toBe(true);
        expect(can([role], entry.area)).toBe(true);
      }
    }
  });

  it('areas that do not exist yet are not listed, even for a role that may use them', () => {
    expect(can(['ADMIN'], 'analytics')).toBe(true);
    expect(navigableAreas(['ADMIN']).map(entryKey)).toEqual([
      'company',
      'rfq',
      'order',
      'inventory',
      'need_offer',
      'purchase',
      'product',
      'product_request',
      'consolidation',
      'stocktaking',
      'assessment',
      'service_request',
      'analytics',
      'file',
      'setting',
      'profile',
    ]);
    expect(navigableAreas(['WAREHOUSEMAN']).map(entryKey)).toEqual([
      'company',
      'product',
      'product_request',
      'consolidation',
      'stocktaking',
      'file',
      'profile',
    ]);
    expect(navigableAreas(['CLIENT']).map((e) => e.area)).not.toContain('product');
    expect(navigableAreas(['PARTS SEARCH MANAGER']).map((e) => e.area)).toContain('inventory');
    expect(navigableAreas(['CLIENT']).map((e) => e.area)).not.toContain('inventory');
    expect(navigableAreas(['PARTS BUYER']).map((e) => e.area)).toContain('purchase');
    expect(navigableAreas(['CLIENT']).map((e) => e.area)).not.toContain('purchase');
  });

  it('product requests are listed for the roles that serve them, open to readers of products', () => {
    for (const role of ['WAREHOUSEMAN', 'WAREHOUSE SUPERMAN', 'FG SALES ADMIN'] as const)
      expect(navigableAreas([role]).map(entryKey), role).toContain('product_request');
    // Sales reads products (and so the requests) but does not serve them: not on its sidebar.
    for (const role of ['SALES MANAGER', 'LLP MANAGER', 'AUDITOR', 'CLIENT'] as const)
      expect(navigableAreas([role]).map(entryKey), role).not.toContain('product_request');
    expect(mayOpen(['SALES MANAGER'], '/product-requests')).toBe(true);
    expect(mayOpen(['CLIENT'], '/product-requests')).toBe(false);
    expect(mayVisit(['WAREHOUSEMAN'], '/product-requests')).toBe(true);
    // Pinned by its own name, not its area's: pinning it leaves Products where it was.
    const { pinned, rest } = orderWithPins(navigableAreas(['WAREHOUSEMAN']), ['product_request']);
    expect(pinned.map(entryKey)).toEqual(['product_request']);
    expect(rest.map(entryKey)).toContain('product');
  });

  it('file management is there for every staff role that reads files, never a client', () => {
    for (const role of ROLES.filter((r) => r !== 'CLIENT')) {
      expect(navigableAreas([role]).map(entryKey).includes('file'), role).toBe(can([role], 'file'));
      expect(mayOpen([role], '/files?model=order'), role).toBe(can([role], 'file'));
    }
    // A client reads its own company's files (on its pages), but not through this screen.
    expect(can(['CLIENT'], 'file')).toBe(true);
    expect(navigableAreas(['CLIENT']).map(entryKey)).not.toContain('file');
    expect(mayOpen(['CLIENT'], '/files')).toBe(false);
    expect(mayVisit(['CLIENT'], '/files')).toBe(false);
  });

  it('need offers are there for the roles that search or read the searches, never a client', () => {
    for (const role of ['PARTS SEARCH MANAGER', 'REPAIR SEARCH MANAGER', 'SALES MANAGER'] as const)
      expect(
        navigableAreas([role]).map((e) => e.area),
        role,
      ).toContain('need_offer');
    expect(navigableAreas(['CLIENT']).map((e) => e.area)).not.toContain('need_offer');
  });

  it('RFQs and orders are there for the roles that may read them', () => {
    for (const role of ['SALES MANAGER', 'ADMIN', 'AUDITOR', 'CLIENT'] as const) {
      const areas = navigableAreas([role]).map((e) => e.area);
      expect(areas, role).toContain('rfq');
      expect(areas, role).toContain('order');
    }
    expect(navigableAreas(['WAREHOUSEMAN']).map((e) => e.area)).not.toContain('rfq');
  });

  it('contact analytics for the roles that read it; the profile for everyone', () => {
    for (const role of ['ADMIN', 'SALES ADMIN', 'AUDITOR'] as const)
      expect(navigableAreas([role]).map(entryKey), role).toContain('analytics');
    for (const role of ['SALES MANAGER', 'WAREHOUSEMAN', 'CLIENT'] as const)
      expect(navigableAreas([role]).map(entryKey), role).not.toContain('analytics');
    for (const role of ROLES)
      expect(navigableAreas([role]).map(entryKey), role).toContain('profile');
    expect(mayOpen(['SALES MANAGER'], '/analytics')).toBe(false);
  });

  it('the single order at /order/:id belongs to the orders area', () => {
    expect(mayVisit(['SALES MANAGER'], '/order/12')).toBe(true);
    expect(mayVisit(['SALES MANAGER'], '/orders')).toBe(true);
    expect(mayVisit(['SALES MANAGER'], '/rfq/3/kp/4')).toBe(true);
    expect(mayVisit(['WAREHOUSEMAN'], '/order/12')).toBe(false);
  });

  it('lands on the first area and knows where a role may return to', () => {
    expect(firstAreaPath(['SALES MANAGER'])).toBe('/companies');
    expect(mayVisit(['SALES MANAGER'], '/companies/12')).toBe(true);
    expect(mayVisit(['SALES MANAGER'], '/companiesX')).toBe(false);
    // Not an area the role may use, nor a screen that exists.
    expect(mayVisit(['SALES MANAGER'], '/stocktakings')).toBe(false);
    expect(mayVisit(['WAREHOUSEMAN'], '/settings')).toBe(false);
  });

  it('puts pinned areas first, in pin order, ignoring pins of unknown areas', () => {
    const areas = AREA_TABLE.slice(0, 4).map((e) => ({ ...e, ready: true }));
    const { pinned, rest } = orderWithPins(areas, ['inventory', 'nonsense', 'rfq']);
    expect(pinned.map((e) => e.area)).toEqual(['inventory', 'rfq']);
    expect(rest.map((e) => e.area)).toEqual(['company', 'order']);
  });
});

describe('pager', () => {
  it('shows the range and what can be reached', () => {
    expect(pageSummary(0, 10, 245)).toEqual({
      pageCount: 25,
      first: 1,
      last: 10,
      canPrevious: false,
      canNext: true,
    });
    expect(pageSummary(24, 10, 245)).toEqual({
      pageCount: 25,
      first: 241,
      last: 245,
      canPrevious: true,
      canNext: false,
    });
    expect(pageSummary(0, 30, 0)).toEqual({
      pageCount: 1,
      first: 0,
      last: 0,
      canPrevious: false,
      canNext: false,
    });
  });
});
