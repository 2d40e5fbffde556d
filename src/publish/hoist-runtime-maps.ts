/**
 * Builds webpack's chunk maps once instead of on every call. The minified
 * runtime (`runtime~main.<hash>.js`) computes a chunk's file as
 * `u.u=e=>"assets/js/"+e+"."+({…one entry per chunk…})[e]+".js"`, and
 * Docusaurus's `u.gca` looks a chunk name up the same way: the object
 * literal, one entry per page, is created anew each time a chunk loads or a
 * link is prefetched. On the five-times site (3,130 pages) that was about
 * 100 ms of a phone's main thread on one first visit (CPU profile, 4×), and
 * the headroom page's Lighthouse score fell from 97 to 93. Each literal is
 * moved into a closure, built once.
 *
 * The file keeps its name: the rewrite is a fixed function of the content the
 * hash names, so the file under that name never changes. A runtime of another
 * shape (a Docusaurus or Rspack upgrade) stops the build with the reason.
 */

/** `u.u=e=>"assets/js/"+e+"."+({…})[e]+".js"`, as Rspack's minifier writes it. */
const FILE_OF_CHUNK = /([\w$]+)\.u=([\w$]+)=>("[^"]*")\+\2\+"\."\+\((\{[^{}]*\})\)\[\2\]\+"\.js"/;
/** Docusaurus's `u.gca=function(e){return e=({…})[e]||e,u.p+u.u(e)}`. */
const FILE_OF_CHUNK_NAME = /([\w$]+)\.gca=function\(([\w$]+)\)\{return \2=\((\{[^{}]*\})\)\[\2\]\|\|\2,([^{}]*)\}/;
/** What the rewrite leaves, so a second publish of the same build changes nothing. */
const HOISTED = /\.u=\(function\(map\)\{/;

export function hoistRuntimeMaps(code: string): string {
  if (HOISTED.test(code)) return code;
  if (!FILE_OF_CHUNK.test(code) || !FILE_OF_CHUNK_NAME.test(code)) {
    throw new Error(
      'hoist-runtime-maps: the webpack runtime no longer has the shape src/publish/hoist-runtime-maps.ts rewrites ' +
        '(`u.u=e=>"assets/js/"+e+"."+({…})[e]+".js"` and `u.gca=function(e){return e=({…})[e]||e,…}`); see UPGRADING.md.',
    );
  }
  return code
    .replace(FILE_OF_CHUNK, (_all, req: string, id: string, prefix: string, map: string) => `${req}.u=(function(map){return ${id}=>${prefix}+${id}+"."+map[${id}]+".js"})(${map})`)
    .replace(FILE_OF_CHUNK_NAME, (_all, req: string, name: string, map: string, rest: string) => `${req}.gca=(function(map){return function(${name}){return ${name}=map[${name}]||${name},${rest}}})(${map})`);
}

/** Whether a build file is webpack's runtime chunk. */
export const isRuntimeChunk = (fileName: string) => /^runtime~main\.[0-9a-f]+\.js$/.test(fileName);
