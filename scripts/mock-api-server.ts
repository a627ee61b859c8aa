/**
 * A Stoplight Prism mock of a documented API on its real port, for readers and the curl-sample test. Prism ignores the
 * path of a server URL, so for an API under a prefix (fulmine's `/api`) a proxy on the public port strips it and
 * forwards to Prism on a private port.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import {existsSync} from 'node:fs';
import {API_REFERENCES} from '../src/constants';
import {specFileOf} from '../src/features/apiReference/generate';

export type MockedApi = (typeof API_REFERENCES)[number]['id'];

/** The real ports and REST prefixes of the documented releases. */
export const MOCK_DEFAULTS = Object.fromEntries(API_REFERENCES.map(({id, localServer}) => [id, localServer])) as Record<
  MockedApi,
  {port: number; basePath: string}
>;

// Prism's CLI is its package's main module (and its `prism` bin).
const PRISM_CLI = require.resolve('@stoplight/prism-cli');
const LOOPBACK = '127.0.0.1';

export interface MockOptions {
  /** Port to listen on; defaults to the API's real port. 0 picks a free one. */
  port?: number;
  /** Folder holding `<api>/openapi.yaml`; defaults to `$API_SPEC_DIR` or the repo's `api-spec/`. */
  specDir?: string;
  /** Pass Prism's log through to this process (the CLI does; tests don't). */
  verbose?: boolean;
}

export interface RunningMock {
  api: MockedApi;
  port: number;
  /** Base URL including the REST prefix, e.g. http://127.0.0.1:7001/api */
  baseUrl: string;
  stop(): Promise<void>;
}

/** The root file of the API's spec: the site's own, or `<specDir>/<api>/openapi.yaml` when a spec tree is given. */
export function specFileFor(api: MockedApi, specDir = process.env.API_SPEC_DIR): string {
  const reference = API_REFERENCES.find((candidate) => candidate.id === api)!;
  // specFolder is repo-relative ("api-spec/arkd"); only its last segment names the API's folder in another tree.
  return specDir ? path.resolve(specDir, path.basename(reference.specFolder), 'openapi.yaml') : specFileOf(reference);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, LOOPBACK, () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, log: () => string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`Prism exited with code ${child.exitCode} before listening:\n${log()}`);
    }
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, LOOPBACK);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (isOpen) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Prism did not listen on ${port} within ${timeoutMs} ms:\n${log()}`);
}

async function startPrism(specFile: string, port: number, verbose: boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, [PRISM_CLI, 'mock', '--host', LOOPBACK, '--port', String(port), specFile], {
    stdio: ['ignore', verbose ? 'inherit' : 'pipe', verbose ? 'inherit' : 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForPort(port, child, () => output);
  return child;
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Forwards `<basePath>/…` to Prism without the prefix; everything else is a 404 in the gateway's error shape. */
function startPrefixProxy(basePath: string, port: number, prismPort: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url !== basePath && !url.startsWith(`${basePath}/`) && !url.startsWith(`${basePath}?`)) {
      response.writeHead(404, {'content-type': 'application/json'});
      response.end(
        JSON.stringify({
          code: 5,
          message: `this mock serves only the REST API under ${basePath}; the web UI is not mocked`,
          details: [],
        }),
      );
      return;
    }
    const upstream = http.request(
      {
        host: LOOPBACK,
        port: prismPort,
        method: request.method,
        path: url.slice(basePath.length) || '/',
        headers: request.headers,
      },
      (prismResponse) => {
        response.writeHead(prismResponse.statusCode ?? 502, prismResponse.headers);
        prismResponse.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      response.writeHead(502, {'content-type': 'application/json'});
      response.end(JSON.stringify({code: 14, message: `mock upstream unavailable: ${error.message}`, details: []}));
    });
    request.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, () => resolve(server));
  });
}

export async function startMock(api: MockedApi, options: MockOptions = {}): Promise<RunningMock> {
  const {basePath} = MOCK_DEFAULTS[api];
  const specFile = specFileFor(api, options.specDir);
  if (!existsSync(specFile)) {
    throw new Error(
      `No OpenAPI spec for ${api} at ${specFile}. Set API_SPEC_DIR to the folder that holds ${api}/openapi.yaml.`,
    );
  }
  const requestedPort = options.port ?? MOCK_DEFAULTS[api].port;
  const port = requestedPort === 0 ? await freePort() : requestedPort;
  const verbose = options.verbose ?? false;

  if (!basePath) {
    const prism = await startPrism(specFile, port, verbose);
    return {api, port, baseUrl: `http://${LOOPBACK}:${port}`, stop: () => stopChild(prism)};
  }

  const prismPort = await freePort();
  const prism = await startPrism(specFile, prismPort, verbose);
  let proxy: http.Server;
  try {
    proxy = await startPrefixProxy(basePath, port, prismPort);
  } catch (error) {
    await stopChild(prism);
    throw error;
  }
  return {
    api,
    port,
    baseUrl: `http://${LOOPBACK}:${port}${basePath}`,
    stop: async () => {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await stopChild(prism);
    },
  };
}
