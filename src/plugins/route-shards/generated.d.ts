// The shard index route-shards writes into .docusaurus/route-shards/ (write-modules.ts).
declare module '@generated/route-shards/index.js' {
  export const shards: (() => Promise<unknown>)[];
}
