/**
 * The client-redirects plugin writes, for every old `.html`/`.htm` address, a
 * page whose inline script names its own target. Hashing 1,200 different
 * scripts into the CSP is not an option, so the build replaces each with one
 * external script that reads the target from the page's canonical link.
 */
import {readFile, writeFile} from 'node:fs/promises';

/** The inline script of @docusaurus/plugin-client-redirects' page template (3.9.2). */
const INLINE_REDIRECT = /<script>\s*window\.location\.href = '[^']*'(?: \+ window\.location\.search \+ window\.location\.hash)?;\s*<\/script>/;

export function externaliseRedirectScript(html: string, scriptUrl: string): string | null {
  if (!/<meta http-equiv="refresh"/.test(html) || !INLINE_REDIRECT.test(html)) return null;
  return html.replace(INLINE_REDIRECT, `<script src="${scriptUrl}"></script>`);
}

/** Rewrites every redirect page among `files`; returns how many it changed. */
export async function externaliseRedirectPages(files: readonly string[], scriptUrl: string): Promise<number> {
  let changed = 0;
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    if (html.length > 4096) continue; // redirect pages are a few hundred bytes; real pages are not worth parsing
    const rewritten = externaliseRedirectScript(html, scriptUrl);
    if (rewritten === null) continue;
    await writeFile(file, rewritten);
    changed += 1;
  }
  return changed;
}
