import {describe, expect, it} from 'vitest';
import {loadPendingGrammars, registerGrammars} from './registry';

describe('grammar registry', () => {
  it('runs each registered loader once, in order, only when asked', () => {
    const calls: string[] = [];
    registerGrammars(() => calls.push('bash'));
    registerGrammars(() => calls.push('hcl'));
    expect(calls).toEqual([]);
    loadPendingGrammars();
    loadPendingGrammars();
    expect(calls).toEqual(['bash', 'hcl']);
  });
});
