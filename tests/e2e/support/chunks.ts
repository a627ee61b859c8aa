/**
 * The JavaScript files of the production build: every chunk a page can load or prefetch is one of them, so a string
 * that is in none of them reaches no reader. Reading the files finds it in a chunk no test happened to load, and
 * costs milliseconds where loading every route to watch its scripts cost half a minute of the suite.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {REPO_ROOT} from '../../support/docs';

const CHUNKS_FOLDER = path.join(REPO_ROOT, 'build/assets/js');

/** The build's JavaScript files that contain any of `signatures`; fails when the build has no JavaScript at all. */
export function builtChunksHolding(signatures: readonly string[]): string[] {
  const chunks = readdirSync(CHUNKS_FOLDER).filter((file) => file.endsWith('.js'));
  if (chunks.length === 0) throw new Error(`No JavaScript file in ${CHUNKS_FOLDER}: run npm run build first.`);
  return chunks.filter((file) => {
    const code = readFileSync(path.join(CHUNKS_FOLDER, file), 'utf8');
    return signatures.some((signature) => code.includes(signature));
  });
}
