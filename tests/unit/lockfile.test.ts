/**
 * The dependency rules of the README: lockfiles written by npm itself that `npm ci` accepts on
 * any machine, and every imported package declared (knip, configured in knip.config.ts).
 */
import {execFile} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {beforeAll, describe, expect, it} from 'vitest';
import {REPO_ROOT} from '../support/docs';
import {
  entriesWithoutIntegrity,
  extraneousEntries,
  installedEntries,
  missingOptionalDependencies,
  readLockfile,
  scopeVersionsOtherThan,
  type Lockfile,
} from '../support/lockfile';

/** The root package and the small packages with lockfiles of their own. */
const LOCKFILES = [
  'package-lock.json',
  'scripts/bench/package-lock.json',
  'sandbox/package-lock.json',
  'mcp/package-lock.json',
];
/** Packages of their own whose dependencies the root installs too, so that they need no install of their own. */
const ROOT_INSTALLED_PACKAGES = ['sandbox', 'mcp'];
const KNIP = path.join(REPO_ROOT, 'node_modules/.bin/knip');
const UNDECLARED_IMPORT_FIXTURE = path.join(REPO_ROOT, 'tests/fixtures/undeclared-import');
const KNIP_TIMEOUT_MS = 180_000;

interface KnipRun {
  exitCode: number;
  output: string;
}

async function knip(...args: string[]): Promise<KnipRun> {
  try {
    const {stdout, stderr} = await promisify(execFile)(KNIP, ['--no-progress', ...args], {
      cwd: REPO_ROOT,
      timeout: KNIP_TIMEOUT_MS,
    });
    return {exitCode: 0, output: stdout + stderr};
  } catch (error) {
    const failed = error as {code?: number | string; stdout?: string; stderr?: string};
    if (typeof failed.code !== 'number') throw error;
    return {exitCode: failed.code, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}`};
  }
}

describe.each(LOCKFILES)('%s', (file) => {
  const lock = readLockfile(path.join(REPO_ROOT, file));

  it('lists installed packages, so the checks below have something to check', () => {
    expect(installedEntries(lock).length).toBeGreaterThan(0);
  });

  it('pins every package by its integrity hash', () => {
    expect(
      entriesWithoutIntegrity(lock),
      'entries without "integrity": regenerate the lockfile with `npm install`',
    ).toEqual([]);
  });

  it('holds every platform build of its native packages, so that `npm ci` accepts it on any machine', () => {
    expect(
      missingOptionalDependencies(lock),
      'the registry lacks these builds at this version: pin (package.json "overrides") the newest version for which it has all of them (README, "Dependencies")',
    ).toEqual([]);
  });

  it('installs nothing that npm itself marks as needed by nothing', () => {
    expect(extraneousEntries(lock)).toEqual([]);
  });
});

it.each(ROOT_INSTALLED_PACKAGES)(
  "installs %s's dependencies at the root at the versions its lockfile pins",
  (folder) => {
    const own = readLockfile(path.join(REPO_ROOT, folder, 'package-lock.json'));
    const root = readLockfile(path.join(REPO_ROOT, 'package-lock.json'));
    const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, folder, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const names = Object.keys(manifest.dependencies);
    expect(names.length).toBeGreaterThan(0);
    const version = (lock: typeof root, name: string) => lock.packages[`node_modules/${name}`]?.version;
    expect(names.map((name) => [name, version(root, name)])).toEqual(names.map((name) => [name, version(own, name)]));
  },
);

describe('Docusaurus in package-lock.json', () => {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const docusaurusVersion = manifest.dependencies['@docusaurus/core']!;
  const lock = readLockfile(path.join(REPO_ROOT, 'package-lock.json'));

  it(`is one copy of every package, at ${docusaurusVersion} like @docusaurus/core (a second copy of theme-common splits React contexts)`, () => {
    expect(
      installedEntries(lock).filter(([location]) => location.includes('node_modules/@docusaurus/')).length,
    ).toBeGreaterThan(10);
    expect(
      scopeVersionsOtherThan(lock, '@docusaurus/', docusaurusVersion),
      'pin them with package.json "overrides"',
    ).toEqual([]);
  });
});

describe('the lockfile checks', () => {
  const planted: Lockfile = {
    lockfileVersion: 3,
    packages: {
      '': {},
      'node_modules/native': {
        version: '1.0.0',
        integrity: 'sha512-x',
        optionalDependencies: {'native-linux-x64': '1.0.0', 'native-darwin-arm64': '1.0.0'},
      },
      'node_modules/native-linux-x64': {version: '1.0.0'},
      'node_modules/local': {link: true},
      'node_modules/@docusaurus/core': {version: '3.7.0', integrity: 'sha512-y'},
      'node_modules/plugin/node_modules/@docusaurus/theme-common': {
        version: '3.10.2',
        integrity: 'sha512-z',
        extraneous: true,
      },
    },
  };

  it('name an entry without its integrity hash', () => {
    expect(entriesWithoutIntegrity(planted)).toEqual(['node_modules/native-linux-x64@1.0.0']);
  });

  it('name an entry npm marks extraneous', () => {
    expect(extraneousEntries(planted)).toEqual(['node_modules/plugin/node_modules/@docusaurus/theme-common@3.10.2']);
  });

  it('name a second version of a scope', () => {
    expect(scopeVersionsOtherThan(planted, '@docusaurus/', '3.7.0')).toEqual([
      'node_modules/plugin/node_modules/@docusaurus/theme-common@3.10.2',
    ]);
  });

  it('name a platform build left out of the lockfile', () => {
    expect(missingOptionalDependencies(planted)).toEqual([
      'native-darwin-arm64@1.0.0 (optional dependency of node_modules/native@1.0.0)',
    ]);
  });
});

describe('declared dependencies, and no unused file or export (knip)', () => {
  let repository: Promise<KnipRun>;
  let fixture: Promise<KnipRun>;

  beforeAll(() => {
    // Both runs at once: each spends most of its time starting up.
    repository = knip();
    fixture = knip('--directory', UNDECLARED_IMPORT_FIXTURE);
  });

  it(
    'finds no undeclared import, unused package, unused file or unused export in the repository',
    async () => {
      const {exitCode, output} = await repository;
      expect(output.trim(), 'knip (npm run lint:deps) reported').toBe('');
      expect(exitCode).toBe(0);
    },
    KNIP_TIMEOUT_MS,
  );

  it(
    'reports an undeclared import and an unused package when there are some',
    async () => {
      const {exitCode, output} = await fixture;
      expect(exitCode).not.toBe(0);
      expect(output).toContain('undeclared-package');
      expect(output).toContain('declared-but-unused');
    },
    KNIP_TIMEOUT_MS,
  );
});
