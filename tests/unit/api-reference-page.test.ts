/**
 * The generator of the API reference pages (src/features/apiReference): what it writes for the real
 * specs and for tests/fixtures/api-reference, and how it fails on a spec it cannot render.
 * The page's MDX and its operation bodies' MDX are compiled and rendered with stand-in components, as Docusaurus would
 * with the real ones.
 */
import path from 'node:path';
import {createElement, type ComponentProps, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';
import {evaluate} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import {describe, expect, it, vi} from 'vitest';
import {API_REFERENCES} from '../../src/constants';
import {generateReference, sourceOf, type ReferenceSource} from '../../src/features/apiReference/generate';
import {EACH_API, bundleSpec, operationsOf, REPO_ROOT, textOf} from '../support/api-specs';

const FIXTURES = 'tests/fixtures/api-reference';

// Bundling and generating take seconds each, much more on a busy machine.
vi.setConfig({testTimeout: 180_000});

const generations = new Map<string, ReturnType<typeof generateReference>>();

/** Each reference is generated once per test file. */
function generated(reference: ReferenceSource): ReturnType<typeof generateReference> {
  if (!generations.has(reference.id)) generations.set(reference.id, generateReference(reference));
  return generations.get(reference.id)!;
}

function fixture(folder: string): ReferenceSource {
  return {
    ...API_REFERENCES[0],
    id: folder,
    route: `/api/${folder}`,
    specFolder: `${FIXTURES}/${folder}`,
    specDownloadPath: `/api-spec/${folder}.yaml`,
    operatorTags: ['admin'],
    getsThatAct: [],
  };
}

type Generated = Awaited<ReturnType<typeof generateReference>>;

/** The line of a generated page or body module that imports its components, with their names. */
const COMPONENTS_IMPORT = /^import \{([^}]+)\} from ["']@site\/src\/features\/apiReference\/components["'];$/m;

/** The names of the components a generated page or body module imports. */
function importedComponents(source: string, what: string): string[] {
  const importLine = COMPONENTS_IMPORT.exec(source);
  expect(importLine, `${what} imports its components`).not.toBeNull();
  return importLine![1]!.split(',').map((name) => name.trim());
}

/** Stand-ins for the components an MDX file imports: each a <div data-component> around its children. */
function standIns(mdx: string): Record<string, (props: {children?: ReactNode}) => ReactNode> {
  const names = importedComponents(mdx, 'the MDX');
  return Object.fromEntries(
    names.map((name) => [
      name,
      ({children, ...props}: {children?: ReactNode}) =>
        createElement('div', {'data-component': name, 'data-props': JSON.stringify(props)}, children),
    ]),
  );
}

/** The opening tag a stand-in renders for a component with these props (escaped as React escapes attributes). */
function standInTag(name: string, props: Record<string, unknown> = {}): string {
  const escaped = JSON.stringify(props)
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
  return `<div data-component="${name}" data-props="${escaped}">`;
}

/** What an evaluated MDX page takes as its `components`. */
type MdxComponents = NonNullable<ComponentProps<Awaited<ReturnType<typeof evaluate>>['default']>['components']>;

async function renderMdx(mdx: string, components: MdxComponents): Promise<string> {
  const body = mdx.replace(/^---\n[\s\S]*?\n---\n/, '').replace(COMPONENTS_IMPORT, '');
  const {default: Content} = await evaluate(body, {...runtime, baseUrl: import.meta.url, remarkPlugins: [remarkGfm]});
  return renderToStaticMarkup(createElement(Content, {components}));
}

/** The lines of a page that load its operation bodies as static HTML (src/features/staticHtml). */
const BODIES_SOURCE =
  /^import StaticHtml, \{staticHtmlSource\} from '@site\/src\/features\/staticHtml';\n+export const operationBodies = await staticHtmlSource\("api-([\w-]+)", \(\) => import\("\.\/_operations\/([\w-]+)\/index\.ts"\)\);$/m;

/**
 * Renders a generated page as the site shows it: each operation's body, rendered from its own MDX, where the page
 * puts it. The page's bodies module must import every body.
 */
async function render({page, bodyFiles}: Generated): Promise<string> {
  const source = BODIES_SOURCE.exec(page);
  expect(source, 'the page loads its operation bodies').not.toBeNull();
  expect(source![2]).toBe(source![1]);
  const bodies = new Map<string, string>();
  for (const [file, mdx] of bodyFiles) {
    if (!file.endsWith('.mdx')) continue;
    expect(bodyFiles.get('index.ts'), `the bodies module imports ${file}`).toContain(`from "./${file}";`);
    bodies.set(file.replace(/\.mdx$/, ''), await renderMdx(mdx, standIns(mdx)));
  }
  const StaticHtml = ({source: of, entry}: {source: string; entry: string}) => {
    expect(of).toBe('the bodies');
    expect(bodies.has(entry), `a body for ${entry}`).toBe(true);
    return createElement('div', {
      'data-component': 'OperationBody',
      dangerouslySetInnerHTML: {__html: bodies.get(entry)},
    });
  };
  return renderMdx(page.replace(BODIES_SOURCE, 'export const operationBodies = "the bodies";'), {
    ...standIns(page),
    StaticHtml,
  });
}

describe.each(EACH_API)('the generated %s reference', (_id, reference) => {
  it('is valid MDX, each operation body an MDX file of its own, with a heading anchored at every tag and every operationId', async () => {
    const [generatedPage, {document}] = await Promise.all([generated(reference), bundleSpec(reference)]);
    const {page, sidebar, bodyFiles} = generatedPage;
    const html = await render(generatedPage);
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(0);
    for (const {operation} of operations) {
      expect(page, `heading of ${textOf(operation.operationId)}`).toContain(`\\{#${textOf(operation.operationId)}}`);
    }
    const tags = (document.tags as Array<{name: string}>).map((tag) => tag.name);
    expect(tags.length, 'the spec declares tags').toBeGreaterThan(0);
    for (const tag of tags) expect(page).toContain(`\\{#tag-${tag}}`);
    expect(html).toContain('data-component="Endpoint"');
    // Each operation's body in a file of its own, which the page shows under the operation's heading and its Try it.
    expect([...bodyFiles.keys()].sort()).toEqual(
      [...operations.map(({operation}) => `${textOf(operation.operationId)}.mdx`), 'index.ts'].sort(),
    );
    for (const {operation} of operations) {
      expect(html).toMatch(
        new RegExp(
          `\\{#${textOf(operation.operationId)}\\}</h3>\\s*<div data-component="TryIt"[^>]*></div>\\s*<div data-component="OperationBody"><div data-component="Credentials"`,
        ),
      );
    }
    // The menu, shown on this page only, lists every operation once, under its tag, by its anchor.
    const links = sidebar.flatMap((item) => (item.type === 'category' ? item.items.map((link) => link.href) : []));
    expect(links.sort()).toEqual(operations.map(({operation}) => `#${textOf(operation.operationId)}`).sort());
  });

  it("has a Markdown twin with each operation's method, path and fields, and no component tags", async () => {
    const [{twin}, {document}] = await Promise.all([generated(reference), bundleSpec(reference)]);
    const prose = twin.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
    expect(prose).not.toMatch(/<[A-Z][A-Za-z]*[\s/>]/);
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(0);
    for (const {method, path: urlPath} of operations) {
      expect(twin).toContain(`\`${method.toUpperCase()} ${urlPath}\``);
    }
  });
});

describe('a spec with everything easy to get wrong', () => {
  const tricky = () => generated(fixture('tricky'));

  it('prints braces and angle brackets of the descriptions as text, and their links as links', async () => {
    const html = await render(await tricky());
    expect(html).toContain('braces {like these}, angle brackets &lt;like these&gt; and a comparison: a &lt; b.');
    expect(html).toContain('<a href="https://example.com/docs">https://example.com/docs</a>');
    expect(html).toContain('Lists the things {all of them}.');
    expect(html).toContain('<td>less than &lt;b&gt;</td>');
  });

  it('keeps description headings below the tag and operation headings', async () => {
    const generatedPage = await tricky();
    // The info's "## Getting started" stays an h2; the operation's "# A heading" becomes an h4.
    const html = await render(generatedPage);
    expect(html).toContain('<h2>Getting started</h2>');
    expect(html).toContain('<h4>A heading in a description</h4>');
    expect(generatedPage.page).toContain('## Things \\{and stuff} \\{#tag-things}');
  });

  it('shows a named schema in place of <SchemaDefinition>, and a recursive schema without looping', async () => {
    const html = await render(await tricky());
    expect(html).not.toContain('SchemaDefinition');
    expect(html).toMatch(/data-component="Schema" data-props="[^"]*Node/);
    expect(html).toContain('&quot;recursive&quot;:true');
  });

  it('puts nested fields behind a toggle that says whose fields they are, arrays of arrays included', async () => {
    const html = await render(await tricky());
    expect(html).toContain(
      standInTag('Property', {propertyName: 'grid', type: 'array of array of object'}) +
        '<p>Rows of cells.</p>' +
        standInTag('Expandable', {summary: '1 field of each item'}),
    );
    expect(html).toContain(standInTag('Expandable', {summary: '3 fields of each item'}));
  });

  it('marks the stream and prints its example as JSON lines', async () => {
    const {page, twin} = await tricky();
    expect(page).toMatch(/<Endpoint method=\{"get"\} path=\{"\/v1\/things\/stream"\} streams \/>/);
    expect(twin).toContain('{"id":"a","children":[],"parent":null}\n{"id":"b","children":[],"parent":null}');
  });

  it('says which credential each operation needs, the default included, and shows upstream notes', async () => {
    const generatedPage = await tricky();
    const html = await render(generatedPage);
    for (const text of [html, generatedPage.twin]) {
      expect(text).toContain('No credential: the API asks for none by default.');
    }
    expect(generatedPage.twin).toContain('Needs the `X-Key` header ([key](#security-schemes)).');
    expect(html).toContain('Needs the <code>X-Key</code> header (<a href="#security-schemes">key</a>).');
    expect(html).toContain(standInTag('UpstreamDifference', {note: 'Upstream calls this "wipe".'}));
    expect(html).toContain(standInTag('OperatorOnly'));
  });

  it('shows the shared error response once and refers to it from each operation', async () => {
    const generatedPage = await tricky();
    const html = await render(generatedPage);
    const {page} = generatedPage;
    expect(page.match(/\{#error-response}/g)).toHaveLength(1);
    expect(html).toContain(
      `${standInTag('Response', {status: 'default'})}<p>Any other status answers with the <a href="#error-response">error response</a>.</p>`,
    );
  });
});

describe('a spec the reference cannot show fails the build, naming the file at fault', () => {
  it('raw HTML in a description', async () => {
    await expect(generateReference(fixture('raw-html'))).rejects.toThrow(
      /tests\/fixtures\/api-reference\/raw-html\/paths\/v1_info\.yaml.*raw HTML is not supported in descriptions.*<div class="warning">/s,
    );
  });

  it('a feature the reference does not show (named examples)', async () => {
    await expect(generateReference(fixture('unsupported'))).rejects.toThrow(
      /tests\/fixtures\/api-reference\/unsupported\/paths\/v1_info\.yaml.*named `examples` are not supported/s,
    );
  });

  it('an operation without an operationId', async () => {
    await expect(generateReference(fixture('no-operation-id'))).rejects.toThrow(
      /tests\/fixtures\/api-reference\/no-operation-id\/paths\/v1_info\.yaml \(#\/get\): every operation needs an operationId/,
    );
  });

  it('a spec that does not bundle', async () => {
    await expect(
      generateReference({...fixture('x'), specFolder: 'tests/fixtures/broken-specs/broken-ref'}),
    ).rejects.toThrow('components/schemas/Missing.yaml');
  });
});

describe('sourceOf', () => {
  it('names the file a path item or component lives in', () => {
    const spec = path.join(REPO_ROOT, 'api-spec/arkd/openapi.yaml');
    expect(sourceOf(spec, '#/paths/~1v1~1info/get/responses/200')).toBe(
      'api-spec/arkd/paths/ark/v1_info.yaml (#/get/responses/200)',
    );
    expect(sourceOf(spec, '#/components/schemas/Round/properties/id')).toBe(
      'api-spec/arkd/components/schemas/Round.yaml (#/properties/id)',
    );
    expect(sourceOf(spec, '#/tags/0')).toBe('api-spec/arkd/openapi.yaml (#/tags/0)');
  });
});
