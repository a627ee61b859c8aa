// MDX nodes that our plugins add to a page: the rehype plugins insert them into the tree MDX compiles, the API
// reference's generator writes them out as MDX text. MDX compiles ESM and attribute expressions from the syntax tree
// attached to them, so each is parsed here with acorn, as MDX does.
import {parse, type Options} from 'acorn';
import type {Program} from 'estree';
import type {RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement, MdxjsEsm} from 'mdast-util-mdx';
import type {MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';

const MODULE: Options = {ecmaVersion: 'latest', sourceType: 'module'};

function program(code: string): Program {
  return parse(code, MODULE) as unknown as Program;
}

/** A line of ESM (`import …`, `export const … = await …`), as MDX would have parsed it from the page. */
export function esm(code: string): MdxjsEsm {
  return {type: 'mdxjsEsm', value: code, data: {estree: program(code)}};
}

/** JavaScript source for an attribute whose value is code rather than data: `{name}`. */
export class Code {
  constructor(readonly source: string) {}
}

/** Data (as JSON) or `Code`, each written as an expression; `true` is a bare attribute; `false` and `undefined` none. */
export type AttributeValue =
  | Code
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly AttributeValue[]
  | {readonly [key: string]: AttributeValue};

function attributesOf(attributes: Record<string, AttributeValue>): MdxJsxAttribute[] {
  return Object.entries(attributes).flatMap(([name, value]): MdxJsxAttribute[] => {
    if (value === undefined || value === false) return [];
    if (value === true) return [{type: 'mdxJsxAttribute', name, value: null}];
    const source = value instanceof Code ? value.source : JSON.stringify(value);
    const expression = {type: 'mdxJsxAttributeValueExpression', value: source, data: {estree: program(`(${source})`)}};
    return [{type: 'mdxJsxAttribute', name, value: expression} as MdxJsxAttribute];
  });
}

/** `<Name attribute={value}>children</Name>` on lines of its own. */
export function jsxElement(
  name: string,
  attributes: Record<string, AttributeValue> = {},
  children: RootContent[] = [],
): MdxJsxFlowElement {
  const flowChildren = children as MdxJsxFlowElement['children'];
  return {type: 'mdxJsxFlowElement', name, attributes: attributesOf(attributes), children: flowChildren};
}

/** `<Name attribute={value} />` in place of an element of a page's hast tree (the rehype plugins). */
export function jsxLeaf(name: string, attributes: Record<string, AttributeValue>): MdxJsxFlowElementHast {
  return {type: 'mdxJsxFlowElement', name, attributes: attributesOf(attributes), children: []};
}

/** `<Name attribute={value} />` inside a line of text (a heading). */
export function inlineJsxElement(name: string, attributes: Record<string, AttributeValue>): MdxJsxTextElement {
  return {type: 'mdxJsxTextElement', name, attributes: attributesOf(attributes), children: []};
}

/**
 * The ESM that gives a page the source of its static HTML (src/features/staticHtml), bound to `binding`: exported, so
 * that MDX accepts its top-level await, which Docusaurus awaits before it shows the page.
 */
export function staticHtmlSourceEsm(binding: string, id: string, modulePath: string): MdxjsEsm[] {
  return [
    esm(`import StaticHtml, {staticHtmlSource} from '@site/src/features/staticHtml';`),
    esm(
      `export const ${binding} = await staticHtmlSource(${JSON.stringify(id)}, () => import(${JSON.stringify(modulePath)}));`,
    ),
  ];
}
