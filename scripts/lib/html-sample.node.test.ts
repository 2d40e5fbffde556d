import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {htmlSample} from './html-sample';
import {runNuChecker} from './nu-checker';

describe('htmlSample', () => {
  it('takes the fixed pages, product indexes and pages by markup, never redirect folders', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'html-sample-'));
    const files: Record<string, string> = {
      'index.html': '<main>home</main>',
      '404.html': 'x',
      'search/index.html': 'x',
      'ocean/index.html': '<a class="card">x</a>',
      'ocean/a/index.html': '<ul role=tablist>',
      'ocean/a.html/index.html': '<ul role=tablist>',
      'ocean/b/index.html': '<table>',
      'ocean/c/index.html': '<p>plain</p>',
    };
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      writeFileSync(path.join(dir, file), content);
    }
    const sample = htmlSample(dir, (f) => files[path.relative(dir, f)] ?? '', [{file: path.join(dir, 'ocean/c/index.html'), reason: 'diagram'}]);
    expect(sample.map((s) => [path.relative(dir, s.file), s.reason])).toEqual([
      ['index.html', 'home'],
      ['404.html', '404'],
      ['search/index.html', 'search results'],
      ['ocean/index.html', 'product index'],
      ['ocean/c/index.html', 'diagram'],
      ['ocean/a/index.html', 'tabs'],
      ['ocean/b/index.html', 'table'],
    ]);
  });
});

describe('runNuChecker', () => {
  it('reports the errors the W3C checker finds, and none on valid HTML', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nu-'));
    const good = path.join(dir, 'good.html');
    const bad = path.join(dir, 'bad.html');
    writeFileSync(good, '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>ok</title></head><body><input type="text" role="combobox" aria-expanded="false" aria-label="Search"></body></html>');
    writeFileSync(bad, '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>bad</title></head><body><input type="search" role="combobox" aria-expanded="false" aria-label="Search"></body></html>');
    const {errors} = await runNuChecker([good, bad]);
    expect(errors.map((e) => path.basename(e.file))).toEqual(['bad.html']);
    expect(errors[0].message).toMatch(/Bad value “search” for attribute “type”/);
  }, 60_000);
});
