/**
 * Which screens a role may open (src-renderer/app/areas.ts): a screen of an area the role may not
 * read is closed whatever the way in, since its first call would be refused with a 403, which logs
 * the user out (spec §8).
 */
import { describe, expect, it } from 'vitest';
import { areaOfPath, mayOpen } from '../../src-renderer/app/areas.ts';

describe('which screens a role may open', () => {
  it.each<[string, string | null]>([
    ['/rfq/3/kp/4', 'rfq'],
    ['/order/12', 'order'],
    ['/orders', 'order'],
    ['/companies/5', 'company'],
    ['/welcome', null],
    ['/rfqs', null],
  ])('knows the area of each screen (%s: %s)', (path, area) => {
    expect(areaOfPath(path)).toBe(area);
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
