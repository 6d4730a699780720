// Lint: typescript-eslint on every side, and the import boundaries of DESIGN.md enforced here, as
// VS Code enforces its layers: src-shared imports nothing of ours and no platform; src-renderer
// never imports Node or Electron; src-main and src-server never import React.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const nodeBuiltins = [
  'node:*',
  'fs',
  'path',
  'os',
  'child_process',
  'crypto',
  'http',
  'https',
  'net',
  'stream',
  'url',
  'util',
  'events',
  'zlib',
];

function forbid(groups, message) {
  return {
    'no-restricted-imports': ['error', { patterns: groups.map((group) => ({ group, message })) }],
  };
}

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
    files: ['src-shared/**'],
    rules: forbid(
      [
        [...nodeBuiltins],
        [
          'electron',
          'react',
          'react-dom',
          '**/src-server/**',
          '**/src-main/**',
          '**/src-renderer/**',
          '**/src-preload/**',
        ],
      ],
      'src-shared is shared by every process: no Node, DOM, Electron or React, and nothing of ours outside src-shared.',
    ),
  },
  {
    files: ['src-renderer/**', 'src-preload/host-preload.ts', 'src-preload/host/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid(
        [[...nodeBuiltins], ['electron', '**/src-server/**', '**/src-main/**']],
        'The renderer runs in a sandboxed page: it talks to main only through the bridge (src-shared/bridge.ts).',
      ),
    },
  },
  {
    files: ['src-main/**', 'src-server/**', 'src-preload/preload.ts'],
    rules: forbid(
      [
        [
          'react',
          'react-dom',
          'react-router',
          '@tanstack/react-*',
          'zustand',
          '**/src-renderer/**',
        ],
      ],
      'Main, preload and server never import the renderer or React.',
    ),
  },
  {
    files: ['src-server/**'],
    rules: forbid(
      [
        [
          'electron',
          '**/src-main/**',
          '**/src-renderer/**',
          '**/src-preload/**',
          'react',
          'react-dom',
        ],
      ],
      'The server stands alone: it runs as `npm run server`, inside main, or anywhere else.',
    ),
  },
);
