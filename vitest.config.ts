import path from 'node:path';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // Docusaurus' alias for the site's root, so that modules written for the site load in tests unchanged.
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  test: {
    include: ['tests/unit/**/*.test.ts'],
  },
});
