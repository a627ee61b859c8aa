/**
 * The Chromium of the diagrams, browser tests and benchmarks: Debian's unless `CHROMIUM_PATH` names another, since
 * Playwright's download fails on our machines; without the background networking our closed network refuses.
 */
import {existsSync} from 'node:fs';

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
