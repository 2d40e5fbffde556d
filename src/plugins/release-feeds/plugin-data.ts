/**
 * What the release-feeds plugin and its browser side (the FeedLink component)
 * share: the plugin's name and the shape of its global data. No Node imports.
 */
export const RELEASE_FEEDS_PLUGIN_NAME = 'release-feeds';

export type FeedRef = {
  /** Site path of the feed file, e.g. /ocean/release-notes/feed.rss. */
  href: string;
  /** The feed's title, for `<link rel="alternate" title>`. */
  title: string;
};

export type ReleaseFeedsGlobalData = {
  /** The feed of each stream, by stream id. */
  streams: Record<string, FeedRef>;
  /** The feed of every stream together. */
  all: FeedRef;
};

/** The content type the feeds are served with (server/header-policy.ts maps `.rss` to it). */
export const FEED_TYPE = 'application/rss+xml';
