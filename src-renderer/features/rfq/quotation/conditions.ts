/**
 * The company's text conditions for a quotation (spec §3 "Company text condition"): for each of
 * the six condition types, the text of the document type the chosen KP version is, for a repair or
 * not, with logistics on or off. Decisions where the spec is silent:
 * - a text in the language of the KP version wins over one in another language (a Russian
 *   document gets Russian conditions); a text with no language fits any version;
 * - then a text of the company itself wins over the general default (company null);
 * - among those, an exact match of for_repair, then of logistics_on, wins; a text that matches
 *   neither is still better than nothing (a repair RFQ with only a general payment text gets it);
 * - the same score: the newer text (higher id) wins.
 */
import type { TextCondition } from '../../../../src-shared/api/home.ts';
import type { KpConditions } from '../../../../src-shared/api/rfq.ts';
import type { KpDocumentType, KpLanguage } from '../../../../src-shared/domain/kp-versions.ts';
import { EMPTY_KP_CONDITIONS, KP_CONDITION_KEYS } from '../../../../src-shared/api/common.ts';

interface ConditionContext {
  company: number;
  documentType: KpDocumentType;
  forRepair: boolean;
  logisticsOn: boolean;
  language: KpLanguage;
}

function score(text: TextCondition, context: ConditionContext): number {
  return (
    (text.language === undefined || text.language === context.language ? 8 : 0) +
    (text.company?.id === context.company ? 4 : 0) +
    (text.for_repair === context.forRepair ? 2 : 0) +
    (text.logistics_on === context.logisticsOn ? 1 : 0)
  );
}

export function companyConditions(
  texts: readonly TextCondition[],
  context: ConditionContext,
): KpConditions {
  const result: KpConditions = { ...EMPTY_KP_CONDITIONS };
  KP_CONDITION_KEYS.forEach((key, conditionType) => {
    let best: TextCondition | undefined;
    let bestScore = -1;
    for (const text of texts) {
      if (text.condition_type !== conditionType) continue;
      if (text.document_type !== context.documentType) continue;
      // Another company's text is never ours (the server sends only ours, but be sure).
      if (text.company !== null && text.company.id !== context.company) continue;
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
