import {describe, expect, it} from 'vitest';
import {PRODUCT_STATUS, longDate} from './product-status';
import terraformRemoved from './facts/terraform-spotinst-removed.json';
import api from './facts/spot-api.json';

describe('product status', () => {
  it('writes dates unambiguously', () => {
    expect(longDate('2026-07-02')).toBe('2 July 2026');
  });

  it('agrees with the vendor facts the samples check uses', () => {
    const spark = PRODUCT_STATUS['ocean-spark'];
    expect(spark.providerRemovedIn).toBe(terraformRemoved.removed_in);
    expect(spark.providerRemovedOn).toBe(terraformRemoved.removed_date);
    expect([...spark.resources].sort()).toEqual(Object.keys(terraformRemoved.resources).sort());
    const sparkOps = api.operations.filter((op) => op.path.startsWith('/ocean/spark/'));
    expect(sparkOps.length).toBeGreaterThan(0);
    expect(new Set(sparkOps.map((op) => (op as {removed?: string}).removed))).toEqual(new Set([spark.apiWithdrawn]));
  });
});
