import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {completeLockfile, entriesWithoutIntegrity, fillIntegrity, missingOptionalPackages, platformFromName, type Lockfile} from './lockfile-platforms';

describe('platformFromName', () => {
  it.each([
    ['@swc/core-darwin-arm64', {os: ['darwin'], cpu: ['arm64']}],
    ['@swc/core-linux-arm-gnueabihf', {os: ['linux'], cpu: ['arm'], libc: ['glibc']}],
    ['@rollup/rollup-linux-arm-musleabihf', {os: ['linux'], cpu: ['arm'], libc: ['musl']}],
    ['@rollup/rollup-linux-riscv64-musl', {os: ['linux'], cpu: ['riscv64'], libc: ['musl']}],
    ['@swc/html-win32-ia32-msvc', {os: ['win32'], cpu: ['ia32']}],
    ['@rollup/rollup-openharmony-arm64', {os: ['openharmony'], cpu: ['arm64']}],
  ])('%s', (name, expected) => {
    expect(platformFromName(name)).toEqual(expected);
  });

  it('gives up on a name without a platform', () => {
    expect(platformFromName('fsevents')).toBeUndefined();
  });
});

describe('completeLockfile', () => {
  const sample = (): Lockfile => ({
    packages: {
      '': {name: 'x'},
      'node_modules/rollup': {version: '4.1.0', dev: true, optionalDependencies: {'@rollup/rollup-darwin-x64': '4.1.0', fsevents: '~2.3.2', '@rollup/rollup-linux-x64-gnu': '4.1.0'}},
      'node_modules/@rollup/rollup-linux-x64-gnu': {version: '4.1.0', optional: true, os: ['linux'], cpu: ['x64']},
      'node_modules/a/node_modules/b': {version: '1.0.0', optionalDependencies: {'@swc/core-darwin-arm64': '1.2.3'}},
    },
  });

  it('adds each missing platform package with its constraints and dev flag', () => {
    const lock = sample();
    const result = completeLockfile(lock);
    expect(result.added).toEqual(['@rollup/rollup-darwin-x64@4.1.0', '@swc/core-darwin-arm64@1.2.3']);
    expect(result.unplaced).toEqual(['fsevents@~2.3.2']);
    expect(lock.packages['node_modules/@rollup/rollup-darwin-x64']).toEqual({version: '4.1.0', os: ['darwin'], cpu: ['x64'], optional: true, dev: true});
    expect(lock.packages['node_modules/@swc/core-darwin-arm64']).toEqual({version: '1.2.3', os: ['darwin'], cpu: ['arm64'], optional: true});
    expect(Object.keys(lock.packages)[0]).toBe('');
  });

  it('finds a package installed higher up the tree', () => {
    const lock = sample();
    lock.packages['node_modules/@swc/core-darwin-arm64'] = {version: '1.2.3'};
    expect(missingOptionalPackages(lock).map((m) => m.name)).not.toContain('@swc/core-darwin-arm64');
  });
});

describe('fillIntegrity', () => {
  it('adds the registry hash after the version and reports versions the registry lacks', async () => {
    const lock: Lockfile = {
      packages: {
        '': {name: 'x'},
        'node_modules/@swc/core-darwin-arm64': {version: '1.2.3', os: ['darwin'], cpu: ['arm64'], optional: true},
        'node_modules/@rollup/rollup-win32-x64-msvc': {version: '4.1.0', os: ['win32'], cpu: ['x64'], optional: true},
        'node_modules/@rollup/rollup-linux-x64-gnu': {version: '4.1.0', integrity: 'sha512-kept', os: ['linux'], cpu: ['x64']},
      },
    };
    const asked: string[] = [];
    const result = await fillIntegrity(lock, async (name, version) => {
      asked.push(`${name}@${version}`);
      return name.startsWith('@swc/') ? 'sha512-swc' : undefined;
    });
    expect(asked).toEqual(['@swc/core-darwin-arm64@1.2.3', '@rollup/rollup-win32-x64-msvc@4.1.0']);
    expect(result).toEqual({filled: ['@swc/core-darwin-arm64@1.2.3'], unavailable: ['@rollup/rollup-win32-x64-msvc@4.1.0']});
    expect(Object.keys(lock.packages['node_modules/@swc/core-darwin-arm64']).slice(0, 2)).toEqual(['version', 'integrity']);
    expect(lock.packages['node_modules/@swc/core-darwin-arm64'].integrity).toBe('sha512-swc');
    expect(lock.packages['node_modules/@rollup/rollup-win32-x64-msvc'].integrity).toBeUndefined();
  });
});

/**
 * Lockfile entries `npm run lock:complete` cannot give an integrity hash: the
 * registry these machines reach publishes no metadata for these versions of
 * other platforms' builds (`npm view <name>@<version> dist.integrity` answers
 * E404; it lists older versions only). npm installs them only on their own
 * platform, where it downloads the tarball from the full registry without a
 * hash to compare. When the mirror gains them, lock:complete fills the hash
 * and this list shrinks.
 */
const NOT_PUBLISHED_HERE = [
  '@swc/html-darwin-arm64@1.16.21',
  '@swc/html-darwin-x64@1.16.21',
  '@swc/html-linux-arm-gnueabihf@1.16.21',
  '@swc/html-linux-arm64-gnu@1.16.21',
  '@swc/html-linux-arm64-musl@1.16.21',
  '@swc/html-linux-ppc64-gnu@1.16.21',
  '@swc/html-linux-s390x-gnu@1.16.21',
  '@swc/html-linux-x64-musl@1.16.21',
  '@swc/html-win32-arm64-msvc@1.16.21',
  '@swc/html-win32-ia32-msvc@1.16.21',
  '@swc/html-win32-x64-msvc@1.16.21',
];

describe('the committed package-lock.json', () => {
  const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as Lockfile;

  it('has an integrity hash on every entry but the other-platform builds the registry here does not publish', () => {
    expect(entriesWithoutIntegrity(lock)).toEqual(NOT_PUBLISHED_HERE);
  });

  it('lacks hashes only on optional builds for other platforms, which npm never installs on this one', () => {
    const entries = Object.entries(lock.packages).filter(([location, entry]) => location && !entry.integrity && !entry.link);
    for (const [location, entry] of entries) {
      expect(entry.optional, location).toBe(true);
      const here = entry.os?.includes('linux') && entry.cpu?.includes('x64') && !entry.libc?.includes('musl');
      expect(here, location).toBe(false);
    }
  });

  it('has an entry for every optional dependency, so `npm ci` accepts it', () => {
    const missing = missingOptionalPackages(lock).map(({name, version}) => `${name}@${version}`);
    expect(missing, 'run `npm run lock:complete`').toEqual([]);
  });
});
