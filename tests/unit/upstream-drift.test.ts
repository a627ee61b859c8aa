/**
 * The site ejects, copies, replaces or deep-imports a few files of Docusaurus and of the search plugin. When one of
 * them changes (an upgrade), the first test names it and the file of ours to compare it with; the build-time guards
 * that check the same files as the site builds are fed drifted input here, to show that they fire.
 */
import {createHash} from 'node:crypto';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {renderRoutesDrift} from '../../src/features/caseSensitiveRoutes';
import {markSensitive} from '../../src/features/caseSensitiveRoutes/markSensitive';
import codeBlocksPlugin, {PRISM_CLIENT_MODULE, prismClientModuleDrift} from '../../src/features/codeBlocks/plugin';
import cssPipelinePlugin from '../../src/features/cssPipeline';
import {createDiagrams} from '../../src/features/diagrams/plugin';
import {SEARCH_BAR_FILE, searchBarDrift} from '../../src/features/search/internals';
import {searchRoutesDrift} from '../../src/features/search/plugin';

const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const themeClassic = packageDir('@docusaurus/theme-classic');
const searchLocal = packageDir('@easyops-cn/docusaurus-search-local');

/** Each upstream file we depend on beyond its public API, the file of ours that follows it, and its hash. */
const UPSTREAM_FILES = [
  {
    file: path.join(themeClassic, 'lib/theme/NotFound/Content/index.js'),
    ours: 'src/theme/NotFound/Content/index.tsx (ejected)',
    sha256: '1339cadd0fe0b2a2',
  },
  {
    file: path.join(themeClassic, 'lib/theme/MDXComponents/Code.js'),
    ours: 'src/theme/MDXComponents/Code.tsx (ejected)',
    sha256: 'd24106e06e4ccc70',
  },
  {
    file: path.join(themeClassic, 'lib/theme/CodeBlock/Container/index.js'),
    ours: 'src/features/codeBlocks/CodeBlock.tsx (renders it)',
    sha256: '55ebecf7d04da066',
  },
  {
    file: PRISM_CLIENT_MODULE,
    ours: 'src/features/codeBlocks/noopClientModule.ts (replaces it)',
    sha256: 'a464a26897ccb5b2',
  },
  {
    file: path.join(themeClassic, 'lib/inlineScripts.js'),
    ours: 'docusaurus.config.ts (future.experimental_storage: its announcement script reads the dismissal, not the id)',
    sha256: '60bb2c48c9fa566b',
  },
  {
    file: path.join(packageDir('@docusaurus/core'), 'lib/client/exports/Link.js'),
    ours: 'src/theme/MDXComponents/A.tsx (renders external links as it does)',
    sha256: 'adbaeb4401b1428c',
  },
  {
    file: path.join(packageDir('@docusaurus/core'), 'lib/client/exports/renderRoutes.js'),
    ours: 'src/features/caseSensitiveRoutes/renderRoutes.tsx (a copy)',
    sha256: '1e6c09c6fedea325',
  },
  {
    file: path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils/codeBlockUtils.js'),
    ours: 'src/features/codeBlocks/rehype.ts (imports it)',
    sha256: '3ab68f0eda30ede1',
  },
  {
    file: path.join(searchLocal, SEARCH_BAR_FILE),
    ours: 'src/features/search/search.css',
    sha256: '1d6b381687947f38',
  },
];

function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
}

describe('the upstream files the site follows', () => {
  it.each(UPSTREAM_FILES)('$file is the one $ours was written against', ({file, ours, sha256: expected}) => {
    expect(sha256(file), `${file} changed: compare it with ${ours}, then update its hash here`).toBe(expected);
  });
});

