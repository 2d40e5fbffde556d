/**
 * Grammars wait here until a code block is highlighted. Each MDX page with
 * code registers, when its module is evaluated, a function that requires the
 * Prism grammars its blocks use (remark.ts); CodeBlock/Content runs the
 * waiting ones before it highlights. Loading a page whose blocks come from the
 * server's HTML therefore evaluates neither Prism nor any grammar.
 */
const pending: (() => void)[] = [];

export function registerGrammars(load: () => void): void {
  pending.push(load);
}

/** Runs every registered loader once, in registration order. */
export function loadPendingGrammars(): void {
  while (pending.length) pending.shift()!();
}
