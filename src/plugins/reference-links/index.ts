/**
 * Links to the references a reader needs beside a page: each Spot API
 * operation to its entry in the public API reference (by operationId), each
 * `spotinst_*` resource type to its page in the Terraform registry. A remark
 * plugin (remark.ts), registered in the docs plugin's remarkPlugins; the
 * links come from src/data/facts, so no page carries a hand-written one.
 */
export {default, default as remarkReferenceLinks} from './remark';
export {linkReferences, titleParts, type MentionReport, type TitlePart} from './remark';
export {referenceIndex, projectFacts} from './references';
export {DEFAULT_OPTIONS, type ReferenceLinksOptions} from './options';
