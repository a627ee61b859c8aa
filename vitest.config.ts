import path from 'node:path';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // Docusaurus' alias for the site's root, so that modules written for the site load in tests unchanged.
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  // JSX as Docusaurus compiles it (React's automatic runtime), for the components the tests render.
  esbuild: {jsx: 'automatic'},
  test: {
    include: ['tests/unit/**/*.test.ts'],
    // One module cache, so heavy tool chains load once: safe while no test mocks (eslint.config.mjs forbids it).
    isolate: false,
    // Tests that bundle a spec or parse every page first would fail by load, not fault, on a busy machine.
    testTimeout: 60_000,
    // Every core: vitest's default leaves one free, a single worker on a 2-core machine.
    maxWorkers: '100%',
    hookTimeout: 60_000,
  },
});
