import {describe, expect, it} from 'vitest';
import {shardOf, shardStarts} from './shard-of';

describe('shardOf', () => {
  const starts = ['/elastigroup', '/ocean/features/roll', '/ocean/tutorials'];

  it('sends every spelling the router treats as one route to one shard', () => {
    const shard = shardOf('/ocean/features/headroom', starts);
    for (const spelling of ['/ocean/features/headroom/', '/Ocean/Features/Headroom', '/ocean/features/headroom//']) {
      expect(shardOf(spelling, starts)).toBe(shard);
    }
    expect(shardOf('/caf%C3%A9', starts)).toBe(shardOf('/café', starts));
  });

  it('places a path in the range that holds it: a start belongs to the shard it begins', () => {
    expect(shardOf('/connect-your-cloud-provider/aws', starts)).toBe(0);
    expect(shardOf('/elastigroup', starts)).toBe(1);
    expect(shardOf('/ocean/features/headroom', starts)).toBe(1);
    expect(shardOf('/ocean/features/roll', starts)).toBe(2);
    expect(shardOf('/ocean/features/scaling', starts)).toBe(2);
    expect(shardOf('/zzz', starts)).toBe(3);
    expect(shardOf('/anything', [])).toBe(0);
    expect(shardOf('/bad%E0%A4%A', starts)).toBeLessThanOrEqual(starts.length);
  });
});

describe('shardStarts', () => {
  it('cuts the sorted paths into ranges of the given size, so pages of one section share a shard', () => {
    const paths = Array.from({length: 10}, (_, i) => `/section-${i % 2}/page-${i}`);
    const starts = shardStarts(paths, 4);
    expect(starts).toEqual(['/section-0/page-8', '/section-1/page-7']);
    const shards = paths.map((p) => shardOf(p, starts));
    expect(shards.filter((s) => s === 0)).toHaveLength(4);
    // Every page of section 0 but the last falls in shard 0; section 1 starts in shard 1.
    expect(paths.filter((p, i) => p.startsWith('/section-1/') && shards[i] === 0)).toEqual([]);
  });

  it('counts spellings of one route once', () => {
    expect(shardStarts(['/a', '/a/', '/A', '/b', '/c'], 2)).toEqual(['/c']);
  });
});
