import {describe, expect, it} from 'vitest';
import {moduleFilePattern} from './module-file';

describe('moduleFilePattern', () => {
  it('matches the resolved file and nothing that merely resembles it', () => {
    const pattern = moduleFilePattern('/site/node_modules/@docusaurus/core/lib/client/preload.js');
    expect(pattern.test('/site/node_modules/@docusaurus/core/lib/client/preload.js')).toBe(true);
    // The dot is literal, and the path must end there.
    expect(pattern.test('/site/node_modules/@docusaurus/core/lib/client/preloadXjs')).toBe(false);
    expect(pattern.test('/site/node_modules/@docusaurus/core/lib/client/preload.js.map')).toBe(false);
  });
});
