/**
 * The one rule both the quotation screen and the printed KP follow to choose a company's text
 * conditions (src-shared/domain/kp-conditions.ts).
 */
import { describe, expect, it } from 'vitest';
import { chooseConditionTexts, type ConditionText } from '../../src-shared/domain/kp-conditions.ts';

const COMPANY = 8;
const context = { company: COMPANY, forRepair: true, logisticsOn: false, language: 'en' };

function text(id: number, fields: Partial<ConditionText>): ConditionText {
  return {
    id,
    condition_type: 0,
    company_id: null,
    for_repair: false,
    logistics_on: false,
    language: 'en',
    text: `text ${id}`,
    ...fields,
  };
}

describe('chooseConditionTexts', () => {
  it('takes a text that matches neither repair nor logistics rather than none', () => {
    const chosen = chooseConditionTexts([text(1, { logistics_on: true })], context);
    expect(chosen.payment).toBe('text 1');
    expect(chosen.delivery).toBe('');
  });

  it('ranks the language first, then the company’s own text, then repair, then logistics', () => {
    const texts = [
      text(1, { for_repair: true }),
      text(2, { company_id: COMPANY }),
      text(3, { company_id: COMPANY, for_repair: true, language: 'ru' }),
    ];
    // The company's own general text beats the default repair text; a Russian text loses to both.
    expect(chooseConditionTexts(texts, context).payment).toBe('text 2');
    expect(chooseConditionTexts(texts, { ...context, language: 'ru' }).payment).toBe('text 3');
    expect(
      chooseConditionTexts([text(4, {}), text(5, { logistics_on: true })], {
        ...context,
        logisticsOn: true,
      }).payment,
    ).toBe('text 5');
  });

  it('never takes another company’s text, and the newer of two equal texts', () => {
    expect(chooseConditionTexts([text(1, { company_id: 99 })], context).payment).toBe('');
    expect(chooseConditionTexts([text(6, {}), text(7, {})], context).payment).toBe('text 7');
  });

  it('puts each text under its condition type', () => {
    const chosen = chooseConditionTexts(
      [text(1, { condition_type: 4 }), text(2, { condition_type: 5 })],
      context,
    );
    expect(chosen).toMatchObject({ payment: '', warranty: 'text 1', loan: 'text 2' });
  });
});
