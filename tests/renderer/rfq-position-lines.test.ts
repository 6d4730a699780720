/** Positions typed or pasted as 'PN qty' lines: read with the shared schema, bad lines named. */
import { describe, expect, it } from 'vitest';
import { positionsListSchema } from '../../src-shared/api/rfq.ts';
import {
  describeProblems,
  parsePositionLines,
  serverProblems,
} from '../../src-renderer/features/rfq/positionLines.ts';

describe('position lines', () => {
  it("reads 'PN qty' lines, spreadsheet tabs and semicolons alike, upper-casing part numbers", () => {
    const parsed = parsePositionLines('2314-0067 3\n\n  65-90305-5\t12\nmsn/abc;2\r\n');
    expect(parsed.problems).toEqual([]);
    expect(parsed.positions).toEqual([
      { part_number: '2314-0067', quantity: 3 },
      { part_number: '65-90305-5', quantity: 12 },
      { part_number: 'MSN/ABC', quantity: 2 },
    ]);
    expect(positionsListSchema.safeParse({ positions_list: parsed.positions }).success).toBe(true);
  });

  it('a part number alone asks for one piece; a part number with spaces keeps them', () => {
    expect(parsePositionLines('AB123').positions).toEqual([{ part_number: 'AB123', quantity: 1 }]);
    expect(parsePositionLines('PN 45 A 2').positions).toEqual([
      { part_number: 'PN 45 A', quantity: 2 },
    ]);
  });

  it('names each bad line with its number and sends none of them', () => {
    const parsed = parsePositionLines('GOOD-1 2\nBAD-2 x\nBAD-3 0\nBAD-4 1.5\n#$% 1\nGOOD-6 4');
    expect(parsed.positions.map((p) => p.part_number)).toEqual(['GOOD-1', 'GOOD-6']);
    expect(parsed.problems.map((p) => p.line)).toEqual([2, 3, 4, 5]);
    const messages = describeProblems(parsed.problems);
    expect(messages[0]).toBe(
      "Line 2 (BAD-2 x): Write the quantity after the part number: 'PN qty'.",
    );
    expect(messages[1]).toContain('at least 1');
    expect(messages[2]).toContain('whole number');
    expect(messages[3]).toContain('letters, digits');
  });

  it('refuses more than 500 lines at once', () => {
    const text = Array.from({ length: 501 }, (_, i) => `PN-${i} 1`).join('\n');
    const parsed = parsePositionLines(text);
    expect(parsed.problems[0]?.message).toBe('At most 500 positions at a time.');
  });

  it("puts the server's per-position errors back beside the line they belong to", () => {
    const sent = [
      { part_number: 'A-1', quantity: 1 },
      { part_number: 'B-2', quantity: 5 },
    ];
    expect(serverProblems({ positions_list: [{}, { quantity: ['Too many.'] }] }, sent)).toEqual([
      'B-2 5: Too many.',
    ]);
    expect(serverProblems({ positions_list: { 0: { part_number: ['Unknown.'] } } }, sent)).toEqual([
      'A-1: Unknown.',
    ]);
    expect(serverProblems({ detail: 'x' }, sent)).toEqual([]);
  });
});
