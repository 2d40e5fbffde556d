import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkPrismGrammars, {EXPOSE_PRISM_MODULE, REGISTRY_MODULE, grammarsFor} from './remark';

const languages = ['bash', 'hcl', 'csharp', 'docker'];

describe('grammarsFor', () => {
  it('names the configured grammars a page uses, by name or alias, in configuration order', () => {
    expect(grammarsFor(['json', 'Dockerfile', 'sh', 'cs'], languages)).toEqual(['bash', 'csharp', 'docker']);
    expect(grammarsFor(['json', 'yaml', 'java'], languages)).toEqual([]);
  });
});

describe('remarkPrismGrammars', () => {
  const compiled = async (source: string) => String(await compile(source, {remarkPlugins: [[remarkPrismGrammars, {languages}]]}));

  it('registers a loader that requires the global Prism, then the grammars of every code block, including those inside JSX', async () => {
    const code = await compiled('# Page\n\n```hcl\nresource "a" "b" {}\n```\n\n<Tabs>\n\n```shell\nls\n```\n\n</Tabs>\n');
    expect(code).toContain(`import {registerGrammars as registerPrismGrammars} from "${REGISTRY_MODULE}";`);
    const loader = code.match(/registerPrismGrammars\(\(\) => \{([^}]*)\}\)/);
    expect(loader, 'a registered loader').not.toBeNull();
    const required = [...loader![1].matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(required).toEqual([EXPOSE_PRISM_MODULE, 'prismjs/components/prism-bash', 'prismjs/components/prism-hcl']);
    // Nothing is imported for its side effects: the grammars wait for the loader.
    expect(code).not.toMatch(/^import "/m);
  });

  it('imports nothing on a page whose code needs no extra grammar', async () => {
    expect(await compiled('Text\n\n```json\n{}\n```\n')).not.toMatch(/prismjs|expose-prism|registry/);
  });
});
