/**
 * The headless Chromium that draws the diagrams at build time and runs the browser tests and benchmarks: Debian's
 * package unless `CHROMIUM_PATH` names another, started without the background networking our closed network
 * refuses. Downloading Playwright's own browser fails on our machines.
 */
import {existsSync} from 'node:fs';

export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

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
    ? `CHROMIUM_PATH points at ${executable}, which does not exist`
    : `there is no Chromium at ${executable}: install it (sudo apt-get install -y chromium) or point CHROMIUM_PATH at a Chromium or Chrome binary`;
}
