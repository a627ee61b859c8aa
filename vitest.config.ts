import path from 'node:path';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // Docusaurus' alias for the site's root, so that modules written for the site load in tests unchanged.
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  // JSX as Docusaurus compiles it (React's automatic runtime), for the components the tests render.
  esbuild: {jsx: 'automatic'},
  test: {
    include: ['tests/unit/**/*.test.ts'],
    // One module cache for all test files: re-importing Docusaurus, Redocly and the MDX tool chain for each of 30
    // files took 19 s of a 90 s run. No test mocks a module, stubs a global or changes the environment, which is
    // what isolation protects against.
    isolate: false,
    // Many tests bundle an OpenAPI spec or parse every MDX page first: a few seconds idle, several times that on a
    // busy two-core machine. The default 5 s would make them fail by load, not by fault.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
