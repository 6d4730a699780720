/**
 * How the audit trail reads (src-shared/domain/audit.ts): a write's title from its call, a
 * change's fields in words, values as people read them, and our costs only for the roles that
 * price.
 */
import { describe, expect, it } from 'vitest';
import {
  describeWrite,
  isPricingColumn,
  readableFields,
  readableValue,
  titleRecords,
  tableLabel,
  wordsOf,
} from '../../src-shared/domain/audit.ts';

describe('describeWrite', () => {
  it.each([
    ['PATCH', ':role/rfq/:id/get_in_work/', { id: 12 }, 'RFQ 12: get in work'],
    ['POST', ':role/company/', {}, 'New company'],
    ['PATCH', ':role/company/:id/', { id: 3 }, 'Changed company 3'],
    ['DELETE', ':role/offer/:id/', { id: 7 }, 'Deleted offer 7'],
    ['POST', ':role/company/:id/addresses/', { id: 3 }, 'New address of company 3'],
    [
      'PATCH',
      ':role/company/:id/addresses/:addressId/',
      { id: 3, addressId: 9 },
      'Changed address 9 of company 3',
    ],
    ['POST', ':role/rfq/give_to_work_many/', {}, 'RFQ: give to work many'],
    ['POST', 'api/service_requests/', {}, 'New service request'],
  ])('%s %s with %o reads %s', (method, action, params, title) => {
    expect(describeWrite(method, action, params)).toBe(title);
  });

  it('names records as the caller knows them; a number that names its kind stands alone', () => {
    const known: Record<string, string> = {
      'rfq#12': 'RFQ-2026-00012',
      'company#3': 'Nordic Air',
      'order#5': 'SO-2026-00005',
    };
    const names = (segment: string, id: string) => known[`${segment}#${id}`];
    expect(describeWrite('PATCH', ':role/rfq/:id/get_in_work/', { id: 12 }, names)).toBe(
      'RFQ-2026-00012: get in work',
    );
    expect(describeWrite('POST', ':role/company/:id/addresses/', { id: 3 }, names)).toBe(
      'New address of company Nordic Air',
    );
    expect(describeWrite('PATCH', ':role/order/:id/', { id: 5 }, names)).toBe(
      'Changed order SO-2026-00005',
    );
    // A record without a name keeps its id.
    expect(describeWrite('DELETE', ':role/offer/:id/', { id: 7 }, names)).toBe('Deleted offer 7');
  });
});

describe('titleRecords', () => {
  it('lists each path word followed by an id', () => {
    expect(
      titleRecords(':role/company/:id/addresses/:addressId/', { id: 3, addressId: 9 }),
    ).toEqual([
      { segment: 'company', id: '3' },
      { segment: 'addresses', id: '9' },
    ]);
    expect(titleRecords(':role/company/', {})).toEqual([]);
  });
});

describe('words and values', () => {
  it('names columns and tables in words', () => {
    expect(wordsOf('rfq_manager_id')).toBe('RFQ manager');
    expect(wordsOf('in_work')).toBe('In work');
    expect(tableLabel('kp_row')).toBe('Quotation row');
    expect(tableLabel('some_new_table')).toBe('Some new table');
  });

  it('reads values as people do', () => {
    expect(readableValue(null)).toBe('—');
    expect(readableValue('')).toBe('—');
    expect(readableValue(true)).toBe('yes');
    expect(readableValue(false)).toBe('no');
    expect(readableValue(12.5)).toBe('12.5');
    expect(readableValue('2026-11-27T08:15:42.123+00:00')).toBe('2026-11-27 08:15');
    expect(readableValue({ a: 1 })).toBe('{"a":1}');
    expect(readableValue('x'.repeat(500))).toHaveLength(200);
  });
});

describe('readableFields', () => {
  it('an update lists the changed columns with before and after', () => {
    expect(readableFields('rfq', 'update', { in_work: false }, { in_work: true }, false)).toEqual([
      { field: 'in_work', label: 'In work', before: 'no', after: 'yes' },
    ]);
  });

  it('an insert lists the filled columns, without the id and the creation time', () => {
    const fields = readableFields(
      'company',
      'insert',
      null,
      { id: 4, created_at: '2026-01-01T00:00:00', name: 'Air', comment: '', city: null },
      false,
    );
    expect(fields).toEqual([{ field: 'name', label: 'Name', before: null, after: 'Air' }]);
  });

  it('a delete keeps what was there', () => {
    expect(readableFields('treaty', 'delete', { number: 'T-1' }, null, false)).toEqual([
      { field: 'number', label: 'Number', before: 'T-1', after: null },
    ]);
  });

  it('leaves our costs and margins out for staff who do not price', () => {
    const before = { cost: 100, donor: 'A' };
    const after = { cost: 120, donor: 'B' };
    expect(readableFields('product', 'update', before, after, false).map((f) => f.field)).toEqual([
      'donor',
    ]);
    expect(readableFields('product', 'update', before, after, true).map((f) => f.field)).toEqual([
      'cost',
      'donor',
    ]);
    expect(isPricingColumn('margin_step', 'percent')).toBe(true);
    expect(isPricingColumn('company', 'name')).toBe(false);
  });
});
