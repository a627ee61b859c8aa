/**
 * Every docs page names the documented releases it describes and the upstream files behind its claims, each a
 * permalink pinned to the documented commit of its repository, to a file that exists there, and to lines the
 * file has (tests/fixtures/upstream/files.json, written by `npm run upstream:fixtures`).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseYaml as parse} from '@redocly/openapi-core';
import type {UpstreamFiles} from '../upstream';
import {parsePermalink, sourcesOf} from '../../src/features/docPage/PageSources/sources';
import {DOC_ROUTES, DOCUMENTED_RELEASES} from '../../src/constants';
import {docFileForRoute, parseDoc, REPO_ROOT} from '../support/docs';

const upstreamFiles = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'tests/fixtures/upstream/files.json'), 'utf8'),
) as UpstreamFiles;

/** Problems with one source link, empty when it points at existing lines of a documented commit. */
function sourceLinkProblems(url: string): string[] {
  const pinned = parsePermalink(url);
  if ('error' in pinned) return [pinned.error];
  const files = upstreamFiles[pinned.release];
  if (files.commit !== DOCUMENTED_RELEASES[pinned.release].commit) {
    return [
      `tests/fixtures/upstream/files.json lists ${files.repository} at ${files.commit}: regenerate it (npm run upstream:fixtures)`,
    ];
  }
  const lineCount = files.lines[pinned.path];
  if (lineCount === undefined)
    return [`${pinned.path} does not exist in ${files.repository} at ${files.commit.slice(0, 8)}`];
  if (pinned.lines && (pinned.lines.from < 1 || pinned.lines.to < pinned.lines.from || pinned.lines.to > lineCount)) {
    return [`lines ${pinned.lines.from}-${pinned.lines.to} are not within the ${lineCount} lines of ${pinned.path}`];
  }
  return [];
}

describe('a source link', () => {
  const {commit} = DOCUMENTED_RELEASES.arkd;
  it('is accepted when it points at existing lines of the documented commit', () => {
    expect(
      sourceLinkProblems(`https://github.com/ark-network/ark/blob/${commit}/common/tree/builder.go#L23-L48`),
    ).toEqual([]);
  });
  it('is refused when it is pinned to another commit, a branch, a missing file or missing lines', () => {
    expect(
      sourceLinkProblems(`https://github.com/ark-network/ark/blob/${'1'.repeat(40)}/common/tree/builder.go`)[0],
    ).toMatch(/not to the documented commit/);
    expect(sourceLinkProblems('https://github.com/ark-network/ark/blob/master/common/tree/builder.go')[0]).toMatch(
      /not a GitHub permalink/,
    );
    expect(sourceLinkProblems(`https://github.com/ark-network/ark/blob/${commit}/common/tree/nope.go`)[0]).toMatch(
      /does not exist/,
    );
    expect(
      sourceLinkProblems(`https://github.com/ark-network/ark/blob/${commit}/common/tree/builder.go#L1-L100000`)[0],
    ).toMatch(/not within/);
  });
});

describe.each(DOC_ROUTES.map((route) => ({route, doc: parseDoc(docFileForRoute(route))})))(
  'the sources of $route',
  ({doc}) => {
    const sources = sourcesOf((parse(doc.frontMatter) ?? {}) as Record<string, unknown>);

    it('name the releases the page describes and at least one upstream file', () => {
      expect(sources, `${doc.relativeFile} has no "sources" front matter with "describes" and "files"`).not.toBeNull();
      expect(sources!.describes.length, `${doc.relativeFile}: sources.describes is empty`).toBeGreaterThan(0);
      for (const release of sources!.describes) {
        expect(
          Object.keys(DOCUMENTED_RELEASES),
          `${doc.relativeFile}: unknown release "${release}" in sources.describes`,
        ).toContain(release);
      }
      expect(sources!.files.length, `${doc.relativeFile}: sources.files is empty`).toBeGreaterThan(0);
    });

    it('link only to existing lines of the documented commits of the releases it describes', () => {
      const problems = (sources?.files ?? []).flatMap(({url, backs}) => {
        const found = sourceLinkProblems(url);
        const pinned = parsePermalink(url);
        if (!('error' in pinned) && !sources!.describes.includes(pinned.release))
          found.push(`links ${pinned.release}, which sources.describes does not name`);
        if (typeof backs !== 'string' || backs.trim() === '') found.push('says nothing in "backs"');
        return found.map((problem) => `${doc.relativeFile}: ${url}: ${problem}`);
      });
      expect(problems, problems.join('\n')).toEqual([]);
    });
  },
);
