/**
 * The docs MCP server (mcp/), started as `npm run mcp` starts it and driven by the SDK's own client over stdio. Its
 * answers are checked against what the site derives from the same sources: the routes of the route table, the
 * anchors Docusaurus gives the MDX headings, the bundled specs and the known issues' registry.
 */
import {createSlugger} from '@docusaurus/utils';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {ErrorCode, McpError} from '@modelcontextprotocol/sdk/types.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {sandboxUrlFromEnv} from '../../mcp/sandbox';
import {ALL_ROUTES, API_REFERENCES, DOC_ROUTES, SITE} from '../../src/constants';
import {readReference} from '../../src/features/apiReference/model';
import {ERROR_RESPONSE_ANCHOR, SECURITY_SCHEMES_ANCHOR} from '../../src/features/apiReference/words';
import {KNOWN_ISSUES} from '../../src/features/knownIssues/options';
import {loadKnownIssues} from '../../src/features/knownIssues/registry';
import {bundleSpecFile as bundleWithRefs, specFileOf} from '../../src/features/apiReference/bundle';
import {bundleSpec, isObject, operationsOf, streamExampleOf, type Json, type JsonObject} from '../support/api-specs';
import {docFileForRoute, parseDoc, REPO_ROOT} from '../support/docs';
import {callTool, connectOverStdio, type ToolAnswer} from '../support/mcp';
import {SEARCH_EXPECTATIONS} from '../support/search-expectations';

const TOOLS = ['search_docs', 'read_page', 'list_operations', 'get_operation', 'known_issues', 'call_sandbox'];
/** The references' operations (the product specification's count) and each API's health route. */
const OPERATION_COUNTS = {arkd: 48, fulmine: 33};
const HEALTH_TAG = 'health';
const ISSUES = loadKnownIssues(REPO_ROOT);

/** The anchors a docs page has on the site: Docusaurus' heading ids of its MDX, and the FAQ's registry entries. */
function docAnchors(route: string): Set<string> {
  const slugger = createSlugger();
  const anchors = parseDoc(docFileForRoute(route))
    .headings.filter((heading) => heading.level > 1)
    .map((heading) => heading.explicitId ?? slugger.slug(heading.text));
  const entries = route === KNOWN_ISSUES.route ? ISSUES.map((issue) => issue.id) : [];
  return new Set([...anchors, ...entries]);
}

/** The anchors a reference page has: its operations, its tags and its two fixed sections (as the generator sets them). */
async function referenceAnchors(reference: (typeof API_REFERENCES)[number]): Promise<Set<string>> {
  const {document} = await bundleWithRefs(specFileOf(reference));
  const model = readReference(document, reference.operatorTags);
  return new Set([
    SECURITY_SCHEMES_ANCHOR,
    ERROR_RESPONSE_ANCHOR,
    ...model.tags.flatMap((tag) => [tag.anchor, ...tag.operations.map((operation) => operation.operationId)]),
  ]);
}

let client: Client;
let siteAnchors: Map<string, Set<string>>;

/** Every site URL in an answer is a page of the route table, with an anchor that page has. */
function expectSiteUrls(value: unknown): void {
  if (typeof value === 'string' && value.startsWith(`${SITE.url}/`)) {
    const {pathname, hash} = new URL(value);
    expect(siteAnchors.has(pathname), `${value} is a page of the route table`).toBe(true);
    if (hash)
      expect(siteAnchors.get(pathname)!.has(decodeURIComponent(hash.slice(1))), `${value} has its anchor`).toBe(true);
  } else if (Array.isArray(value)) value.forEach(expectSiteUrls);
  else if (isObject(value)) Object.values(value).forEach(expectSiteUrls);
}

async function call(name: string, args: Record<string, unknown>): Promise<ToolAnswer> {
  const answer = await callTool(client, name, args);
  expectSiteUrls(answer.value);
  return answer;
}

beforeAll(async () => {
  [client, siteAnchors] = await Promise.all([
    connectOverStdio(),
    (async () => {
      const references = await Promise.all(
        API_REFERENCES.map(async (reference) => [reference.route, await referenceAnchors(reference)] as const),
      );
      return new Map([...DOC_ROUTES.map((route) => [route, docAnchors(route)] as const), ...references]);
    })(),
  ]);
});

afterAll(async () => {
  await client?.close();
});

it('lists its six tools, each with a description and an input schema', async () => {
  const {tools} = await client.listTools();
  expect(tools.map((tool) => tool.name).sort()).toEqual([...TOOLS].sort());
  for (const tool of tools) {
    expect(tool.description?.length, tool.name).toBeGreaterThan(40);
    expect(tool.inputSchema.type).toBe('object');
  }
});

