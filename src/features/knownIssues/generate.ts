// The registry as MDX: the list the FAQ shows (every entry under its heading, with the filter) and the table of
// fixes /integrate shows. Pages import these files, so that their Markdown copies carry the same text; the FAQ's list
// reaches the browser as static HTML (./remark.ts), not as page JavaScript.
import path from 'node:path';
import type {PhrasingContent, Root, RootContent, TableRow} from 'mdast';
import {DOCUMENTED_RELEASES} from '../../constants';
import {writeTree} from '../../lib/files';
import {parseInlineMarkdown, parseMarkdown, replaceHtml, toMdx} from '../../lib/markdown';
import {esm, jsxElement} from '../../lib/mdxNodes';
import {AUDIENCES, KNOWN_ISSUES, PRODUCTS, SEVERITIES, type Audience, type Product} from './options';
import type {Fix, KnownIssue, Since} from './registry';

/** The generated files, relative to Docusaurus' generated-files folder; pages import them from `@generated/…`. */
export const GENERATED_FILES = {
  list: `${KNOWN_ISSUES.generatedDir}/KnownIssues.mdx`,
  fixes: `${KNOWN_ISSUES.generatedDir}/KnownIssueFixes.mdx`,
  listModule: `${KNOWN_ISSUES.generatedDir}/list.ts`,
} as const;

const COMPONENTS = '@site/src/features/knownIssues/components/list';

const text = (value: string): PhrasingContent => ({type: 'text', value});
const strong = (value: string): PhrasingContent => ({type: 'strong', children: [text(value)]});
const link = (url: string, children: PhrasingContent[]): PhrasingContent => ({type: 'link', url, children});
const entryUrl = (id: string) => `${KNOWN_ISSUES.route}#${id}`;

function documented(product: Product): string {
  const {label, release} = PRODUCTS[product];
  return `${label} ${DOCUMENTED_RELEASES[release].version}`;
}

function sinceText(product: Product, since: Since): PhrasingContent[] {
  return [
    text(`${PRODUCTS[product].label} ${since.release}${since.atLeast ? ' or earlier' : ''}`),
    ...(since.commit
      ? [text(' ('), {type: 'inlineCode', value: since.commit.slice(0, 8)} as PhrasingContent, text(')')]
      : []),
  ];
}

/** "fixed in arkd v0.7.0", "not fixed as of fulmine v0.3.24", or an unreleased commit; linked to the code. */
function fixText(product: Product, fix: Fix): PhrasingContent[] {
  const {label} = PRODUCTS[product];
  const words =
    'release' in fix
      ? `fixed in ${label} ${fix.release}`
      : 'commit' in fix
        ? `fixed in ${label} after its newest release (commit ${fix.commit.slice(0, 8)})`
        : `not fixed as of ${label} ${fix.notAsOf}`;
  return fix.url ? [link(fix.url, [text(words)])] : [text(words)];
}

function joined(parts: PhrasingContent[][], separator: string): PhrasingContent[] {
  return parts.flatMap((part, index) => (index === 0 ? part : [text(separator), ...part]));
}

/** The line under an entry's title: who, where, what it costs, since when, and whether a later release fixed it. */
function facts({audiences, products, severity, since, fixed}: KnownIssue): RootContent {
  const fact = (label: string, value: PhrasingContent[]) => [strong(label), text(' '), ...value];
  const sinces = products.map((product) => sinceText(product, since[product]!));
  const fixes = products.map((product) => fixText(product, fixed[product]!));
  const facts = [
    fact('Affects', [text(audiences.map((audience) => AUDIENCES[audience].inSentence).join(', '))]),
    fact('In', [text(products.map(documented).join(', '))]),
    fact('Costs', [text(SEVERITIES[severity])]),
    fact('Since', joined(sinces, ', ')),
    fact('Later', joined(fixes, '; ')),
  ];
  return {type: 'paragraph', children: joined(facts, ' · ')};
}

/**
 * A field's Markdown as blocks: HTML inside a line is text (`<your address>`), as it reads in the YAML; a block of
 * HTML would not read the same in the page's Markdown copy, so it stops the build.
 */
function blocksOf(markdown: string, where: string): RootContent[] {
  const root = parseMarkdown(markdown);
  replaceHtml(root, (node, parent) => {
    if (parent.type === 'root')
      throw new Error(`${KNOWN_ISSUES.file}: ${where}: HTML blocks are not supported: ${node.value}`);
    return {type: 'text', value: node.value};
  });
  return root.children;
}

/** A field's blocks, the first paragraph led by a bold label. */
function labelled(label: string, markdown: string, where: string): RootContent[] {
  const blocks = blocksOf(markdown, where);
  const first = blocks[0];
  if (first?.type === 'paragraph') first.children.unshift(strong(label), text(' '));
  else blocks.unshift({type: 'paragraph', children: [strong(label)]});
  return blocks;
}

