import {execFileSync} from 'node:child_process';
import {mkdtempSync, writeFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {deepenHistory, planLastUpdate, readLastUpdate} from './git-history';

const root = mkdtempSync(path.join(tmpdir(), 'git-history-'));
afterAll(() => rmSync(root, {recursive: true, force: true}));

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], {cwd, encoding: 'utf8', stdio: 'pipe'}).trim();

/** A repository with two commits, so a depth-1 clone lacks one. */
function origin(): string {
  const dir = path.join(root, 'origin');
  execFileSync('git', ['init', '-q', dir]);
  writeFileSync(path.join(dir, 'a.mdx'), 'one');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'first');
  writeFileSync(path.join(dir, 'b.mdx'), 'two');
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'second');
  return dir;
}
const source = origin();

function shallowClone(name: string): string {
  const dir = path.join(root, name);
  execFileSync('git', ['clone', '-q', '--depth', '1', `file://${source}`, dir]);
  expect(git(dir, 'rev-parse', '--is-shallow-repository')).toBe('true');
  return dir;
}

describe('last-update dates in shallow clones', () => {
  it('plans from the checkout', () => {
    expect(planLastUpdate({insideWorkTree: true, shallow: false})).toBe('show');
    expect(planLastUpdate({insideWorkTree: true, shallow: true})).toBe('deepen');
    expect(planLastUpdate({insideWorkTree: false, shallow: false})).toBe('hide');
  });

  it('deepens a shallow clone whose remote answers, then shows dates; reading alone changes nothing', () => {
    const dir = shallowClone('reachable');
    expect(readLastUpdate(dir).showLastUpdateTime).toBe(false);
    expect(git(dir, 'rev-parse', '--is-shallow-repository')).toBe('true');
    expect(deepenHistory(dir)).toMatch(/deepened/);
    expect(readLastUpdate(dir).showLastUpdateTime).toBe(true);
    expect(git(dir, 'rev-parse', '--is-shallow-repository')).toBe('false');
    expect(git(dir, 'log', '--format=%s', '--', 'a.mdx')).toBe('first');
  });

  it('hides dates, without throwing, when the remote cannot be reached', () => {
    const dir = shallowClone('offline');
    git(dir, 'remote', 'set-url', 'origin', `file://${path.join(root, 'gone')}`);
    expect(deepenHistory(dir)).toMatch(/could not be deepened/);
    expect(readLastUpdate(dir).showLastUpdateTime).toBe(false);
    expect(git(dir, 'rev-parse', '--is-shallow-repository')).toBe('true');
  });

  it('hides dates outside a git checkout', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'no-git-'));
    try {
      expect(deepenHistory(dir)).toMatch(/not a git checkout/);
      expect(readLastUpdate(dir).showLastUpdateTime).toBe(false);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
