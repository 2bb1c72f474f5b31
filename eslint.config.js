// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import regexpPlugin from 'eslint-plugin-regexp';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';

const noParentImport = {
  regex: '^\\.\\./',
  message: 'Import through the @/ alias, never ../ (docs/conventions.md).',
};

const WEB = 'apps/web/src';
/** The toasts' library loads with the first toast, through @/lib/toast (docs/product.md#102-what-the-public-pages-load-first). */
const toastThroughLib = {
  name: 'react-hot-toast',
  message:
    'Use toast from @/lib/toast: the library loads with the first toast (docs/product.md#102-what-the-public-pages-load-first).',
  allowTypeImports: true,
};
/** An amount on a screen is written in the page's language (docs/product.md#27-languages-and-right-to-left). */
const moneyInPageLanguage = {
  name: '@skylark/contract',
  importNames: ['formatMoney'],
  message:
    "Use formatMoney from @/lib/format: it writes the amount in the page's language (docs/product.md#27-languages-and-right-to-left).",
};
/**
 * Import boundaries of the web app (docs/conventions.md): app → features → components/lib → contract;
 * a feature imports only itself; components/ may use lib/, lib/ never uses components/.
 */
const webBoundaries = {
  files: [`${WEB}/**/*.{ts,tsx}`],
  plugins: { boundaries },
  settings: {
    'import/resolver': { typescript: { project: 'apps/web/tsconfig.json' } },
    'boundaries/legacy-templates': false,
    'boundaries/elements': [
      { type: 'app', pattern: `${WEB}/app`, partialMatch: false },
      { type: 'feature', pattern: `${WEB}/features/*`, partialMatch: false, capture: ['feature'] },
      { type: 'components', pattern: `${WEB}/components`, partialMatch: false },
      { type: 'lib', pattern: `${WEB}/lib`, partialMatch: false },
      { type: 'test', pattern: `${WEB}/test`, partialMatch: false },
      { type: 'entry', pattern: `${WEB}/*.{ts,tsx}`, partialMatch: false },
      { type: 'contract', pattern: 'packages/contract/src', partialMatch: false },
    ],
    'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies: [
          {
            from: { element: { type: 'entry' } },
            allow: { to: { element: { types: { anyOf: ['app', 'lib', 'entry', 'contract'] } } } },
          },
          {
            from: { element: { type: 'app' } },
            allow: {
              to: { element: { types: { anyOf: ['app', 'feature', 'components', 'lib', 'contract'] } } },
            },
          },
          {
            from: { element: { type: 'feature' } },
            allow: { to: { element: { types: { anyOf: ['components', 'lib', 'contract'] } } } },
          },
          {
            from: { element: { type: 'feature' } },
            allow: {
              to: {
                element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } },
              },
            },
          },
          {
            from: { element: { type: 'components' } },
            allow: { to: { element: { types: { anyOf: ['components', 'lib', 'contract'] } } } },
          },
          {
            from: { element: { type: 'lib' } },
            allow: { to: { element: { types: { anyOf: ['lib', 'contract'] } } } },
          },
          // test helpers render the app's providers; tests use the helpers
          {
            from: { element: { type: 'test' } },
            allow: { to: { element: { types: { anyOf: ['app', 'lib', 'test', 'contract'] } } } },
          },
          { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'test' } } } },
        ],
      },
    ],
    'no-restricted-imports': [
      'error',
      { patterns: [noParentImport], paths: [toastThroughLib, moneyInPageLanguage] },
    ],
  },
};

const API = 'apps/api/src';
/**
 * Import boundaries of the API (docs/conventions.md), top to bottom: app.ts → jobs/ → modules →
 * plugins/ → mail/, db/, lib/. A layer never imports one above it; a module or jobs/ reaches a module
 * only through its `index.ts`; nothing imports in a circle. Tests may reach into any file.
 */
