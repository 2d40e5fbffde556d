/**
 * Reads a plain script that the build puts inline in every page (the
 * chunk-error banner, the boot loader), from beside the module that inlines
 * it. The leading comment is for maintainers, not for every page's bytes, so
 * it is dropped.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export function stripLeadingComment(source: string): string {
  return source.replace(/^\/\*[\s\S]*?\*\/\s*/, '').trim();
}

/** `file` next to the module at `moduleUrl` (its `import.meta.url`), without its leading comment. */
export function readInlineScript(moduleUrl: string, file: string): string {
  return stripLeadingComment(readFileSync(path.join(path.dirname(fileURLToPath(moduleUrl)), file), 'utf8'));
}
