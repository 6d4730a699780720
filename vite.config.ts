import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The renderer bundle. `base: './'` keeps every asset path relative, so the same build loads from
 * Electron's app:// protocol and from the browser host's http://127.0.0.1:PORT. The hash router
 * means no server-side routes are needed either way.
 */
export default defineConfig({
  root: fileURLToPath(new URL('./src-renderer', import.meta.url)),
  base: './',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist/renderer', import.meta.url)),
    emptyOutDir: true,
    target: 'chrome130',
    sourcemap: true,
    // CSP: script-src 'self', and no data: URLs for assets either.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: false },
});
