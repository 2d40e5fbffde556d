import {describe, expect, it} from 'vitest';
import {shardOf} from './shard-of';

describe('shardOf', () => {
  it('sends every spelling the router treats as one route to one shard', () => {
    const shard = shardOf('/ocean/features/headroom', 20);
    for (const spelling of ['/ocean/features/headroom/', '/Ocean/Features/Headroom', '/ocean/features/headroom//']) {
      expect(shardOf(spelling, 20)).toBe(shard);
    }
    expect(shardOf('/caf%C3%A9', 20)).toBe(shardOf('/café', 20));
  });

  it('spreads paths over every shard and survives a malformed escape', () => {
    const used = new Set(Array.from({length: 400}, (_, i) => shardOf(`/section-${i % 7}/page-${i}`, 10)));
    expect(used.size).toBe(10);
    expect(shardOf('/bad%E0%A4%A', 10)).toBeLessThan(10);
  });
});
