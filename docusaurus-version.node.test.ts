import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

// Read from node_modules: some of these packages do not export their package.json.
const installed = (name: string) => (JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8')) as {version: string}).version;

describe('Docusaurus version', () => {
  // UPGRADING.md lists what the site depends on inside Docusaurus 3.9.2; read it before changing this.
  it.each(['@docusaurus/core', '@docusaurus/preset-classic', '@docusaurus/plugin-content-docs', '@docusaurus/theme-classic'])(
    '%s is 3.9.2, the version UPGRADING.md was written against',
    (name) => {
      expect(installed(name), `${name} changed: see UPGRADING.md for each coupling to check`).toBe('3.9.2');
    },
  );
});
