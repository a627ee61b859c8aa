import path from 'node:path';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // Docusaurus' alias for the site's root, so that modules written for the site load in tests unchanged.
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  // JSX as Docusaurus compiles it (React's automatic runtime), for the components the tests render.
  esbuild: {jsx: 'automatic'},
  test: {
    include: ['tests/unit/**/*.test.ts'],
    // One module cache, so Docusaurus, Redocly and the MDX tool chain load once. Safe while no test mocks a module,
    // stubs a global or changes the environment (eslint.config.mjs forbids `vi.mock` and the stubs).
    isolate: false,
    // Many tests bundle an OpenAPI spec or parse every MDX page first: on a busy machine the default timeout would
    // fail them by load, not by fault.
    testTimeout: 60_000,
    // Every core, not vitest's default of one fewer: on a 2-core machine that is a single worker, and the unit tests
    // are what `npm test` waits for once the browser suite is done.
    maxWorkers: '100%',
    hookTimeout: 60_000,
  },
});
