/**
 * Code highlighted at build time (src/features/codeBlocks/plugin): the HTML of one block, the token stylesheet, and the
 * rehype plugin that turns the fences of an MDX page into static code blocks.
 */
import type {Root} from 'hast';
import type {MdxJsxFlowElementHast} from 'mdast-util-mdx-jsx';
import {createProcessor} from '@mdx-js/mdx';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import {BITCOIN_SCRIPT_LANGUAGE, CODE_BLOCKS} from '../../src/features/codeBlocks/options';
import {highlightToHtml, tokenStylesheet} from '../../src/features/codeBlocks/highlight';
import rehypeCodeBlocks from '../../src/features/codeBlocks/rehype';
import {escapeRegExp} from '../../src/lib/escapeRegExp';
import {codeTheme} from '../../src/features/codeBlocks/theme';

/** The text of some HTML, as the browser's textContent gives it. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The colour the generated stylesheet gives a class. */
function colourOfClass(className: string): string | undefined {
  return new RegExp(`\\.${className}\\{color:([^}]+)\\}`).exec(tokenStylesheet())?.[1];
}

/** The colour of the span around a piece of text, through the class the highlighter gave it. */
function colourAround(html: string, text: string): string | undefined {
  const match = new RegExp(`<span class="([^"]+)">[^<]*${escapeRegExp(text)}`).exec(html);
  return match?.[1]?.split(' ').map(colourOfClass).find(Boolean);
}

const themeColourOf = (type: string) =>
  codeTheme.styles.filter((entry) => entry.types.includes(type) && !entry.languages).at(-1)?.style.color;

describe('build-time highlighting', () => {
  it('keeps the text exactly, with a final newline, and escapes HTML', () => {
    const code = 'curl -s -H "X-Macaroon: $MACAROON" \'http://localhost:7070/v1/info?a=1&b=<2>\'';
    const html = highlightToHtml(code, 'bash');
    expect(textOf(html)).toBe(`${code}\n`);
    expect(html).not.toMatch(/<(?!\/?span)/);
  });

  it("colours tokens with the site's code theme, one span per run of a colour", () => {
    const html = highlightToHtml('{\n  "a": "x",\n  "b": true\n}', 'json');
    expect(colourAround(html, '"x"')).toBe(themeColourOf('string'));
    // vsDark gives keys and booleans the plain colour: no span.
    expect(html).toContain('\n  "b"<span');
    // `,` then a newline and indentation: one punctuation run, not three spans.
    expect(html.match(/<span/g)!.length).toBeLessThan(10);
  });

  it('highlights Bitcoin Script opcode by opcode, in colours of their own', () => {
    const html = highlightToHtml('<pubkey> OP_CHECKSIG\n144 OP_CHECKSEQUENCEVERIFY OP_DROP', BITCOIN_SCRIPT_LANGUAGE);
    const colours = ['&lt;pubkey&gt;', 'OP_CHECKSIG', 'OP_CHECKSEQUENCEVERIFY', 'OP_DROP'].map((text) =>
      colourAround(html, text),
    );
    expect(colours.every(Boolean), `colours: ${colours.join(', ')}`).toBe(true);
    expect(new Set(colours).size).toBeGreaterThan(2);
    expect(colours).not.toContain(codeTheme.plain.color);
  });

  it('highlights bash', () => {
    expect(colourAround(highlightToHtml('echo "hi" # greet', 'bash'), '# greet')).toBe(themeColourOf('comment'));
  });

  it('prints a language it does not know as plain text', () => {
    expect(highlightToHtml('a < b', 'cobol')).toBe('a &lt; b\n');
  });

  it('generates one rule per class, scoped to code blocks, for every colour of the theme', () => {
    const rules = tokenStylesheet().match(/[^}]+\}/g) ?? [];
    expect(rules.length).toBeGreaterThan(5);
    for (const rule of rules) expect(rule).toMatch(/^\.prism-code \.t\d+\{[a-z-]+:[^;]+\}$/);
    for (const {style} of codeTheme.styles) expect(tokenStylesheet()).toContain(`color:${style.color}`);
  });
});

