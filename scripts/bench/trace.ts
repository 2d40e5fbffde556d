/**
 * `npm run bench:trace [-- --pages=/,/ocean/ --build=dir --json=path]` — what
 * takes the main thread on a phone, per audited page: one Lighthouse mobile
 * first visit each (a new Chromium with an empty profile), whose Chrome trace is split at the `docusaurus-hydrated`
 * performance mark (src/client/hydration-mark.ts) into work before and after
 * hydration, by kind of work and by script, then each long task. Times are Lighthouse's: the
 * unthrottled trace × its 4× simulated CPU slowdown, as in its "Reduce
 * JavaScript execution time" audit.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import lighthouse, {type Flags} from 'lighthouse';
import {MainThreadTasks} from 'lighthouse/core/computed/main-thread-tasks.js';
import {NetworkRecords} from 'lighthouse/core/computed/network-records.js';
import {ProcessedNavigation} from 'lighthouse/core/computed/processed-navigation.js';
import {ProcessedTrace} from 'lighthouse/core/computed/processed-trace.js';
import {getAttributableURLForTask, getJavaScriptURLs} from 'lighthouse/core/lib/tracehouse/task-summary.js';
import {HYDRATED_MARK} from '../../src/client/hydration-mark';
import {flagValue, openAuditEnv, type AuditEnv} from './lib/audit-env';
import {selectPages, type AuditedPage} from './lib/audited-pages';
import {breakdown, longTasks, PHASES, shortUrl, type Breakdown, type LongTask, type TaskSlice, type TopLevelTask} from './lib/main-thread-breakdown';

type TaskNode = {
  parent?: TaskNode;
  startTime: number;
  duration: number;
  selfTime: number;
  group: {id: string};
  attributableURLs: string[];
  event: {name: string};
};
type TraceEvent = {name: string; cat: string; ts: number};
type Traced = {breakdown: Breakdown; longTasks: LongTask[]; fcpMs: number | null; tbtMs: number | null};

const GROUPS: [string, string][] = [
  ['scriptEvaluation', 'script'],
  ['scriptParseCompile', 'parse+compile'],
  ['styleLayout', 'style+layout'],
  ['paintCompositeRender', 'paint'],
  ['parseHTML', 'HTML+CSS parse'],
  ['garbageCollection', 'GC'],
  ['other', 'other'],
];
const SCRIPTS_SHOWN = 6;

/** One first visit (a new Chromium with an empty profile), traced. */
async function traceOne(env: AuditEnv, page: AuditedPage): Promise<Traced> {
  const browser = await env.freshBrowser();
  try {
    return await traceIn(env.origin, browser.port, page);
  } finally {
    await browser.close();
  }
}

async function traceIn(origin: string, port: number, page: AuditedPage): Promise<Traced> {
  const flags: Flags = {port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ignoreStatusCode: page.expect404 ?? false};
  const result = await lighthouse(`${origin}${page.path}`, flags);
  if (!result?.artifacts) throw new Error(`Lighthouse returned no trace for ${page.path}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.path}: ${result.lhr.runtimeError.message}`);
  const {Trace: trace, DevtoolsLog: devtoolsLog} = result.artifacts;
  const context = {computedCache: new Map(), settings: result.lhr.configSettings} as never;
  const tasks = (await MainThreadTasks.request(trace, context)) as unknown as TaskNode[];
  const processed = await ProcessedTrace.request(trace, context);
  const jsUrls = getJavaScriptURLs(await NetworkRecords.request(devtoolsLog, context));
  const mark = (trace.traceEvents as TraceEvent[]).find((e) => e.name === HYDRATED_MARK && e.cat.includes('user_timing'));
  const hydratedAtMs = mark ? (mark.ts - processed.timestamps.timeOrigin) / 1000 : null;
  const topOf = (task: TaskNode): TaskNode => (task.parent ? topOf(task.parent) : task);
  const slices: TaskSlice[] = tasks.map((task) => ({
    topLevelStartMs: topOf(task).startTime,
    selfMs: task.selfTime,
    group: task.group.id,
    url: getAttributableURLForTask(task as never, jsUrls),
  }));
  const topLevel: TopLevelTask[] = tasks.filter((t) => !t.parent).map((t) => ({startMs: t.startTime, durationMs: t.duration}));
  const multiplier = result.lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1;
  const fcp = (await ProcessedNavigation.request(processed, context)).timings.firstContentfulPaint;
  return {
    breakdown: breakdown(slices, topLevel, hydratedAtMs, multiplier),
    longTasks: longTasks(slices, topLevel, multiplier),
    // On the same scale as the tasks: total blocking time counts only what follows it.
    fcpMs: fcp === undefined ? null : fcp * multiplier,
    tbtMs: result.lhr.audits['total-blocking-time']?.numericValue ?? null,
  };
}

const ms = (value: number) => `${Math.round(value)}`;

function print(page: AuditedPage, origin: string, traced: Traced): void {
  const {hydratedAtMs, phases} = traced.breakdown;
  const hydrated = hydratedAtMs === null ? 'no hydration mark' : `hydrated at ${ms(hydratedAtMs)} ms`;
  const tbt = traced.tbtMs === null ? '' : `, Lighthouse TBT ${ms(traced.tbtMs)} ms`;
  console.log(`\n${page.path} — ${hydrated}${tbt}`);
  const header = ['phase (ms)', 'total', 'blocking', ...GROUPS.map(([, label]) => label)];
  const rows = PHASES.map((phase) => [
    phase,
    ms(phases[phase].totalMs),
    ms(phases[phase].blockingMs),
    ...GROUPS.map(([id]) => ms(phases[phase].byGroup[id] ?? 0)),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  for (const row of [header, ...rows]) console.log(`  ${row.map((c, i) => (i ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ')}`);
  for (const phase of PHASES) {
    const scripts = phases[phase].byScript.slice(0, SCRIPTS_SHOWN).map((s) => `${shortUrl(s.url, origin)} ${ms(s.ms)}`);
    if (scripts.length) console.log(`  ${phase}, by script: ${scripts.join(', ')}`);
  }
  console.log(`  long tasks (start, duration, past 50 ms; most of it)${traced.fcpMs === null ? '' : `; first contentful paint at ${ms(traced.fcpMs)}`}:`);
  for (const task of traced.longTasks) {
    console.log(`    ${ms(task.startMs).padStart(5)}  ${ms(task.durationMs).padStart(4)}  ${ms(task.blockingMs).padStart(4)}  ${shortUrl(task.url, origin)}, ${task.group}`);
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const json = flagValue(argv, 'json');
  const buildDir = flagValue(argv, 'build');
  const pages = selectPages(flagValue(argv, 'pages'));
  const env = await openAuditEnv(buildDir ? path.resolve(buildDir) : undefined);
  const results: Record<string, Traced> = {};
  try {
    console.log('Main-thread time, Lighthouse mobile (simulated 4× CPU), one run per page:');
    for (const page of pages) {
      const traced = await traceOne(env, page);
      results[page.path] = traced;
      print(page, env.origin, traced);
    }
  } finally {
    env.close();
  }
  if (json) {
    writeFileSync(path.resolve(json), `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nBreakdown written to ${path.resolve(json)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
