/**
 * The permission handler's decision (src-main/electron/permissions.ts): our pages get the one
 * permission a back office needs, and a frame of any other origin gets nothing, not even that.
 */
import { describe, expect, it } from 'vitest';
import { APP_ENTRY_URL, APP_ORIGIN } from '../../src-main/app-origin.ts';
import { mayGrantPermission } from '../../src-main/electron/permissions.ts';

describe('web permissions', () => {
  it('grants our pages a clipboard write, asked by URL or by origin', () => {
    expect(mayGrantPermission('clipboard-sanitized-write', APP_ENTRY_URL)).toBe(true);
    expect(mayGrantPermission('clipboard-sanitized-write', APP_ORIGIN)).toBe(true);
  });

  it('refuses a foreign origin, even the permission our pages get', () => {
    for (const foreign of [
      'https://evil.example/',
      'http://127.0.0.1:8000/',
      'file:///tmp/page.html',
      'app://other/index.html',
      // Our host name as the user part of a foreign URL: still a foreign origin.
      'https://aerodesk@evil.example/',
      '',
      null,
      undefined,
    ])
      expect(mayGrantPermission('clipboard-sanitized-write', foreign)).toBe(false);
  });

  it('refuses our pages what a back office does not need', () => {
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-read',
      'openExternal',
    ])
      expect(mayGrantPermission(permission, APP_ENTRY_URL)).toBe(false);
  });
});
