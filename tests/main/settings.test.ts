import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCAL_SETTINGS,
  DEFAULT_SESSION_SETTINGS,
  type LocalSettings,
  type SessionSettings,
} from '../../src-shared/bridge.ts';
import { createSettingsStore, DEFAULT_WINDOW_STATE } from '../../src-main/services/settings.ts';
import { logRecorder, removeTempDirs, tempDir } from './helpers.ts';

afterEach(removeTempDirs);

const open = (dir: string) => createSettingsStore({ dir, log: logRecorder() });

describe('settings store', () => {
  it('starts from the defaults in a new user-data folder', async () => {
    const settings = open(await tempDir());
    expect(settings.read()).toEqual({
      serverUrl: null,
      local: DEFAULT_LOCAL_SETTINGS,
      session: DEFAULT_SESSION_SETTINGS,
    });
    expect(settings.windowState()).toEqual(DEFAULT_WINDOW_STATE);
  });

  it('keeps local and session settings, server URL and window state across a restart', async () => {
    const dir = await tempDir();
    const first = open(dir);
    first.update({
      local: {
        theme: 'dark',
        collapsed: true,
        pin: ['rfq', 'company'],
        Filters: { rfq: { status: 'new', 'a.b': 1 } },
      },
      session: { activePreset: { rfq: 'Mine' }, columnVisibility: { company: { city: false } } },
    });
    first.setServerUrl('https://erp.example.com');
    first.saveWindowState({ bounds: { x: 10, y: 20, width: 1200, height: 800 }, maximized: true });

    const second = open(dir);
    const read = second.read();
    expect(read.serverUrl).toBe('https://erp.example.com');
    expect(read.local).toMatchObject({ theme: 'dark', collapsed: true, pin: ['rfq', 'company'] });
    // A filter name with a dot is data, not a nested path.
    expect(read.local.Filters).toEqual({ rfq: { status: 'new', 'a.b': 1 } });
    expect(read.session.activePreset).toEqual({ rfq: 'Mine' });
    expect(second.windowState()).toEqual({
      bounds: { x: 10, y: 20, width: 1200, height: 800 },
      maximized: true,
    });
    expect(second.path).toBe(join(dir, 'settings.json'));
  });

  it('clearSession (log-out) resets the session part and keeps the local one', async () => {
    const dir = await tempDir();
    const settings = open(dir);
    const local = {
      theme: 'light',
      rfqView: 'cards',
      columnPinning: { rfq: { left: ['id'], right: [] } },
    } satisfies Partial<LocalSettings>;
    settings.update({ local, session: { owner: 'sales/3', activePreset: { rfq: 'Mine' } } });
    const after = settings.clearSession();
    expect(after.session).toEqual(DEFAULT_SESSION_SETTINGS);
    // The local part stays as it was written.
    expect(after.local).toMatchObject(local);
    expect(open(dir).read().session).toEqual(DEFAULT_SESSION_SETTINGS);
    expect(open(dir).read().local.theme).toBe('light');
  });

  it('refuses a bad patch and changes nothing', async () => {
    const dir = await tempDir();
    const settings = open(dir);
    settings.update({ local: { theme: 'dark' } });
    const before = await readFile(join(dir, 'settings.json'), 'utf8');

    expect(() => settings.update({ local: { theme: 'neon' as 'dark' } })).toThrow();
    expect(() => settings.setServerUrl('ftp://files.example.com')).toThrow();
    expect(await readFile(join(dir, 'settings.json'), 'utf8')).toBe(before);
    expect(settings.read().local.theme).toBe('dark');
  });

  it('falls back to the defaults when the file is not JSON, without crashing', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'settings.json'), '{"local": {"theme": "dark"', 'utf8');
    const settings = open(dir);
    expect(settings.read().local).toEqual(DEFAULT_LOCAL_SETTINGS);
    // And it is usable again at once.
    settings.update({ local: { theme: 'light' } });
    expect(open(dir).read().local.theme).toBe('light');
  });

  it('falls back when the file is JSON but not an object', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'settings.json'), '[1, 2, 3]', 'utf8');
    expect(open(dir).read().local).toEqual(DEFAULT_LOCAL_SETTINGS);
  });

  it('keeps the valid fields of a damaged file and defaults the others', async () => {
    const dir = await tempDir();
    await writeFile(
      join(dir, 'settings.json'),
      JSON.stringify({
        serverUrl: 'javascript:alert(1)',
        window: { bounds: { x: 1, y: 1, width: -5, height: 10 }, maximized: 'yes' },
        local: { theme: 'neon', collapsed: true, pin: 'not-a-list', rfqView: 'cards' },
        session: 42,
      }),
      'utf8',
    );
    const settings = open(dir);
    const read = settings.read();
    expect(read.serverUrl).toBeNull();
    expect(read.local).toEqual({
      ...DEFAULT_LOCAL_SETTINGS,
      collapsed: true,
      rfqView: 'cards',
    });
    expect(read.session).toEqual(DEFAULT_SESSION_SETTINGS);
    expect(settings.windowState()).toEqual(DEFAULT_WINDOW_STATE);
  });

  it('reads a file of an older version: fields since added empty, a field since dropped gone, the rest kept', async () => {
    const dir = await tempDir();
    const before: Partial<SessionSettings> & { lastPath: string } = {
      ...DEFAULT_SESSION_SETTINGS,
      activePreset: { rfq: 'Mine' },
      lastPath: '/orders',
    };
    delete before.basket;
    delete before.owner;
    await writeFile(join(dir, 'settings.json'), JSON.stringify({ session: before }), 'utf8');
    expect(open(dir).read().session).toEqual({
      ...DEFAULT_SESSION_SETTINGS,
      activePreset: { rfq: 'Mine' },
    });
  });
});
