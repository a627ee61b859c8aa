/**
 * Installs tests/samples (the pinned TypeScript SDK the docs' samples are type-checked against) when its lockfile
 * has changed since the last install, and otherwise does nothing: `npm ci` there takes most of a minute, and the
 * lockfile changes only when the documented SDK release does. The hash of the installed lockfile is kept inside
 * tests/samples/node_modules, so deleting that folder also forces an install.
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const SAMPLES_DIR = path.resolve(__dirname, '../tests/samples');
const LOCKFILE = path.join(SAMPLES_DIR, 'package-lock.json');
const INSTALLED_STAMP = path.join(SAMPLES_DIR, 'node_modules/.installed-lockfile.sha256');

const lockfileHash = createHash('sha256').update(readFileSync(LOCKFILE)).digest('hex');
const installedHash = existsSync(INSTALLED_STAMP) ? readFileSync(INSTALLED_STAMP, 'utf8').trim() : undefined;

if (installedHash === lockfileHash) {
  console.log('tests/samples is installed from its current lockfile.');
} else {
  console.log(`tests/samples: ${installedHash ? 'the lockfile changed' : 'not installed yet'}; npm ci --ignore-scripts…`);
  execFileSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--prefix', SAMPLES_DIR], {stdio: 'inherit'});
  writeFileSync(INSTALLED_STAMP, `${lockfileHash}\n`);
}
