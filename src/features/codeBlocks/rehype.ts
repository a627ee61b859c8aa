/**
 * Turns every fenced code block of an MDX page, ```mermaid aside (src/features/diagrams draws those), into the
 * site's static code block (src/features/codeBlocks/CodeBlock) holding code highlighted at build time: the browser
 * gets the highlighted HTML and no highlighter.
 *
 * A rehype plugin for the docs plugins (`rehypePlugins`). It keeps what Docusaurus' own code block reads from a
 * fence: the language (lower-cased, plain text when Prism has no grammar for it or the fence names none) and
 * `title="…"` from the meta string. Other meta (`prelude="wallet"`) is for the tests that read the MDX source.
 */
import type {Element, Root, RootContent} from 'hast';
// Also declares MDX's nodes (`mdxjsEsm`) in hast's trees.
import type {} from 'mdast-util-mdx';
import type {MdxJsxAttribute, MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';
import {toString} from 'hast-util-to-string';
import {SKIP, visit} from 'unist-util-visit';
import {CODE_BLOCKS} from '../../constants';
import {highlightToHtml, isKnownLanguage} from './highlight';

const LANGUAGE_CLASS = /^language-(.+)$/;

/** Docusaurus' `parseCodeBlockTitle`: `title="…"` or `title='…'`. */
const TITLE = /title=(?<quote>["'])(?<title>.*?)\k<quote>/;

/** The module of the component, as the MDX page imports it (Docusaurus resolves `@site`). */
const COMPONENT_MODULE = '@site/src/features/codeBlocks/CodeBlock';

interface Fence {
  /** The language the fence names, lower-cased, if any. */
  named: string | undefined;
  /** The language it is highlighted as. */
  language: string;
  title: string | undefined;
  code: string;
}

/** The fence a `<pre><code class="language-…">` came from, or nothing for any other element. */
function fenceOf(pre: Element): Fence | undefined {
  if (pre.tagName !== 'pre') return undefined;
  const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  if (!code) return undefined;
  const classes = Array.isArray(code.properties.className) ? code.properties.className.map(String) : [];
  const named = classes
    .map((name) => LANGUAGE_CLASS.exec(name)?.[1])
    .find(Boolean)
    ?.toLowerCase();
  const meta = (code.data as {meta?: string} | undefined)?.meta ?? '';
  return {
    named,
    language: named && isKnownLanguage(named) ? named : CODE_BLOCKS.defaultLanguage,
    title: TITLE.exec(meta)?.groups?.title,
    // A fence's text ends in a newline that is not part of the code.
    code: toString(code).replace(/\n$/, ''),
  };
}

function attribute(name: string, value: string): MdxJsxAttribute {
  return {type: 'mdxJsxAttribute', name, value};
}

function staticCodeBlock({language, title, code}: Fence): MdxJsxFlowElementHast {
  return {
    type: 'mdxJsxFlowElement',
    name: CODE_BLOCKS.componentName,
    attributes: [
      attribute('language', language),
      ...(title ? [attribute('title', title)] : []),
      attribute('html', highlightToHtml(code, language)),
    ],
    children: [],
  };
}

/** `import StaticCodeBlock from '…'`, with the syntax tree MDX compiles it from. */
function componentImport(): Extract<RootContent, {type: 'mdxjsEsm'}> {
  const name = CODE_BLOCKS.componentName;
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${COMPONENT_MODULE}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: COMPONENT_MODULE, raw: JSON.stringify(COMPONENT_MODULE)},
            attributes: [],
          },
        ],
      },
    },
  };
}

export default function rehypeStaticCode() {
  return function highlightFences(tree: Root): void {
    let found = 0;
    visit(tree, 'element', (element, index, parent) => {
      const fence = fenceOf(element);
      if (!fence || !parent || index === undefined || fence.named === 'mermaid') return undefined;
      parent.children[index] = staticCodeBlock(fence);
      found += 1;
      return SKIP;
    });
    if (found > 0) tree.children.unshift(componentImport());
  };
}
