import {describe, expect, it} from 'vitest';
import {formatTable, runStages, selectStages, type Step} from './stages';

const node = (code: string) => `node -e ${JSON.stringify(code)}`;
const sink = () => {
  let text = '';
  return {write: (t: string) => void (text += t), text: () => text};
};

// Each case starts Node processes, which take seconds each when the shared machine is busy.
describe('runStages', {timeout: 60_000}, () => {
  it('runs every stage in order and times each', async () => {
    const out = sink();
    const results = await runStages(
      [
        {name: 'first', command: node('setTimeout(() => {}, 200)')},
        {parallel: [{name: 'a', command: node('console.log("from a")')}, {name: 'b', command: node('0')}], concurrency: 2},
      ],
      out,
    );
    expect(results.map((r) => [r.name, r.status])).toEqual([
      ['first', 'passed'],
      ['a', 'passed'],
      ['b', 'passed'],
    ]);
    expect(results[0].seconds).toBeGreaterThanOrEqual(0.2);
    expect(out.text()).toContain('▶ a:');
    expect(out.text()).toContain('from a');
  });

  it('stops at the first failure: later stages do not start', async () => {
    const results = await runStages(
      [
        {name: 'ok', command: node('0')},
        {name: 'broken', command: node('process.exit(3)')},
        {name: 'after', command: node('0')},
      ],
      sink(),
    );
    expect(results.map((r) => r.status)).toEqual(['passed', 'failed', 'not run']);
  });

  it('fails a group when one of its stages fails, and runs nothing after it', async () => {
    const results = await runStages(
      [{parallel: [{name: 'a', command: node('process.exit(1)')}, {name: 'b', command: node('0')}], concurrency: 1}, {name: 'after', command: node('0')}],
      sink(),
    );
    expect(results.map((r) => [r.name, r.status])).toEqual([
      ['a', 'failed'],
      ['b', 'not run'],
      ['after', 'not run'],
    ]);
  });
});

describe('selectStages', () => {
  const steps: Step[] = [
    {name: 'a', command: 'a'},
    {parallel: [{name: 'b', command: 'b'}, {name: 'c', command: 'c'}], concurrency: 2},
    {name: 'd', command: 'd'},
  ];

  it('keeps the named stages in the suite order, groups trimmed', () => {
    expect(selectStages(steps, ['d', 'c'])).toEqual([{parallel: [{name: 'c', command: 'c'}], concurrency: 2}, {name: 'd', command: 'd'}]);
  });

  it('refuses a name that is not a stage', () => {
    expect(() => selectStages(steps, ['e'])).toThrow(/No stage named e; the stages are a, b, c, d/);
  });
});

describe('formatTable', () => {
  it('lists each stage with its wall time and result, and the total', () => {
    expect(
      formatTable(
        [
          {name: 'typecheck', status: 'passed', seconds: 20.04},
          {name: 'build', status: 'not run'},
        ],
        21,
      ),
    ).toBe(
      [
        'stage           wall  result',
        '---------  ---------  -------',
        'typecheck     20.0 s  passed',
        'build              -  not run',
        'total         21.0 s',
        '',
      ].join('\n'),
    );
  });
});
