import { describe, expect, it } from 'vitest';
import {
  apiPathSchema,
  excelRequestSchema,
  fileNameSchema,
  serverUrlSchema,
  settingsPatchSchema,
} from '../../src-shared/bridge.ts';

describe('bridge argument validation', () => {
  it('accepts API paths relative to the server', () => {
    for (const path of ['sales/company/', 'sales/download/abc/', 'api/health/?x=1']) {
      expect(apiPathSchema.safeParse(path).success).toBe(true);
    }
  });

  it('refuses URLs, absolute paths and parent steps', () => {
    for (const path of [
      'http://evil.example/',
      'file:///etc/passwd',
      '/etc/passwd',
      '\\\\host\\share',
      'sales/../admin/',
      '..',
      '',
    ]) {
      expect(apiPathSchema.safeParse(path).success, path).toBe(false);
    }
  });

  it('accepts plain file names only', () => {
    expect(fileNameSchema.safeParse('companies 2026-11-21.xlsx').success).toBe(true);
    expect(fileNameSchema.safeParse('../x.xlsx').success).toBe(false);
    expect(fileNameSchema.safeParse('a/b.xlsx').success).toBe(false);
  });

  it('accepts http(s) server URLs or null for the embedded server', () => {
    expect(serverUrlSchema.safeParse({ url: 'https://erp.example.com' }).success).toBe(true);
    expect(serverUrlSchema.safeParse({ url: null }).success).toBe(true);
    expect(serverUrlSchema.safeParse({ url: 'ftp://x' }).success).toBe(false);
    expect(serverUrlSchema.safeParse({ url: 'not a url' }).success).toBe(false);
  });

  it('refuses unknown themes and malformed settings', () => {
    expect(settingsPatchSchema.safeParse({ local: { theme: 'dark' } }).success).toBe(true);
    expect(settingsPatchSchema.safeParse({ local: { theme: 'neon' } }).success).toBe(false);
    expect(settingsPatchSchema.safeParse({ local: { pin: 'companies' } }).success).toBe(false);
  });

  it('refuses sheets with forbidden names or no columns', () => {
    const sheet = { name: 'Companies', columns: [{ key: 'name', header: 'Name' }], rows: [] };
    expect(excelRequestSchema.safeParse({ suggestedName: 'a.xlsx', sheets: [sheet] }).success).toBe(
      true,
    );
    expect(
      excelRequestSchema.safeParse({
        suggestedName: 'a.xlsx',
        sheets: [{ ...sheet, name: 'a/b' }],
      }).success,
    ).toBe(false);
    expect(
      excelRequestSchema.safeParse({ suggestedName: 'a.xlsx', sheets: [{ ...sheet, columns: [] }] })
        .success,
    ).toBe(false);
  });
});
