// The sandbox: a small Node `http` server that answers like arkd v0.6.3's and fulmine v0.1.12's HTTP servers on the
// wire, with the answers taken from the bundled OpenAPI specs' examples. The wire facts come from arkd's router and
// auth (ark-network/ark@241d3e1e server/internal/interface/grpc/service.go, interceptors/auth.go), fulmine's
// (ArkLabsHQ/fulmine@aecaa1bf internal/interface/grpc/service.go, interfaces/web, interceptors/auth.go), Go's
// net/http ServeMux, grpc-gateway v2.25.1's runtime (./gateway.ts) and protobuf-go's encoding/protojson (./decode.ts).
import {once} from 'node:events';
import http from 'node:http';
import type net from 'node:net';
import path from 'node:path';
import {bundle, createConfig} from '@redocly/openapi-core';
import {LOCAL_SERVERS, specFileFor, type MockedApi} from './apis';
import {gatewayHandler, type GatewayOptions} from './gateway';
import {isObject, type JsonObject} from './openapi';

/**
 * The sandbox answers on `localhost`, which resolves to 127.0.0.1, ::1 or both, in an order that varies by machine
 * and client. Node's listen() binds only the first address a host name resolves to, so each loopback gets its own
 * listener. 127.0.0.1 is always bound; ::1 only where the machine has it.
 */
const IPV4_LOOPBACK = '127.0.0.1';
const IPV6_LOOPBACK = '::1';
/** listen() errors on ::1 that mean the machine has no IPv6 loopback. */
const NO_IPV6 = ['EADDRNOTAVAIL', 'EAFNOSUPPORT'];
/** How many times to pick another free port when the one 127.0.0.1 got is taken on ::1. */
const FREE_PORT_ATTEMPTS = 5;

/** The three headers arkd's router (server/internal/interface/grpc/service.go L398-428) sets on preflights and on
 * everything it hands to the gateway. */
const ARKD_CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
};

/** What fulmine's web UI (gin, internal/interface/web) answers at `/`: a page of its own, here one naming the API. */
const FULMINE_WEB_PAGE =
  '<!doctype html><html lang="en"><title>fulmine sandbox</title><p>The sandbox serves fulmine\'s REST API under ' +
  '<a href="/api/v1/info">/api</a>; the wallet\'s web UI is not part of it.</p></html>\n';

export interface SandboxOptions extends Partial<GatewayOptions> {
  /** Port to listen on; defaults to the API's real port. 0 picks a free one. */
  port?: number;
  /** Folder holding `<api>/openapi.yaml`; defaults to `$API_SPEC_DIR` or the repo's `api-spec/`. */
  specDir?: string;
  /**
   * arkd's CORS headers on fulmine too, on by default so that the console on the docs site can reach the sandbox. The
   * real fulmine sends none; false behaves like it (a preflight gets 501 Method Not Allowed).
   */
  fulmineCors?: boolean;
}

export interface RunningSandbox {
  api: MockedApi;
  port: number;
  /** Base URL including the REST prefix, on the IPv4 loopback, which is always bound: http://127.0.0.1:7001/api */
  baseUrl: string;
  /** The loopback addresses it listens on: 127.0.0.1, and ::1 where the machine has it. */
  hosts: string[];
  stop(): Promise<void>;
}

/** The spec with every `$ref` inlined; a file or `$ref` that cannot be read throws, naming each place at fault. */
async function loadSpec(file: string): Promise<JsonObject> {
  const {bundle: result, problems} = await bundle({ref: file, config: await createConfig({}), dereference: true});
  const errors = problems
    .filter((problem) => problem.severity === 'error')
    .map((problem) => `${problem.location[0]?.source.absoluteRef ?? file}: ${problem.message}`);
  const document = result.parsed as unknown;
  if (errors.length > 0 || !isObject(document)) {
    throw new Error(
      `Cannot read the OpenAPI spec ${path.relative('.', file)}:\n${errors.join('\n') || 'not a mapping'}`,
    );
  }
  return document;
}

/** An answer of Go's net/http itself, which buffers a short body and so gives its length. */
function sendPlain(
  response: http.ServerResponse,
  status: number,
  text: string,
  headers: http.OutgoingHttpHeaders = {},
) {
  const length = Buffer.byteLength(text);
  response.writeHead(status, {'content-type': 'text/plain; charset=utf-8', 'content-length': length, ...headers});
  response.end(text);
}

/** Go's http.Redirect with 301, as its ServeMux sends for `/api` and for a path that is not clean. */
function redirect(request: http.IncomingMessage, response: http.ServerResponse, location: string) {
  const page = request.method === 'GET' || request.method === 'HEAD';
  const body = request.method === 'GET' ? `<a href="${location}">Moved Permanently</a>.\n\n` : '';
  const type = page ? {'content-type': 'text/html; charset=utf-8'} : {};
  response.writeHead(301, {location, 'content-length': Buffer.byteLength(body), ...type});
  response.end(body);
}

