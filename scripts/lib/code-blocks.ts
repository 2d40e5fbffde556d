/**
 * The one place that finds fenced code blocks in Markdown/MDX. Fences may be
 * indented (code inside a numbered step or a JSX tab is indented by 3+ spaces),
 * so a block closes at a fence of the same character, at least as long, at any
 * indentation — the same rule CommonMark applies.
 */

export type CodeBlock = {
  /** Language from the info string (`json`, `hcl`, …), lower-cased; '' when missing. */
  lang: string;
  /** `title="…"` from the info string, if any. */
  title?: string;
  /** The info string after the language. */
  meta: string;
  /** The block's text with the opening fence's indentation removed. */
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
  /** 1-based line of the first line of code. */
  codeLine: number;
  /** 1-based line of the closing fence (the file's last line when unclosed). */
  endLine: number;
  /** False when the file ends before the closing fence. */
  closed: boolean;
};

const OPEN = /^( *)(`{3,}|~{3,})(.*)$/;

export function findCodeBlocks(source: string): CodeBlock[] {
  const lines = source.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = lines[i].match(OPEN);
    if (!open) continue;
    const [, indent, fence, info] = open;
    if (fence[0] === '`' && info.includes('`')) continue; // inline code, not a fence
    const body: string[] = [];
    let j = i + 1;
    let closed = false;
    for (; j < lines.length; j++) {
      const close = lines[j].match(/^ *(`{3,}|~{3,})\s*$/);
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length) {
        closed = true;
        break;
      }
      body.push(lines[j].startsWith(indent) ? lines[j].slice(indent.length) : lines[j].trimStart());
    }
    const [lang = '', ...rest] = info.trim().split(/\s+/);
    const meta = rest.join(' ');
    const title = meta.match(/title=(?:"([^"]*)"|'([^']*)'|(\S+))/);
    blocks.push({
      lang: lang.toLowerCase(),
      title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
      meta,
      code: body.join('\n'),
      line: i + 1,
      codeLine: i + 2,
      endLine: Math.min(j, lines.length - 1) + 1,
      closed,
    });
    i = j;
  }
  return blocks;
}

/** The source with every code block's lines blanked (line numbers kept), for prose-only scans. */
export function withoutCodeBlocks(source: string): string {
  const lines = source.split('\n');
  for (const block of findCodeBlocks(source)) {
    for (let n = block.line - 1; n < block.endLine; n++) lines[n] = '';
  }
  return lines.join('\n');
}
