// A page's `sources` front matter: the releases it describes and the pinned upstream files behind its claims.
// tests/unit/sources.test.ts checks every link against the committed list of upstream files.
import {DOCUMENTED_RELEASES, type DocumentedRelease} from '../../../constants';

export interface SourceFile {
  /** `https://github.com/<repository>/blob/<commit>/<path>`, optionally `#L<a>` or `#L<a>-L<b>`. */
  url: string;
  /** The claims of the page this file backs, in a few words. */
  backs: string;
}

export type PageSources = {describes: DocumentedRelease[]; files: SourceFile[]};

type PinnedSource = {release: DocumentedRelease; path: string; lines?: {from: number; to: number}};

const PERMALINK = /^https:\/\/github\.com\/([\w.-]+\/[\w.-]+)\/blob\/([0-9a-f]{40})\/([^#]+?)(?:#L(\d+)(?:-L(\d+))?)?$/;
const NOT_A_PERMALINK =
  'not a GitHub permalink of the form https://github.com/<owner>/<repo>/blob/<40-hex commit>/<path>[#L<a>[-L<b>]]';

/** Reads a permalink to a file of a documented release, or explains why it is not one. */
export function parsePermalink(url: string): PinnedSource | {error: string} {
  const match = PERMALINK.exec(url);
  if (!match) return {error: NOT_A_PERMALINK};
  const [, repository, commit, path, from, to] = match;
  const release = (Object.keys(DOCUMENTED_RELEASES) as DocumentedRelease[]).find(
    (key) => DOCUMENTED_RELEASES[key].repository === repository,
  );
  if (!release) return {error: `${repository} is not the repository of a documented release`};
  if (commit !== DOCUMENTED_RELEASES[release].commit) {
    return {
      error: `pinned to ${commit}, not to the documented commit of ${repository} (${DOCUMENTED_RELEASES[release].commit})`,
    };
  }
  if (!from) return {release, path: path!};
  return {release, path: path!, lines: {from: Number(from), to: Number(to ?? from)}};
}

/** The page's sources, or null when its front matter has none (the test fails such a page). */
export function sourcesOf(frontMatter: Record<string, unknown>): PageSources | null {
  const sources = frontMatter.sources as Partial<PageSources> | undefined;
  if (!sources || !Array.isArray(sources.describes) || !Array.isArray(sources.files)) return null;
  return {describes: sources.describes, files: sources.files};
}
