/**
 * `npm run bench:lighthouse [-- --runs=3 --pages=/,/ocean/ --presets=mobile --build=dir --against=dir --json=path]`
 * — Lighthouse scores of the production build (default build/), served the
 * way readers get it (server/, `npm run serve`: precompressed, long-cached assets), for
 * the pages of lib/audited-pages.ts, mobile and desktop. Each page and preset
 * is audited `--runs` times (default 3), each time as a first visit in a new
 * Chromium with an empty profile (lib/audit-env.ts), and the table gives the
 * median of each figure: on a shared machine one run can be off by ten points.
 *
 * `--against=dir` audits a second build in the same session, alternating the
 * two run by run (which goes first alternates too), and prints a table for
 * each: on this shared machine the load moves total blocking time by a
 * hundred milliseconds or more between minutes, so only builds audited side
 * by side compare.
 *
 * It serves a copy of the build from the temp folder, so a rebuild running at
 * the same time cannot change the pages under audit. Chromium comes from
 * CHROMIUM_PATH (default /usr/bin/chromium).
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import lighthouse, {desktopConfig, type Config, type Flags} from 'lighthouse';
import {flagValue, openAuditEnv, type AuditEnv} from './lib/audit-env';
import {selectPages, type AuditedPage} from './lib/audited-pages';
import {CATEGORIES, medianSummary, summarise, type PageSummary} from './lib/lighthouse-summary';

const PRESETS: {name: string; config?: Config}[] = [{name: 'mobile'}, {name: 'desktop', config: desktopConfig}];

/** One first visit: a Chromium with an empty profile, used for this audit only. */
async function audit(env: AuditEnv, page: AuditedPage, preset: (typeof PRESETS)[number]): Promise<PageSummary> {
  const browser = await env.freshBrowser();
  try {
    return await auditIn(env.origin, browser.port, page, preset);
  } finally {
    await browser.close();
  }
}

async function auditIn(origin: string, port: number, page: AuditedPage, preset: (typeof PRESETS)[number]): Promise<PageSummary> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ignoreStatusCode: page.expect404 ?? false,
  };
  const result = await lighthouse(`${origin}${page.path}`, flags, preset.config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.path} (${preset.name})`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.path} (${preset.name}): ${result.lhr.runtimeError.message}`);
  return summarise(result.lhr, page.path, preset.name);
}

const score = (value: number | null) => (value === null ? '-' : String(value));
const milliseconds = (value: number | null) => (value === null ? '-' : `${Math.round(value)} ms`);

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

function printSummaries(summaries: PageSummary[]): void {
  console.log();
  printTable(
    ['page', 'preset', 'perf', 'a11y', 'best-pr.', 'SEO', 'LCP', 'TBT', 'CLS'],
    summaries.map((s) => [
      s.page,
      s.preset,
      ...CATEGORIES.map((c) => score(s.scores[c])),
      milliseconds(s.lcpMs),
      milliseconds(s.tbtMs),
      s.cls === null ? '-' : s.cls.toFixed(3),
    ]),
  );
  console.log('\nAudits below full marks (weight = share of the category score; weight 0 = advice only):');
  for (const s of summaries) {
    for (const [category, audits] of Object.entries(s.failing)) {
      console.log(`\n${s.page} (${s.preset}) ${category} ${score(s.scores[category as keyof PageSummary['scores']])}:`);
      if (!audits.length) console.log('  (no scored audit failed; the category could not be scored)');
      for (const a of audits) {
        const detail = a.displayValue ? ` — ${a.displayValue}` : '';
        console.log(`  ${a.id} [score ${a.score.toFixed(2)}, weight ${a.weight}]: ${a.title}${detail}`);
      }
    }
  }
  const warnings = summaries.flatMap((s) => s.warnings.map((w) => `  ${s.page} (${s.preset}): ${w}`));
  if (warnings.length) console.log(`\nLighthouse warnings (the 404 page's status warning is expected):\n${warnings.join('\n')}`);
}

type Target = {label: string; env: AuditEnv; results: PageSummary[]; summaries: PageSummary[]};

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const json = flagValue(argv, 'json');
  const buildDir = flagValue(argv, 'build');
  const against = flagValue(argv, 'against');
  const runs = Number(flagValue(argv, 'runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not ${flagValue(argv, 'runs')}`);
  const pages = selectPages(flagValue(argv, 'pages'));
  const wanted = flagValue(argv, 'presets')?.split(',');
  const presets = wanted ? PRESETS.filter((p) => wanted.includes(p.name)) : PRESETS;
  if (!presets.length) throw new Error(`--presets names none of ${PRESETS.map((p) => p.name).join(', ')}`);
  const targets: Target[] = [];
  try {
    targets.push({label: buildDir ?? 'build', env: await openAuditEnv(buildDir ? path.resolve(buildDir) : undefined), results: [], summaries: []});
    if (against) targets.push({label: against, env: await openAuditEnv(path.resolve(against)), results: [], summaries: []});
    const failures: string[] = [];
    // One audit at a time: parallel runs on a 2-core machine would skew every metric.
    for (const page of pages) {
      for (const preset of presets) {
        for (const target of targets) target.results = [];
        for (let run = 1; run <= runs; run += 1) {
          const order = run % 2 ? targets : [...targets].reverse();
          for (const target of order) {
            console.log(`▶ ${page.path} (${preset.name}) run ${run}/${runs}${against ? ` — ${target.label}` : ''}`);
            try {
              target.results.push(await audit(target.env, page, preset));
            } catch (error) {
              // Keep auditing the other pages; the failure is reported at the end.
              failures.push(`${target.label}: ${(error as Error).message}`);
            }
          }
        }
        for (const target of targets) {
          if (!target.results.length) continue;
          target.summaries.push(medianSummary(target.results));
          if (against) console.log(`  TBT per run, ${target.label}: ${target.results.map((r) => milliseconds(r.tbtMs)).join(', ')}`);
        }
      }
    }
    for (const target of targets) {
      console.log(`\nMedian of ${runs} run(s) per page and preset${against ? `: ${target.label}` : ''}.`);
      printSummaries(target.summaries);
    }
    if (failures.length) {
      console.error(`\nAudits that could not run:\n${failures.map((f) => `  ${f}`).join('\n')}`);
      process.exitCode = 1;
    }
    if (json) {
      const output = against ? Object.fromEntries(targets.map((t) => [t.label, t.summaries])) : targets[0].summaries;
      writeFileSync(path.resolve(json), `${JSON.stringify(output, null, 2)}\n`);
      console.log(`\nSummary written to ${path.resolve(json)}`);
    }
  } finally {
    for (const target of targets) target.env.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
