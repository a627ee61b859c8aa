/**
 * The MCP server: six tools and two kinds of resources over the corpus (./corpus.ts). A tool's bad input becomes a tool
 * error (`isError`) that names what was wrong and the nearest valid names, which the assistant reads and acts on; a
 * resource that does not exist is a protocol error (InvalidParams) with the same message.
 */
import {McpServer, ResourceTemplate} from '@modelcontextprotocol/sdk/server/mcp.js';
import {ErrorCode, McpError, type CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {SITE} from '../src/constants';
import {AUDIENCES, PRODUCTS, SEVERITIES} from '../src/features/knownIssues/options';
import {nearestNames} from '../src/lib/nearest';
import type {Corpus} from './corpus';
import {PAGE_URI_PREFIX, SEARCH, SERVER_INFO, SPEC_URI_PREFIX, SUGGESTIONS} from './options';
import type {Page} from './pages';
import {API_IDS, describeOperation, issueSummary, operationUrl, type ApiId} from './operations';
import {callSandbox} from './sandbox';

function unknown(kind: string, name: string, names: Iterable<string>): Error {
  return new Error(`No ${kind} "${name}". Nearest: ${nearestNames(name, names, SUGGESTIONS).join(', ')}.`);
}

/** A tool's answer: its JSON as text for the assistant, and as structured content for programs. */
function answer(value: object): CallToolResult {
  return {content: [{type: 'text', text: JSON.stringify(value, null, 2)}], structuredContent: {...value}};
}

/** "/ark/FAQ", "ark/FAQ/", "https://arkdev.info/ark/FAQ.md#x": the route, and the anchor the path carries. */
function routeOf(path: string): {route: string; anchor?: string} {
  const [withoutAnchor = '', anchor] = path.trim().replace(SITE.url, '').split('#');
  const route = `/${withoutAnchor.replace(/\.md$/, '').replace(/^\/+|\/+$/g, '')}`;
  return {route, anchor: anchor || undefined};
}

function pageAt(corpus: Corpus, path: string): {page: Page; anchor?: string} {
  const {route, anchor} = routeOf(path);
  const page = corpus.pages.get(route);
  if (!page) throw unknown('page at', route, corpus.pages.keys());
  return {page, anchor};
}

async function readPage(corpus: Corpus, path: string, anchor?: string) {
  const {page, anchor: fromPath} = pageAt(corpus, path);
  const {markdown, sections} = await page.text();
  const wanted = anchor?.replace(/^#/, '') || fromPath;
  const anchored = sections.filter((section) => section.anchor);
  const section = wanted === undefined ? undefined : anchored.find((candidate) => candidate.anchor === wanted);
  if (wanted !== undefined && !section) {
    throw unknown(
      `section of ${page.route} with the anchor`,
      wanted,
      anchored.map((candidate) => candidate.anchor!),
    );
  }
  return {
    markdown: section ? markdown.slice(section.start, section.end).trim() : markdown,
    details: {
      path: page.route,
      title: page.title,
      url: `${SITE.url}${page.route}${section ? `#${section.anchor}` : ''}`,
      sections: anchored.map(({anchor: id, heading, depth}) => ({anchor: id, heading, depth})),
    },
  };
}

function operationOf(corpus: Corpus, api: ApiId, operationId: string) {
  const loaded = corpus.references[api];
  const entry = loaded.operations.get(operationId);
  if (!entry) throw unknown(`${api} operation with the operationId`, operationId, loaded.operations.keys());
  return {loaded, entry};
}

const api = z.enum(API_IDS).describe('Which API: arkd (the server) or fulmine (the wallet daemon).');
const enumOf = <Key extends string>(values: Record<Key, unknown>) =>
  z.enum(Object.keys(values) as [Key, ...Key[]]).optional();

/** `corpus` reads the docs on its first call, and gives the same corpus to every later one. */
export function createDocsServer(corpus: () => Promise<Corpus>): McpServer {
  const server = new McpServer(SERVER_INFO, {
    instructions:
      'Answers from the Ark docs (arkdev.info): the pages, the arkd and fulmine API references, the known issues of ' +
      'the documented releases (arkd v0.6.3, fulmine v0.1.12, @arkade-os/sdk 0.1.1) and local API sandboxes.',
  });
  const readOnly = {readOnlyHint: true, openWorldHint: false};

  server.registerTool(
    'search_docs',
    {
      description:
        'Search the docs pages and both API references. Returns ranked hits with the page title, the heading, a ' +
        "snippet and the URL with its anchor; pass a hit's path and anchor to read_page, or its operationId to get_operation.",
      inputSchema: {
        query: z.string().trim().min(1).describe('Words to look for, e.g. "boarding deadline" or "X-Macaroon".'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(SEARCH.maxLimit)
          .optional()
          .describe(`At most this many hits (${SEARCH.defaultLimit} by default).`),
      },
      annotations: readOnly,
    },
    async ({query, limit}) => {
      const {index} = await corpus();
      return answer({query, hits: index.search(query, limit ?? SEARCH.defaultLimit)});
    },
  );

  server.registerTool(
    'read_page',
    {
      description:
        "A page's Markdown, as the site serves it (its .md copy), or one section of it. Paths are the site's routes " +
        "(/ark/FAQ, /integrate/api, /api/arkd); the answer lists the page's section anchors.",
      inputSchema: {
        path: z
          .string()
          .min(1)
          .describe('The page\'s route, e.g. "/integrate/api"; a full URL with an anchor works too.'),
        anchor: z
          .string()
          .optional()
          .describe('A section\'s anchor, e.g. "paging": only that section, with its subsections.'),
      },
      annotations: readOnly,
    },
    async ({path, anchor}) => {
      const {markdown, details} = await readPage(await corpus(), path, anchor);
      return {content: [{type: 'text', text: markdown}], structuredContent: details};
    },
  );

  server.registerTool(
    'list_operations',
    {
      description:
        "The operations of one API's reference: operationId, method, path, summary, tag, and whether it streams or needs a credential.",
      inputSchema: {
        api,
        tag: z.string().optional().describe('Only this tag (its name or its title in the reference).'),
      },
      annotations: readOnly,
    },
    async ({api: id, tag}) => {
      const {model, reference} = (await corpus()).references[id];
      const tags = tag
        ? model.tags.filter((candidate) =>
            [candidate.name, candidate.displayName].some((name) => name.toLowerCase() === tag.toLowerCase()),
          )
        : model.tags;
      if (tags.length === 0)
        throw unknown(
          `${id} tag`,
          tag!,
          model.tags.map((candidate) => candidate.name),
        );
      const operations = tags.flatMap((candidate) =>
        candidate.operations.map((operation) => ({
          operationId: operation.operationId,
          method: operation.method.toUpperCase(),
          path: operation.path,
          summary: operation.summary,
          tag: candidate.name,
          streams: operation.streams,
          credentialRequired: operation.security.requirements.length > 0 && !operation.security.anonymousAllowed,
          url: operationUrl(reference, operation.operationId),
        })),
      );
      return answer({api: id, operations});
    },
  );

  server.registerTool(
    'get_operation',
    {
      description:
        'One API operation as its reference shows it: method, path, parameters, request and response schemas with an ' +
        'example each, error responses, the credential it needs, whether it streams, and the known issues that concern it.',
      inputSchema: {
        api,
        operationId: z.string().min(1).describe('As list_operations or search_docs give it, e.g. "getInfo".'),
      },
      annotations: readOnly,
    },
    async ({api: id, operationId}) => {
      const {loaded, entry} = operationOf(await corpus(), id, operationId);
      const source = (await loaded.sources()).get(operationId)!;
      return answer(describeOperation(loaded.reference, loaded.model, entry, source));
    },
  );

  server.registerTool(
    'known_issues',
    {
      description:
        'The known issues of the documented releases: what happens, what to do, since which release and which later ' +
        'release fixes it, and the API operations whose reference links it. Filters combine.',
      inputSchema: {
        audience: enumOf(AUDIENCES).describe('Who must know of it.'),
        product: enumOf(PRODUCTS).describe('Where the faulty code lives.'),
        severity: enumOf(SEVERITIES).describe('The worst it can cost.'),
      },
      annotations: readOnly,
    },
    async ({audience, product, severity}) => {
      const {issues: registry, references} = await corpus();
      const linking = (
        await Promise.all(
          Object.values(references).map(async ({reference, sources}) =>
            [...(await sources())].map(([operationId, source]) => ({api: reference.id, operationId, source})),
          ),
        )
      ).flat();
      const operationsOf = (id: string) =>
        linking
          .filter(({source}) => source.knownIssues.some((issue) => issue.id === id))
          .map(({api: linkedApi, operationId}) => ({api: linkedApi, operationId}));
      const issues = registry
        .filter((issue) => !audience || issue.audiences.includes(audience))
        .filter((issue) => !product || issue.products.includes(product))
        .filter((issue) => !severity || issue.severity === severity)
        .map((issue) => ({
          ...issueSummary(issue),
          audiences: issue.audiences,
          products: issue.products,
          happens: issue.happens,
          workaround: issue.workaround,
          operations: operationsOf(issue.id),
        }));
      return answer({count: issues.length, issues});
    },
  );

  server.registerTool(
    'call_sandbox',
    {
      description:
        "Calls an operation on the API's local sandbox, which answers like the documented release from the same " +
        'specs, and returns its status, headers and body (a stream: its first lines). It calls only this machine.',
      inputSchema: {
        api,
        operationId: z.string().min(1).describe('As get_operation names it, e.g. "getInfo".'),
        params: z
          .record(z.string(), z.unknown())
          .optional()
          .describe(
            'Path, query and header parameters by name, e.g. {"address": "tark1…"}; a list for a repeated one.',
          ),
        body: z.unknown().optional().describe('The JSON request body, for operations that take one ({} if left out).'),
        macaroon: z
          .string()
          .optional()
          .describe('Sent as X-Macaroon, for operations that need one; the sandbox accepts any value.'),
      },
      annotations: {openWorldHint: false},
    },
    async ({api: id, operationId, params, body, macaroon}) => {
      const {entry} = operationOf(await corpus(), id, operationId);
      return answer(await callSandbox(id, entry, {params, body, macaroon}));
    },
  );

  const resourceError = (error: unknown) =>
    new McpError(ErrorCode.InvalidParams, error instanceof Error ? error.message : String(error));

  server.registerResource(
    'page',
    new ResourceTemplate(`${PAGE_URI_PREFIX}{+route}`, {
      list: async () => ({
        resources: [...(await corpus()).pages.values()].map((page) => ({
          uri: `${PAGE_URI_PREFIX}${page.route}`,
          name: page.title,
          mimeType: 'text/markdown',
        })),
      }),
    }),
    {description: "A docs page's Markdown, as the site serves its .md copy.", mimeType: 'text/markdown'},
    async (uri, {route}) => {
      try {
        const {markdown} = await readPage(await corpus(), String(route));
        return {contents: [{uri: uri.href, mimeType: 'text/markdown', text: markdown}]};
      } catch (error) {
        throw resourceError(error);
      }
    },
  );

  server.registerResource(
    'spec',
    new ResourceTemplate(`${SPEC_URI_PREFIX}{api}`, {
      list: () => ({
        resources: API_IDS.map((id) => ({
          uri: `${SPEC_URI_PREFIX}${id}`,
          name: `${id} OpenAPI specification`,
          mimeType: 'application/yaml',
        })),
      }),
    }),
    {
      description: "An API's OpenAPI 3.1 specification, bundled into one YAML file as the site serves it for download.",
      mimeType: 'application/yaml',
    },
    async (uri, {api: id}) => {
      const loaded = (await corpus()).references[String(id) as ApiId];
      if (!loaded) throw resourceError(unknown('API', String(id), API_IDS));
      return {contents: [{uri: uri.href, mimeType: 'application/yaml', text: loaded.yaml()}]};
    },
  );

  return server;
}
