// The shard index route-shards writes into .docusaurus/route-shards/ (write-modules.ts).
declare module '@generated/route-shards/index.js' {
  export const shards: (() => Promise<unknown>)[];
  /** The first normalised path of each shard after the first, sorted (shard-of.ts). */
  export const starts: string[];
}
