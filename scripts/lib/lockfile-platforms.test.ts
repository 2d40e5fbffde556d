import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {completeLockfile, missingOptionalPackages, platformFromName, type Lockfile} from './lockfile-platforms';

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

describe('the committed package-lock.json', () => {
  it('has an entry for every optional dependency, so `npm ci` accepts it', () => {
    const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as Lockfile;
    const missing = missingOptionalPackages(lock).map(({name, version}) => `${name}@${version}`);
    expect(missing, 'run `npm run lock:complete`').toEqual([]);
  });
});
