/**
 * An answer is checked against its endpoint's declared schema as the caller's audience receives
 * it (endpoint.ts, answers.ts): drift is named by endpoint and field; a field audience.ts
 * withholds from the caller may be absent, and only for that caller.
 */
import { describe, expect, it } from 'vitest';
import { checkAnswer, ContractError } from '../../src-shared/api/answers.ts';
import { pathOf } from '../../src-shared/api/endpoint.ts';
import { settingEndpoints } from '../../src-shared/api/setting.ts';

function failure(run: () => void): ContractError {
  try {
    run();
  } catch (error) {
    if (error instanceof ContractError) return error;
    throw error;
  }
  throw new Error('expected a ContractError');
}

describe('checkAnswer', () => {
  it('names the endpoint and the field of an answer that drifted', () => {
    const error = failure(() =>
      checkAnswer(settingEndpoints.currencyRate, 'pricing', {
        rates: { EUR: '0.9' },
        timestamp: '',
      }),
    );
    expect(error.endpoint).toBe('GET /:role/currency_rate/');
    expect(error.issues).toEqual(['rates.EUR: Enter a number.']);
    expect(error.message).toContain('GET /:role/currency_rate/ answered other than declared');
  });

  it('lets a field withheld from the caller be absent, for that caller only', () => {
    const withoutSteps = [{ sale_type: { id: 1, name: 'Sale' } }];
    // A sale type's margin steps are 'pricing' (audience.ts): staff who do not price lack them.
    expect(() => checkAnswer(settingEndpoints.margin, 'staff', withoutSteps)).not.toThrow();
    expect(
      failure(() => checkAnswer(settingEndpoints.margin, 'pricing', withoutSteps)).issues,
    ).toEqual(['0.steps: This field is required.']);
  });
});

describe('pathOf', () => {
  it('builds the path from the declaration and refuses a missing parameter', () => {
    expect(pathOf(settingEndpoints.margin, { role: 'sales' })).toBe('sales/margin/');
    expect(() => pathOf(settingEndpoints.margin, { role: '' })).toThrow(/no value for :role/);
  });
});
