/**
 * The servers run from server/dist after `npm ci --omit=dev`: their code may
 * import only Node's modules, each other, and production dependencies, never
 * tsx, a devDependency or the site's source.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const SERVER = import.meta.dirname;
const pkg = JSON.parse(readFileSync(path.join(SERVER, '../package.json'), 'utf8')) as {dependencies: Record<string, string>};
const sources = readdirSync(SERVER).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

function packageName(specifier: string): string {
  return specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
}

describe('production server code', () => {
  it.each(sources)('%s imports only node:, sibling modules and production dependencies', (file) => {
    const code = readFileSync(path.join(SERVER, file), 'utf8');
    const specifiers = [...code.matchAll(/^import\s[^;]*?from\s+'([^']+)'/gms)].map((match) => match[1]);
    for (const specifier of specifiers) {
      if (specifier.startsWith('node:')) continue;
      if (specifier.startsWith('./')) {
        expect(specifier, `${file}: sibling imports name the compiled .js file`).toMatch(/^\.\/[\w-]+\.js$/);
        continue;
      }
      expect(Object.keys(pkg.dependencies), `${file} imports ${specifier}`).toContain(packageName(specifier));
    }
  });
});
