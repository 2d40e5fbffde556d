/**
 * "Last updated on …" comes from `git log -1 -- <file>` for each page
 * (Docusaurus 3.9.2, @docusaurus/utils gitUtils). In a shallow clone, as CI
 * makes by default, that log holds one commit, so every page would claim the
 * clone's date; outside a git checkout (a source tarball) git fails and the
 * build with it. So the build scripts first deepen a shallow clone
 * (`scripts/deepen-history.ts`, `deepenHistory`), and the config only reads
 * the checkout (`readLastUpdate`): dates are shown on full history and hidden,
 * rather than wrong, when the clone is still shallow (offline, no remote, or
 * `docusaurus start` without a build first) or is no checkout at all.
 * Evaluating the config never touches the network or the repository.
 */
import {execFileSync} from 'node:child_process';

export type GitState = {insideWorkTree: boolean; shallow: boolean};
export type LastUpdatePlan = 'show' | 'deepen' | 'hide';

export function planLastUpdate(state: GitState): LastUpdatePlan {
  if (!state.insideWorkTree) return 'hide';
  return state.shallow ? 'deepen' : 'show';
}

export type Git = (args: string[]) => string;

function gitIn(cwd: string): Git {
  return (args) =>
    execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      // A remote that asks for a password or never answers must not hold up the build.
      env: {...process.env, GIT_TERMINAL_PROMPT: '0'},
      timeout: 120_000,
    }).trim();
}

function readState(git: Git): GitState {
  try {
    if (git(['rev-parse', '--is-inside-work-tree']) !== 'true') return {insideWorkTree: false, shallow: false};
  } catch {
    return {insideWorkTree: false, shallow: false};
  }
  return {insideWorkTree: true, shallow: git(['rev-parse', '--is-shallow-repository']) === 'true'};
}

export type LastUpdateResult = {showLastUpdateTime: boolean; note: string};

/** Whether pages may show their git date: only on a checkout with full history. Reads, never writes. */
export function readLastUpdate(cwd: string, git: Git = gitIn(cwd)): LastUpdateResult {
  const plan = planLastUpdate(readState(git));
  if (plan === 'show') return {showLastUpdateTime: true, note: 'full git history'};
  if (plan === 'hide') return {showLastUpdateTime: false, note: 'not a git checkout: "Last updated" dates hidden'};
  return {showLastUpdateTime: false, note: 'shallow clone (run npm run build, which deepens it): "Last updated" dates hidden'};
}

/** Deepens a shallow clone so that each page's last commit is known; says what it did. */
export function deepenHistory(cwd: string, git: Git = gitIn(cwd)): string {
  const plan = planLastUpdate(readState(git));
  if (plan === 'show') return 'full git history';
  if (plan === 'hide') return 'not a git checkout: nothing to deepen';
  try {
    git(['fetch', '--unshallow', '--quiet']);
    return 'shallow clone deepened with git fetch --unshallow';
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return `shallow clone could not be deepened (${reason}): "Last updated" dates will be hidden`;
  }
}
