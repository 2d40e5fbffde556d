/**
 * Reads files at HEAD of a git repository through git itself, so the facts
 * scripts work on a normal checkout and on a bare mirror alike, and always
 * read the committed tree that the source stamp names.
 */
import {execFileSync} from 'node:child_process';

export type Repo = {dir: string; list: (folder: string) => string[]; read: (file: string) => string};

export function openRepo(dir: string): Repo {
  const git = (...args: string[]) => execFileSync('git', ['-C', dir, ...args], {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  const cache = new Map<string, string>();
  return {
    dir,
    list: (folder) =>
      git('ls-tree', '--name-only', 'HEAD', `${folder.replace(/\/$/, '')}/`)
        .split('\n')
        .filter(Boolean),
    read: (file) => {
      if (!cache.has(file)) cache.set(file, git('show', `HEAD:${file}`));
      return cache.get(file)!;
    },
  };
}
