import { describe, expect, it } from 'vitest';
import { displayPriority, effectivePriority } from '../../src-shared/domain/priority.ts';

describe('RFQ priority (spec §4)', () => {
  it('makes a repair RFQ ROUTINE whatever was asked', () => {
    expect(effectivePriority('AOG', true)).toBe('ROUTINE');
    expect(effectivePriority('CRITICAL', true)).toBe('ROUTINE');
    expect(effectivePriority('AOG', false)).toBe('AOG');
  });

  it('shows AOG as AOGC and other priorities as they are', () => {
    expect(displayPriority('AOG')).toBe('AOGC');
    expect(displayPriority('ROUTINE')).toBe('ROUTINE');
    expect(displayPriority('AOGC')).toBe('AOGC');
  });
});
