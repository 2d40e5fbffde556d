/**
 * The search plugin's options: defaults and validation, run by Docusaurus
 * before the plugin starts (as its own plugins do), so a mistake in
 * docusaurus.config.ts stops the build with a message naming the option.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import {SEARCH_DEFAULTS} from './plugin-data';

export type SearchPluginOptions = {
  /** Hits the search box lists. */
  maxHits: number;
  /** Highlight the matched word on the page a result opens. */
  highlightResult: boolean;
  /** Route patterns (minimatch, from the site root) never indexed. */
  excludeRoutes: string[];
  /** Files and folders (relative to the site) the documents are made from; their hash names the file. */
  sources: string[];
};

export const DEFAULT_OPTIONS: Omit<SearchPluginOptions, 'sources'> = {...SEARCH_DEFAULTS, excludeRoutes: []};

const schema = Joi.object<SearchPluginOptions>({
  maxHits: Joi.number().integer().min(1).max(50).default(DEFAULT_OPTIONS.maxHits),
  highlightResult: Joi.boolean().default(DEFAULT_OPTIONS.highlightResult),
  excludeRoutes: Joi.array().items(Joi.string().pattern(/^\//)).default(DEFAULT_OPTIONS.excludeRoutes),
  sources: Joi.array().items(Joi.string()).min(1).required(),
});

export function validateOptions({validate, options}: OptionValidationContext<Partial<SearchPluginOptions>, SearchPluginOptions>): SearchPluginOptions {
  return validate(schema, options);
}
