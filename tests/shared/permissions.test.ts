import { describe, expect, it } from 'vitest';
import {
  actingRoles,
  AREAS,
  accessOf,
  can,
  canAny,
  canChangeFilesOf,
  RFQ_REQUEST_AREAS,
  ROLE_GRANTS,
} from '../../src-shared/domain/permissions.ts';
import {
  ROLE_FLAG,
  ROLE_URL,
  ROLES,
  roleFlags,
  roleForUrl,
} from '../../src-shared/domain/roles.ts';
import { FILE_MODELS } from '../../src-shared/api/file.ts';
import { EXPECTED_PRICING_ROLES } from './pricing-roles.ts';

describe('roles (spec §6)', () => {
  it('lists the sixteen roles of the spec', () => {
    expect(ROLES).toHaveLength(16);
  });

  it('gives every role its own url segment and login flag', () => {
    expect(new Set(Object.values(ROLE_URL)).size).toBe(ROLES.length);
    expect(new Set(Object.values(ROLE_FLAG)).size).toBe(ROLES.length);
    for (const role of ROLES) expect(roleForUrl(ROLE_URL[role])).toBe(role);
  });

  it('sets exactly the flags of the groups held', () => {
    const flags = roleFlags(['SALES MANAGER', 'AUDITOR']);
    expect(
      Object.entries(flags)
        .filter(([, on]) => on)
        .map(([flag]) => flag)
        .sort(),
    ).toEqual(['is_auditor', 'is_sales_manager']);
  });
});

describe('permissions', () => {
  it('lets the admin write everything', () => {
    for (const area of AREAS) expect(can(['ADMIN'], area, 'write')).toBe(true);
  });

  it('lets the auditor read everything and write nothing', () => {
    for (const area of AREAS) {
      expect(can(['AUDITOR'], area, 'read')).toBe(true);
      expect(can(['AUDITOR'], area, 'write')).toBe(false);
    }
  });

  it('gives every role reference data', () => {
    for (const role of ROLES) expect(can([role], 'home')).toBe(true);
  });

  it('treats write as implying read and unions several roles', () => {
    expect(can(['SALES MANAGER'], 'company', 'read')).toBe(true);
    expect(can(['WAREHOUSEMAN'], 'company', 'write')).toBe(false);
    expect(can(['WAREHOUSEMAN', 'SALES MANAGER'], 'company', 'write')).toBe(true);
  });

  it('keeps a client out of staff areas', () => {
    expect(can(['CLIENT'], 'purchase')).toBe(false);
    expect(can(['CLIENT'], 'setting')).toBe(false);
    expect(accessOf(['CLIENT'], 'company')).toBe('read');
  });

  it('lets a client send requests and read them, never move, edit or price them', () => {
    expect(canAny(['CLIENT'], RFQ_REQUEST_AREAS, 'write')).toBe(true);
    expect(can(['CLIENT'], 'rfq', 'read')).toBe(true);
    expect(can(['CLIENT'], 'rfq', 'write')).toBe(false);
    expect(can(['CLIENT'], 'pricing')).toBe(false);
  });

  it('gives our pricing workings to the roles that quote or set prices, and the auditor', () => {
    const pricing = ROLES.filter((role) => can([role], 'pricing'));
    expect(new Set(pricing)).toEqual(EXPECTED_PRICING_ROLES);
    // Readers of orders, offers and RFQs who do not price get none of it.
    for (const role of ['PARTS SEARCH MANAGER', 'REPAIR SEARCH MANAGER', 'FG SELLER'] as const)
      expect(can([role], 'pricing'), role).toBe(false);
  });

  it('a client token acts with the client grants alone', () => {
    expect(actingRoles(['CLIENT', 'ADMIN'], ROLE_URL.CLIENT)).toEqual(['CLIENT']);
    expect(actingRoles(['SALES MANAGER', 'AUDITOR'], 'sales')).toEqual([
      'SALES MANAGER',
      'AUDITOR',
    ]);
  });

  it('names only known areas in the grant table', () => {
    for (const grants of Object.values(ROLE_GRANTS)) {
      for (const area of Object.keys(grants)) expect(AREAS).toContain(area);
    }
  });
});

describe('who changes the files of which records (canChangeFilesOf)', () => {
  it('is file write with write on the record: an order also for logistics, nothing for readers', () => {
    const expected: Record<(typeof ROLES)[number], string[]> = {
      'SALES MANAGER': ['company', 'rfq', 'order'],
      'SALES ADMIN': ['company', 'rfq', 'order'],
      CLIENT: [],
      'LLP MANAGER': ['order', 'consolidation'],
      'PARTS SEARCH MANAGER': ['company'],
      'PARTS BUYER': ['company', 'purchase_order'],
      'SERVICE REQUESTS ADMIN': [],
      'WAREHOUSE SUPERMAN': ['order', 'product', 'consolidation'],
      // Reads consolidations: their files are not its to change.
      WAREHOUSEMAN: ['product'],
      ADMIN: [...FILE_MODELS],
      'FG SALES ADMIN': ['company', 'rfq', 'order', 'product'],
      AUDITOR: [],
      'FG SELLER': [],
      'PRICING ANALYST': [],
      'REPAIR MANAGER': ['company', 'rfq', 'order'],
      'REPAIR SEARCH MANAGER': [],
    };
    for (const role of ROLES)
      expect(
        FILE_MODELS.filter((model) => canChangeFilesOf([role], model)),
        role,
      ).toEqual(expected[role]);
    // Several roles: the union.
    expect(canChangeFilesOf(['WAREHOUSEMAN', 'LLP MANAGER'], 'consolidation')).toBe(true);
  });
});
