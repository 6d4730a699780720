/**
 * The company's text conditions for a quotation, from the texts the server lists for the company:
 * those of the chosen KP version's document type, chosen by the one rule the printed KP follows
 * too (src-shared/domain/kp-conditions.ts).
 */
import type { TextCondition } from '../../../../src-shared/api/home.ts';
import type { KpConditions } from '../../../../src-shared/api/rfq.ts';
import {
  chooseConditionTexts,
  type ConditionContext,
} from '../../../../src-shared/domain/kp-conditions.ts';
import type { KpDocumentType } from '../../../../src-shared/domain/kp-versions.ts';

export function companyConditions(
  texts: readonly TextCondition[],
  context: ConditionContext & { documentType: KpDocumentType },
): KpConditions {
  return chooseConditionTexts(
    texts
      .filter((text) => text.document_type === context.documentType)
      .map((text) => ({ ...text, company_id: text.company?.id ?? null })),
    context,
  );
}
