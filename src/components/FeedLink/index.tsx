/**
 * A release-notes stream page's feed: announced in the page's head with
 * `<link rel="alternate">` (so feed readers and browser extensions find it
 * from the page's address) and offered in the page as a "Subscribe" line,
 * with the feed of every stream beside it. Placed in the page as
 * `<FeedLink stream="ocean" />`; the feeds are written by the release-feeds
 * plugin, whose global data gives their addresses and titles. Plain `<a>`
 * links: the feeds are files, not routes of the client router.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {usePluginData} from '@docusaurus/useGlobalData';
import {FEED_TYPE, RELEASE_FEEDS_PLUGIN_NAME, type ReleaseFeedsGlobalData} from '../../plugins/release-feeds/plugin-data';

export default function FeedLink({stream}: {stream: string}): ReactNode {
  const {streams, all} = usePluginData(RELEASE_FEEDS_PLUGIN_NAME) as ReleaseFeedsGlobalData;
  const feed = streams[stream];
  // A typo in a page's stream id fails the build rather than showing a dead link.
  if (!feed) throw new Error(`<FeedLink stream="${stream}" />: no release-notes stream has that id (docusaurus.config.ts)`);
  return (
    <>
      <Head>
        <link rel="alternate" type={FEED_TYPE} title={feed.title} href={feed.href} />
        <link rel="alternate" type={FEED_TYPE} title={all.title} href={all.href} />
      </Head>
      {/* The feeds are files, not routes: <Link> would hand them to the client router and the broken-link check. */}
      {/* eslint-disable @docusaurus/no-html-links */}
      <p>
        Subscribe to these notes: <a href={feed.href}>RSS feed</a> (or <a href={all.href}>one feed of all Spot release notes</a>).
      </p>
      {/* eslint-enable @docusaurus/no-html-links */}
    </>
  );
}
