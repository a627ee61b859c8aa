// @ts-check
// ESLint for every hand-written script of the repository: `npm run lint` (zero warnings allowed), `npm run format`.
// A `.mjs` file because ESLint 9 loads a TypeScript config only through jiti (an extra runtime) on Node 20.
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import js from '@eslint/js';
import {defineConfig, globalIgnores} from 'eslint/config';
import prettier from 'eslint-config-prettier/flat';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  // What .gitignore leaves out (Prettier reads that file itself): build output at any depth, since the checked-build
  // test builds a fixture site under tests/fixtures/.
  globalIgnores([
    '**/build/',
    '**/.docusaurus/',
    '**/generated/',
    'test-results/',
    'playwright-report/',
    'tests/samples/node_modules/',
    '.scratch/',
  ]),
  {
    linterOptions: {reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error'},
  },
  js.configs.recommended,
  comments.recommended,
  {
    // A rule is silenced only on one line, and only with the reason it is wrong there: `-- because …`.
    rules: {'@eslint-community/eslint-comments/require-description': 'error'},
  },
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // The build, the scripts and the tests run in Node; the theme components in the browser.
      globals: {...globals.node, ...globals.browser},
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
    },
  },
  {
    rules: {
      // `const {$ref: _ref, ...siblings} = schema` is how a key is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', {ignoreRestSiblings: true}],
    },
  },
  {
    // Outside tsconfig.json: this file, the CommonJS shim, and the sample preludes (type-checked by tests/samples).
    files: ['**/*.{js,mjs,cjs}', 'tests/samples/**'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // The bench package's own dependencies (Lighthouse, chrome-launcher) are installed only by `bench:lighthouse`,
    // which type-checks it with `tsc -p scripts/bench`; a plain `npm ci` cannot resolve their types.
    files: ['scripts/bench/lighthouse.ts'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Each prelude declares, and only declares, the names the docs' samples that follow it use.
    files: ['tests/samples/preludes/**'],
    rules: {'@typescript-eslint/no-unused-vars': 'off'},
  },
  {
    // The unit tests share one module cache (isolate: false in vitest.config.ts): a mock, a stubbed global or a
    // changed environment in one test file would leak into the files that run after it.
    files: ['tests/unit/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv'].map((property) => ({
          object: 'vi',
          property,
          message: 'The unit tests share one module cache (vitest.config.ts): pass the dependency in instead.',
        })),
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    extends: [
      react.configs.flat.recommended,
      react.configs.flat['jsx-runtime'],
      reactHooks.configs.flat.recommended,
      jsxA11y.flatConfigs.recommended,
    ],
    settings: {react: {version: 'detect'}},
    rules: {
      // A region that scrolls must take the keyboard focus, or a keyboard cannot scroll it (WCAG 2.1.1, axe's
      // scrollable-region-focusable, which tests/e2e/pages.spec.ts runs on every page): code blocks (<pre>, as Docusaurus'
      // own) and named regions such as the round diagram's scroller.
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: ['pre'], roles: ['tabpanel', 'region']}],
    },
  },
  // Last: turns off every stylistic rule that Prettier owns.
  prettier,
]);
