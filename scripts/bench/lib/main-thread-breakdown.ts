/**
 * Main-thread time of one page load, split at the moment React finished
 * hydrating (the `docusaurus-hydrated` performance mark), by kind of work and
 * by script. Input is Lighthouse's main-thread task tree flattened into
 * slices; times are multiplied the way Lighthouse's simulated mobile run does
 * (CPU slowdown 4×), so they read like its "JavaScript execution time" audit.
 */

/** One task's own time (children excluded), with the start of the top-level task it belongs to. */
export type TaskSlice = {topLevelStartMs: number; selfMs: number; group: string; url: string};
/** A top-level task: what total blocking time is made of. */
export type TopLevelTask = {startMs: number; durationMs: number};

export const PHASES = ['before hydration', 'after hydration'] as const;
export type Phase = (typeof PHASES)[number];

export type PhaseBreakdown = {
  totalMs: number;
  /** Sum over top-level tasks of the time past 50 ms, the way TBT counts (though over the whole load, not FCP→TTI). */
  blockingMs: number;
  byGroup: Record<string, number>;
  byScript: {url: string; ms: number}[];
};

export type Breakdown = {hydratedAtMs: number | null; phases: Record<Phase, PhaseBreakdown>};

// Lighthouse's own threshold for a long task.
const LONG_TASK_MS = 50;

function phaseOf(startMs: number, hydratedAtMs: number | null): Phase {
  return hydratedAtMs === null || startMs < hydratedAtMs ? 'before hydration' : 'after hydration';
}

/** A script's address without the page's origin (`/assets/js/main.1234.js`); other labels unchanged. */
export function shortUrl(url: string, origin: string): string {
  return url.startsWith(origin) ? url.slice(origin.length) || '/' : url;
}

/**
 * With no hydration mark (a build without the client module, or a page that
 * never hydrated) every task counts as before hydration.
 */
export function breakdown(
  slices: readonly TaskSlice[],
  topLevel: readonly TopLevelTask[],
  hydratedAtMs: number | null,
  multiplier: number,
): Breakdown {
  const phases = Object.fromEntries(
    PHASES.map((p) => [p, {totalMs: 0, blockingMs: 0, byGroup: {}, byScript: []} as PhaseBreakdown]),
  ) as Record<Phase, PhaseBreakdown>;
  const scripts = Object.fromEntries(PHASES.map((p) => [p, new Map<string, number>()])) as Record<Phase, Map<string, number>>;
  for (const slice of slices) {
    const phase = phaseOf(slice.topLevelStartMs, hydratedAtMs);
    const ms = slice.selfMs * multiplier;
    phases[phase].totalMs += ms;
    phases[phase].byGroup[slice.group] = (phases[phase].byGroup[slice.group] ?? 0) + ms;
    scripts[phase].set(slice.url, (scripts[phase].get(slice.url) ?? 0) + ms);
  }
  for (const task of topLevel) {
    phases[phaseOf(task.startMs, hydratedAtMs)].blockingMs += Math.max(0, task.durationMs * multiplier - LONG_TASK_MS);
  }
  for (const phase of PHASES) {
    phases[phase].byScript = [...scripts[phase]].map(([url, ms]) => ({url, ms})).sort((a, b) => b.ms - a.ms);
  }
  return {hydratedAtMs: hydratedAtMs === null ? null : hydratedAtMs * multiplier, phases};
}

/** A top-level task long enough to block input: when it started, how long it took (both scaled), and what took most of it. */
export type LongTask = {startMs: number; durationMs: number; blockingMs: number; url: string; group: string};

/**
 * The tasks total blocking time is made of, in order, each named by the script
 * and the kind of work that took most of its own time: what to shorten first.
 */
export function longTasks(slices: readonly TaskSlice[], topLevel: readonly TopLevelTask[], multiplier: number): LongTask[] {
  const byTask = new Map<number, TaskSlice[]>();
  for (const slice of slices) byTask.set(slice.topLevelStartMs, [...(byTask.get(slice.topLevelStartMs) ?? []), slice]);
  const largest = (totals: Map<string, number>) => [...totals].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'unknown';
  return topLevel
    .filter((task) => task.durationMs * multiplier > LONG_TASK_MS)
    .sort((a, b) => a.startMs - b.startMs)
    .map((task) => {
      const urls = new Map<string, number>();
      const groups = new Map<string, number>();
      for (const slice of byTask.get(task.startMs) ?? []) {
        urls.set(slice.url, (urls.get(slice.url) ?? 0) + slice.selfMs);
        groups.set(slice.group, (groups.get(slice.group) ?? 0) + slice.selfMs);
      }
      const durationMs = task.durationMs * multiplier;
      return {startMs: task.startMs * multiplier, durationMs, blockingMs: durationMs - LONG_TASK_MS, url: largest(urls), group: largest(groups)};
    });
}
