import {describe, expect, it} from 'vitest';
import {hoistRuntimeMaps, isRuntimeChunk} from './hoist-runtime-maps';

// The two functions as Rspack's minifier wrote them in this site's runtime (maps cut to two entries).
const RUNTIME =
  'n.u=e=>"assets/js/"+e+"."+({10365:"0bd34244",99888:"b48f729d"})[e]+".js",n.miniCssF=e=>""+e+".css",' +
  'n.gca=function(e){return e=({0xc4275e:"72425","7856ace8":"109"})[e]||e,n.p+n.u(e)},n.p="/";';

/** Runs a runtime fragment with a stand-in for __webpack_require__ and returns it. */
function evaluate(code: string): {u: (id: string) => string; gca: (name: string) => string} {
  const n = {} as {u: (id: string) => string; gca: (name: string) => string};
  new Function('n', code)(n);
  return n;
}

describe('hoistRuntimeMaps', () => {
  it('gives the same file for every chunk id and chunk name as the original', () => {
    const before = evaluate(RUNTIME);
    const after = evaluate(hoistRuntimeMaps(RUNTIME));
    for (const id of ['10365', '99888']) expect(after.u(id)).toBe(before.u(id));
    for (const name of ['7856ace8', '12855134', '10365']) expect(after.gca(name)).toBe(before.gca(name));
    expect(after.u('10365')).toBe('assets/js/10365.0bd34244.js');
  });

  it('creates each map once, not on every call', () => {
    const hoisted = hoistRuntimeMaps(RUNTIME);
    expect(hoisted).toContain('n.u=(function(map){return e=>"assets/js/"+e+"."+map[e]+".js"})({10365:');
    expect(hoisted).toContain('n.gca=(function(map){return function(e){return e=map[e]||e,n.p+n.u(e)}})({0xc4275e:');
  });

  it('leaves a runtime it already rewrote alone, and stops on one of another shape', () => {
    const hoisted = hoistRuntimeMaps(RUNTIME);
    expect(hoistRuntimeMaps(hoisted)).toBe(hoisted);
    expect(() => hoistRuntimeMaps('n.u=e=>""+e+".js"')).toThrow(/no longer has the shape/);
  });

  it('knows the runtime chunk by its file name', () => {
    expect(isRuntimeChunk('runtime~main.dc9350c6.js')).toBe(true);
    expect(isRuntimeChunk('main.c8aec897.js')).toBe(false);
    expect(isRuntimeChunk('runtime~main.dc9350c6.js.br')).toBe(false);
  });
});
