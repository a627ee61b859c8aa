/**
 * Records every platform-specific optional package in package-lock.json.
 *
 * Why this exists: the npm registry mirror our machines and CI use serves only
 * some platform builds of native packages (@swc/core-linux-x64-gnu, yes;
 * @swc/core-darwin-arm64, 404). `npm install` therefore leaves the other
 * platforms out of the lockfile, and `npm ci` then refuses the lockfile as
 * "not in sync" ("Missing: @swc/core-darwin-arm64@ from lock file").
 * npm has no option for this, so after any `npm install` run
 * `npm run lock:platforms`: it adds the missing entries with the os/cpu/libc
 * that their names encode, so `npm ci` accepts the lockfile and skips them on
 * machines they do not fit, without ever fetching them.
 */
import {readFileSync, writeFileSync} from 'node:fs';

type LockEntry = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
};

const LOCKFILE = 'package-lock.json';
const OPERATING_SYSTEMS = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32'];
const CPUS = ['arm64', 'arm', 'ia32', 'loong64', 'ppc64', 's390x', 'riscv64', 'x64'];

/** Reads the platform a package name such as `@rollup/rollup-linux-arm-musleabihf` targets. */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const parts = name.split('/').pop()!.split('-');
  const os = parts.find((part) => OPERATING_SYSTEMS.includes(part));
  const cpu = parts.find((part) => CPUS.includes(part));
  if (!os || !cpu) return null;
  const platform: Pick<LockEntry, 'os' | 'cpu' | 'libc'> = {os: [os], cpu: [cpu]};
  if (os === 'linux') platform.libc = [parts.some((part) => part.startsWith('musl')) ? 'musl' : 'glibc'];
  return platform;
}

/** Where Node would resolve `dependency` from the package installed at `parentPath`. */
function resolvedPath(packages: Record<string, LockEntry>, parentPath: string, dependency: string): string | null {
  let base = parentPath;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${dependency}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

function main(): void {
  const lock = JSON.parse(readFileSync(LOCKFILE, 'utf8')) as {packages: Record<string, LockEntry>};
  const added: string[] = [];
  for (const [parentPath, parent] of Object.entries(lock.packages)) {
    for (const [dependency, version] of Object.entries(parent.optionalDependencies ?? {})) {
      if (resolvedPath(lock.packages, parentPath, dependency)) continue;
      const platform = platformOf(dependency);
      if (!platform)
        throw new Error(
          `${LOCKFILE}: ${dependency} (needed by ${parentPath}) is missing and its name names no platform`,
        );
      lock.packages[`node_modules/${dependency}`] = {
        version,
        ...(parent.dev ? {dev: true} : {}),
        optional: true,
        ...platform,
      };
      added.push(`${dependency}@${version}`);
    }
  }
  const sorted = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  lock.packages = sorted;
  writeFileSync(LOCKFILE, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    added.length
      ? `Added ${added.length} platform packages:\n  ${added.join('\n  ')}`
      : 'Lockfile already lists every platform package.',
  );
}

main();
