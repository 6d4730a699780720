/**
 * How good a part's condition is, best first, as a buyer compares offers (issue 8's offer
 * matrix marks the best condition of each line): factory new, new, new surplus, overhauled,
 * serviceable, repaired, inspected/tested, as removed. A code we do not know ranks last.
 */
export const CONDITION_ORDER = ['FN', 'NE', 'NS', 'OH', 'SV', 'RP', 'IN', 'AR'] as const;

export function conditionRank(code: string | null | undefined): number {
  const rank = CONDITION_ORDER.indexOf((code ?? '') as (typeof CONDITION_ORDER)[number]);
  return rank === -1 ? CONDITION_ORDER.length : rank;
}
