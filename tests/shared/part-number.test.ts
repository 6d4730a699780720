import { describe, expect, it } from 'vitest';
import { partNumberKey } from '../../src-shared/domain/part-number.ts';

describe('part number key', () => {
  it('makes one key of a part number however it is typed', () => {
    expect(partNumberKey('ab-12 3')).toBe('AB123');
    expect(partNumberKey('AB123')).toBe('AB123');
    expect(partNumberKey(' 2117-0.5/a ')).toBe('211705A');
  });

  it('leaves nothing of a part number without letters or digits, which the server refuses', () => {
    expect(partNumberKey('-- / .')).toBe('');
  });
});
