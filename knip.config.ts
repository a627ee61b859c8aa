// Knip's Docusaurus plugin is off: it calls our plugins' `configureWebpack` without the `currentBundler` Docusaurus
// 3.6+ passes, they throw, and the config is skipped. The entries and virtual modules it would supply are below.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {KnipConfig} from 'knip';
import {escapeRegExp} from './src/lib/escapeRegExp';

/**
 * Docusaurus' virtual modules (`@docusaurus/Link`, `@theme-original/*`…) are bundler aliases, not packages: their
 * names come from @docusaurus/module-type-aliases, so a new one is never mistaken for a package.
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
  const escape = (name: string) => escapeRegExp(name).replace('\\*', '.+');
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
        // Loaded by path: the theme folder; the client modules and webpack aliases plugins name with path.join(); the
        // modules that generated MDX imports by name.
        'src/theme/**/*.{ts,tsx}',
        'src/features/apiReference/components/index.ts',
        'src/features/caseSensitiveRoutes/{markRoutesSensitive.ts,renderRoutes.tsx}',
        'src/features/codeBlocks/{copyCode,noopClientModule}.ts',
        'src/features/codeBlocks/CodeBlock.tsx',
        'src/features/knownIssues/components/{Callout,Registry,list}.tsx',
        'scripts/**/*.ts',
        '!scripts/bench/**',
        'tests/unit/**/*.test.ts',
        'tests/e2e/**/*.spec.ts',
        // Sites the tests build: the feature fixtures (mounted by docusaurus.config.ts) and the link-check site.
        'tests/fixtures/site/**/*.{mdx,tsx}',
        'tests/fixtures/broken-links-site/**/*.{ts,tsx,mdx}',
      ],
      project: ['**/*.{ts,tsx,mdx}', '!scripts/bench/**', '!sandbox/**', '!mcp/**', '!tests/samples/**'],
      // A type exported beside the function whose signature it spells out is part of that function's interface.
      ignoreExportsUsedInFile: {type: true, interface: true},
      ignoreDependencies: [
        // Aliases of whichever theme provides the component.
        /^@theme\//,
        docusaurusVirtualModules(),
        // Named in docusaurus.config.ts by a string (@docusaurus/faster, named by `future.experimental_faster`, is a
        // peer of @docusaurus/bundler).
        '@docusaurus/plugin-content-pages',
        // The sandbox's own dependency (sandbox/package.json), which the root installs too, so that `npm run mock:*`
        // and the tests that start a sandbox need no install of their own.
        '@humanwhocodes/momoa',
        // The same for the docs MCP server's own (mcp/package.json): `npm run mcp` needs no install of its own.
        'github-slugger',
        'marked',
        'minisearch',
        // The Node every npm script runs on: npm puts node_modules/.bin, where it links the binary, first on PATH.
        'node',
      ],
      // Debian's own commands: apt-get installs Chromium on a fresh machine, flock lets one test lane install it.
      ignoreBinaries: ['apt-get', 'flock'],
    },
    // The benchmarks' own package (Lighthouse), installed by scripts/lib/installPackage.ts.
    'scripts/bench': {entry: ['{build,weight,lighthouse}.ts']},
    // The API sandbox, a package of its own so that it runs without the docs toolchain.
    sandbox: {},
    // The docs MCP server, a package of its own (its dependencies are installed by the root, as the sandbox's are).
    mcp: {},
  },
};

export default config;
