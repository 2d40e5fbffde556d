/**
 * A page's Terraform must paste: every `var.`, `local.`, `module.`, `data.`
 * and resource address its blocks refer to is declared in a Terraform block
 * of the same page, unless the referring block is titled "Excerpt: …" (a part
 * of a configuration the page says is partial). Declarations of all blocks on
 * the page count, so a page may split one configuration over several blocks.
 */
import type {CodeBlock} from '../code-blocks';
import type {Finding} from './types';

const TERRAFORM = new Set(['hcl', 'terraform', 'tf']);
const IDENT = '[A-Za-z_][A-Za-z0-9_-]*';

/** The block's code without comments: a reference in a comment is prose, not configuration. */
function withoutComments(code: string): string {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:"'$])(#|\/\/).*$/gm, (m, before: string) => before);
}

function declarationsOf(code: string): Set<string> {
  const declared = new Set<string>();
  for (const m of code.matchAll(new RegExp(`^\\s*variable\\s+"(${IDENT})"`, 'gm'))) declared.add(`var.${m[1]}`);
  for (const m of code.matchAll(new RegExp(`^\\s*module\\s+"(${IDENT})"`, 'gm'))) declared.add(`module.${m[1]}`);
  for (const m of code.matchAll(new RegExp(`^\\s*data\\s+"(${IDENT})"\\s+"(${IDENT})"`, 'gm'))) declared.add(`data.${m[1]}.${m[2]}`);
  for (const m of code.matchAll(new RegExp(`^\\s*resource\\s+"(${IDENT})"\\s+"(${IDENT})"`, 'gm'))) declared.add(`${m[1]}.${m[2]}`);
  // Each attribute of a locals block is a local value.
  for (const m of code.matchAll(/^\s*locals\s*\{/gm)) {
    let depth = 0;
    const lines = code.slice(m.index).split('\n');
    for (const line of lines) {
      const at = depth;
      depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
      const attribute = at === 1 ? new RegExp(`^\\s*(${IDENT})\\s*=`).exec(line) : null;
      if (attribute) declared.add(`local.${attribute[1]}`);
      if (depth <= 0 && at > 0) break;
    }
  }
  return declared;
}

type Reference = {address: string; index: number};

function referencesOf(code: string): Reference[] {
  const found: Reference[] = [];
  const add = (re: RegExp, address: (m: RegExpExecArray) => string) => {
    for (let m = re.exec(code); m; m = re.exec(code)) found.push({address: address(m), index: m.index});
  };
  // Not after a dot or a word character: `foo.var.x` or `my_var.x` are not references.
  add(new RegExp(`(?<![\\w.])var\\.(${IDENT})`, 'g'), (m) => `var.${m[1]}`);
  add(new RegExp(`(?<![\\w.])local\\.(${IDENT})`, 'g'), (m) => `local.${m[1]}`);
  add(new RegExp(`(?<![\\w.])module\\.(${IDENT})`, 'g'), (m) => `module.${m[1]}`);
  add(new RegExp(`(?<![\\w.])data\\.(${IDENT})\\.(${IDENT})`, 'g'), (m) => `data.${m[1]}.${m[2]}`);
  // A resource address: a provider-prefixed type (two or more words joined by _) and a name, read as an expression.
  add(new RegExp(`(?<![\\w./"-])([a-z][a-z0-9]*_[a-z0-9_]+)\\.(${IDENT})(?=[.\\s,)\\]}\\[]|$)`, 'g'), (m) => `${m[1]}.${m[2]}`);
  return found;
}

/** Expressions only: references inside HCL expressions and `${…}` interpolations, not plain string text. */
function expressionsOf(code: string): string {
  // Blank quoted strings except their ${…} interpolations, so a URL or a policy text is not read as an address.
  return code.replace(/"(?:[^"\\\n]|\\.)*"/g, (s) => s.replace(/\$\{[^}]*\}|[^\n]/g, (part) => (part.startsWith('${') ? part : ' ')));
}

export function checkTerraformReferences(file: string, blocks: CodeBlock[]): Finding[] {
  const terraform = blocks.filter((b) => TERRAFORM.has(b.lang));
  const declared = new Set(terraform.flatMap((b) => [...declarationsOf(withoutComments(b.code))]));
  const findings: Finding[] = [];
  for (const block of terraform) {
    if (/^excerpt\b/i.test(block.title ?? '')) continue;
    const code = expressionsOf(withoutComments(block.code));
    const seen = new Set<string>();
    for (const ref of referencesOf(code)) {
      if (declared.has(ref.address) || seen.has(ref.address)) continue;
      seen.add(ref.address);
      const line = block.codeLine + code.slice(0, ref.index).split('\n').length - 1;
      findings.push({
        file,
        line,
        message: `\`${ref.address}\` is not declared on this page: declare it in a Terraform block, or title the block "Excerpt: …"`,
      });
    }
  }
  return findings;
}
