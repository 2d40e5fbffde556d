/**
 * Turns one MDX page into plain Markdown for readers' AI assistants: the
 * front-matter title as H1 and description as a quote, tabs as labelled
 * sections, admonitions as block quotes, `<ChildCards/>` as a list of links,
 * `<ProductStatus/>` as its notice, no JSX, no imports, absolute links.
 */
import matter from 'gray-matter';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkStringify from 'remark-stringify';
import type {Root, RootContent, PhrasingContent, BlockContent, Paragraph} from 'mdast';
import {productStatusNotice, PRODUCT_STATUS, type WithdrawnProduct} from '../../data/product-status';

export type ChildLink = {title: string; route: string; description?: string};

export type TwinContext = {
  /** Origin the links point to, e.g. https://docs.spot.io */
  siteUrl: string;
  /** The children an index page's `<ChildCards/>` shows, in its order. */
  childLinks: () => ChildLink[];
};

export type Twin = {title: string; description?: string; markdown: string};

const ADMONITION_TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

/** `:::info Prerequisites` is Docusaurus's shorthand; remark-directive wants `:::info[Prerequisites]`. */
function directiveLabels(source: string): string {
  return source.replace(/^(\s*:{3,})([a-z]+)[ \t]+([^\n[{]+?)[ \t]*$/gm, '$1$2[$3]');
}

type Node = RootContent | Root;
type JsxNode = {type: 'mdxJsxFlowElement' | 'mdxJsxTextElement'; name: string | null; attributes: {type: string; name?: string; value?: unknown}[]; children: RootContent[]};

function attribute(node: JsxNode, name: string): string | undefined {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

const text = (value: string): PhrasingContent => ({type: 'text', value});
const strong = (value: string): PhrasingContent => ({type: 'strong', children: [text(value)]});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});

function absolute(url: string, siteUrl: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${siteUrl}${url}` : url;
}

/** Rewrites a node's children; each child becomes zero or more nodes. */
function transform(node: Node, ctx: TwinContext): RootContent[] {
  const n = node as RootContent;
  switch (n.type) {
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'link':
    case 'definition':
      n.url = absolute(n.url, ctx.siteUrl);
      break;
    case 'image':
      n.url = absolute(n.url, ctx.siteUrl);
      break;
    case 'containerDirective': {
      const labelNode = n.children[0];
      const hasLabel = labelNode?.type === 'paragraph' && (labelNode.data as {directiveLabel?: boolean} | undefined)?.directiveLabel;
      const title: PhrasingContent[] = hasLabel
        ? (labelNode as Paragraph).children
        : [text(ADMONITION_TITLES[n.name] ?? n.name)];
      const body = (hasLabel ? n.children.slice(1) : n.children).flatMap((c) => transform(c, ctx));
      return [{type: 'blockquote', children: [paragraph([{type: 'strong', children: title}]), ...(body as BlockContent[])]}];
    }
    case 'leafDirective':
    case 'textDirective':
      // A stray `:word` in prose that remark-directive read as a directive: give back its text.
      return [text(`:${n.name}`)] as RootContent[];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsx(n as unknown as JsxNode, ctx);
  }
  if ('children' in n) {
    (n as {children: RootContent[]}).children = n.children.flatMap((c) => transform(c as RootContent, ctx)) as never;
  }
  return [n];
}

function jsx(node: JsxNode, ctx: TwinContext): RootContent[] {
  const children = () => node.children.flatMap((c) => transform(c, ctx));
  switch (node.name) {
    case 'Tabs':
      return children();
    case 'TabItem': {
      const label = attribute(node, 'label') ?? attribute(node, 'value') ?? 'Tab';
      return [paragraph([strong(label)]), ...children()];
    }
    case 'ChildCards': {
      const links = ctx.childLinks();
      return links.length === 0
        ? []
        : [
            {
              type: 'list',
              ordered: false,
              spread: false,
              children: links.map((link) => ({
                type: 'listItem',
                spread: false,
                children: [
                  paragraph([
                    {type: 'link', url: absolute(link.route, ctx.siteUrl), children: [text(link.title)]},
                    ...(link.description ? [text(`: ${link.description}`)] : []),
                  ]),
                ],
              })),
            },
          ];
    }
    case 'ProductStatus': {
      const product = attribute(node, 'product');
      if (!product || !(product in PRODUCT_STATUS)) throw new Error(`<ProductStatus product="${product}"> names no withdrawn product`);
      const notice = productStatusNotice(product as WithdrawnProduct);
      return [
        {
          type: 'blockquote',
          children: [
            paragraph([strong(notice.title)]),
            ...notice.paragraphs.map((runs) =>
              paragraph(runs.map((run): PhrasingContent => (typeof run === 'string' ? text(run) : {type: 'inlineCode', value: run.code}))),
            ),
          ],
        },
      ];
    }
    default:
      // Any other element (details, summary …): keep what it says, drop the markup.
      return children();
  }
}

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);
// No directive extension when printing: none remain, and it would escape every colon before a letter or digit (23\:59).
const printer = unified()
  .use(remarkGfm)
  .use(remarkStringify, {bullet: '-', fences: true, rule: '-', emphasis: '_', listItemIndent: 'one'});

export function mdxToMarkdown(source: string, ctx: TwinContext): Twin {
  const {data, content} = matter(source);
  const title = String(data.title ?? '');
  const description = typeof data.description === 'string' ? data.description : undefined;
  const tree = processor.parse(directiveLabels(content)) as Root;
  tree.children = tree.children.flatMap((c) => transform(c, ctx));
  const head: RootContent[] = [{type: 'heading', depth: 1, children: [text(title)]}];
  if (description) head.push({type: 'blockquote', children: [paragraph([text(description)])]});
  tree.children = [...head, ...tree.children];
  return {title, description, markdown: printer.stringify(tree)};
}
