/**
 * The remark plugin: links each Spot API operation and each Terraform
 * resource type a page names to its reference, at build time, from the
 * project's facts (references.ts).
 *
 * - Text in paragraphs, lists and table cells: the mention becomes a link.
 * - Inline code that is exactly one mention (`POST /ocean/aws/k8s/cluster`,
 *   `spotinst_ocean_aws`): the code is wrapped in the link and stays code.
 *   Inline code holding more than the mention is left alone: splitting it
 *   would change what the reader copies.
 * - A code block's `title="…"`: the links travel to the title as the
 *   `titleLinks` property (CodeBlock renders them); the code itself is never
 *   touched, so it stays copy-exact.
 * - Never inside headings (their text is their anchor), links, or JSX links.
 *
 * Each mention found is reported to `onMention`, linked or not, so the build
 * can be counted (scripts/reference-links-report.ts).
 */
import type {Root, PhrasingContent, Link, Code} from 'mdast';
import {findMentions, isWhole, type Mention, type MentionPlace, type MentionReport} from './find-mentions';
import {referenceIndex, projectFacts, type ReferenceIndex} from './references';
import {resolveOptions, type ReferenceLinksOptions} from './options';

export type {MentionPlace, MentionReport};

/** One piece of a code block's title: plain text, or a link. */
export type TitlePart = string | {text: string; href: string};

type AnyNode = {type: string; children?: AnyNode[]; value?: string; name?: string | null; data?: Record<string, unknown>};

const linkTo = (url: string, children: PhrasingContent[]): Link => ({type: 'link', url, title: null, children});

/** The title's pieces, or undefined when nothing in it links. */
export function titleParts(title: string, mentions: Mention[]): TitlePart[] | undefined {
  const linked = mentions.filter((m): m is Mention & {url: string} => 'url' in m);
  if (!linked.length) return undefined;
  const parts: TitlePart[] = [];
  let at = 0;
  for (const m of linked) {
    if (m.start > at) parts.push(title.slice(at, m.start));
    parts.push({text: m.text, href: m.url});
    at = m.end;
  }
  if (at < title.length) parts.push(title.slice(at));
  return parts;
}

const TITLE = /title=(["'])(.*?)\1/;

export function linkReferences(tree: Root, index: ReferenceIndex, report: (m: MentionReport) => void = () => {}): void {
  const visit = (node: AnyNode, place: 'text' | 'heading' | 'link'): void => {
    const children = node.children;
    if (!children) return;
    const out: AnyNode[] = [];
    for (const child of children) {
      if (child.type === 'heading') {
        visit(child, 'heading');
      } else if (child.type === 'link' || child.type === 'linkReference' || ((child.type === 'mdxJsxTextElement' || child.type === 'mdxJsxFlowElement') && (child.name === 'a' || child.name === 'Link'))) {
        visit(child, 'link');
      } else if (child.type === 'code') {
        codeTitle(child as unknown as Code);
      } else if (child.type === 'text' && place === 'text') {
        out.push(...linkText(child.value ?? ''));
        continue;
      } else if (child.type === 'inlineCode' && place === 'text') {
        out.push(linkInlineCode(child));
        continue;
      } else if ((child.type === 'text' || child.type === 'inlineCode') && place !== 'text') {
        for (const m of findMentions(child.value ?? '', index)) report({...m, place, note: `inside a ${place}`});
      } else {
        visit(child, place);
      }
      out.push(child);
    }
    node.children = out;
  };

  const linkText = (value: string): AnyNode[] => {
    const mentions = findMentions(value, index);
    const nodes: AnyNode[] = [];
    let at = 0;
    for (const m of mentions) {
      report({...m, place: 'text'});
      if (!('url' in m)) continue;
      if (m.start > at) nodes.push({type: 'text', value: value.slice(at, m.start)});
      nodes.push(linkTo(m.url, [{type: 'text', value: m.text}]) as unknown as AnyNode);
      at = m.end;
    }
    if (at < value.length || !nodes.length) nodes.push({type: 'text', value: value.slice(at)});
    return nodes;
  };

  const linkInlineCode = (node: AnyNode): AnyNode => {
    const value = node.value ?? '';
    const mentions = findMentions(value, index);
    const whole = mentions.length === 1 && isWhole(mentions[0], value) ? mentions[0] : undefined;
    for (const m of mentions) report({...m, place: 'inline code', ...(m === whole ? {} : {note: 'inside a longer code span'})});
    return whole && 'url' in whole ? (linkTo(whole.url, [node as unknown as PhrasingContent]) as unknown as AnyNode) : node;
  };

  const codeTitle = (node: Code): void => {
    const title = node.meta?.match(TITLE)?.[2];
    if (!title || node.lang === 'mermaid') return;
    const mentions = findMentions(title, index);
    for (const m of mentions) report({...m, place: 'code title'});
    const parts = titleParts(title, mentions);
    if (!parts) return;
    node.data ??= {};
    const data = node.data as {hProperties?: Record<string, unknown>};
    // A string property survives MDX's compilation as a prop of the code element (CodeBlock reads it).
    data.hProperties = {...data.hProperties, titleLinks: JSON.stringify(parts)};
  };

  visit(tree as unknown as AnyNode, 'text');
}

export default function remarkReferenceLinks(options: Partial<ReferenceLinksOptions> = {}) {
  const {apiReferenceUrl, terraformResourceUrl, onMention} = resolveOptions(options);
  const index = referenceIndex(projectFacts(), {apiReferenceUrl, terraformResourceUrl});
  return (tree: Root, file: {path?: string}): void => {
    linkReferences(tree, index, onMention ? (m) => onMention({...m, file: file.path}) : undefined);
  };
}
