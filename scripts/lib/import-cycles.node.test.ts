import {mkdtempSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {importCycles} from './import-cycles';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('import cycles', () => {
  it('finds a cycle of type-only imports between two modules', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cycles-'));
    try {
      mkdirSync(path.join(dir, 'p'));
      writeFileSync(path.join(dir, 'p/a.ts'), "import type {B} from './b';\nexport type A = B;\n");
      writeFileSync(path.join(dir, 'p/b.ts'), "import {type A} from './a';\nexport type B = string; export type C = A;\n");
      writeFileSync(path.join(dir, 'p/c.ts'), "import type {A} from './a';\n");
      expect(importCycles([dir]).map((cycle) => cycle.map((f) => path.basename(f)))).toEqual([['a.ts', 'b.ts', 'a.ts']]);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('the project has none: each module can be read without the ones that import it', () => {
    const cycles = importCycles(['src', 'scripts', 'server'].map((d) => path.join(ROOT, d)));
    expect(cycles.map((cycle) => cycle.map((f) => path.relative(ROOT, f)).join(' → '))).toEqual([]);
  });
});
