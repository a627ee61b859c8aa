/** The MDX reader behind the content tests (tests/support/docs.ts) reads a page as Docusaurus does. */
import {describe, expect, it} from 'vitest';
import {parseMdxDocument, REPO_ROOT} from '../support/docs';

const PAGE = [
  '---',
  'title: A page',
  '---',
  "import Tabs from '@theme/Tabs';",
  '',
  '# A page',
  '',
  'Read [the glossary](../terminology.mdx#vtxo) first. {/* a note for editors */}',
  '',
  '## A term {#a-term}',
  '',
  '<Tabs>',
  '  <TabItem value="ts">',
  '',
  '```ts prelude="wallet"',
  'const x = 1;',
  '```',
  '',
  '  </TabItem>',
  '</Tabs>',
  '',
  ':::note',
  'An admonition.',
  ':::',
].join('\n');

describe('the MDX reader', () => {
  const doc = parseMdxDocument(PAGE, `${REPO_ROOT}/docs/page.mdx`);

  it('reads front matter, headings with their anchors, links and code blocks inside JSX', () => {
    expect(doc.frontMatter).toBe('title: A page');
    expect(doc.headings).toEqual([
      {level: 1, text: 'A page', explicitId: undefined},
      {level: 2, text: 'A term', explicitId: 'a-term'},
    ]);
    expect(doc.links).toEqual([{url: '../terminology.mdx#vtxo', line: 8}]);
    expect(doc.codeBlocks).toEqual([{language: 'ts', meta: 'prelude="wallet"', code: 'const x = 1;', line: 15}]);
  });

  it('keeps as prose the text a reader reads, and nothing else', () => {
    expect(doc.prose).toContain('Read the glossary first.');
    expect(doc.prose).toContain('An admonition.');
    for (const hidden of ['import', 'terminology.mdx', 'a note for editors', 'const x', 'Tabs', '{#a-term}'])
      expect(doc.prose).not.toContain(hidden);
  });

  it('names the file and line of invalid MDX', () => {
    expect(() => parseMdxDocument('# Title\n\nText <span>unclosed\n', `${REPO_ROOT}/docs/broken.mdx`)).toThrow(
      /^docs\/broken\.mdx:3:\d+: invalid MDX/,
    );
  });
});
