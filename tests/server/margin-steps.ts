/**
 * What every table of margin steps refuses (marginStepsWriteSchema, src-shared/api/setting.ts):
 * the sale types' margins (margin-settings.test.ts) and the transport margin
 * (transport-margin.test.ts) check the same rule with the same cases.
 */
import { expect } from 'vitest';

type Steps = { from: number; percent: number }[];

const NEGATIVE = 'A margin cannot be negative.';

/** A label, the steps sent, and the field errors the refusal carries (its whole body). */
const BAD_STEPS: [string, Steps, Record<string, string[]>][] = [
  [
    'not from 0, not rising',
    [
      { from: 5, percent: 10 },
      { from: 5, percent: 8 },
    ],
    {
      'steps.0.from': ['The first step starts at 0.'],
      'steps.1.from': ['Each step starts above the one before.'],
    },
  ],
  [
    'out of order',
    [
      { from: 10, percent: 5 },
      { from: 10, percent: 4 },
      { from: 3, percent: 3 },
    ],
    {
      'steps.0.from': ['The first step starts at 0.'],
      'steps.1.from': ['Each step starts above the one before.'],
      'steps.2.from': ['Each step starts above the one before.'],
    },
  ],
  ['a negative first margin', [{ from: 0, percent: -1 }], { 'steps.0.percent': [NEGATIVE] }],
  [
    'a negative later margin',
    [
      { from: 0, percent: 5 },
      { from: 100, percent: -1 },
    ],
    { 'steps.1.percent': [NEGATIVE] },
  ],
  ['no step', [], { steps: ['Give at least one step.'] }],
];

/** Each of BAD_STEPS, sent by `send`, is refused (400) with exactly its field errors. */
export async function expectBadStepsRefused(
  send: (steps: Steps) => Promise<{ status: number; body: unknown }>,
): Promise<void> {
  for (const [label, steps, errors] of BAD_STEPS) {
    const refused = await send(steps);
    expect(refused.status, label).toBe(400);
    expect(refused.body, label).toEqual(errors);
  }
}
