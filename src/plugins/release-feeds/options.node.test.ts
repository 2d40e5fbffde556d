import {describe, expect, it} from 'vitest';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {validateOptions} from './options';

// What Docusaurus does with a plugin's options before starting it.
type Validate = Parameters<typeof validateOptions>[0]['validate'];
const validate = (options: object) => validateOptions({validate: normalizePluginOptions as unknown as Validate, options});
const ocean = {id: 'ocean', name: 'Ocean', source: 'docs/ocean/release-notes/index.mdx'};

describe('release-feeds options', () => {
  it('fills in the feed file name and the path of the feed of all streams', () => {
    expect(validate({streams: [ocean]})).toMatchObject({fileName: 'feed.rss', allPath: '/release-notes/feed.rss'});
  });

  it('stops the build with a message that names the option', () => {
    expect(() => validate({})).toThrow(/"streams" is required/);
    expect(() => validate({streams: [ocean, {...ocean, source: 'docs/eco/release-notes/index.mdx'}]})).toThrow(/duplicate value/);
    expect(() => validate({streams: [{...ocean, source: 'ocean.mdx'}]})).toThrow(/streams\[0\]\.source/);
    // Only .rss is served as RSS by the header policy.
    expect(() => validate({streams: [ocean], fileName: 'feed.xml'})).toThrow(/"fileName"/);
  });
});
