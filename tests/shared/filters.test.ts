import { describe, expect, it } from 'vitest';
import { dropEmptyFilters, toQueryString } from '../../src-shared/domain/filters.ts';

describe('empty filters are dropped before the request (spec §5)', () => {
  it('drops undefined, null, blank strings and empty lists', () => {
    expect(
      dropEmptyFilters({ a: undefined, b: null, c: '', d: '   ', e: [], search: 'boeing' }),
    ).toEqual({ search: 'boeing' });
  });

  it('keeps 0 and false, which are real values', () => {
    expect(dropEmptyFilters({ page: 0, archive: false })).toEqual({ page: 0, archive: false });
  });

  it('joins lists with commas and trims text', () => {
    expect(dropEmptyFilters({ category: [1, 3], search: ' A320 ' })).toEqual({
      category: '1,3',
      search: 'A320',
    });
  });

  it('builds a query string without the empty ones', () => {
    expect(toQueryString({ page: 2, search: '', category: [4, 11] })).toBe(
      '?page=2&category=4%2C11',
    );
    expect(toQueryString({ search: undefined })).toBe('');
  });
});
