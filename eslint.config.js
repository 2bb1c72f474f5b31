// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import regexpPlugin from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES_DIR = new URL('./apps/web/src/features/', import.meta.url);
const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const noParentImport = {
  regex: '^\\.\\./',
  message: 'Import through the @/ alias, never ../ (conventions.md).',
};
const noAppImport = {
  regex: '^@/app(/|$)',
  message: 'Dependencies point one way: app imports features, never the reverse (conventions.md).',
};

/**
 * Import boundaries of the web app (conventions.md): a feature never imports another feature,
 * and components/ and lib/ never import features or app.
 */
const featureBoundaries = features.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@/features/(?!${escape(feature)}(/|$))`,
            message: 'Features never import each other; move shared code to components/ or lib/.',
          },
          noAppImport,
          noParentImport,
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/src/db/migrations/**',
      'coverage/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Every pattern may meet client data: backtracking that grows faster than the input is an error.
  regexpPlugin.configs['flat/recommended'],
  {
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // the classic hook rules; the React Compiler rules of v7 are left to a later decision
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-console': 'error',
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/features(/|$)',
              message: 'components/ and lib/ never import features (conventions.md).',
            },
            noAppImport,
            noParentImport,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/test/**/*.{ts,tsx}', 'apps/web/src/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noParentImport] }] },
  },
  ...featureBoundaries,
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'e2e/**/*.ts', 'bench/**/*.ts', '*.config.{js,ts}'],
    // scripts strip terminal colour codes from tool output
    rules: { 'no-control-regex': 'off' },
  },
);
