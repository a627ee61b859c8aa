// Known issues in the docs pages, at compile time:
// - `<KnownIssue>[Title](./FAQ.mdx#id)</KnownIssue>` becomes a one-line callout with the entry's summary and title;
//   with several links, a line of their titles. An unknown id, or a link that is not to an entry, stops the build
//   naming the file and line.
// - The FAQ's `<KnownIssues />`, imported from the generated KnownIssues.mdx so that the page's Markdown copy holds
//   every entry, is shown from the static HTML of that file instead: its text stays out of the page's JavaScript.
import path from 'node:path';
import type {BlockContent, Link, Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement, MdxjsEsm} from 'mdast-util-mdx';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {parseInlineMarkdown} from '../../lib/markdown';
import {Code, esm, jsxElement} from '../../lib/mdxNodes';
import {nearestNames} from '../../lib/nearest';
import {GENERATED_FILES} from './generate';
import {KNOWN_ISSUES} from './options';
import {loadKnownIssues, type KnownIssue} from './registry';

const LIST_BINDING = 'knownIssuesList';
const GENERATED_IMPORT_PREFIX = '@site/.docusaurus/';

/** Where a page imports the generated list (and /integrate the table of fixes) from. */
export const GENERATED_IMPORTS = {
  list: `${GENERATED_IMPORT_PREFIX}${GENERATED_FILES.list}`,
  fixes: `${GENERATED_IMPORT_PREFIX}${GENERATED_FILES.fixes}`,
} as const;

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

function linksIn(node: JsxElement): Link[] {
  const links: Link[] = [];
  visit(node, 'link', (link) => {
    links.push(link);
  });
  return links;
}

function entryIdOf(url: string): string | undefined {
  const [pathname, id] = url.split('#');
  const page = pathname?.replace(/\.mdx?$/, '').replace(/\/$/, '');
  // The page's route (/ark/FAQ) or its file (../FAQ.mdx) both end in the route's last segment.
  return page?.endsWith(KNOWN_ISSUES.route.slice(KNOWN_ISSUES.route.lastIndexOf('/'))) ? id : undefined;
}

export default function remarkKnownIssues({siteDir}: {siteDir: string}) {
  return (tree: Root, file: VFile): void => {
    const where = (node: {position?: {start: {line: number}}}) =>
      `${path.relative(siteDir, file.path)}:${node.position?.start.line ?? '?'}`;
    const issues = new Map(loadKnownIssues(siteDir).map((issue): [string, KnownIssue] => [issue.id, issue]));
    const imports: MdxjsEsm[] = [];

    visit(tree, (found, _index, parent) => {
      if ((found.type !== 'mdxJsxFlowElement' && found.type !== 'mdxJsxTextElement') || found.name !== 'KnownIssue')
        return;
      let node: JsxElement = found;
      // On a line of its own, MDX reads the element as text inside a paragraph: it is a block (an aside) instead.
      if (found.type === 'mdxJsxTextElement' && parent?.type === 'paragraph' && parent.children.length === 1) {
        const block: MdxJsxFlowElement = {
          ...found,
          type: 'mdxJsxFlowElement',
          children: found.children as BlockContent[],
        };
        node = Object.assign(parent as unknown as MdxJsxFlowElement, block);
      }
      const links = linksIn(node);
      const ids = links.map((link) => entryIdOf(link.url));
      if (links.length === 0 || ids.includes(undefined)) {
        throw new Error(
          `${where(node)}: <KnownIssue> holds links to entries of the known issues only, such as [Title](./FAQ.mdx#zero-fee-payments)`,
        );
      }
      const entries = ids.map((id) => {
        const issue = issues.get(id!);
        if (!issue) {
          throw new Error(
            `${where(node)}: no known issue has the id "${id}" (${KNOWN_ISSUES.file}); did you mean ${nearestNames(id!, issues.keys()).join(', ')}?`,
          );
        }
        return issue;
      });
      links.forEach((link, at) => (link.children = parseInlineMarkdown(entries[at]!.title)));
      node.name = 'KnownIssueCallout';
      // One entry shows its summary; several, on one line, their titles only.
      const summary = entries.length === 1 ? entries[0]!.summary : undefined;
      node.attributes = jsxElement('KnownIssueCallout', {summary}).attributes;
      if (imports.length === 0)
        imports.push(esm(`import KnownIssueCallout from '@site/src/features/knownIssues/components/Callout';`));
    });

    const index = tree.children.findIndex((node) => node.type === 'mdxJsxFlowElement' && node.name === 'KnownIssues');
    if (index !== -1) {
      const listImport = tree.children.findIndex(
        (node) => node.type === 'mdxjsEsm' && node.value.includes(GENERATED_IMPORTS.list),
      );
      const importLine = (tree.children[listImport] as MdxjsEsm | undefined)?.value.trim() ?? '';
      if (!/^import KnownIssues from '[^']+';?$/.test(importLine)) {
        throw new Error(
          `${where(tree.children[index]!)}: <KnownIssues /> needs its own import line: import KnownIssues from '${GENERATED_IMPORTS.list}';`,
        );
      }
      tree.children[index] = jsxElement('KnownIssuesRegistry', {source: new Code(LIST_BINDING)});
      tree.children.splice(listImport, 1);
      imports.push(
        esm(`import KnownIssuesRegistry from '@site/src/features/knownIssues/components/Registry';`),
        esm(`import {staticHtmlSource as knownIssuesHtmlSource} from '@site/src/features/staticHtml';`),
        esm(
          `export const ${LIST_BINDING} = await knownIssuesHtmlSource('known-issues', () => import('${GENERATED_IMPORT_PREFIX}${GENERATED_FILES.listModule}'));`,
        ),
      );
    }
    tree.children.unshift(...imports);
  };
}
