/**
 * The release-feeds plugin's options: the streams (id, reader-facing name and
 * the MDX page that holds the entries), the file name each stream's feed takes
 * beside its page, and where the feed of all streams goes. Validated as
 * Docusaurus validates its own plugins' options.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export type StreamOption = {
  /** Names the stream in `<FeedLink stream="…" />`. */
  id: string;
  /** "Ocean" in the feed title "Ocean release notes from Spot". */
  name: string;
  /** The stream page, relative to the site: docs/ocean/release-notes/index.mdx. */
  source: string;
};

export type ReleaseFeedsOptions = {
  streams: StreamOption[];
  /** The file name of each stream's feed, written beside the stream page. */
  fileName: string;
  /** Site path of the feed of every stream. */
  allPath: string;
};

export const DEFAULT_OPTIONS: Omit<ReleaseFeedsOptions, 'streams'> = {fileName: 'feed.rss', allPath: '/release-notes/feed.rss'};

const schema = Joi.object<ReleaseFeedsOptions>({
  streams: Joi.array()
    .items(
      Joi.object<StreamOption>({
        id: Joi.string().pattern(/^[a-z0-9-]+$/).required(),
        name: Joi.string().required(),
        source: Joi.string().pattern(/^docs\/.+\/index\.mdx?$/).required(),
      }),
    )
    .min(1)
    .unique('id')
    .required(),
  // Served with the RSS type by its extension (server/header-policy.ts).
  fileName: Joi.string().pattern(/^[\w-]+\.rss$/).default(DEFAULT_OPTIONS.fileName),
  allPath: Joi.string().pattern(/^\/.*\.rss$/).default(DEFAULT_OPTIONS.allPath),
});

export function validateOptions({validate, options}: OptionValidationContext<Partial<ReleaseFeedsOptions>, ReleaseFeedsOptions>): ReleaseFeedsOptions {
  return validate(schema, options);
}
