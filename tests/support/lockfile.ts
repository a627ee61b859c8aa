/**
 * Checks of an npm lockfile (lockfileVersion 3) that `npm ci` on another machine depends on.
 * This machine's npm is set to leave `resolved` out, so `integrity` is what pins each tarball.
 */
import {readFileSync} from 'node:fs';

export interface LockEntry {
  version?: string;
  link?: boolean;
  extraneous?: boolean;
  integrity?: string;
  optionalDependencies?: Record<string, string>;
}

export interface Lockfile {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

export function readLockfile(file: string): Lockfile {
  const lock = JSON.parse(readFileSync(file, 'utf8')) as Lockfile;
  if (lock.lockfileVersion !== 3)
    throw new Error(`${file}: lockfileVersion ${lock.lockfileVersion}, expected 3 (npm 9 or later)`);
  return lock;
}

/** The installed packages: every entry but the root project ("") and links to folders. */
export function installedEntries(lock: Lockfile): [string, LockEntry][] {
  return Object.entries(lock.packages).filter(([location, entry]) => location !== '' && !entry.link);
}

/** Entries that `npm ci` would fetch without checking what it got. */
export function entriesWithoutIntegrity(lock: Lockfile): string[] {
  return installedEntries(lock)
    .filter(([, entry]) => !entry.integrity)
    .map(([location, entry]) => `${location}@${entry.version ?? '?'}`);
}

/** Where Node would find `name` for the package installed at `location` (its own node_modules, then its ancestors'). */
function resolve(lock: Lockfile, location: string, name: string): string | undefined {
  for (let base = location; ;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

/**
 * Optional dependencies (the other platforms' builds of native packages) that the lockfile leaves
 * out. `npm install` drops one silently when the registry lacks it; `npm ci` then refuses the
 * lockfile ("Missing: @swc/core-darwin-arm64@ from lock file").
 */
export function missingOptionalDependencies(lock: Lockfile): string[] {
  return installedEntries(lock).flatMap(([location, entry]) =>
    Object.keys(entry.optionalDependencies ?? {})
      .filter((name) => !resolve(lock, location, name))
      .map(
        (name) =>
          `${name}@${entry.optionalDependencies![name]} (optional dependency of ${location}@${entry.version ?? '?'})`,
      ),
  );
}

/** Entries npm itself marks as needed by nothing, which `npm ci` would still install. */
export function extraneousEntries(lock: Lockfile): string[] {
  return installedEntries(lock)
    .filter(([, entry]) => entry.extraneous)
    .map(([location, entry]) => `${location}@${entry.version ?? '?'}`);
}

/** Installed copies of the packages of `scope` (e.g. "@docusaurus/") at another version than `version`. */
export function scopeVersionsOtherThan(lock: Lockfile, scope: string, version: string): string[] {
  return installedEntries(lock)
    .filter(
      ([location, entry]) =>
        location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length).startsWith(scope) &&
        entry.version !== version,
    )
    .map(([location, entry]) => `${location}@${entry.version ?? '?'}`);
}
