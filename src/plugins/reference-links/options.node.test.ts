import {describe, expect, it} from 'vitest';
import {DEFAULT_OPTIONS, resolveOptions} from './options';

describe('reference-links options', () => {
  it('defaults to the public API reference and the Terraform registry', () => {
    expect(resolveOptions({})).toEqual(DEFAULT_OPTIONS);
    expect(DEFAULT_OPTIONS.apiReferenceUrl).toBe('https://docs.spot.io/api/#operation/');
  });

  it('refuses a target that is not an https URL, naming the option', () => {
    expect(() => resolveOptions({apiReferenceUrl: 'docs.spot.io/api'})).toThrow(/reference-links: "apiReferenceUrl"/);
  });
});
