/**
 * Writes the upstream fixtures the tests compare the site with, from local clones of the documented releases'
 * repositories at the commits in DOCUMENTED_RELEASES (src/constants.ts):
 *
 * - tests/fixtures/upstream/api-arkd.json, api-fulmine.json: the facts of each REST API (operations, fields,
 *   JSON types, enum values) from the swagger files grpc-gateway generated. `tests/unit/api-conformance.test.ts`
 *   holds our OpenAPI specs to them, both ways.
 * - tests/fixtures/upstream/files.json: every file path of each repository at its commit, with its number of
 *   lines. `tests/unit/sources.test.ts` checks that each page's pinned source links point at files and lines
 *   that exist.
 * - tests/fixtures/upstream/fixes.json: the number of lines of each file that a known issue's "fixed in" link
 *   points at, in the later release's repository. `tests/unit/known-issues.test.ts` checks those links.
 *
 *   npm run upstream:fixtures -- --arkd <clone of ark-network/ark> --fulmine <clone of ArkLabsHQ/fulmine> --tsSdk <clone of arkade-os/ts-sdk>
 *     --laterArkd <clone of arkade-os/arkd> --goSdk <clone of arkade-os/go-sdk>
 *
 * A clone can be a work tree or a bare mirror; it needs the pinned commit. The output is committed: CI has no
 * network, and the facts only change when the documented releases do.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {DOCUMENTED_RELEASES, type DocumentedRelease} from '../../src/constants';
import {loadKnownIssues} from '../../src/features/knownIssues/registry';
import {apiFactsFromSwagger, type SwaggerDocument} from './apiFacts';
import {assertHasCommit, listFiles, readFile, type PinnedRepository} from './git';

export const UPSTREAM_FIXTURES_DIR = path.join(__dirname, '../fixtures/upstream');

/** The swagger files that make up each documented REST API (the ark repository also ships unrelated ocean APIs). */
export const API_SWAGGER_FILES = {
  arkd: [
    'api-spec/openapi/swagger/ark/v1/service.swagger.json',
    'api-spec/openapi/swagger/ark/v1/explorer.swagger.json',
    'api-spec/openapi/swagger/ark/v1/indexer.swagger.json',
    'api-spec/openapi/swagger/ark/v1/admin.swagger.json',
    'api-spec/openapi/swagger/ark/v1/wallet.swagger.json',
  ],
  fulmine: [
    'api-spec/openapi/swagger/fulmine/v1/service.swagger.json',
    'api-spec/openapi/swagger/fulmine/v1/notification.swagger.json',
    'api-spec/openapi/swagger/fulmine/v1/wallet.swagger.json',
  ],
} as const;

export type UpstreamFiles = Record<
  DocumentedRelease,
  {repository: string; commit: string; lines: Record<string, number>}
>;

function lineCount(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

function writeJson(file: string, value: unknown): void {
  writeFileSync(path.join(UPSTREAM_FIXTURES_DIR, file), `${JSON.stringify(value, null, 1)}\n`);
  console.log(`wrote tests/fixtures/upstream/${file}`);
}

function main(): void {
  const {values} = parseArgs({
    options: {
      arkd: {type: 'string'},
      fulmine: {type: 'string'},
      tsSdk: {type: 'string'},
      laterArkd: {type: 'string'},
      goSdk: {type: 'string'},
    },
  });
  const releases = Object.keys(DOCUMENTED_RELEASES) as DocumentedRelease[];
  const clones = Object.fromEntries(
    releases.map((release) => {
      const gitDir = values[release];
      if (!gitDir) {
        throw new Error(
          `Missing --${release} <local clone of ${DOCUMENTED_RELEASES[release].repository}>. Usage:\n` +
            '  npm run upstream:fixtures -- --arkd <clone> --fulmine <clone> --tsSdk <clone>',
        );
      }
      const repository: PinnedRepository = {gitDir, commit: DOCUMENTED_RELEASES[release].commit};
      assertHasCommit(repository);
      return [release, repository];
    }),
  ) as Record<DocumentedRelease, PinnedRepository>;

  mkdirSync(UPSTREAM_FIXTURES_DIR, {recursive: true});
  for (const api of ['arkd', 'fulmine'] as const) {
    const documents = API_SWAGGER_FILES[api].map((file) => ({
      file,
      document: JSON.parse(readFile(clones[api], file)) as SwaggerDocument,
    }));
    const {repository, commit} = DOCUMENTED_RELEASES[api];
    writeJson(`api-${api}.json`, apiFactsFromSwagger(repository, commit, documents));
  }

  const files = Object.fromEntries(
    releases.map((release) => {
      const clone = clones[release];
      const lines = Object.fromEntries(listFiles(clone).map((file) => [file, lineCount(readFile(clone, file))]));
      const {repository, commit} = DOCUMENTED_RELEASES[release];
      return [release, {repository, commit, lines}];
    }),
  ) as UpstreamFiles;
  writeJson('files.json', files);

  // The later releases live in the documented repositories (fulmine, the TS SDK) or in their successors.
  const laterClones: Record<string, string | undefined> = {
    'ArkLabsHQ/fulmine': values.fulmine,
    'arkade-os/ts-sdk': values.tsSdk,
    'arkade-os/arkd': values.laterArkd,
    'arkade-os/go-sdk': values.goSdk,
  };
  writeJson('fixes.json', fixedFileLines(laterClones));
}

/** The line count of every file a "fixed in" link of the known issues points at, by its URL without the lines. */
export function fixedFileLines(clones: Record<string, string | undefined>): Record<string, number> {
  const fixes: Record<string, number> = {};
  const urls = loadKnownIssues(path.join(__dirname, '../..')).flatMap((issue) =>
    Object.values(issue.fixed).flatMap((fix) => (fix.url ? [fix.url] : [])),
  );
  for (const url of urls) {
    const [, repository, commit, file] =
      /^https:\/\/github\.com\/([^/]+\/[^/]+)\/blob\/([0-9a-f]{40})\/([^#]+)/.exec(url) ?? [];
    const gitDir = repository ? laterCloneOf(clones, repository) : undefined;
    if (!gitDir || !commit || !file)
      throw new Error(`${url}: not a permalink into a repository given on the command line`);
    const pinned: PinnedRepository = {gitDir, commit};
    assertHasCommit(pinned);
    fixes[`https://github.com/${repository}/blob/${commit}/${file}`] = lineCount(readFile(pinned, file));
  }
  return fixes;
}

function laterCloneOf(clones: Record<string, string | undefined>, repository: string): string | undefined {
  const gitDir = clones[repository];
  if (!gitDir) throw new Error(`a known issue links ${repository}: give a local clone of it (see the usage above)`);
  return gitDir;
}

if (require.main === module) main();
