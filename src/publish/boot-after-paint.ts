/**
 * Lets the browser paint the server-rendered page before the bundle runs.
 * Docusaurus writes `<script src=… defer>` for runtime~main.js and main.js,
 * and deferred scripts run the moment parsing ends, before the next frame:
 * the browser painted the announcement bar, then evaluated main.js (330 ms
 * unthrottled here, 1.3 s on Lighthouse's simulated phone) before it painted
 * the article, the Largest Contentful Paint. Each of those tags becomes a preload link, so the
 * download still starts with the HTML, and one inline loader
 * (boot-loader.js) inserts the scripts after the page has painted.
 */
import {readInlineScript} from '../plugins/inline-script';

/** The loader, without its maintainers' comment. */
export const BOOT_LOADER = readInlineScript(import.meta.url, 'boot-loader.js');

/** Marks the preload links the loader turns back into scripts. */
const BOOT_ATTRIBUTE = 'data-boot';

/** A deferred bundle script as Docusaurus's minified HTML writes it: `src` quoted or not. */
const DEFERRED = /<script src=(?:"([^"]+)"|([^\s">]+)) defer><\/script>/g;

/**
 * The page with its deferred scripts under `assetsPath` turned into preload
 * links and the loader after the last of them; null when it has none (redirect pages).
 */
export function bootAfterPaint(html: string, assetsPath: string): string | null {
  let found = false;
  const rewritten = html.replace(DEFERRED, (tag: string, quoted: string | undefined, bare: string | undefined) => {
    const src = quoted ?? bare ?? '';
    if (!src.startsWith(assetsPath)) return tag;
    found = true;
    return `<link rel=preload as=script href="${src}" ${BOOT_ATTRIBUTE}>`;
  });
  if (!found) return null;
  const end = rewritten.lastIndexOf(`${BOOT_ATTRIBUTE}>`) + BOOT_ATTRIBUTE.length + 1;
  return `${rewritten.slice(0, end)}<script>${BOOT_LOADER}</script>${rewritten.slice(end)}`;
}
