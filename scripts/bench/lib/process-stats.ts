/**
 * Time and memory of a command and everything it starts, for benchmarks.
 *
 * `/usr/bin/time -v` gives wall and CPU time (children included, once they
 * have been waited for) but its "Maximum resident set size" is that of the
 * single largest process. A build that forks workers needs the sum over the
 * process tree, so we also sample /proc while the command runs.
 */
import {spawn} from 'node:child_process';
import {mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

export type TimeReport = {wallSeconds: number; userSeconds: number; systemSeconds: number; maxRssKb: number; exitStatus: number};

/** "1:02:03.5", "2:03.45" or "3.2" → seconds. */
export function parseClock(clock: string): number {
  return clock
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
}

/** Reads the report `/usr/bin/time -v` writes. */
export function parseTimeVerbose(report: string): TimeReport {
  const field = (label: string): string => {
    const line = report.split('\n').find((l) => l.trim().startsWith(label));
    if (!line) throw new Error(`"${label}" missing from /usr/bin/time output:\n${report}`);
    return line.slice(line.lastIndexOf(': ') + 2).trim();
  };
  return {
    wallSeconds: parseClock(field('Elapsed (wall clock) time')),
    userSeconds: Number(field('User time (seconds)')),
    systemSeconds: Number(field('System time (seconds)')),
    maxRssKb: Number(field('Maximum resident set size (kbytes)')),
    exitStatus: Number(field('Exit status')),
  };
}

/** The given process and all its descendants, from a child → parent map. */
export function processTree(root: number, parentOf: Map<number, number>): number[] {
  const childrenOf = new Map<number, number[]>();
  for (const [pid, parent] of parentOf) childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), pid]);
  const tree: number[] = [];
  const pending = [root];
  while (pending.length) {
    const pid = pending.pop()!;
    tree.push(pid);
    pending.push(...(childrenOf.get(pid) ?? []));
  }
  return tree;
}

/** Parent pid from the text of /proc/<pid>/stat; the command name may hold spaces and parentheses. */
export function parentFromStat(stat: string): number {
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

function readProc(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    // The process ended between listing and reading.
    return null;
  }
}

/** Resident memory now, in KiB, summed over a process and its descendants (Linux only). */
export function treeRssKb(root: number): number {
  const parentOf = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readProc(`/proc/${name}/stat`);
    if (stat) parentOf.set(Number(name), parentFromStat(stat));
  }
  return processTree(root, parentOf).reduce((sum, pid) => {
    const rss = /^VmRSS:\s+(\d+)/m.exec(readProc(`/proc/${pid}/status`) ?? '');
    return sum + (rss ? Number(rss[1]) : 0);
  }, 0);
}

export type MeasuredRun = TimeReport & {peakTreeRssKb: number};

/**
 * Runs a command under `/usr/bin/time -v`, sampling the tree's memory every
 * `sampleMs`. Output goes to the given log file descriptor; a failing command
 * rejects with its exit status.
 */
export function runMeasured(
  command: string,
  args: string[],
  options: {cwd: string; env: NodeJS.ProcessEnv; logFd: number | 'inherit'; sampleMs?: number},
): Promise<MeasuredRun> {
  const reportDir = mkdtempSync(path.join(tmpdir(), 'bench-time-'));
  const reportFile = path.join(reportDir, 'time.txt');
  const child = spawn('/usr/bin/time', ['-v', '-o', reportFile, command, ...args], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', options.logFd, options.logFd],
  });
  let peakTreeRssKb = 0;
  const sampler = setInterval(() => {
    if (child.pid) peakTreeRssKb = Math.max(peakTreeRssKb, treeRssKb(child.pid));
  }, options.sampleMs ?? 250);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sampler);
      const report = readProc(reportFile) ?? '';
      rmSync(reportDir, {recursive: true, force: true});
      if (code !== 0) {
        reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
        return;
      }
      resolve({...parseTimeVerbose(report), peakTreeRssKb});
    });
  });
}
