// `npm ci` in a folder with a lockfile of its own (scripts/bench), only when its manifests changed since
// the last install. `npx tsx scripts/lib/installPackage.ts <folder>` does the same from an npm script.
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const MANIFESTS = ['package.json', 'package-lock.json'];
/** Where the hash of the installed manifests is kept; `npm ci` deletes node_modules, and it with it. */
const HASH_FILE = 'node_modules/.lockfile-hash';

function manifestsHash(folder: string): string {
  const hash = createHash('sha256');
  for (const name of MANIFESTS) {
    const file = path.join(folder, name);
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm install\` in ${folder} to write it`);
    hash.update(`${name}\0`).update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Returns whether it ran `npm ci`. */
export function installPackage(folder: string, log: (message: string) => void = console.log): boolean {
  const expected = manifestsHash(folder);
  const hashFile = path.join(folder, HASH_FILE);
  if (existsSync(hashFile) && readFileSync(hashFile, 'utf8') === expected) return false;
  log(`Installing ${folder} (its lockfile changed since the last install)…`);
  // No install scripts: none of these packages needs one, and the root package allows none either.
  execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: folder,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  writeFileSync(hashFile, expected);
  return true;
}

if (require.main === module) {
  const folder = process.argv[2];
  if (!folder) throw new Error('usage: tsx scripts/lib/installPackage.ts <folder with package-lock.json>');
  installPackage(path.resolve(folder));
}
