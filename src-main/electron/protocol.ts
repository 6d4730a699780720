/**
 * The app:// protocol: serves dist/renderer to the window, with the Content-Security-Policy on
 * every response. Registered as standard and secure before the app is ready (see app-origin.ts
 * for why a custom scheme and not file://).
 */
import { readFile } from 'node:fs/promises';
import { protocol } from 'electron';
import { APP_HOST, APP_SCHEME } from '../app-origin.ts';
import { resolveStaticFile, staticContentType } from '../static-files.ts';

/** Must run before `app.whenReady()`. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: {
        standard: true,
        secure: true,
        supportFetchAPI: true,
        // Vite's module script carries `crossorigin`: the scheme must take part in CORS.
        corsEnabled: true,
        codeCache: true,
      },
    },
  ]);
}

export function serveRenderer(rendererDir: string, csp: () => string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url);
    const file = url.host === APP_HOST ? await resolveStaticFile(rendererDir, url.pathname) : null;
    if (!file || request.method !== 'GET') {
      return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    }
    return new Response(await readFile(file), {
      status: 200,
      headers: {
        'Content-Type': staticContentType(file),
        'Content-Security-Policy': csp(),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-cache',
      },
    });
  });
}
