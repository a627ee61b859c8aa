// The stock Docusaurus 3.7.0 classic TypeScript template the benchmarks compare against, with the webpackbar override
// 3.7.0 needs on current webpack, and @docusaurus/faster to build it with Rspack too.
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {startStaticServer, type StaticServer} from '../lib/static-server';
import {FIXTURE_SITE} from '../../src/config/fixtureSite';

/** This site's folder, the one the benchmarks measure against the stock template. */
export const SITE_DIR = path.resolve(__dirname, '../..');

const STOCK_VERSION = '3.7.0';
const STOCK_DIR = path.join(os.tmpdir(), `ark-docs-bench-stock-${STOCK_VERSION}`, 'site');
/** The config that builds the stock site with Rspack instead of webpack. */
export const STOCK_FASTER_CONFIG = 'docusaurus.faster.config.ts';
/** The stock template's docs page the benchmarks load. */
export const STOCK_DOCS_PAGE = '/docs/intro';

function run(command: string, args: string[], cwd: string): void {
  execFileSync(command, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
  });
}

/** The build folder of a Docusaurus site, building it first if there is none. */
function ensureBuilt(siteDir: string): string {
  const buildDir = path.join(siteDir, 'build');
  // The test build also holds the fixtures, a third docs instance with routes of its own: not the site as it ships.
  const isTestBuild = existsSync(path.join(buildDir, FIXTURE_SITE.routeBasePath));
  if (!existsSync(path.join(buildDir, 'index.html')) || isTestBuild) {
    console.log(`Building ${siteDir}${isTestBuild ? ' as it ships (build/ holds the test build)' : ''} …`);
    run('npx', ['docusaurus', 'build'], siteDir);
  }
  return buildDir;
}

/** This site's build and the stock template's, each built first if there is none, compressed as a CDN would serve them. */
export function serveBothBuilds(): Promise<[ours: StaticServer, stock: StaticServer]> {
  const serve = (siteDir: string) => startStaticServer({root: ensureBuilt(siteDir), compress: true});
  return Promise.all([serve(SITE_DIR), serve(ensureStockTemplate())]);
}

/** Creates (once) and returns the folder of the stock site. */
export function ensureStockTemplate(): string {
  const marker = path.join(STOCK_DIR, '.bench-ready');
  if (existsSync(marker)) return STOCK_DIR;
  const parent = path.dirname(STOCK_DIR);
  console.log(`Creating the stock Docusaurus ${STOCK_VERSION} classic TypeScript template in ${STOCK_DIR} …`);
  run('rm', ['-rf', parent], os.tmpdir());
  run('mkdir', ['-p', parent], os.tmpdir());
  run(
    'npx',
    [
      '-y',
      `create-docusaurus@${STOCK_VERSION}`,
      'site',
      'classic',
      '--typescript',
      '--skip-install',
      '--package-manager',
      'npm',
    ],
    parent,
  );

  const packageFile = path.join(STOCK_DIR, 'package.json');
  const manifest = JSON.parse(readFileSync(packageFile, 'utf8')) as {
    overrides?: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  manifest.overrides = {webpackbar: '^7.0.0'};
  manifest.devDependencies['@docusaurus/faster'] = STOCK_VERSION;
  writeFileSync(packageFile, `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(
    path.join(STOCK_DIR, STOCK_FASTER_CONFIG),
    `import config from './docusaurus.config';\n\nexport default {...config, future: {...config.future, experimental_faster: true}};\n`,
  );
  run('npm', ['install', '--no-audit', '--no-fund'], STOCK_DIR);
  writeFileSync(marker, new Date().toISOString());
  return STOCK_DIR;
}
