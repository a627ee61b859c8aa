/**
 * The known-issues registry (docs/known-issues.yaml): each entry short, pinned to code that exists, linked from a
 * page where a reader acts, and rendered by the generator; a broken entry or callout stops the build with its place.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx';
import {toString} from 'mdast-util-to-string';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import type {UpstreamFiles} from '../upstream';
import {parsePermalink} from '../../src/features/docPage/PageSources/sources';
import {buildFixes, buildList} from '../../src/features/knownIssues/generate';
import {AUDIENCES, KNOWN_ISSUES, MAX_ENTRY_WORDS, PRODUCTS} from '../../src/features/knownIssues/options';
import {loadKnownIssues, registryProblems, type KnownIssue} from '../../src/features/knownIssues/registry';
import remarkKnownIssues, {GENERATED_IMPORTS} from '../../src/features/knownIssues/remark';
import {REPO_ROOT} from '../support/docs';

const issues = loadKnownIssues(REPO_ROOT);
const upstream = (file: string) =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'tests/fixtures/upstream', file), 'utf8')) as unknown;

/** Words of prose as the readability tool counts them: a code span is one word, a link its text. */
function proseWords(markdown: string): number {
  const text = markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`[^`]*`/g, ' CODE ');
  return text.match(/[A-Za-z0-9][A-Za-z0-9'’_\-./:]*/g)?.length ?? 0;
}

describe.each(issues.map((issue) => ({id: issue.id, issue})))('the known issue $id', ({issue}) => {
  it(`says it in at most ${MAX_ENTRY_WORDS} words`, () => {
    const words = proseWords([issue.summary, issue.happens, issue.workaround].join('\n\n'));
    expect(words, `${KNOWN_ISSUES.file}: ${issue.id} has ${words} words`).toBeLessThanOrEqual(MAX_ENTRY_WORDS);
  });

  it('links code of the documented release, at lines that exist', () => {
    const files = upstream('files.json') as UpstreamFiles;
    const problems = issue.code.flatMap(({url}) => {
      const pinned = parsePermalink(url);
      if ('error' in pinned) return [`${url}: ${pinned.error}`];
      const lines = files[pinned.release].lines[pinned.path];
      if (lines === undefined) return [`${url}: no such file at the documented commit`];
      return pinned.lines && pinned.lines.to > lines ? [`${url}: the file has ${lines} lines`] : [];
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('says where a later release fixed it with a link to that code, or the newest release that still has it', () => {
    const fixes = upstream('fixes.json') as Record<string, number>;
    const problems = issue.products.flatMap((product) => {
      const fix = issue.fixed[product]!;
      if (!fix.url) return 'notAsOf' in fix ? [] : [`${product}: a fix needs the link to its code`];
      const match = /^https:\/\/github\.com\/([^/]+\/[^/]+)\/blob\/[0-9a-f]{40}\/([^#]+)(?:#L\d+(?:-L(\d+))?)?$/.exec(
        fix.url,
      );
      const laterRepositories: readonly string[] = PRODUCTS[product].laterRepositories;
      if (!match || !laterRepositories.includes(match[1]!))
        return [`${product}: ${fix.url} is not a permalink into ${laterRepositories.join(' or ')}`];
      const lines = fixes[fix.url.replace(/#.*$/, '')];
      if (lines === undefined)
        return [`${fix.url}: not in tests/fixtures/upstream/fixes.json (npm run upstream:fixtures)`];
      return match[3] && Number(match[3]) > lines ? [`${fix.url}: the file has ${lines} lines`] : [];
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe('the known issues', () => {
  const filesUnder = (dir: string, pattern: RegExp) =>
    readdirSync(path.join(REPO_ROOT, dir), {recursive: true, encoding: 'utf8'})
      .filter((file) => pattern.test(file))
      .map((file) => path.join(dir, file));
  const pages = [...filesUnder('docs', /\.mdx$/), ...filesUnder('api-spec', /\.(yaml|md)$/)].filter(
    (file) => file !== path.join('docs', 'ark', 'FAQ.mdx'),
  );
  const texts = pages.map((file) => readFileSync(path.join(REPO_ROOT, file), 'utf8'));

  it('are each linked from a page other than the FAQ, where the reader acts', () => {
    const linked = (issue: KnownIssue) => texts.some((page) => new RegExp(`FAQ(?:\\.mdx)?#${issue.id}\\b`).test(page));
    expect(issues.filter((issue) => !linked(issue)).map((issue) => issue.id)).toEqual([]);
  });

  it('are at least the 46 of the first list, whose anchors other sites may link', () => {
    expect(issues.length).toBeGreaterThanOrEqual(46);
  });

  it('each show under a heading with their id, and in the table of later fixes', () => {
    const list = buildList(issues);
    const fixes = buildFixes(issues);
    for (const issue of issues) {
      expect(list).toMatch(new RegExp(`### .+ \\\\?\\{#${issue.id}\\}\n`));
      expect(fixes).toContain(`${KNOWN_ISSUES.route}#${issue.id}`);
    }
  });

  it('have a filter rule for every audience and product', () => {
    const css = readFileSync(path.join(REPO_ROOT, 'src/features/knownIssues/components/styles.module.css'), 'utf8');
    const missing = [
      ...Object.keys(AUDIENCES).map((key) => `[name='known-issues-audience'][value='${key}']`),
      ...Object.keys(PRODUCTS).map((key) => `[name='known-issues-product'][value='${key}']`),
    ].filter((selector) => !css.includes(selector));
    expect(missing).toEqual([]);
  });
});