/** The hast tree of an MDX page after the plugin ran, and the static code blocks in it. */
async function transform(mdx: string, file?: string): Promise<{tree: Root; blocks: Array<Record<string, string>>}> {
  let tree: Root | undefined;
  const capture = () => (captured: Root) => {
    tree = structuredClone(captured);
  };
  await createProcessor({rehypePlugins: [rehypeCodeBlocks, capture]}).process({value: mdx, path: file});
  const blocks: Array<Record<string, string>> = [];
  visit(tree!, 'mdxJsxFlowElement', (element: MdxJsxFlowElementHast) => {
    if (element.name !== CODE_BLOCKS.componentName) return;
    blocks.push(
      Object.fromEntries(
        element.attributes.map((attribute) => [
          'name' in attribute ? attribute.name : '',
          // Data is written as an expression of its JSON.
          typeof attribute.value === 'object' && attribute.value ? (JSON.parse(attribute.value.value) as string) : '',
        ]),
      ),
    );
  });
  return {tree: tree!, blocks};
}

describe('the rehype plugin', () => {
  it('turns a fence with a title into a static code block, and imports the component once', async () => {
    const {tree, blocks} = await transform(
      '# Page\n\n```ts title="wallet.ts" prelude="wallet"\nconst a = 1;\n```\n\n```bash\necho hi\n```\n',
    );
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toMatchObject({language: 'ts', title: 'wallet.ts'});
    expect(textOf(blocks[0]!.html!)).toBe('const a = 1;\n');
    expect(blocks[0]!.html).toContain('<span class="t');
    expect(blocks[1]).toMatchObject({language: 'bash'});
    expect(blocks[1]).not.toHaveProperty('title');
    const imports = tree.children.filter((node) => node.type === 'mdxjsEsm');
    expect(imports).toHaveLength(1);
    expect((imports[0] as {value: string}).value).toMatch(
      new RegExp(`^import ${CODE_BLOCKS.componentName} from '@site/src/features/codeBlocks/CodeBlock';$`),
    );
  });

  it('highlights a bitcoin-script fence with its own grammar', async () => {
    const {blocks} = await transform(`\`\`\`${BITCOIN_SCRIPT_LANGUAGE}\n<server> OP_CHECKSIG\n\`\`\`\n`);
    expect(blocks).toEqual([expect.objectContaining({language: BITCOIN_SCRIPT_LANGUAGE})]);
    expect(colourAround(blocks[0]!.html!, 'OP_CHECKSIG')).toBeDefined();
  });

  it('prints an unknown language, or none, as plain text, as Docusaurus does', async () => {
    const {blocks} = await transform('```cobol\nMOVE A TO B.\n```\n\n```\nplain <text>\n```\n');
    expect(blocks.map((block) => block.language)).toEqual([CODE_BLOCKS.defaultLanguage, CODE_BLOCKS.defaultLanguage]);
    expect(blocks.map((block) => block.html)).toEqual(['MOVE A TO B.\n', 'plain &lt;text&gt;\n']);
  });

  it('marks lines as Docusaurus does: {1,3}, the magic comments, which it removes, and showLineNumbers', async () => {
    const {blocks} = await transform(
      '```ts {1}\nconst a = 1;\nconst b = 2;\n```\n\n```ts showLineNumbers\n// highlight-next-line\nconst c = 3;\nconst d = 4;\n```\n',
    );
    expect(blocks[0]!.html).toMatch(
      /^<span class="theme-code-block-highlighted-line">[^\n]*const[^\n]*a[^\n]*\n<\/span>/,
    );
    expect(textOf(blocks[0]!.html!)).toBe('const a = 1;\nconst b = 2;\n');
    expect(textOf(blocks[1]!.html!)).toBe('const c = 3;\nconst d = 4;\n');
    expect(blocks[1]!.html).toMatch(
      /^<span class="code-line theme-code-block-highlighted-line"><span class="code-line-number"><\/span><span class="code-line-content">/,
    );
    expect(blocks[1]!.html!.match(/class="code-line[ "]/g)).toHaveLength(2);
  });

  it('stops at meta it does not support, naming the file and line', async () => {
    await expect(transform('# Page\n\n```ts live\nconst a = 1;\n```\n', 'docs/page.mdx')).rejects.toThrow(
      /^docs\/page\.mdx:3: the code block's meta "live" is not supported/,
    );
  });

  it('stops at a mermaid fence no diagrams plugin has drawn, naming the file and line', async () => {
    await expect(
      transform('# Page\n\n```mermaid\nflowchart LR\n  A --> B\n```\n', 'api-spec/page.mdx'),
    ).rejects.toThrow(/^api-spec\/page\.mdx:3: a mermaid diagram where no diagrams plugin draws it/);
  });

  it('leaves pages without code alone', async () => {
    const {tree, blocks} = await transform('Text.\n');
    expect(blocks).toEqual([]);
    expect(tree.children.some((node) => node.type === 'mdxjsEsm')).toBe(false);
  });
});
