/**
 * `npm test`: every check the project has, as timed stages, with a table of
 * each stage's wall time at the end (CONTRIBUTING.md records one, under
 * "Stage times"). The static checks need no build and do not depend on each
 * other, so they share the two cores; the build, the HTML check and the
 * browser suite each use both and run alone. The first failure stops the run
 * with a non-zero exit.
 * `npm test -- --only=typecheck,build:strict` runs just the stages named.
 */
import {formatTable, runStages, selectStages, type Step} from './lib/stages';

const npm = (script: string) => ({name: script, command: `npm run --silent ${script}`});

const STEPS: Step[] = [
  npm('system:install'),
  {
    parallel: [npm('typecheck'), npm('test:unit'), npm('lint:code'), npm('lint:spelling'), npm('lint:markdown'), npm('check:content'), npm('check:samples')],
    concurrency: 2,
  },
  npm('build:strict'),
  npm('check:html'),
  npm('test:e2e'),
];

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
const steps = only ? selectStages(STEPS, only) : STEPS;

const started = performance.now();
const results = await runStages(steps, process.stdout);
process.stdout.write(`\nStage times (npm test)\n${formatTable(results, (performance.now() - started) / 1000)}`);
process.exitCode = results.every((r) => r.status === 'passed') ? 0 : 1;
