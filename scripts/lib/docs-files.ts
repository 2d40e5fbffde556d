import {readdirSync} from 'node:fs';
import path from 'node:path';

/** Every .md/.mdx file under a folder, as paths relative to the project root. */
export function listDocFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) out.push(full);
    }
  };
  walk(root);
  return out.sort();
}
