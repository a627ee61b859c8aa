// The Chromium of the diagrams, browser tests and benchmarks: Debian's (Playwright's download fails on our machines)
// unless `CHROMIUM_PATH` names another. Drawings and layout tests follow its version, which Debian updates: the build
// and the tests print it, and chromium-version.txt holds the one the browser suite last passed on.
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export const CHROMIUM_ARGS = [
  // Chromium's sandbox refuses to start as root.
  ...(isRoot ? ['--no-sandbox'] : []),
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Why there is no Chromium, with what to do, or nothing when it is there. */
export function missingChromium(executable = CHROMIUM_EXECUTABLE): string | undefined {
  if (existsSync(executable)) return undefined;
  return process.env.CHROMIUM_PATH
    ? `CHROMIUM_PATH points at ${executable}, which does not exist: point it at a Chromium or Chrome binary`
    : `there is no Chromium at ${executable}: install it (sudo apt-get install -y chromium) or point CHROMIUM_PATH at a Chromium or Chrome binary`;
}

/** "156.0.8078.129", from what `chromium --version` prints. */
export function chromiumVersion(executable = CHROMIUM_EXECUTABLE): string {
  const printed = execFileSync(executable, ['--version'], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});
  const version = /\d+(\.\d+)+/.exec(printed)?.[0];
  if (!version) throw new Error(`${executable} --version printed no version: ${printed}`);
  return version;
}

/** The version of Chromium the browser suite last passed on, committed with the code. */
const PASSED_ON_FILE = path.resolve(__dirname, '../chromium-version.txt');

/** The Chromium in use, and whether the browser suite last passed on another. */
export function chromiumReport(executable = CHROMIUM_EXECUTABLE): {version: string; report: string; changed: boolean} {
  const version = chromiumVersion(executable);
  const passedOn = existsSync(PASSED_ON_FILE) ? readFileSync(PASSED_ON_FILE, 'utf8').trim() : 'none recorded';
  const changed = version !== passedOn;
  const report = changed
    ? `Chromium ${version} (${executable}); the browser suite last passed on Chromium ${passedOn} (chromium-version.txt): drawn diagrams and layout tests may change with the browser`
    : `Chromium ${version} (${executable}), as when the browser suite last passed`;
  return {version, report, changed};
}

/** Records the Chromium in use as the one the browser suite passed on; returns whether the record changed. */
export function recordPassedChromium(executable = CHROMIUM_EXECUTABLE): boolean {
  const {version, changed} = chromiumReport(executable);
  if (changed) writeFileSync(PASSED_ON_FILE, `${version}\n`);
  return changed;
}