describe('search_docs', () => {
  // The searches the site's search box is held to (tests/e2e/search.spec.ts), and terms of a heading's own words.
  it.each([
    ...SEARCH_EXPECTATIONS.map(({query, target}): [string, string] => [query, target]),
    ['nigiri', '/integrate/dev-env#step-1-install-nigiri'],
    ['macaroons indexer', '/integrate/api#macaroons-and-the-indexer'],
    ['getInfo', '/api/arkd#getInfo'],
    ['refund VHTLC without receiver', '/api/fulmine#refundVhtlcWithoutReceiver'],
  ])('finds %s at %s among the first three hits', async (query, target) => {
    const {value, error} = await call('search_docs', {query});
    expect(error).toBeUndefined();
    const hits = value.hits as Array<{url: string; title: string; heading: string; snippet: string}>;
    expect(hits.slice(0, 3).map((hit) => hit.url)).toContain(`${SITE.url}${target}`);
    for (const hit of hits) {
      expect(hit.title && hit.heading && hit.snippet, JSON.stringify(hit)).toBeTruthy();
    }
  });

  it('searches every page: each page title finds its page', async () => {
    const {resources} = await client.listResources();
    const pages = resources.filter((resource) => resource.uri.startsWith('ark-docs://page/'));
    for (const page of pages) {
      const {value} = await call('search_docs', {query: page.name, limit: 25});
      const route = page.uri.slice('ark-docs://page'.length);
      expect(
        (value.hits as Array<{path: string}>).map((hit) => hit.path),
        page.name,
      ).toContain(route);
    }
  });
});