describe('a broken registry', () => {
  const good = issues[0]!;

  it('is refused with the entry and the field at fault', () => {
    expect(registryProblems([{...good, audiences: ['everyone']}])[0]).toMatch(
      new RegExp(`^entry ${good.id}: audiences/0:`),
    );
    const {title: _title, ...untitled} = good;
    expect(registryProblems([untitled])[0]).toMatch(/title/);
    expect(registryProblems([good, good])).toContain(`entry ${good.id}: the id is used twice`);
    expect(registryProblems([{...good, since: {}}])[0]).toMatch(/since must name each of its products/);
    expect(
      registryProblems([{...good, fixed: {[good.products[0]!]: {release: 'v1', notAsOf: 'v2'}}}]).length,
    ).toBeGreaterThan(0);
  });
});

describe('a page that uses the known issues', () => {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkKnownIssues, {siteDir: REPO_ROOT});
  const compile = async (mdx: string): Promise<Root> =>
    (await processor.run(processor.parse(mdx), new VFile({path: path.join(REPO_ROOT, 'docs/ark/page.mdx')}))) as Root;
  const id = issues[0]!.id;

  it('gets a callout with the summary and title of the entry it links', async () => {
    const tree = await compile(`<KnownIssue>[x](./FAQ.mdx#${id})</KnownIssue>\n`);
    const callout = tree.children.find(
      (node): node is MdxJsxFlowElement => node.type === 'mdxJsxFlowElement' && node.name === 'KnownIssueCallout',
    );
    expect(callout, 'the element is renamed to the callout component').toBeDefined();
    expect(callout!.attributes.map((attribute) => JSON.stringify(attribute)).join()).toContain(
      JSON.stringify(issues[0]!.summary).slice(1, -1),
    );
    expect(toString(callout)).toBe(issues[0]!.title.replace(/`/g, ''));
  });

  it('gets one line of titles for several entries', async () => {
    const [first, second] = issues;
    const tree = await compile(`<KnownIssue>[a](./FAQ.mdx#${first!.id}) · [b](./FAQ.mdx#${second!.id})</KnownIssue>\n`);
    const callout = tree.children.find(
      (node): node is MdxJsxFlowElement => node.type === 'mdxJsxFlowElement' && node.name === 'KnownIssueCallout',
    );
    expect(callout!.attributes).toEqual([]);
    expect(toString(callout)).toBe(`${first!.title} · ${second!.title}`.replace(/`/g, ''));
  });

  it('fails its build on an unknown id, naming the file, the line and the ids it may mean', async () => {
    await expect(compile(`\n<KnownIssue>[x](./FAQ.mdx#${id}x)</KnownIssue>\n`)).rejects.toThrow(
      new RegExp(`docs/ark/page\\.mdx:2: no known issue has the id "${id}x".*did you mean ${id}`),
    );
    await expect(compile('<KnownIssue>no link</KnownIssue>\n')).rejects.toThrow(/holds links to entries/);
    await expect(compile(`<KnownIssue>[x](./FAQ.mdx#${id}) [y](./vtxos.mdx)</KnownIssue>\n`)).rejects.toThrow(
      /holds links to entries/,
    );
  });

  it('shows the list from its own import, or fails the build saying which import it needs', async () => {
    const tree = JSON.stringify(
      await compile(`import KnownIssues from '${GENERATED_IMPORTS.list}';\n\n<KnownIssues />\n`),
    );
    expect(tree).toContain('KnownIssuesRegistry');
    expect(tree).not.toContain(GENERATED_IMPORTS.list.replace('.mdx', '') + ".mdx'");
    await expect(compile('<KnownIssues />\n')).rejects.toThrow(/needs its own import line/);
  });
});
