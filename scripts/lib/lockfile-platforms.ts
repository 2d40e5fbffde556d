/**
 * The npm registry these machines reach does not carry every platform build
 * of packages such as @swc/core or rollup (only linux-x64 ones are mirrored).
 * `npm install` then silently leaves those optional packages out of
 * package-lock.json, and `npm ci` refuses the lockfile ("Missing: … from lock
 * file"), on CI and on every developer machine.
 *
 * This module adds the missing optional platform packages back as lockfile
 * entries carrying their os/cpu/libc constraints, exactly as a lockfile made
 * against the full registry has them: npm skips them on other platforms and a
 * macOS or Windows contributor still gets the right native binary.
 */

export interface LockEntry {
  version?: string;
  optional?: boolean;
  dev?: boolean;
  devOptional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

export interface Lockfile {
  packages: Record<string, LockEntry>;
  [key: string]: unknown;
}

export interface PlatformConstraint {
  os: string[];
  cpu: string[];
  libc?: string[];
}

const OPERATING_SYSTEMS = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32'];
// Longest names first so "arm64" is not read as "arm".
const CPUS = ['riscv64', 'loong64', 'arm64', 'ppc64', 's390x', 'ia32', 'x64', 'arm'];

/** Reads the platform a native package targets from its name, e.g. `@swc/core-linux-arm64-musl`. */
export function platformFromName(name: string): PlatformConstraint | undefined {
  const tokens = name.split('/').pop()!.split('-');
  const os = OPERATING_SYSTEMS.find((candidate) => tokens.includes(candidate));
  const cpu = CPUS.find((candidate) => tokens.includes(candidate));
  if (!os || !cpu) return undefined;
  const constraint: PlatformConstraint = {os: [os], cpu: [cpu]};
  if (os === 'linux') {
    if (tokens.some((token) => token.startsWith('musl'))) constraint.libc = ['musl'];
    else if (tokens.some((token) => token === 'gnu' || token.startsWith('gnueabi'))) constraint.libc = ['glibc'];
  }
  return constraint;
}

/** Optional dependencies that resolve to no lockfile entry (npm looks up the tree from the parent's folder). */
export function missingOptionalPackages(lock: Lockfile): Array<{parent: string; name: string; version: string}> {
  const missing: Array<{parent: string; name: string; version: string}> = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!resolveLocation(lock, location, name)) missing.push({parent: location, name, version});
    }
  }
  return missing;
}

function resolveLocation(lock: Lockfile, parentLocation: string, name: string): string | undefined {
  let base = parentLocation;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

/**
 * Adds an entry for every missing optional platform package whose target can be
 * read from its name. Returns the names it could not place, which the caller
 * must report: those need a lockfile made against the full registry.
 */
export function completeLockfile(lock: Lockfile): {added: string[]; unplaced: string[]} {
  const added: string[] = [];
  const unplaced: string[] = [];
  for (const {parent, name, version} of missingOptionalPackages(lock)) {
    const platform = platformFromName(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) {
      unplaced.push(`${name}@${version}`);
      continue;
    }
    const parentEntry = lock.packages[parent];
    const entry: LockEntry = {version, ...platform, optional: true};
    if (parentEntry.dev) entry.dev = true;
    lock.packages[`node_modules/${name}`] = entry;
    added.push(`${name}@${version}`);
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))),
  );
  return {added, unplaced};
}

/** The registry's integrity hash of one published version, or undefined when the registry has no such version. */
export type IntegrityLookup = (name: string, version: string) => Promise<string | undefined>;

/** Package name of a lockfile location: `node_modules/a/node_modules/@b/c` → `@b/c`. */
const nameAt = (location: string) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);

/**
 * Gives every platform entry without an integrity hash the one the registry
 * publishes, so `npm ci` on that platform verifies the tarball it downloads.
 * Returns the entries the registry has no metadata for (this machine's mirror
 * carries only some versions of other platforms' builds).
 */
export async function fillIntegrity(lock: Lockfile, lookup: IntegrityLookup): Promise<{filled: string[]; unavailable: string[]}> {
  const wanting = Object.entries(lock.packages).filter(([location, entry]) => location && entry.os && entry.version && !entry.integrity);
  // A few lookups at a time: each is an `npm view` process, and the machine has two cores.
  const found: Array<string | undefined> = [];
  for (let i = 0; i < wanting.length; i += 4) {
    found.push(...(await Promise.all(wanting.slice(i, i + 4).map(([location, entry]) => lookup(nameAt(location), entry.version!)))));
  }
  const filled: string[] = [];
  const unavailable: string[] = [];
  wanting.forEach(([location, entry], i) => {
    const id = `${nameAt(location)}@${entry.version}`;
    if (found[i]) {
      // Keep npm's key order (version, integrity, …) so the diff shows only the new hash.
      const {version, ...rest} = entry;
      lock.packages[location] = {version, integrity: found[i], ...rest};
      filled.push(id);
    } else unavailable.push(id);
  });
  return {filled, unavailable};
}

/** Optional platform entries of the lockfile that carry no integrity hash. */
export function entriesWithoutIntegrity(lock: Lockfile): string[] {
  return Object.entries(lock.packages)
    .filter(([location, entry]) => location && !entry.integrity && !entry.link)
    .map(([location, entry]) => `${nameAt(location)}@${entry.version}`);
}
