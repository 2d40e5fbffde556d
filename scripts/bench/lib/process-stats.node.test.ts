import {describe, expect, it} from 'vitest';
import {parentFromStat, parseClock, parseTimeVerbose, processTree, treeRssKb} from './process-stats';

const TIME_REPORT = `	Command being timed: "node build"
	User time (seconds): 95.12
	System time (seconds): 7.50
	Percent of CPU this job got: 180%
	Elapsed (wall clock) time (h:mm:ss or m:ss): 1:02.30
	Maximum resident set size (kbytes): 2048000
	Exit status: 0
`;

describe('parseClock', () => {
  it('reads m:ss, h:mm:ss and plain seconds', () => {
    expect(parseClock('1:02.30')).toBeCloseTo(62.3);
    expect(parseClock('1:00:05')).toBe(3605);
    expect(parseClock('4.5')).toBe(4.5);
  });
});

describe('parseTimeVerbose', () => {
  it('reads times, peak memory and exit status', () => {
    expect(parseTimeVerbose(TIME_REPORT)).toEqual({
      wallSeconds: 62.3,
      userSeconds: 95.12,
      systemSeconds: 7.5,
      maxRssKb: 2048000,
      exitStatus: 0,
    });
  });
  it('says which field is missing', () => {
    expect(() => parseTimeVerbose('nothing')).toThrow(/Elapsed \(wall clock\) time" missing/);
  });
});

describe('processTree', () => {
  it('collects the root and all its descendants only', () => {
    const parentOf = new Map([
      [10, 1],
      [11, 10],
      [12, 11],
      [13, 10],
      [20, 1],
    ]);
    expect(processTree(10, parentOf).sort()).toEqual([10, 11, 12, 13]);
  });
});

describe('parentFromStat', () => {
  it('copes with spaces and parentheses in the command name', () => {
    expect(parentFromStat('1234 (node (worker) x) S 999 1234 1234 0 -1')).toBe(999);
  });
});

describe('treeRssKb', () => {
  it.runIf(process.platform === 'linux')('measures this process', () => {
    expect(treeRssKb(process.pid)).toBeGreaterThan(1000);
  });
});