/** The daemon's HTTP server: Go's ServeMux, then arkd's router or fulmine's `/api/` prefix, then the gateway. */
function handler(api: MockedApi, document: JsonObject, options: Required<Omit<SandboxOptions, 'port' | 'specDir'>>) {
  const {basePath} = LOCAL_SERVERS[api];
  const cors = api === 'arkd' || options.fulmineCors;
  const gateway = gatewayHandler(api, document, options);

  return (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    // grpc-gateway matches Go's decoded r.URL.Path (runtime/mux.go, UnescapingModeLegacy), so `%2F` splits a segment.
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      // A bad escape: Go's net/http refuses the request line before any handler runs.
      return sendPlain(response, 400, '400 Bad Request');
    }
    // ServeMux redirects a path with `//`, `.` or `..` segments to its clean form, and fulmine's `/api` to `/api/`.
    const clean = path.posix.normalize(pathname);
    if (clean !== pathname) return redirect(request, response, `${encodeURI(clean)}${url.search}`);
    if (basePath && pathname === basePath) return redirect(request, response, `${basePath}/${url.search}`);
    const method = request.method ?? 'GET';
    if (cors && method === 'OPTIONS') {
      // arkd answers every preflight itself, on any path, with an empty 200.
      response.writeHead(200, {...ARKD_CORS, 'content-length': 0});
      return response.end();
    }
    if (basePath && !pathname.startsWith(`${basePath}/`)) {
      // Everywhere else, fulmine's web UI: gin's routes, of which the sandbox has the page at `/`, or its 404.
      if (method === 'GET' && pathname === '/')
        return sendPlain(response, 200, FULMINE_WEB_PAGE, {'content-type': 'text/html; charset=utf-8'});
      return sendPlain(response, 404, '404 page not found', {'content-type': 'text/plain'});
    }
    if (api === 'arkd' && method !== 'GET' && !(request.headers['content-type'] ?? '').includes('application/json')) {
      // Not for the gateway: grpc-go's ServeHTTP answers in plain text and without CORS.
      if (method !== 'POST')
        return sendPlain(response, 405, `invalid gRPC request method "${method}"\n`, {allow: 'POST'});
      return sendPlain(response, 415, `invalid gRPC request content-type "${request.headers['content-type'] ?? ''}"\n`);
    }
    if (cors) for (const [name, value] of Object.entries(ARKD_CORS)) response.setHeader(name, value);
    gateway(request, response, pathname.slice(basePath.length), url.search);
  };
}

/** Listens, or rejects with the error of listen(), EADDRINUSE included. */
async function listen(server: http.Server, port: number, host: string): Promise<void> {
  server.listen(port, host);
  await once(server, 'listening');
}

function close(server: http.Server): Promise<void> {
  // Open streams never end on their own; drop them so close() can finish.
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** One listener per loopback address on one port; port 0 picks a port free on both. */
async function listenOnLocalhost(listener: http.RequestListener, port: number): Promise<http.Server[]> {
  for (let attempt = 1; ; attempt += 1) {
    const ipv4 = http.createServer(listener);
    await listen(ipv4, port, IPV4_LOOPBACK);
    const ipv6 = http.createServer(listener);
    try {
      await listen(ipv6, (ipv4.address() as net.AddressInfo).port, IPV6_LOOPBACK);
      return [ipv4, ipv6];
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (NO_IPV6.includes(code)) return [ipv4];
      await close(ipv4);
      // A port chosen by the caller stays taken; a free port picked on 127.0.0.1 may just be taken on ::1.
      if (port !== 0 || code !== 'EADDRINUSE' || attempt >= FREE_PORT_ATTEMPTS) throw error;
    }
  }
}

export async function startSandbox(api: MockedApi, options: SandboxOptions = {}): Promise<RunningSandbox> {
  const document = await loadSpec(specFileFor(api, options.specDir));
  const listener = handler(api, document, {
    macaroons: options.macaroons ?? true,
    releaseFaults: options.releaseFaults ?? true,
    streamIntervalMs: options.streamIntervalMs ?? 1000,
    fulmineCors: options.fulmineCors ?? true,
  });
  const servers = await listenOnLocalhost(listener, options.port ?? LOCAL_SERVERS[api].port);
  const {port} = servers[0]!.address() as net.AddressInfo;
  return {
    api,
    port,
    baseUrl: `http://${IPV4_LOOPBACK}:${port}${LOCAL_SERVERS[api].basePath}`,
    hosts: servers.map((server) => (server.address() as net.AddressInfo).address),
    stop: async () => {
      await Promise.all(servers.map(close));
    },
  };
}