describe('read_page', () => {
  it('serves every page of the route table, and no other', async () => {
    const {resources} = await client.listResources();
    const routes = resources.flatMap(({uri}) =>
      uri.startsWith('ark-docs://page/') ? [uri.slice('ark-docs://page'.length)] : [],
    );
    expect(routes.sort()).toEqual([...ALL_ROUTES].sort());
  });

  it.each([...ALL_ROUTES])('%s: its sections have the anchors the site gives them', async (route) => {
    const {value, text, error} = await call('read_page', {path: route});
    expect(error).toBeUndefined();
    expect(text).toMatch(/^(---\n[\s\S]*?\n---\n\n)?# /);
    const anchors = (value.sections as Array<{anchor: string}>).map((section) => section.anchor);
    expect(new Set(anchors)).toEqual(siteAnchors.get(route));
  });

  it('gives one section, with its subsections and without the next one', async () => {
    const {text, value} = await call('read_page', {path: '/ark/FAQ', anchor: 'tree-signing-bug'});
    expect(text).toMatch(/^### The tree-signing bug in arkd v0\.6\.3/);
    expect(text).toContain('fixed in arkd v0.7.0');
    expect(text).not.toContain('{#redeem-double-sign-race}');
    expect(value.url).toBe(`${SITE.url}/ark/FAQ#tree-signing-bug`);
  });

  it("gives an operation's section of a reference", async () => {
    const {text} = await call('read_page', {path: `${SITE.url}/api/arkd#getInfo`});
    expect(text).toMatch(/^### Get server info\n/);
    expect(text).toContain('`GET /v1/info`');
    expect(text).not.toContain('operationId `getBoardingAddress`');
  });
});

describe.each(API_REFERENCES.map((reference) => [reference.id, reference] as const))(
  '%s reference',
  (api, reference) => {
    it('lists every operation of the spec', async () => {
      const {document} = await bundleSpec(reference);
      const {value} = await call('list_operations', {api});
      const listed = (value.operations as Array<{operationId: string}>).map((operation) => operation.operationId);
      expect(listed.sort()).toEqual(
        operationsOf(document)
          .map(({operation}) => operation.operationId as string)
          .sort(),
      );
    });

    it(`get_operation agrees with the bundled spec on each of its ${OPERATION_COUNTS[api]} operations and its health route`, async () => {
      const {document} = await bundleSpec(reference);
      const operations = operationsOf(document);
      const tags = operations.map(({operation}) => (operation.tags as string[])[0]);
      expect(tags.filter((tag) => tag !== HEALTH_TAG)).toHaveLength(OPERATION_COUNTS[api]);
      expect(tags.filter((tag) => tag === HEALTH_TAG)).toHaveLength(1);
      const mediaOf = (holder: Json | undefined, streams: boolean) => {
        const content = isObject(holder) && isObject(holder.content) ? holder.content : {};
        const [mediaType, media] = Object.entries(content)[0] ?? [];
        if (!isObject(media ?? null)) return {};
        const found = media as JsonObject;
        return {mediaType, schema: found.schema, example: streams ? streamExampleOf(found) : found.example};
      };
      for (const {method, path, operation, parameters} of operations) {
        const operationId = operation.operationId as string;
        const {value, error} = await call('get_operation', {api, operationId});
        expect(error, operationId).toBeUndefined();
        const streams = operation['x-stream'] === 'ndjson';
        const security = (operation.security ?? document.security ?? []) as JsonObject[];
        const responses = Object.entries(operation.responses as JsonObject).map(([status, response]) => ({
          status,
          ...mediaOf(response, streams && status.startsWith('2')),
        }));
        const answered = [...(value.responses as JsonObject[]), ...(value.errors as JsonObject[])].map(
          ({status, mediaType, schema, example}) => ({status, mediaType, schema, example}),
        );
        const linked = new Set(
          [...JSON.stringify(operation).matchAll(/\/ark\/FAQ#([a-z0-9-]+)/g)].map((match) => match[1]),
        );
        expect(
          {
            method: value.method,
            path: value.path,
            url: value.url,
            streams: value.streams,
            credentialRequired: (value.credential as JsonObject).required,
            parameters: (value.parameters as JsonObject[]).map(({name, in: where, required, schema}) => ({
              name,
              in: where,
              required,
              schema,
            })),
            requestBody:
              value.requestBody === undefined
                ? undefined
                : (({required, schema, example}) => ({required, schema, example}))(value.requestBody as JsonObject),
            responses: answered,
            knownIssues: new Set((value.knownIssues as Array<{id: string}>).map((issue) => issue.id)),
          },
          operationId,
        ).toEqual({
          method: method.toUpperCase(),
          path,
          url: `${SITE.url}${reference.route}#${operationId}`,
          streams,
          credentialRequired:
            security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0),
          parameters: parameters.map((parameter) => ({
            name: parameter.name,
            in: parameter.in,
            required: parameter.required === true,
            schema: parameter.schema,
          })),
          requestBody: isObject(operation.requestBody ?? null)
            ? (({schema, example}) => ({
                required: (operation.requestBody as JsonObject).required === true,
                schema,
                example,
              }))(mediaOf(operation.requestBody, false))
            : undefined,
          responses: responses.map(({status, mediaType, schema, example}) => ({status, mediaType, schema, example})),
          knownIssues: new Set([...linked].filter((id) => ISSUES.some((issue) => issue.id === id))),
        });
      }
    });
  },
);

it("get_operation names the known issues an operation's reference links", async () => {
  const {value} = await call('get_operation', {api: 'arkd', operationId: 'getInfo'});
  const issues = value.knownIssues as Array<{id: string; since: JsonObject; fixed: JsonObject}>;
  expect(issues.map((issue) => issue.id)).toContain('descriptor-templates');
  expect(issues.every((issue) => Object.keys(issue.since).length > 0 && Object.keys(issue.fixed).length > 0)).toBe(
    true,
  );
});

describe('known_issues', () => {
  it('gives every entry of the registry, with since and fixed-in', async () => {
    const {value} = await call('known_issues', {});
    expect(value.count).toBe(ISSUES.length);
    const issues = value.issues as Array<{id: string; since: JsonObject; fixed: JsonObject; products: string[]}>;
    for (const issue of issues) {
      expect(Object.keys(issue.since).sort(), issue.id).toEqual([...issue.products].sort());
      expect(Object.keys(issue.fixed).sort(), issue.id).toEqual([...issue.products].sort());
    }
  });

  it('filters by audience, product and severity together', async () => {
    const {value} = await call('known_issues', {audience: 'integrators', product: 'fulmine', severity: 'funds'});
    const expected = ISSUES.filter(
      (issue) =>
        issue.audiences.includes('integrators') && issue.products.includes('fulmine') && issue.severity === 'funds',
    );
    expect(expected.length).toBeGreaterThan(0);
    expect((value.issues as Array<{id: string}>).map((issue) => issue.id)).toEqual(expected.map((issue) => issue.id));
  });
});

describe('call_sandbox', () => {
  it("answers arkd's getInfo with the server's pubkey, from a sandbox it started on this machine", async () => {
    const {value, error} = await call('call_sandbox', {api: 'arkd', operationId: 'getInfo'});
    expect(error).toBeUndefined();
    expect(value.status).toBe(200);
    expect((value.body as JsonObject).pubkey).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(new URL((value.request as string).split(' ')[1]!).hostname).toBe('127.0.0.1');
  });

  it("substitutes path parameters and reaches fulmine's REST prefix", async () => {
    const {value} = await call('call_sandbox', {api: 'fulmine', operationId: 'getInfo', macaroon: 'any'});
    expect(value.request).toMatch(/^GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/info$/);
    expect(value.status).toBe(200);
  });

  it("returns a stream's first lines and closes it", async () => {
    const {value} = await call('call_sandbox', {api: 'arkd', operationId: 'getEventStream'});
    expect(value.status).toBe(200);
    expect((value.lines as JsonObject[]).length).toBeGreaterThan(0);
    expect((value.lines as JsonObject[])[0]).toHaveProperty('result');
  });

  it('calls a sandbox an environment variable names only on this machine', () => {
    expect(sandboxUrlFromEnv('arkd', {})).toBeUndefined();
    expect(sandboxUrlFromEnv('arkd', {ARK_DOCS_MCP_ARKD_URL: 'http://localhost:7070/'})).toBe('http://localhost:7070');
    expect(sandboxUrlFromEnv('fulmine', {ARK_DOCS_MCP_FULMINE_URL: 'http://[::1]:7001/api'})).toBe(
      'http://[::1]:7001/api',
    );
    expect(() => sandboxUrlFromEnv('arkd', {ARK_DOCS_MCP_ARKD_URL: 'http://arkd.example.com:7070'})).toThrow(
      /ARK_DOCS_MCP_ARKD_URL points at arkd\.example\.com:7070: call_sandbox calls only a sandbox on this machine/,
    );
    expect(() => sandboxUrlFromEnv('arkd', {ARK_DOCS_MCP_ARKD_URL: 'http://127.0.0.1.example.com'})).toThrow(
      /points at/,
    );
  });
});

describe('bad input', () => {
  it.each([
    ['get_operation', {api: 'ark', operationId: 'getInfo'}, /expected one of "arkd"\|"fulmine" at api/],
    [
      'get_operation',
      {api: 'arkd', operationId: 'getInfoo'},
      /No arkd operation with the operationId "getInfoo"\. Nearest: getInfo,/,
    ],
    ['call_sandbox', {api: 'fulmine', operationId: 'settel'}, /"settel"\. Nearest: settle,/],
    ['read_page', {path: '/ark/faq'}, /No page at "\/ark\/faq"\. Nearest: \/ark\/FAQ,/],
    ['read_page', {path: '/ark/FAQ', anchor: 'tree-signing'}, /anchor "tree-signing"\. Nearest: tree-signing-bug/],
    ['list_operations', {api: 'arkd', tag: 'admn'}, /No arkd tag "admn"\. Nearest: admin/],
    [
      'call_sandbox',
      {api: 'arkd', operationId: 'listVtxos', params: {adress: 'x'}},
      /no parameter "adress"; its parameters: address/,
    ],
    ['known_issues', {severity: 'fund'}, /severity/],
  ])('%s %j is a tool error naming what was wrong and the nearest names', async (tool, args, message) => {
    const {error} = await call(tool, args);
    expect(error).toMatch(message);
    // The same connection answers the next call.
    expect((await call('search_docs', {query: 'round'})).error).toBeUndefined();
  });

  it('answers an unknown resource with InvalidParams and the nearest page', async () => {
    const reading = client.readResource({uri: 'ark-docs://page/integrate/ap'});
    await expect(reading).rejects.toBeInstanceOf(McpError);
    await expect(reading).rejects.toMatchObject({
      code: ErrorCode.InvalidParams,
      message: expect.stringContaining('/integrate/api') as unknown,
    });
  });
});

describe('resources', () => {
  it("serve each page's Markdown and both bundled specs", async () => {
    const {resources} = await client.listResources();
    expect(resources.map((resource) => resource.uri)).toEqual(
      expect.arrayContaining(['ark-docs://spec/arkd', 'ark-docs://spec/fulmine', 'ark-docs://page/ark/FAQ']),
    );
    const faq = await client.readResource({uri: 'ark-docs://page/ark/FAQ'});
    expect(faq.contents[0]).toMatchObject({
      mimeType: 'text/markdown',
      text: expect.stringContaining('# Frequently asked questions') as unknown,
    });
    const spec = await client.readResource({uri: 'ark-docs://spec/fulmine'});
    const text = (spec.contents[0] as {text: string}).text;
    expect(text).toMatch(/^openapi: 3\.1/m);
    expect(text).toContain('operationId: getInfo');
  });
});