const apiBoundaries = {
  files: [`${API}/**/*.{ts,tsx}`],
  plugins: { boundaries, 'import-x': importX },
  settings: {
    'import/resolver': { typescript: { project: 'apps/api/tsconfig.json' } },
    // import-x parses the imported TypeScript files to follow their imports
    ...importX.flatConfigs.typescript.settings,
    'import-x/resolver': { typescript: { project: 'apps/api/tsconfig.json' } },
    'boundaries/legacy-templates': false,
    'boundaries/elements': [
      { type: 'jobs', pattern: `${API}/jobs`, partialMatch: false },
      { type: 'module', pattern: `${API}/modules/*`, partialMatch: false, capture: ['module'] },
      { type: 'plugins', pattern: `${API}/plugins`, partialMatch: false },
      { type: 'lower', pattern: `${API}/{db,lib,mail}`, partialMatch: false },
    ],
    'boundaries/files': [
      { category: 'test', pattern: '**/*.test.{ts,tsx}' },
      { category: 'entry', pattern: `${API}/{app,serve,server}.ts` },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: { element: { type: ['lower', 'plugins', 'module', 'jobs'] } },
            disallow: { to: { file: { categories: 'entry' } } },
            message:
              'Nothing imports app.ts, serve.ts or server.ts: they build and start the app (docs/conventions.md).',
          },
          {
            from: { element: { type: 'lower' } },
            disallow: { to: { element: { type: ['module', 'plugins', 'jobs'] } } },
            message:
              'db/, lib/ and mail/ never import a module, plugins/ or jobs/: move the shared piece down (docs/conventions.md).',
          },
          {
            from: { element: { type: 'plugins' } },
            disallow: { to: { element: { type: ['module', 'jobs'] } } },
            message: 'plugins/ never import a module or jobs/ (docs/conventions.md).',
          },
          {
            from: { element: { type: 'module' } },
            disallow: { to: { element: { type: 'jobs' } }, dependency: { kind: 'value' } },
            message: 'A module never runs code of jobs/: jobs/ calls the module (docs/conventions.md).',
          },
          {
            from: { element: { type: ['module', 'jobs'] } },
            disallow: { to: { element: { type: 'module' } } },
            message: 'Import another module through its index.ts, never its files (docs/conventions.md).',
          },
          {
            from: { element: { type: 'module' } },
            allow: {
              to: {
                element: { type: 'module', captured: { module: '{{ from.element.captured.module }}' } },
              },
            },
          },
          {
            from: { element: { type: ['module', 'jobs'] } },
            allow: { to: { element: { type: 'module', fileInternalPath: 'index.ts' } } },
          },
          {
            from: { file: { categories: 'test' } },
            allow: {
              to: [{ element: { type: ['module', 'plugins', 'jobs'] } }, { file: { categories: 'entry' } }],
            },
          },
        ],
      },
    ],
    // a cycle of imports that run (type imports are erased); maxDepth keeps it fast
    'import-x/no-cycle': ['error', { maxDepth: 12, ignoreExternal: true }],
  },
};

/** A test may clear react-hot-toast's own store between tests. */
const webTests = {
  files: [`${WEB}/**/*.test.{ts,tsx}`],
  rules: { 'no-restricted-imports': ['error', { patterns: [noParentImport] }] },
};

/** The one place the contract's English amount is wrapped in the page's language. */
const webMoneyFormat = {
  files: [`${WEB}/lib/format.ts`],
  rules: { 'no-restricted-imports': ['error', { patterns: [noParentImport], paths: [toastThroughLib] }] },
};

/** File and folder names of the web app are kebab-case (docs/conventions.md). */
const webFileNames = {
  files: [`${WEB}/**/*.{ts,tsx}`],
  plugins: { 'check-file': checkFile },
  rules: {
    'check-file/filename-naming-convention': [
      'error',
      { '**/*.{ts,tsx}': 'KEBAB_CASE' },
      { ignoreMiddleExtensions: true },
    ],
    'check-file/folder-naming-convention': ['error', { [`${WEB}/**/`]: 'KEBAB_CASE' }],
  },
};

/**
 * The traveller's screens speak the visitor's language (docs/decisions/102): a text in their JSX, as
 * content or as an attribute a person reads, goes through the translation function. The back office
 * is the airline's and stays in English. A folder joins this list once its texts are translated.
 */
