import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under src/features is a feature, guarded from its first file.
const featureNames = readdirSync(new URL('./src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Page-side code shared by the app and the features: general pieces, and one folder per
// concern (auth, the outbox's page side, toasts) holding its state, logic and UI.
const sharedPageSide = [
  './src/components',
  './src/hooks',
  './src/stores',
  './src/lib',
  './src/content',
  './src/auth',
  './src/outbox',
  './src/toasts',
];

// One-way imports: app -> features -> shared page side -> shared. Each zone says why it exists.
const boundaryZones = [
  ...featureNames.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message:
      'Features never import each other: move the shared piece to a shared page-side folder (src/components, hooks, lib, stores, auth, outbox, toasts).',
  })),
  {
    target: './src/shared',
    from: ['./src/app', './src/features', './src/sw', ...sharedPageSide],
    message: 'src/shared runs in the page and the service worker: it may import only src/shared.',
  },
  {
    target: './src/sw',
    from: ['./src/app', './src/features', ...sharedPageSide],
    message: 'The service worker may import only src/sw and src/shared (no DOM, no React).',
  },
  {
    target: sharedPageSide,
    from: ['./src/app', './src/features'],
    message: 'Shared page-side code must not depend on app wiring or on a feature.',
  },
  {
    target: './src/toasts',
    from: ['./src/auth', './src/outbox'],
    message: 'Toasts are shown by auth and the outbox, never the other way round.',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'Features must not import the app shell; the app composes features.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-test',
      'dist-test-ssr',
      '.local',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench/.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['tsconfig.app.json', 'tsconfig.sw.json', 'tsconfig.node.json'],
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      // Two modules that import each other load in an order nobody chose.
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                "Import z from '@/shared/zod': it turns zod's eval probe off, which the CSP would report.",
            },
          ],
          patterns: [
            {
              group: ['../*'],
              message: "Use the '@/' alias for anything outside the current folder.",
            },
            {
              group: ['**/index', '@/**/index'],
              message: 'No barrel files: import the file that defines the thing.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one place zod is configured for the whole site.
    files: ['src/shared/zod.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['scripts/**', 'supabase/**', 'tests/**', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
);
