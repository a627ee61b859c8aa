/**
 * `npm run mcp` at the repository's root, `npm start` here: the docs MCP server on stdio, or with `--http [--port N]`
 * over Streamable HTTP at http://127.0.0.1:N/mcp (7777 by default), reachable from this machine only.
 */
import {parseArgs} from 'node:util';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import type {Corpus} from './corpus';
import {HTTP_MODE, HTTP_READY_LINE} from './options';
import {stopSandboxes} from './sandbox';
import {createDocsServer} from './server';

const USAGE = 'Usage: npm run mcp [-- --http [--port N]]';

function options() {
  try {
    const {values} = parseArgs({options: {http: {type: 'boolean', default: false}, port: {type: 'string'}}});
    const port = Number(values.port ?? HTTP_MODE.defaultPort);
    if (!/^[0-9]{1,5}$/.test(values.port ?? '0') || port > 65535)
      throw new Error(`--port needs a number from 0 to 65535.`);
    return {http: values.http, port};
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

/**
 * Stateless Streamable HTTP: each POST gets a server of its own over the one corpus, as the SDK recommends for a
 * server that keeps no session. The SDK's Express app refuses requests whose Host is not this machine (DNS rebinding).
 */
async function serveHttp(corpus: () => Promise<Corpus>, port: number): Promise<void> {
  // Loaded in this mode only: Express adds to the start of every stdio session otherwise.
  const [{createMcpExpressApp}, {StreamableHTTPServerTransport}] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/express.js'),
    import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
  ]);
  const app = createMcpExpressApp({host: HTTP_MODE.host});
  app.post(HTTP_MODE.path, (request, response, next) => {
    const server = createDocsServer(corpus);
    const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined});
    response.on('close', () => void Promise.all([transport.close(), server.close()]));
    server
      .connect(transport)
      .then(() => transport.handleRequest(request, response, request.body))
      .catch(next);
  });
  // No session, so no stream to open (GET) or to end (DELETE).
  app.all(HTTP_MODE.path, (_request, response) => {
    response.status(405).set('allow', 'POST').end();
  });
  const listener = app.listen(port, HTTP_MODE.host, () => {
    const {port: bound} = listener.address() as {port: number};
    console.error(`${HTTP_READY_LINE} http://${HTTP_MODE.host}:${bound}${HTTP_MODE.path}`);
  });
}

/** Reads the docs once; a failure ends the server, which cannot answer without them. */
function corpusLoader(): () => Promise<Corpus> {
  let loading: Promise<Corpus> | undefined;
  return () => {
    if (loading) return loading;
    // Loaded here, not imported above: the tools can be listed before the bundler and the parsers have loaded.
    loading = import('./corpus').then(({loadCorpus}) => loadCorpus());
    loading.catch((error: unknown) => {
      console.error(`The docs MCP server cannot read the docs: ${(error as Error).message}`);
      process.exit(1);
    });
    return loading;
  };
}

async function main(): Promise<void> {
  const {http: overHttp, port} = options();
  const corpus = corpusLoader();
  const shutdown = () => void stopSandboxes().finally(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  if (overHttp) {
    void corpus();
    return serveHttp(corpus, port);
  }
  // stdout carries the protocol: anything a library logs goes to stderr instead.
  console.log = console.error;
  console.info = console.error;
  const server = createDocsServer(corpus);
  // The docs are read once the client has initialized, so that the handshake and the tool list do not wait for them.
  server.server.oninitialized = () => void corpus();
  await server.connect(new StdioServerTransport());
  // The client closing our stdin ends the session.
  process.stdin.on('end', shutdown);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
