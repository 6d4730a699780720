/**
 * The quotation form says what is wrong as it is typed, in the words of the shared schema the
 * server uses too (QUOTE_LIMITS): a margin of −500 % is named beside its field before anything
 * is sent, and the form has one line to say it where prices would be.
 */
import { describe, expect, it } from 'vitest';
import {
  draftFromSaved,
  draftProblems,
  withField,
} from '../../src-renderer/features/rfq/quotation/draft.ts';
import { quotationRecord } from './rfq-records.ts';

const quotation = quotationRecord({
  vat: true,
  vat_columns: true,
  vat_value: 20,
  all_priorities: ['URGENT'],
  priceTotalByUser: 12500.5,
});

const saved = draftFromSaved(quotation, { rfqNameByUser: '', start_date: null, end_date: null });

describe('the quotation as typed', () => {
  it('shows a stored typed total as an amount with commas', () => {
    expect(saved.priceTotalByUser).toBe('12,500.50');
    expect(draftProblems(saved, saved)).toEqual({ errors: {}, summary: null });
  });

  it('names a margin of −500 % beside its field, before anything is sent', () => {
    const typed = withField(saved, 'marginByUserInRFQHead', '-500');
    expect(draftProblems(saved, typed)).toEqual({
      errors: { marginByUserInRFQHead: ['The margin is 0 to 1,000 %.'] },
      summary: 'The margin is 0 to 1,000 %.',
    });
  });

  it('names every refused field: VAT, rate, a typed total that is not an amount', () => {
    let typed = withField(saved, 'vat_value', '120');
    typed = withField(typed, 'xRate', 'abc');
    typed = withField(typed, 'priceTotalByUser', '-5');
    const { errors } = draftProblems(saved, typed);
    expect(errors.vat_value).toEqual(['VAT is 0 to 100 %.']);
    expect(errors.xRate).toEqual(['The rate must be a number.']);
    expect(errors.priceTotalByUser).toHaveLength(1);
  });
});
