/**
 * The CSP allows inline scripts one by one, by the SHA-256 of their text, so
 * the build hashes every inline script it actually wrote into its HTML.
 */
import {createHash} from 'node:crypto';
import {Parser} from 'htmlparser2';

/** Script types a browser executes; JSON-LD and other data blocks are not scripts to the CSP. */
const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i;

/** The text of every inline, executable `<script>` in an HTML document. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  let current: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== 'script') return;
        current = attributes.src === undefined && EXECUTABLE.test((attributes.type ?? '').trim()) ? '' : null;
      },
      ontext(text) {
        if (current !== null) current += text;
      },
      onclosetag(name) {
        if (name !== 'script') return;
        if (current !== null && current.trim() !== '') scripts.push(current);
        current = null;
      },
    },
    {decodeEntities: false},
  );
  parser.write(html);
  parser.end();
  return scripts;
}

/** A CSP source expression body: `sha256-<base64>` of the script's exact UTF-8 text. */
export function cspHash(script: string): string {
  return `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`;
}
