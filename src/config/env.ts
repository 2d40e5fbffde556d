/**
 * Build-time settings read from the environment, validated so that a typo
 * fails the build with a message instead of shipping a broken tag.
 */
export type BuildEnv = {
  /** Google Tag Manager container; no tag at all when unset. */
  gtmContainerId?: string;
  /** Broken links and anchors fail the build (always in CI). */
  strictLinks: boolean;
  /** Docusaurus Faster (Rspack, SWC, Lightning CSS). */
  faster: boolean;
  siteUrl?: string;
};

const GTM_ID = /^GTM-[A-Z0-9]{4,10}$/;

function flag(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (/^(1|true|yes)$/i.test(value)) return true;
  if (/^(0|false|no)$/i.test(value)) return false;
  throw new Error(`${name} must be true or false; got "${value}"`);
}

/** CI is set by the runner, not by us: any value but an explicit false means a CI run (CI=woodpecker, CI=1 …). */
function isCi(value: string | undefined): boolean {
  return value !== undefined && value !== '' && !/^(0|false|no)$/i.test(value);
}

export function readBuildEnv(env: Record<string, string | undefined>): BuildEnv {
  const gtm = env.GTM_CONTAINER_ID?.trim();
  if (gtm && !GTM_ID.test(gtm)) {
    throw new Error(
      `GTM_CONTAINER_ID must look like GTM-XXXXXXX (letters and digits after "GTM-"); got "${gtm}". Unset it to build without Google Tag Manager.`,
    );
  }
  const siteUrl = env.SITE_URL?.trim();
  if (siteUrl && !/^https?:\/\/[^/]+$/.test(siteUrl)) {
    throw new Error(`SITE_URL must be an origin such as https://docs.example.com (no path, no trailing slash); got "${siteUrl}".`);
  }
  return {
    gtmContainerId: gtm || undefined,
    strictLinks: flag('STRICT_LINKS', env.STRICT_LINKS) ?? isCi(env.CI),
    faster: flag('DOCUSAURUS_FASTER', env.DOCUSAURUS_FASTER) ?? true,
    siteUrl: siteUrl || undefined,
  };
}
