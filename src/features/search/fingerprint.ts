// The index depends on more than the .md/.mdx files the plugin hashes; their fingerprint goes into its `docsDir` so
// the index URL's hash changes with them. Any change under src/ gives a fresh index, never a stale one.
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {writeIfChanged} from '../../lib/files';
import {SEARCH_INDEX_INPUTS} from './options';

function filesUnder(entry: string): string[] {
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, {recursive: true, encoding: 'utf8'})
    .map((file) => path.join(entry, file))
    .filter((file) => statSync(file).isFile())
    .sort();
}

/** A digest of every file the rendered pages depend on besides the pages themselves. */
export function indexInputsFingerprint(siteDir: string): string {
  const hash = createHash('sha256');
  for (const source of SEARCH_INDEX_INPUTS.sources) {
    const absolute = path.join(siteDir, source);
    if (!existsSync(absolute)) {
      throw new Error(
        `search (src/features/search/fingerprint.ts): "${source}", an input of the search index, does not exist`,
      );
    }
    for (const file of filesUnder(absolute)) hash.update(path.relative(siteDir, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** Writes the fingerprint where the search plugin hashes it. */
export function writeIndexInputsFingerprint(siteDir: string): void {
  writeIfChanged(path.join(siteDir, SEARCH_INDEX_INPUTS.dir, 'fingerprint.md'), `${indexInputsFingerprint(siteDir)}\n`);
}
