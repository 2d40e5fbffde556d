/**
 * Just enough Go reading for the settings reference: comments blanked out
 * (offsets and line numbers kept), brackets matched, functions found, and a
 * composite literal split into its top-level elements. The provider and SDK
 * are gofmt-formatted code with a few regular shapes, so a full parser would buy
 * nothing here but a Go toolchain.
 */

/** The source with comments replaced by spaces, strings and runes left alone. */
export function blankComments(src: string): string {
  const out = src.split('');
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (c === '"' || c === "'") {
      i = skipQuoted(src, i);
    } else if (c === '`') {
      i = src.indexOf('`', i + 1) + 1 || src.length;
    } else if (c === '/' && src[i + 1] === '/') {
      const end = src.indexOf('\n', i);
      for (let j = i; j < (end < 0 ? src.length : end); j++) out[j] = ' ';
      i = end < 0 ? src.length : end;
    } else if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2) + 2 || src.length;
      for (let j = i; j < end; j++) if (out[j] !== '\n') out[j] = ' ';
      i = end;
    } else {
      i++;
    }
  }
  return out.join('');
}

function skipQuoted(src: string, start: number): number {
  const quote = src[start];
  let i = start + 1;
  while (i < src.length && src[i] !== quote) i += src[i] === '\\' ? 2 : 1;
  return i + 1;
}

const CLOSE: Record<string, string> = {'{': '}', '(': ')', '[': ']'};

/** Index of the bracket that closes the one at `open` (skipping strings). */
export function matchClose(src: string, open: number): number {
  const stack: string[] = [];
  let i = open;
  while (i < src.length) {
    const c = src[i];
    if (c === '"' || c === "'") {
      i = skipQuoted(src, i);
      continue;
    }
    if (c === '`') {
      i = src.indexOf('`', i + 1) + 1;
      continue;
    }
    if (CLOSE[c]) stack.push(CLOSE[c]);
    else if (c === '}' || c === ')' || c === ']') {
      if (stack.pop() !== c) throw new Error(`unbalanced ${c} at offset ${i}`);
      if (!stack.length) return i;
    }
    i++;
  }
  throw new Error(`no closing bracket for offset ${open}`);
}

/** Splits the text between two brackets at its top-level commas. */
export function splitTopLevel(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '"' || c === "'") {
      i = skipQuoted(body, i) - 1;
    } else if (c === '`') {
      i = body.indexOf('`', i + 1);
    } else if (c === '{' || c === '(' || c === '[') depth++;
    else if (c === '}' || c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

export type GoFunction = {name: string; receiver?: string; params: string; start: number; bodyStart: number; bodyEnd: number};

/** Top-level functions and methods: name, receiver type, parameter list and body span. */
export function functionsOf(src: string): GoFunction[] {
  const found: GoFunction[] = [];
  const re = /^func\s+(?:\((\w+)\s+\*?(\w+)\)\s+)?(\w+)\s*\(/gm;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    const paramsOpen = m.index + m[0].length - 1;
    const paramsClose = matchClose(src, paramsOpen);
    const bodyStart = src.indexOf('{', paramsClose);
    const bodyEnd = matchClose(src, bodyStart);
    found.push({name: m[3], receiver: m[2], params: src.slice(paramsOpen + 1, paramsClose), start: m.index, bodyStart, bodyEnd});
    re.lastIndex = bodyEnd;
  }
  return found;
}

/** import alias (or last path element) -> import path. */
export function importsOf(src: string): Map<string, string> {
  const imports = new Map<string, string>();
  const block = /^import\s*\(([\s\S]*?)^\)/m.exec(src)?.[1] ?? /^import\s+(.*)$/m.exec(src)?.[1] ?? '';
  for (const line of block.split('\n')) {
    const m = /^\s*(\w+\s+)?"([^"]+)"/.exec(line);
    if (!m) continue;
    const alias = m[1]?.trim() ?? m[2].split('/').pop()!;
    imports.set(alias, m[2]);
  }
  return imports;
}

export function lineAt(src: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (src.charCodeAt(i) === 10) line++;
  return line;
}