describe('the build-time guards', () => {
  it('of the Prism no-op fire when the module is no longer the language registration, or no longer loaded', () => {
    const source = readFileSync(PRISM_CLIENT_MODULE, 'utf8');
    const loaded = JSON.stringify(PRISM_CLIENT_MODULE.replace(/\.js$/, ''));
    expect(prismClientModuleDrift(source, `[${loaded}]`)).toBeUndefined();
    expect(prismClientModuleDrift('export default {};', `[${loaded}]`)).toMatch(
      /no longer Prism's language registration/,
    );
    expect(prismClientModuleDrift(source, '[]')).toMatch(/not among the client modules/);
  });

  it('of the case-sensitive routes fire on another renderRoutes, react-router or a second copy of it', () => {
    const facts = {
      aliasTarget: '@docusaurus/core/lib/client/exports/renderRoutes',
      source: "export { renderRoutes as default } from 'react-router-config';",
      reactRouter: {
        version: '5.3.4',
        site: '/a/react-router-dom/package.json',
        docusaurus: '/a/react-router-dom/package.json',
      },
    };
    expect(renderRoutesDrift(facts)).toBeUndefined();
    expect(renderRoutesDrift({...facts, aliasTarget: undefined})).toMatch(/no longer defines the module alias/);
    expect(renderRoutesDrift({...facts, source: 'export default function renderRoutes() {}'})).toMatch(
      /no longer react-router-config's renderRoutes/,
    );
    expect(renderRoutesDrift({...facts, reactRouter: {...facts.reactRouter, version: '6.0.0'}})).toMatch(
      /not version 5/,
    );
    expect(renderRoutesDrift({...facts, reactRouter: {...facts.reactRouter, site: '/b/package.json'}})).toMatch(
      /second copy of react-router-dom/,
    );
  });

  it("of the case-sensitive routes fire when Docusaurus' route list changes shape", () => {
    const routes = [{path: '/ark', routes: [{path: '/ark/FAQ'}]}];
    markSensitive(routes, 'routes');
    expect(routes).toEqual([{path: '/ark', sensitive: true, routes: [{path: '/ark/FAQ', sensitive: true}]}]);
    expect(() => markSensitive({}, 'routes')).toThrow(/routes is no longer a non-empty list/);
    expect(() => markSensitive([], 'routes')).toThrow(/routes is no longer a non-empty list/);
    expect(() => markSensitive([{}], 'routes')).toThrow(/a route of routes has no path/);
    expect(() => markSensitive([{path: '/ark', routes: [{component: 'x'}]}], 'routes')).toThrow(
      /a route of the child routes of \/ark has no path/,
    );
  });

  it('of the search box fire when the results link changed', () => {
    const searchBar = readFileSync(path.join(searchLocal, SEARCH_BAR_FILE), 'utf8');
    expect(searchBarDrift(searchBar)).toBeUndefined();
    expect(searchBarDrift(searchBar.replace('search/?', 'find?'))).toMatch(/the results page link/);
  });

  it('of the search plugin fire when it adds another route than its search page, or none', () => {
    expect(searchRoutesDrift(['/search'], '/search')).toBeUndefined();
    expect(searchRoutesDrift(['/search', '/search/advanced'], '/search')).toMatch(/\/search, \/search\/advanced/);
    expect(searchRoutesDrift([], '/search')).toMatch(/adds the routes \(none\)/);
  });

  it('of the CSS pipeline fire when Docusaurus no longer adds postcss-preset-env', () => {
    const {configurePostCss} = cssPipelinePlugin();
    const preset = ['/site/node_modules/postcss-preset-env/dist/index.cjs', {}];
    expect(configurePostCss!({plugins: [preset, 'rtl']})).toEqual({config: false, plugins: ['rtl']});
    expect(() => configurePostCss!({plugins: ['rtl']})).toThrow(/no longer adds postcss-preset-env/);
  });

  it('of the code blocks fire on languages set where the build-time highlighter does not read them', () => {
    const context = (prism: object) =>
      ({siteConfig: {themeConfig: {prism}}, generatedFilesDir: os.tmpdir()}) as unknown as LoadContext;
    expect(() => codeBlocksPlugin(context({}))).not.toThrow();
    expect(() => codeBlocksPlugin(context({additionalLanguages: ['rust']}))).toThrow(
      /additionalLanguages \(rust\) is not read here/,
    );
  });
});

describe('a build without Chromium', () => {
  it('fails after drawing install notices in place of the diagrams', async () => {
    const diagrams = createDiagrams({docsDirs: [], chromium: path.join(os.tmpdir(), 'no-such-chromium')});
    const generatedFilesDir = mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
    try {
      const plugin = diagrams.plugin({siteDir: generatedFilesDir, generatedFilesDir} as LoadContext);
      const [notice] = await diagrams.rehypePlugin[1].drawPage(['flowchart LR\n  a --> b']);
      expect(notice?.status === 'fulfilled' && notice.value).toMatch(/no-such-chromium.*flowchart LR/s);
      expect(() => plugin.postBuild!({} as never)).toThrow(/the build drew no diagram/);
    } finally {
      rmSync(generatedFilesDir, {recursive: true, force: true});
    }
  });
});
