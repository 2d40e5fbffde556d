/**
 * Prism grammars travel with the pages that use them. Stock Docusaurus
 * registers every `prism.additionalLanguages` grammar in the main bundle, on
 * every page, before hydration; registering C# alone walks Prism's whole
 * grammar tree several times (about 30 ms unthrottled, four times that on a
 * Lighthouse phone). This remark plugin adds to each MDX page an import of
 * the grammars its code blocks name (aliases such as `sh` included), so the
 * page's own chunk registers them, before it renders on the server and before
 * it hydrates in the browser. src/theme/prism-include-languages.ts then has
 * nothing left to do.
 */
import prismComponents from 'prismjs/components.json';

type MdastNode = {type: string; lang?: string | null; children?: MdastNode[]; value?: string; data?: unknown};
type ComponentEntry = {alias?: string | string[]};

/** Sets the global Prism the grammar files extend; imported before them. */
export const EXPOSE_PRISM_MODULE = '@site/src/plugins/prism-grammars/expose-prism';

const LANGUAGES = prismComponents.languages as unknown as Record<string, ComponentEntry>;

function namesOf(component: string): string[] {
  const alias = LANGUAGES[component]?.alias;
  return [component, ...(alias === undefined ? [] : Array.isArray(alias) ? alias : [alias])];
}

/** The grammars of `available` that the code-block languages `used` name, in `available`'s order. */
export function grammarsFor(used: Iterable<string>, available: readonly string[]): string[] {
  const wanted = new Set([...used].map((lang) => lang.toLowerCase()));
  return available.filter((component) => namesOf(component).some((name) => wanted.has(name)));
}

function codeLanguages(node: MdastNode, found = new Set<string>()): Set<string> {
  if (node.type === 'code' && node.lang) found.add(node.lang);
  for (const child of node.children ?? []) codeLanguages(child, found);
  return found;
}

/** An MDX ESM node importing `sources` for their side effects, in order. */
export function sideEffectImports(sources: readonly string[]): MdastNode {
  return {
    type: 'mdxjsEsm',
    value: sources.map((s) => `import ${JSON.stringify(s)};`).join('\n'),
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: sources.map((s) => ({
          type: 'ImportDeclaration',
          specifiers: [],
          source: {type: 'Literal', value: s, raw: JSON.stringify(s)},
        })),
      },
    },
  };
}

export default function remarkPrismGrammars(options: {languages: readonly string[]}) {
  return (tree: MdastNode): void => {
    const grammars = grammarsFor(codeLanguages(tree), options.languages);
    if (!grammars.length) return;
    const sources = [EXPOSE_PRISM_MODULE, ...grammars.map((g) => `prismjs/components/prism-${g}`)];
    tree.children = [sideEffectImports(sources), ...(tree.children ?? [])];
  };
}
