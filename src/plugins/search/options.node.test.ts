import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import searchPlugin from '.';
import {validateOptions} from './options';

// What Docusaurus does with a plugin's options before starting it.
type Validate = Parameters<typeof validateOptions>[0]['validate'];
const validate = (options: object) => validateOptions({validate: normalizePluginOptions as unknown as Validate, options});

describe('search plugin options', () => {
  it('fills in the spec\'s defaults: 8 hits, the matched word highlighted, nothing excluded', () => {
    expect(validate({sources: ['docs']})).toMatchObject({maxHits: 8, highlightResult: true, excludeRoutes: [], sources: ['docs']});
  });

  it('stops the build with a message that names the option', () => {
    expect(() => validate({})).toThrow(/"sources" is required/);
    expect(() => validate({sources: ['docs'], maxHits: 0})).toThrow(/"maxHits" must be greater than or equal to 1/);
    expect(() => validate({sources: ['docs'], excludeRoutes: ['billing-engine']})).toThrow(/excludeRoutes\[0\]/);
  });

  it('is where Docusaurus looks for it, on the plugin function', () => {
    expect((searchPlugin as unknown as {validateOptions: unknown}).validateOptions).toBe(validateOptions);
  });
});
