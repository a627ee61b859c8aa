/**
 * The search index is built from the HTML of the docs pages, and that HTML depends on more than the
 * .md/.mdx files the search plugin hashes: the components, plugins and config that render them, and the
 * installed versions of Docusaurus and the search plugin. This writes a fingerprint of those files as a
 * Markdown file into a folder of the plugin's `docsDir`, so that the index URL's hash changes with them too.
 * It errs on the side of a new hash: any change under src/ gives readers a fresh index, never a stale one.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {SEARCH_INDEX_INPUTS} from '../../constants';

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
        `search (src/features/search/inputs.ts): "${source}", an input of the search index, does not exist`,
      );
    }
    for (const file of filesUnder(absolute)) hash.update(path.relative(siteDir, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** Writes the fingerprint where the search plugin hashes it (unchanged files are left alone). */
export function writeIndexInputsFingerprint(siteDir: string): void {
  const file = path.join(siteDir, SEARCH_INDEX_INPUTS.dir, 'fingerprint.md');
  const content = `${indexInputsFingerprint(siteDir)}\n`;
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return;
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, content);
}