const TRANSLATED = [
  `${WEB}/app/**/*.tsx`,
  `${WEB}/components/ui/**/*.tsx`,
  `${WEB}/lib/**/*.tsx`,
  `${WEB}/components/flight-search/**/*.tsx`,
  `${WEB}/features/flights/**/*.tsx`,
  `${WEB}/components/flights/**/*.tsx`,
  `${WEB}/features/auth/**/*.tsx`,
  `${WEB}/features/tracking/**/*.tsx`,
  `${WEB}/features/profile/**/*.tsx`,
  `${WEB}/components/account/**/*.tsx`,
  `${WEB}/components/mfa/**/*.tsx`,
  `${WEB}/features/payment/**/*.tsx`,
  `${WEB}/components/booking-form/**/*.tsx`,
  `${WEB}/features/booking/**/*.tsx`,
  `${WEB}/features/marketing/**/*.tsx`,
  `${WEB}/components/bookings/**/*.tsx`,
  `${WEB}/components/news/**/*.tsx`,
  `${WEB}/components/money/**/*.tsx`,
];
const BACK_OFFICE = [
  `${WEB}/app/layouts/admin-layout.tsx`,
  // routes.tsx names only the back office's pages (RequireFullAdmin's `page`), which stays in English
  `${WEB}/app/routes.tsx`,
  `${WEB}/features/auth/routes/admin-*.tsx`,
  `${WEB}/features/auth/components/admin-*.tsx`,
  // the back office's flight form (features/admin-flights) lives beside the traveller's flight card
  ...[
    'flight-form-dialog',
    'create-flight-fields',
    'edit-flight-fields',
    'route-fields',
    'class-fields',
    'series-fields',
    'boarding-fields',
    'cause-picker',
  ].map((name) => `${WEB}/components/flights/${name}.tsx`),
];
const NOT_READ = ['className', 'type', 'key', 'id', 'to', 'href', 'name', 'role', 'rel', 'target', 'method'];
const translatedTexts = {
  files: TRANSLATED,
  ignores: [`${WEB}/**/*.test.tsx`, ...BACK_OFFICE],
  plugins: { i18next },
  rules: {
    'i18next/no-literal-string': [
      'error',
      {
        mode: 'jsx-only',
        callees: {
          exclude: [
            'i18n(ext)?',
            't',
            'navigate',
            'getValues',
            'cn',
            'buttonClasses',
            'includes',
            'startsWith',
            'endsWith',
            // react-hook-form's field names
            '(form\\.)?register',
            'useWatch',
            'name',
            'props',
          ],
        },
        'jsx-attributes': {
          exclude: [
            ...NOT_READ,
            'autoComplete',
            'inputMode',
            'variant',
            'size',
            'tone',
            'lang',
            'dir',
            'data-.*',
            '\\w+ClassName',
            'testId',
            'aria-hidden',
            'aria-live',
            'aria-haspopup',
            'aria-current',
            'aria-controls',
            'aria-describedby',
            'aria-labelledby',
            'htmlFor',
            'form',
            'accept',
            'pattern',
            'enterKeyHint',
            'spellCheck',
            'align',
            'side',
            'icon',
            'end',
            'position',
            'toastOptions',
            // an API path
            'base',
            'containerClassName',
            'action',
          ],
        },
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/api/.test-build-*/**',
      '**/.prerender/**',
      '**/.floor/**',
      '**/node_modules/**',
      '.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/src/db/migrations/**',
      'scripts/openapi/generated.ts',
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
      // a region that scrolls sideways (a wide table on a phone) takes focus so the keyboard can scroll it
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
      'no-console': 'error',
    },
  },
  webBoundaries,
  apiBoundaries,
  webTests,
  webMoneyFormat,
  webFileNames,
  translatedTexts,
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'e2e/**/*.ts', 'bench/**/*.ts', '*.config.{js,ts}'],
    // scripts strip terminal colour codes from tool output
    rules: { 'no-control-regex': 'off' },
  },
);
