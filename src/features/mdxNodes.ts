/**
 * MDX nodes the rehype plugins add. MDX compiles ESM and attribute expressions from the syntax tree attached to them,
 * so each is parsed here with acorn, as MDX does.
 */
import {parse, type Options} from 'acorn';
import type {Program} from 'estree';
import type {RootContent} from 'hast';
// Also declares MDX's nodes (`mdxjsEsm`) in hast's trees.
import type {} from 'mdast-util-mdx';
import type {MdxJsxAttribute, MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';

const MODULE: Options = {ecmaVersion: 'latest', sourceType: 'module'};

function program(code: string): Program {
  return parse(code, MODULE) as unknown as Program;
}

/** A line of ESM (`import …`, `export const … = await …`), as MDX would have parsed it from the page. */
export function esm(code: string): Extract<RootContent, {type: 'mdxjsEsm'}> {
  return {type: 'mdxjsEsm', value: code, data: {estree: program(code)}};
}

/** JavaScript source for an attribute whose value is code rather than data: `{name}`. */
export class Code {
  constructor(readonly source: string) {}
}

export type AttributeValue = string | number | boolean | Code | undefined;

/** `<Name attribute="text" other={expression} />`: strings as text, other values and `Code` as expressions. */
export function jsxElement(name: string, attributes: Record<string, AttributeValue>): MdxJsxFlowElementHast {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).flatMap(([attribute, value]): MdxJsxAttribute[] => {
      if (value === undefined) return [];
      if (typeof value === 'string') return [{type: 'mdxJsxAttribute', name: attribute, value}];
      const source = value instanceof Code ? value.source : JSON.stringify(value);
      return [
        {
          type: 'mdxJsxAttribute',
          name: attribute,
          value: {type: 'mdxJsxAttributeValueExpression', value: source, data: {estree: program(`(${source})`)}},
        },
      ];
    }),
    children: [],
  };
}
