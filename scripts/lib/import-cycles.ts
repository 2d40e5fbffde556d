/**
 * Import cycles between the project's own modules: relative imports only
 * (type-only imports count too: a cycle of types still ties two modules
 * together). Used by import-cycles.node.test.ts over src/, scripts/ and server/.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /^\s*(?:import|export)\s[^;]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm;

function listSources(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => SOURCE.test(file) && !file.includes('node_modules') && !file.endsWith('.d.ts'))
    .map((file) => path.join(dir, file));
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/** Every cycle found, each as the files in import order with the first repeated at the end. */
export function importCycles(dirs: string[]): string[][] {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap(listSources)) {
    const targets = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => resolveImport(file, m[1])).filter((t): t is string => Boolean(t));
    graph.set(file, targets);
  }
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}
