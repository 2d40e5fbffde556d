/**
 * Prism grammars travel with the pages that use them, and load only when a
 * block is highlighted. Stock Docusaurus registers every
 * `prism.additionalLanguages` grammar in the main bundle, on every page,
 * before hydration; registering C# alone walks Prism's whole grammar tree
 * several times (about 30 ms unthrottled, four times that on a Lighthouse
 * phone). This remark plugin gives each MDX page a loader for the grammars
 * its code blocks name (aliases such as `sh` included), registered with
 * registry.ts when the page's module is evaluated. The server runs it before
 * it highlights; the browser runs it only for a block it has to highlight
 * itself (src/theme/CodeBlock/Content), which a page loaded from the server
 * never does.
 */
import {parse} from 'acorn';
import prismComponents from 'prismjs/components.json';

type MdastNode = {type: string; lang?: string | null; children?: MdastNode[]; value?: string; data?: unknown};
type ComponentEntry = {alias?: string | string[]};

/** Sets the global Prism the grammar files extend; required before them. */
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

/** The registry the page hands its grammar loader to (registry.ts). */
export const REGISTRY_MODULE = '@site/src/plugins/prism-grammars/registry';

/**
 * An MDX ESM node that registers a loader requiring `sources` in order. MDX
 * allows only imports and exports at the top level, so the call is the
 * initialiser of an export nobody reads; `require` keeps the modules in the
 * page's chunk but evaluates them only when the loader runs.
 */
export function lazyGrammarLoader(sources: readonly string[]): MdastNode {
  const requires = sources.map((s) => `require(${JSON.stringify(s)});`).join(' ');
  const value = `import {registerGrammars as registerPrismGrammars} from ${JSON.stringify(REGISTRY_MODULE)};\nexport const prismGrammarsRegistered = registerPrismGrammars(() => { ${requires} });`;
  return {type: 'mdxjsEsm', value, data: {estree: parse(value, {ecmaVersion: 'latest', sourceType: 'module'})}};
}

export default function remarkPrismGrammars(options: {languages: readonly string[]}) {
  return (tree: MdastNode): void => {
    const grammars = grammarsFor(codeLanguages(tree), options.languages);
    if (!grammars.length) return;
    const sources = [EXPOSE_PRISM_MODULE, ...grammars.map((g) => `prismjs/components/prism-${g}`)];
    tree.children = [lazyGrammarLoader(sources), ...(tree.children ?? [])];
  };
}
