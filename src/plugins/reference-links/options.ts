/**
 * The reference-links remark plugin's options: where operations and resource
 * types link to, with defaults, validated as Docusaurus validates its own
 * plugins' options, so a mistake in docusaurus.config.ts stops the build with
 * a message naming the option.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {MentionReport} from './find-mentions';

export type ReferenceLinksOptions = {
  /** The API reference page of an operation is this followed by its operationId. */
  apiReferenceUrl: string;
  /** The registry page of a resource is this followed by its type without `spotinst_`. */
  terraformResourceUrl: string;
  /** Called with every mention found, linked or not (for counting). */
  onMention?: (mention: MentionReport) => void;
};

export const DEFAULT_OPTIONS: ReferenceLinksOptions = {
  apiReferenceUrl: 'https://docs.spot.io/api/#operation/',
  terraformResourceUrl: 'https://registry.terraform.io/providers/spotinst/spotinst/latest/docs/resources/',
};

const schema = Joi.object<ReferenceLinksOptions>({
  apiReferenceUrl: Joi.string().uri({scheme: 'https'}).default(DEFAULT_OPTIONS.apiReferenceUrl),
  terraformResourceUrl: Joi.string().uri({scheme: 'https'}).default(DEFAULT_OPTIONS.terraformResourceUrl),
  onMention: Joi.function(),
});

export function resolveOptions(options: Partial<ReferenceLinksOptions>): ReferenceLinksOptions {
  const {value, error} = schema.validate(options);
  if (error) throw new Error(`reference-links: ${error.message}`);
  return value;
}
