/**
 * Sources a page's own text points at: the API operations its prose, tables
 * and curl commands call, the Terraform resource types it names, the Helm
 * charts it installs and the spotinst repositories it links. What the page
 * was written from (its help: page) is not in its text; the caller adds it.
 * Used by `npm run sources -- --suggest` and to fill pages in bulk.
 */
import {findMentions} from '../../src/plugins/reference-links/find-mentions';
import {DEFAULT_OPTIONS} from '../../src/plugins/reference-links/options';
import {projectFacts, referenceIndex} from '../../src/plugins/reference-links/references';
import {SETTINGS_RESOURCES} from '../../src/data/settings-resources';
import {pinnedSourceFacts, type SourceFacts} from './page-sources';

const CURL_CALL = /curl\b[^\n]*?(?:-X|--request)\s+['"]?(GET|POST|PUT|DELETE|PATCH)['"]?[^\n]*?https:\/\/api\.spotinst\.io(\/[^\s"'?\\]+)/g;
const CURL_GET = /curl\b(?![^\n]*(?:-X|--request)\b)[^\n]*?https:\/\/api\.spotinst\.io(\/[^\s"'?\\]+)/g;
const RESOURCE = /\bspotinst_[a-z0-9]+(?:_[a-z0-9]+)*\b/g;
const CHART = /\b(spot|spotinst)\/([a-z0-9-]+)\b/g;
const REPO_LINK = /github\.com\/(spotinst\/[A-Za-z0-9_.-]+?)(?:\.git)?(?=[/)\s"'#>]|$)/g;

export function suggestSources(body: string, route: string, facts: SourceFacts = pinnedSourceFacts()): string[] {
  const index = referenceIndex(projectFacts(), DEFAULT_OPTIONS);
  const api = new Set<string>();
  const operation = (method: string, path: string) => {
    const resolved = index.operation(method, path.replace(/\$\{?(\w+)\}?/g, '{$1}'));
    if ('url' in resolved) api.add(resolved.url.slice(resolved.url.lastIndexOf('/') + 1).replace(/^#operation\//, ''));
  };
  for (const mention of findMentions(body, index)) {
    if (mention.kind === 'operation' && 'url' in mention) api.add(mention.url.split('#operation/')[1]);
  }
  for (const [, method, path] of body.matchAll(CURL_CALL)) operation(method, path);
  for (const [, path] of body.matchAll(CURL_GET)) operation('GET', path);

  const terraform = new Set([...body.matchAll(RESOURCE)].map((m) => m[0]).filter((type) => facts.terraform.has(type)));
  for (const resource of SETTINGS_RESOURCES) if (resource.route === route) terraform.add(resource.terraform);
  const charts = new Set([...body.matchAll(CHART)].map((m) => `${m[1]}/${m[2]}`).filter((chart) => facts.chart.has(chart)));
  const repos = new Set([...body.matchAll(REPO_LINK)].map((m) => m[1]).filter((repo) => repo !== 'spotinst/help'));
  return [
    ...[...api].filter((id) => facts.api.has(id)).sort().map((id) => `api:${id}`),
    ...[...terraform].sort().map((t) => `terraform:${t}`),
    ...[...charts].sort().map((c) => `chart:${c}`),
    ...[...repos].sort().map((r) => `repo:${r}`),
  ];
}
