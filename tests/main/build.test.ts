/**
 * The Electron side cannot run here (no Electron binary), so these check what can be checked in
 * Node: the bundles build with the right shape and externals, and the pure pieces Electron uses
 * (the app:// origin check, static file resolution, the CSP, the host's settings).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ENTRY_URL, isAppUrl } from '../../src-main/app-origin.ts';
import { contentSecurityPolicy } from '../../src-main/csp.ts';
import { readHostConfig } from '../../src-main/host/config.ts';
import { resolveStaticFile } from '../../src-main/static-files.ts';
import { buildBundle } from '../../scripts/bundles.ts';
import { removeTempDirs, tempDir } from './helpers.ts';

let out: string;
const bundle = (name: string) => readFile(join(out, name), 'utf8');

beforeAll(async () => {
  out = await tempDir('aerodesk-build-');
  await Promise.all([
    buildBundle('main', join(out, 'main.cjs')),
    buildBundle('server', join(out, 'server.cjs')),
    buildBundle('pdfWorker', join(out, 'pdf-worker.cjs')),
    buildBundle('preload', join(out, 'preload.cjs')),
    buildBundle('hostPreload', join(out, 'host-preload.js')),
  ]);
});

afterAll(removeTempDirs);

/** Modules the code really requires (not `require(...)` text inside strings, as ajv has). */
function requiredModules(code: string): string[] {
  const calls = code.matchAll(/(?<!['"`])\brequire\("([^"]+)"\)/g);
  return [...new Set([...calls].map((match) => match[1]!))].sort();
}

describe('bundles', () => {
  it('main.cjs is CommonJS with Electron and the keychain left outside, and no server or pdfmake', async () => {
    const code = await bundle('main.cjs');
    // Everything else that is not a Node built-in was bundled.
    const outside = requiredModules(code).filter((name) => !isBuiltin(name));
    expect(outside).toEqual(['@napi-rs/keyring', 'electron']);
    expect(code).not.toMatch(/\bimport\.meta\b/);
    // Main stays thin: the server (Fastify, pg) runs in server.cjs, PDFs in pdf-worker.cjs.
    expect(code).not.toMatch(/fastify|pdfmake|pg-native/i);
  });

  it('server.cjs carries the server, with only what is found at run time outside', async () => {
    const code = await bundle('server.cjs');
    // pg-native is pg's optional native driver, never installed: pg requires it only when asked.
    // The keychain (the messaging bot's token) is native, found at run time as main finds it.
    expect(requiredModules(code).filter((name) => !isBuiltin(name))).toEqual([
      '@napi-rs/keyring',
      'pg-native',
    ]);
    expect(code).not.toMatch(/\bimport\.meta\b/);
    expect(code).toContain('fastify');
    // The PostgreSQL binaries package is found at run time, from node_modules.
    expect(code).toMatch(/await import\(\s*(\/\*[^*]*\*\/\s*)?packageName\s*\)/);
  });

  it('pdf-worker.cjs carries pdfmake and needs nothing outside', async () => {
    const code = await bundle('pdf-worker.cjs');
    expect(requiredModules(code).filter((name) => !isBuiltin(name))).toEqual([]);
    expect(code).not.toMatch(/\bimport\.meta\b/);
    expect(code).toContain('pdfmake');
  });

  it('preload.cjs needs only electron, and stays small (no zod)', async () => {
    const code = await bundle('preload.cjs');
    expect(requiredModules(code)).toEqual(['electron']);
    expect(code).toContain('exposeInMainWorld("aerodesk"');
    expect(code.length).toBeLessThan(20_000);
  });

  it('host-preload.js is a self-contained script for the page', async () => {
    const code = await bundle('host-preload.js');
    expect(code.trimStart()).toMatch(/^"use strict";\s*\(\(\) => \{/);
    expect(requiredModules(code)).toEqual([]);
    expect(code.length).toBeLessThan(60_000);
  });
});

describe('pieces Electron uses', () => {
  it('trusts only app://aerodesk pages', () => {
    expect(isAppUrl(APP_ENTRY_URL)).toBe(true);
    expect(isAppUrl('app://aerodesk/#/rfq/12')).toBe(true);
    for (const url of [
      'app://evil/index.html',
      'https://aerodesk/',
      'file:///index.html',
      'about:blank',
      '',
      null,
      'not a url',
    ]) {
      expect(isAppUrl(url), String(url)).toBe(false);
    }
  });

  it('resolves renderer files and nothing outside the folder', async () => {
    const root = await tempDir('aerodesk-static-');
    await writeFile(join(root, 'index.html'), '<html></html>');
    await mkdir(join(root, 'assets'));
    await writeFile(join(root, 'assets', 'app.js'), '');
    expect(await resolveStaticFile(root, '/')).toBe(join(root, 'index.html'));
    expect(await resolveStaticFile(root, '/assets/app.js')).toBe(join(root, 'assets', 'app.js'));
    for (const path of [
      '/../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets',
      '/missing',
      '/%00',
      '/%E0%A4%A',
    ]) {
      expect(await resolveStaticFile(root, path), path).toBeNull();
    }
  });

  it('builds a CSP that allows scripts only from the app and connections to the server in use', () => {
    const csp = contentSecurityPolicy('https://erp.example.com/api/');
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self' https://erp.example.com;");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('reads the host settings from the environment, refusing a bad port', () => {
    const config = readHostConfig(['--no-open'], {
      AERODESK_USER_DATA: '/data/aerodesk',
      AERODESK_HOST_PORT: '4321',
      AERODESK_SERVER_URL: 'https://erp.example.com',
    });
    expect(config).toMatchObject({
      userDataDir: '/data/aerodesk',
      port: 4321,
      serverUrl: 'https://erp.example.com',
      open: false,
    });
    expect(readHostConfig([], { XDG_CONFIG_HOME: '/home/u/.config' })).toMatchObject({
      userDataDir: '/home/u/.config/Aerodesk',
      port: 0,
      open: true,
    });
    expect(readHostConfig([], { AERODESK_NO_OPEN: '1' }).open).toBe(false);
    expect(() => readHostConfig([], { AERODESK_HOST_PORT: 'eighty' })).toThrow(
      'AERODESK_HOST_PORT',
    );
  });
});
