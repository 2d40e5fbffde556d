/**
 * Turns one MDX page into plain Markdown for readers' AI assistants: the
 * front-matter title as H1 and description as a quote, tabs as labelled
 * sections, admonitions as block quotes, `<ChildCards/>` as a list of links,
 * `<ProductStatus/>` as its notice, `<SettingsTable/>` as a Markdown table of
 * its rows, no JSX, no imports, absolute links.
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
import {CHANGE_NOTES, rowsOf, valueSummary, type SettingsReference} from '../../data/settings-reference';

export type ChildLink = {title: string; route: string; description?: string};

export type TwinContext = {
  /** Origin the links point to, e.g. https://docs.spot.io */
  siteUrl: string;
  /** The children an index page's `<ChildCards/>` shows, in its order. */
  childLinks: () => ChildLink[];
  /** The settings reference a page's `<SettingsTable/>` elements show, when it has them. */
  settings?: SettingsReference;
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

/** An attribute written as an expression (`only={["a", "b"]}`), parsed as JSON. */
function jsonAttribute(node: JsxNode, name: string): unknown {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  const value = found?.value as {type?: string; value?: string} | undefined;
  return value?.type === 'mdxJsxAttributeValueExpression' && value.value ? (JSON.parse(value.value) as unknown) : undefined;
}

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
    case 'SettingsTable':
      return [settingsTable(node, ctx)];
    default:
      // Any other element (details, summary …): keep what it says, drop the markup.
      return children();
  }
}

/** The rows of one `<SettingsTable/>` with the page's columns; values as text, names as code. */
function settingsTable(node: JsxNode, ctx: TwinContext): RootContent {
  const section = attribute(node, 'section');
  if (!ctx.settings || !section) throw new Error('<SettingsTable/> on a page that is not a settings reference, or without section');
  const rows = rowsOf(ctx.settings, section, jsonAttribute(node, 'only') as string[] | undefined);
  const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
  const list = (values: string[]): PhrasingContent[] => values.flatMap((v, i) => (i ? [text(', '), code(v)] : [code(v)]));
  const cell = (children: PhrasingContent[]) => ({type: 'tableCell' as const, children});
  const header = ['Terraform argument', 'API attribute', 'Console', 'Values'].map((h) => cell([text(h)]));
  return {
    type: 'table',
    children: [
      {type: 'tableRow', children: header},
      ...rows.map((row) => {
        const place = ctx.settings!.console[row.terraform];
        const v = valueSummary(row);
        const values: PhrasingContent[] = [text(v.type)];
        const add = (parts: PhrasingContent[]) => values.push(text('; '), ...parts);
        if (v.allowed) add([text('one of '), ...list(v.allowed)]);
        if (v.range) add([text(v.apiRange ? `Terraform: ${v.range}` : v.range)]);
        if (v.apiRange) add([text(`API: ${v.apiRange}`)]);
        if (v.terraformDefault !== undefined) add([text('Terraform default '), code(v.terraformDefault)]);
        if (v.apiDefault !== undefined) add([text('API default '), code(v.apiDefault)]);
        if (v.maxItems) add([text(`at most ${v.maxItems}`)]);
        if (v.conflictsWith) add([text('not with '), ...list(v.conflictsWith)]);
        const flags = [row.tf.required && 'required', row.tf.forceNew && 'replaces the resource'].filter(Boolean) as string[];
        return {
          type: 'tableRow' as const,
          children: [
            cell([code(row.terraform), ...(flags.length ? [text(` (${flags.join(', ')})`)] : [])]),
            cell(row.api ? [code(row.api)] : [text('—')]),
            cell(
              place?.place
                ? [text(`${place.place} › `), strong(place.label!), ...(place.change ? [text(` ${CHANGE_NOTES[place.change]}`)] : [])]
                : [text('—')],
            ),
            cell(values),
          ],
        };
      }),
    ],
  } as RootContent;
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
