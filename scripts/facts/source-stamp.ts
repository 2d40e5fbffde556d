/**
 * The stamp every facts file carries: the commit of the checkout it was read
 * from and that commit's date, so a refresh shows what it was read against.
 */
import {execFileSync} from 'node:child_process';

export function sourceStamp(checkout: string): {commit: string; commit_date: string} {
  const git = (...args: string[]) => execFileSync('git', ['-C', checkout, ...args], {encoding: 'utf8'}).trim();
  return {commit: git('rev-parse', 'HEAD'), commit_date: git('log', '-1', '--format=%cs')};
}
