/**
 * Runs a test suite as named stages and times each one, so a slow suite says
 * where its minutes go. A stage is a shell command; a group of light,
 * independent stages may run side by side (at most `concurrency` at once, the
 * machine has two cores). The first failure stops the run: no later stage
 * starts, and the caller exits non-zero.
 */
import {spawn} from 'node:child_process';

export type Stage = {name: string; command: string};
export type Step = Stage | {parallel: Stage[]; concurrency: number};
export type StageResult = {name: string; status: 'passed' | 'failed' | 'not run'; seconds?: number};

export type Output = {write(text: string): void};

/** One command; its output streams through when `stream`, or is returned for printing in one piece. */
function run(stage: Stage, stream: boolean): Promise<{ok: boolean; seconds: number; output: string}> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(stage.command, {shell: true, stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const done = (ok: boolean) => resolve({ok, seconds: (performance.now() - started) / 1000, output});
    child.on('error', (error) => {
      output += `${error.message}\n`;
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

const names = (step: Step): string[] => ('parallel' in step ? step.parallel.map((s) => s.name) : [step.name]);

export async function runStages(steps: Step[], out: Output): Promise<StageResult[]> {
  const results: StageResult[] = steps.flatMap((step) => names(step).map((name) => ({name, status: 'not run' as const})));
  const record = (name: string, ok: boolean, seconds: number) => {
    const result = results.find((r) => r.name === name)!;
    result.status = ok ? 'passed' : 'failed';
    result.seconds = seconds;
  };
  for (const step of steps) {
    if (!('parallel' in step)) {
      out.write(`\n▶ ${step.name}: ${step.command}\n`);
      const {ok, seconds} = await run(step, true);
      record(step.name, ok, seconds);
      if (!ok) return results;
      continue;
    }
    // Side by side, each stage's output printed whole when it ends, so lines never interleave.
    const queue = [...step.parallel];
    let failed = false;
    const worker = async () => {
      for (let stage = queue.shift(); stage && !failed; stage = queue.shift()) {
        const {ok, seconds, output} = await run(stage, false);
        out.write(`\n▶ ${stage.name}: ${stage.command}\n${output}`);
        record(stage.name, ok, seconds);
        if (!ok) failed = true;
      }
    };
    await Promise.all(Array.from({length: Math.max(1, step.concurrency)}, worker));
    if (failed) return results;
  }
  return results;
}

/** The steps cut down to the named stages, in their order; an unknown name is an error, not a silent no-op. */
export function selectStages(steps: Step[], wanted: string[]): Step[] {
  const known = steps.flatMap(names);
  const unknown = wanted.filter((name) => !known.includes(name));
  if (unknown.length) throw new Error(`No stage named ${unknown.join(', ')}; the stages are ${known.join(', ')}`);
  return steps.flatMap((step): Step[] => {
    if (!('parallel' in step)) return wanted.includes(step.name) ? [step] : [];
    const parallel = step.parallel.filter((stage) => wanted.includes(stage.name));
    return parallel.length ? [{...step, parallel}] : [];
  });
}

export function formatTable(results: StageResult[], wallSeconds: number): string {
  const width = Math.max(5, ...results.map((r) => r.name.length));
  const time = (s?: number) => (s === undefined ? '-' : `${s.toFixed(1)} s`).padStart(9);
  const lines = [
    `${'stage'.padEnd(width)}  ${'wall'.padStart(9)}  result`,
    `${'-'.repeat(width)}  ${'-'.repeat(9)}  -------`,
    ...results.map((r) => `${r.name.padEnd(width)}  ${time(r.seconds)}  ${r.status}`),
    `${'total'.padEnd(width)}  ${time(wallSeconds)}`,
  ];
  return `${lines.join('\n')}\n`;
}
