/**
 * Knip lists packages the code imports but package.json does not declare, and declared packages
 * nothing imports (`npm run lint:deps`; tests/unit/lockfile.test.ts runs it too).
 *
 * Knip's Docusaurus plugin is off: it calls every function plugin of docusaurus.config.ts and its
 * `configureWebpack` without the `currentBundler` that Docusaurus 3.6+ passes, so our plugins throw
 * and the whole config is skipped. The entries and virtual modules it would have supplied are below.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {KnipConfig} from 'knip';

/**
 * Docusaurus' virtual modules (`@docusaurus/Link`, `@generated/routes`, `@theme-original/*`…) resolve
 * through bundler aliases, not node_modules: read their names from the type declarations that
 * @docusaurus/module-type-aliases publishes for them, so a new one is never mistaken for a package.
 */
function docusaurusVirtualModules(): RegExp {
  const manifestPath = createRequire(__filename).resolve('@docusaurus/module-type-aliases/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {types: string};
  const declarations = readFileSync(path.join(path.dirname(manifestPath), manifest.types), 'utf8');
  const names = [...declarations.matchAll(/^declare module '(@[^']+)'/gm)].map((match) => match[1]!);
  if (!names.includes('@docusaurus/Link')) {
    throw new Error(
      `knip.config.ts: no "declare module '@docusaurus/Link'" in ${manifestPath}'s types; read the virtual module names elsewhere`,
    );
  }
  const escape = (name: string) => name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace('*', '.+');
  // One pattern, so that knip does not hint at the virtual modules this site happens not to import.
  return new RegExp(`^(${names.map(escape).join('|')})$`);
}

const config: KnipConfig = {
  workspaces: {
    '.': {
      docusaurus: false,
      entry: [
        'docusaurus.config.ts',
        'sidebars.ts',
        'docs/**/*.mdx',
        'src/pages/**/*.tsx',
        // Swizzled theme components and plugin files are loaded by path (theme folder, webpack aliases).
        'src/theme/**/*.{ts,tsx}',
        'src/features/**/*.{ts,tsx}',
        'scripts/**/*.ts',
        '!scripts/bench/**',
        'tests/unit/**/*.test.ts',
        'tests/e2e/**/*.spec.ts',
      ],
      project: ['**/*.{ts,tsx,mdx}', '!scripts/bench/**', '!tests/samples/**'],
      ignoreDependencies: [
        // Every theme component (`@theme/Tabs`…) is a Docusaurus alias of whichever theme provides it.
        /^@theme\//,
        docusaurusVirtualModules(),
        // Named in docusaurus.config.ts by string (a plugin) or by a flag (`future.experimental_faster`).
        'docusaurus-plugin-llms',
        '@docusaurus/faster',
      ],
      // A Debian command that scripts/ensure-chromium.ts runs on a fresh machine.
      ignoreBinaries: ['apt-get'],
    },
    // The benchmarks' own package (Lighthouse), installed by scripts/lib/installPackage.ts.
    'scripts/bench': {entry: ['*.ts']},
    // The TypeScript samples' own package (the pinned SDK).
    'tests/samples': {entry: ['preludes/*.ts']},
  },
};

export default config;
