// @ts-check
// A `.mjs` file: ESLint 9 loads a TypeScript config through jiti, an extra runtime, or behind an unstable flag.
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
  // As .gitignore, which Prettier reads itself; build output at any depth, for the fixture sites under tests/fixtures/.
  globalIgnores(['**/build/', '**/.docusaurus/', '**/generated/', 'test-results/', 'playwright-report/', '.scratch/']),
  js.configs.recommended,
  comments.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    linterOptions: {reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error'},
    languageOptions: {
      globals: {...globals.node, ...globals.browser},
      // tsconfig.json's one program: the project service costs a third more CPU on a cold run.
      parserOptions: {project: './tsconfig.json', tsconfigRootDir: import.meta.dirname},
    },
    rules: {
      // A rule is silenced only with the reason it is wrong there: `-- because …`.
      '@eslint-community/eslint-comments/require-description': 'error',
      // `const {$ref: _ref, ...siblings} = schema` is how a key is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', {ignoreRestSiblings: true}],
    },
  },
  {
    // Outside tsconfig.json: this file, the CommonJS shim, and the sample preludes (type-checked by tests/samples);
    // and the Lighthouse benchmark, whose dependencies are installed only by `bench:lighthouse`, which type-checks it
    // with `tsc -p scripts/bench`.
    files: ['**/*.{js,mjs,cjs}', 'tests/samples/**', 'scripts/bench/lighthouse.ts'],
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
    // The unit tests share one module cache (isolate: false): a mock or stub would leak into later test files.
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
      // A scrolling region must take the keyboard focus, or the keyboard cannot scroll it (WCAG 2.1.1): code blocks
      // and named regions such as the round diagram's scroller.
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: ['pre'], roles: ['tabpanel', 'region']}],
    },
  },
  // Last, to turn off the stylistic rules Prettier owns.
  prettier,
]);
