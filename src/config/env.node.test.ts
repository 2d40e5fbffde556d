import {describe, expect, it} from 'vitest';
import {readBuildEnv} from './env';

describe('build environment', () => {
  it('builds locally with Rspack, lenient links, no Tag Manager and the production origin', () => {
    expect(readBuildEnv({})).toEqual({faster: true, strictLinks: false, gtmContainerId: undefined, siteUrl: undefined});
  });

  it('reads flags in their usual spellings and rejects values it does not understand', () => {
    expect(readBuildEnv({DOCUSAURUS_FASTER: 'false'}).faster).toBe(false);
    expect(readBuildEnv({STRICT_LINKS: 'yes'}).strictLinks).toBe(true);
    expect(() => readBuildEnv({STRICT_LINKS: 'maybe'})).toThrow(/STRICT_LINKS must be true or false; got "maybe"/);
    expect(() => readBuildEnv({DOCUSAURUS_FASTER: 'rspack'})).toThrow(/DOCUSAURUS_FASTER must be true or false/);
  });

  it('makes links strict under any CI value but an explicit false, unless STRICT_LINKS says otherwise', () => {
    expect(readBuildEnv({CI: 'woodpecker'}).strictLinks).toBe(true);
    expect(readBuildEnv({CI: 'false'}).strictLinks).toBe(false);
    expect(readBuildEnv({CI: 'true', STRICT_LINKS: 'false'}).strictLinks).toBe(false);
    // Any CI value is accepted, but it excuses no malformed value of the site's own variables.
    expect(() => readBuildEnv({CI: 'woodpecker', STRICT_LINKS: 'maybe'})).toThrow(/STRICT_LINKS must be true or false/);
  });

  it('takes a Tag Manager container id only in its GTM- form, and says what is expected otherwise', () => {
    expect(readBuildEnv({GTM_CONTAINER_ID: ' GTM-ABC1234 '}).gtmContainerId).toBe('GTM-ABC1234');
    expect(readBuildEnv({GTM_CONTAINER_ID: ''}).gtmContainerId).toBeUndefined();
    expect(() => readBuildEnv({GTM_CONTAINER_ID: 'UA-1234'})).toThrow(/GTM-XXXXXXX/);
    expect(() => readBuildEnv({CI: '1', GTM_CONTAINER_ID: 'UA-1234'})).toThrow(/GTM-XXXXXXX/);
  });

  it('takes SITE_URL only as an origin', () => {
    expect(readBuildEnv({SITE_URL: 'https://preview.example.com'}).siteUrl).toBe('https://preview.example.com');
    expect(() => readBuildEnv({SITE_URL: 'https://x.test/docs/'})).toThrow(/origin/);
  });
});