function entry(issue: KnownIssue): RootContent {
  const links = issue.code.map(({label, url}) => [link(url, [text(label)])]);
  const code: RootContent = {
    type: 'paragraph',
    children: [strong('Code:'), text(' '), ...joined(links, '; '), text('.')],
  };
  return jsxElement('Entry', {audiences: issue.audiences.join(' '), products: issue.products.join(' ')}, [
    {type: 'heading', depth: 3, children: [...parseInlineMarkdown(issue.title), text(` {#${issue.id}}`)]},
    facts(issue),
    ...labelled('In short.', issue.summary, `${issue.id} summary`),
    ...labelled('What happens.', issue.happens, `${issue.id} happens`),
    ...labelled('What to do.', issue.workaround, `${issue.id} workaround`),
    code,
  ]);
}

/** For each audience and product no entry shares, a note the filter shows when both are chosen. */
function noMatches(issues: KnownIssue[]): RootContent[] {
  const shared = (audience: Audience, product: Product) =>
    issues.some((issue) => issue.audiences.includes(audience) && issue.products.includes(product));
  return (Object.keys(AUDIENCES) as Audience[]).flatMap((audience) => {
    const unshared = (Object.keys(PRODUCTS) as Product[]).filter((product) => !shared(audience, product));
    return unshared.map((product) => jsxElement('NoMatch', {audience, product}));
  });
}

function countsOf(keys: object, field: 'audiences' | 'products', issues: KnownIssue[]) {
  const count = (key: string) => issues.filter((issue) => (issue[field] as string[]).includes(key)).length;
  return Object.keys(keys).map((key) => ({key, count: count(key)}));
}

export function buildList(issues: KnownIssue[]): string {
  const tree: Root = {
    type: 'root',
    children: [
      esm(`import {Entry, Filter, NoMatch} from '${COMPONENTS}';`),
      jsxElement('Filter', {
        total: issues.length,
        audiences: countsOf(AUDIENCES, 'audiences', issues),
        products: countsOf(PRODUCTS, 'products', issues),
      }),
      ...issues.map(entry),
      ...noMatches(issues),
    ],
  };
  return toMdx(tree);
}

/** Orders release names by their numbers: v0.7.0 < v0.10.1 < @arkade-os/sdk/0.4.65. */
function releaseOrder(a: string, b: string): number {
  const numbers = (name: string) => (name.match(/\d+(?:\.\d+)+/)?.[0] ?? '').split('.').map(Number);
  const [x, y] = [numbers(a), numbers(b)];
  for (let index = 0; index < Math.max(x.length, y.length); index += 1) {
    const difference = (x[index] ?? 0) - (y[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return a.localeCompare(b);
}

/** Per product, which later release fixes which entry, and which the newest release still has. */
export function buildFixes(issues: KnownIssue[]): string {
  const blocks = (Object.keys(PRODUCTS) as Product[]).flatMap((product): RootContent[] => {
    const concerned = issues.filter((issue) => issue.products.includes(product));
    if (concerned.length === 0) return [];
    const groups = new Map<string, KnownIssue[]>();
    for (const issue of concerned) {
      const fix = issue.fixed[product]!;
      const key =
        'release' in fix
          ? `fixed in ${fix.release}`
          : 'commit' in fix
            ? 'fixed after the newest release'
            : `not fixed as of ${fix.notAsOf}`;
      groups.set(key, [...(groups.get(key) ?? []), issue]);
    }
    const order = (key: string) => (key.startsWith('fixed after') ? 1 : key.startsWith('not') ? 2 : 0);
    const row = (...cells: PhrasingContent[][]): TableRow => ({
      type: 'tableRow',
      children: cells.map((children) => ({type: 'tableCell', children})),
    });
    const entryLink = ({id, title}: KnownIssue) => [link(entryUrl(id), parseInlineMarkdown(title))];
    const rows = [...groups.keys()]
      .sort((a, b) => order(a) - order(b) || releaseOrder(a, b))
      .map((key) => row([text(key)], joined(groups.get(key)!.map(entryLink), ', ')));
    return [
      {type: 'paragraph', children: [strong(PRODUCTS[product].label), text(` (these docs: ${documented(product)})`)]},
      {type: 'table', align: [null, null], children: [row([text('Later release')], [text('Known issues')]), ...rows]},
    ];
  });
  return toMdx({type: 'root', children: blocks});
}

/** Writes the generated files into `generatedFilesDir`, removing any other file there. */
export function generateKnownIssues(issues: KnownIssue[], generatedFilesDir: string): void {
  const at = (file: string) => path.join(generatedFilesDir, file);
  writeTree(
    at(KNOWN_ISSUES.generatedDir),
    new Map([
      [at(GENERATED_FILES.list), buildList(issues)],
      [at(GENERATED_FILES.fixes), buildFixes(issues)],
      [
        at(GENERATED_FILES.listModule),
        `// The FAQ's list of known issues, as a static-HTML source (written by src/features/knownIssues).\nimport list from './KnownIssues.mdx';\n\nexport default {list};\n`,
      ],
    ]),
  );
}
