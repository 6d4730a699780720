import { describe, expect, it } from 'vitest';
import {
  BAD_REQUEST,
  errorMessage,
  fieldErrors,
  outcomeForFailure,
  outcomeForResponse,
  SERVER_ERROR,
} from '../../src-shared/domain/errors.ts';

describe('error message construction (spec §8)', () => {
  it('takes a string detail as it is', () => {
    expect(errorMessage({ detail: 'Invalid page.' })).toBe('Invalid page.');
  });

  it("joins a detail list with '; '", () => {
    expect(errorMessage({ detail: ['First', 'Second'] })).toBe('First; Second');
  });

  it("joins every field's messages with '; ' when there is no detail", () => {
    expect(errorMessage({ name: ['Too short', 'Taken'], email: ['Bad email'] })).toBe(
      'Too short; Taken; Bad email',
    );
  });

  it('prefers detail over field messages', () => {
    expect(errorMessage({ detail: 'Only this', name: ['not this'] })).toBe('Only this');
  });

  it('flattens nested field errors', () => {
    expect(errorMessage({ positions: [{ qty: ['Must be positive'] }] })).toBe('Must be positive');
  });

  it('is empty for a body without messages', () => {
    expect(errorMessage({})).toBe('');
    expect(errorMessage(null)).toBe('');
    expect(errorMessage('')).toBe('');
  });

  it('keeps field errors by field, without detail and non-field errors', () => {
    expect(
      fieldErrors({ detail: 'x', non_field_errors: ['y'], name: ['Required'], city: 'Too long' }),
    ).toEqual({ name: ['Required'], city: ['Too long'] });
  });
});

describe('handling by status (spec §8)', () => {
  it.each([400, 429])('%i shows the server detail, or Bad request', (status) => {
    expect(outcomeForResponse({ status, body: { detail: 'Slow down' } })).toMatchObject({
      message: 'Slow down',
      logout: false,
    });
    expect(outcomeForResponse({ status, body: {} })).toMatchObject({
      message: BAD_REQUEST,
      logout: false,
    });
  });

  it('401 shows the detail and logs out, except for the login calls', () => {
    expect(outcomeForResponse({ status: 401, body: { detail: 'Expired' } })).toMatchObject({
      message: 'Expired',
      logout: true,
    });
    expect(outcomeForResponse({ status: 401, body: null })).toMatchObject({
      message: BAD_REQUEST,
      logout: true,
    });
    expect(
      outcomeForResponse({ status: 401, body: { detail: 'Wrong' }, isLoginCall: true }),
    ).toMatchObject({ message: 'Wrong', logout: false });
  });

  it('403 logs the user out', () => {
    expect(outcomeForResponse({ status: 403, body: { detail: 'No' } })).toMatchObject({
      logout: true,
    });
  });

  it('404 shows the detail; without one, Bad request and error code 404', () => {
    const withDetail = outcomeForResponse({ status: 404, body: { detail: 'Not found.' } });
    expect(withDetail).toMatchObject({ message: 'Not found.', logout: false });
    expect(withDetail?.recordCode).toBeUndefined();
    expect(outcomeForResponse({ status: 404, body: {} })).toMatchObject({
      message: BAD_REQUEST,
      recordCode: 404,
    });
  });

  it('500 shows the status text or Server Error and records 500', () => {
    expect(
      outcomeForResponse({ status: 500, statusText: 'Internal Server Error', body: {} }),
    ).toMatchObject({ message: 'Internal Server Error', recordCode: 500, logout: false });
    expect(outcomeForResponse({ status: 500, body: {} })).toMatchObject({
      message: SERVER_ERROR,
      recordCode: 500,
    });
  });

  it('200 and 201 with a detail show it as information', () => {
    expect(outcomeForResponse({ status: 200, body: { detail: 'Code sent' } })).toEqual({
      message: 'Code sent',
      logout: false,
      severity: 'info',
    });
    expect(outcomeForResponse({ status: 201, body: { detail: 'Created' } })).toMatchObject({
      message: 'Created',
      severity: 'info',
    });
  });

  it('a success without detail has nothing to show', () => {
    expect(outcomeForResponse({ status: 200, body: { id: 1 } })).toBeUndefined();
    expect(outcomeForResponse({ status: 204, body: null })).toBeUndefined();
  });

  it('client failures are shown, never swallowed', () => {
    for (const kind of ['fetch', 'timeout', 'parse'] as const) {
      const outcome = outcomeForFailure(kind, 'cause');
      expect(outcome.message).toMatch(/\S/);
      expect(outcome.message).toContain('cause');
      expect(outcome.logout).toBe(false);
    }
  });
});
