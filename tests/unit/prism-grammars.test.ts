import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkPrismGrammars, {EXPOSE_PRISM_MODULE, grammarsFor} from '../../src/plugins/prism-grammars/remark';

const languages = ['bash', 'hcl', 'csharp', 'docker'];

describe('grammarsFor', () => {
  it('names the configured grammars a page uses, by name or alias, in configuration order', () => {
    expect(grammarsFor(['json', 'Dockerfile', 'sh', 'cs'], languages)).toEqual(['bash', 'csharp', 'docker']);
    expect(grammarsFor(['json', 'yaml', 'java'], languages)).toEqual([]);
  });
});

describe('remarkPrismGrammars', () => {
  const compiled = async (source: string) => String(await compile(source, {remarkPlugins: [[remarkPrismGrammars, {languages}]]}));

  it('imports the global Prism, then the grammars of every code block, including those inside JSX', async () => {
    const code = await compiled('# Page\n\n```hcl\nresource "a" "b" {}\n```\n\n<Tabs>\n\n```shell\nls\n```\n\n</Tabs>\n');
    const imports = [...code.matchAll(/^import "([^"]+)";$/gm)].map((m) => m[1]);
    expect(imports).toEqual([EXPOSE_PRISM_MODULE, 'prismjs/components/prism-bash', 'prismjs/components/prism-hcl']);
  });

  it('imports nothing on a page whose code needs no extra grammar', async () => {
    expect(await compiled('Text\n\n```json\n{}\n```\n')).not.toMatch(/prismjs|expose-prism/);
  });
});
