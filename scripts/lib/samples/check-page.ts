/**
 * Every rule of `npm run check:samples` for one page: the code blocks by
 * language, the Spot API calls, Helm commands and resource types in prose.
 */
import {findCodeBlocks, withoutCodeBlocks} from '../code-blocks';
import {checkApiMentions} from './api';
import {checkApiBodies} from './api-bodies';
import {checkCloudFormation} from './cloudformation';
import type {Facts, HelmRepository} from './facts';
import {checkHelm} from './helm';
import {didYouMean} from './suggest';
import {checkJson, checkYaml} from './syntax';
import {checkTerraform} from './terraform';
import {checkTerraformReferences} from './terraform-references';
import type {Finding} from './types';

export type SampleStats = {blocks: Record<string, number>; resources: number; apiCalls: number; apiBodies: number; helmCommands: number; proseResources: number};

export const emptyStats = (): SampleStats => ({blocks: {}, resources: 0, apiCalls: 0, apiBodies: 0, helmCommands: 0, proseResources: 0});

/**
 * spotinst_-prefixed names that are not Terraform types: the Python SDK's packages, Eco's CUR report
 * prefix, and the token variable of the BOSH CPI and the controller's Terraform modules.
 */
const NOT_TERRAFORM_TYPES = new Set(['spotinst_sdk', 'spotinst_sdk2', 'spotinst_eco', 'spotinst_token']);
const TERRAFORM = new Set(['hcl', 'terraform', 'tf']);
const YAML = new Set(['yaml', 'yml']);
const SHELL = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);

/**
 * A page may show a withdrawn API or a removed resource only when it says so:
 * in an admonition that names it withdrawn or removed, or with the
 * `<ProductStatus>` notice of a withdrawn product.
 */
export function declaresRemoval(source: string): boolean {
  if (/^\s*<ProductStatus\b/m.test(withoutCodeBlocks(source))) return true;
  for (const m of withoutCodeBlocks(source).matchAll(/^\s*:::(\w+)[^\n]*\n([\s\S]*?)^\s*:::\s*$/gm)) {
    if (/\b(withdrawn|removed|decommissioned|retired)\b/i.test(m[0])) return true;
  }
  return false;
}

export async function checkSamplesOnPage(file: string, source: string, facts: Facts, stats: SampleStats): Promise<Finding[]> {
  const findings: Finding[] = [];
  const removalDeclared = declaresRemoval(source);
  const aliases = new Map<string, HelmRepository | null>();
  const blocks = findCodeBlocks(source);
  for (const block of blocks) {
    stats.blocks[block.lang] = (stats.blocks[block.lang] ?? 0) + 1;
    if (block.lang === 'json') findings.push(...checkJson(file, block), ...checkCloudFormation(file, block, facts.apiBodies));
    else if (YAML.has(block.lang)) findings.push(...checkYaml(file, block), ...checkCloudFormation(file, block, facts.apiBodies));
    else if (TERRAFORM.has(block.lang)) findings.push(...(await checkTerraform(file, block, facts, stats)));
    else if (SHELL.has(block.lang)) {
      const helm = checkHelm(file, block.code, block.codeLine, facts.helm, aliases);
      stats.helmCommands += helm.count;
      findings.push(...helm.findings);
    }
  }

  findings.push(...checkTerraformReferences(file, blocks));

  const api = checkApiMentions(file, source, facts.api, removalDeclared);
  stats.apiCalls += api.count;
  findings.push(...api.findings);
  const bodies = checkApiBodies(file, blocks, facts.api, facts.apiBodies);
  stats.apiBodies += bodies.count;
  findings.push(...bodies.findings);

  const tf = facts.terraform;
  withoutCodeBlocks(source).split('\n').forEach((text, index) => {
    // A type, or an address such as `spotinst_ocean_aws.main.id`; a file name (`spotinst_key.json`) is neither.
    for (const m of text.matchAll(/`(spotinst_[a-z0-9_]+)(\.[^`]*)?`/g)) {
      if (/^\.(json|ya?ml|tf|tfvars|txt|py|sh|pem|key|zip|tgz)$/.test(m[2] ?? '')) continue;
      const type = m[1];
      if (NOT_TERRAFORM_TYPES.has(type)) continue;
      stats.proseResources++;
      if (tf.resources[type]) continue;
      const removed = tf.removed_resources.includes(type) || type in facts.terraformRemoved.resources;
      if (removed && removalDeclared) continue;
      findings.push({
        file,
        line: index + 1,
        message: removed
          ? `\`${type}\` has been removed from the provider; name it only on a page whose admonition says so`
          : `the provider has no resource \`${type}\`${didYouMean(type, Object.keys(tf.resources))}`,
      });
    }
  });
  // One finding per line and message: a list of like items repeats the same mistake.
  const unique = [...new Map(findings.map((f) => [`${f.line}\u0000${f.message}`, f])).values()];
  return unique.sort((a, b) => a.line - b.line);
}
