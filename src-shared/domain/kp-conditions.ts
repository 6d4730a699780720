/**
 * Which of a company's text conditions a quotation takes (spec §3 "Company text condition"): for
 * each of the six condition types, the best text of the document type the KP version is. One rule
 * for the quotation screen, the KP export dialog, the printed KP and the demo seed, so the texts a
 * user sees are the texts that print. Decisions where the spec is silent:
 * - a text in the language of the KP version wins over one in another language (a Russian
 *   document gets Russian conditions); a text with no language fits any version;
 * - then a text of the company itself wins over the general default (company null);
 * - among those, an exact match of for_repair, then of logistics_on, wins; a text that matches
 *   neither is still better than nothing (a repair RFQ with only a general payment text gets it);
 * - the same score: the newer text (higher id) wins.
 * The caller passes the texts of one document type; another company's text is never taken.
 */
import { EMPTY_KP_CONDITIONS, KP_CONDITION_KEYS } from '../api/records.ts';
import type { KpConditions } from '../api/rfq.ts';

/** A text condition as both sides hold it (the server's row, the renderer's list item mapped). */
export interface ConditionText {
  id: number;
  condition_type: number;
  /** The company whose text it is; null for the general default. */
  company_id: number | null;
  for_repair: boolean;
  logistics_on: boolean;
  language?: string | undefined;
  text: string;
}

export interface ConditionContext {
  company: number;
  forRepair: boolean;
  logisticsOn: boolean;
  /** The KP version's language (kp-versions.ts). */
  language: string;
}

function score(text: ConditionText, context: ConditionContext): number {
  return (
    (text.language === undefined || text.language === context.language ? 8 : 0) +
    (text.company_id === context.company ? 4 : 0) +
    (text.for_repair === context.forRepair ? 2 : 0) +
    (text.logistics_on === context.logisticsOn ? 1 : 0)
  );
}

/** Each condition's text by the rule above ('' where the company and the defaults have none). */
export function chooseConditionTexts(
  texts: readonly ConditionText[],
  context: ConditionContext,
): KpConditions {
  const result: KpConditions = { ...EMPTY_KP_CONDITIONS };
  KP_CONDITION_KEYS.forEach((key, conditionType) => {
    let best: ConditionText | undefined;
    let bestScore = -1;
    for (const text of texts) {
      if (text.condition_type !== conditionType) continue;
      if (text.company_id !== null && text.company_id !== context.company) continue;
      const value = score(text, context);
      if (value > bestScore || (value === bestScore && best && text.id > best.id)) {
        best = text;
        bestScore = value;
      }
    }
    result[key] = best?.text ?? '';
  });
  return result;
}
