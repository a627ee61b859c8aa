/**
 * The sandbox: a small Node `http` server that answers like arkd v0.6.3's and fulmine v0.1.12's grpc-gateway on the
 * wire, with the answers taken from the bundled OpenAPI specs' examples. The wire facts come from arkd's router and
 * auth (ark-network/ark@241d3e1e server/internal/interface/grpc/service.go, interceptors/auth.go), fulmine's
 * (ArkLabsHQ/fulmine@aecaa1bf internal/interface/grpc/service.go, interceptors/auth.go), grpc-gateway v2.25.1's
 * runtime (errors.go, handler.go, mux.go, query.go) and protobuf-go's encoding/protojson.
 */
import http from 'node:http';
import type net from 'node:net';
import {bundleSpecFile} from '../../src/features/apiReference/bundle';
import {isObject, jsonMediaOf, type Json, type JsonObject} from '../../src/features/apiReference/json';
import {HTTP_METHODS, streamExampleOf} from '../../src/features/apiReference/model';
import {MOCK_DEFAULTS, specFileFor, type MockedApi} from './apis';
import {decodeBody, jsonNameOf, parameterError, protoNameOf, type SchemaError} from './decode';

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

export interface SandboxOptions {
  /** Port to listen on; defaults to the API's real port. 0 picks a free one. */
  port?: number;
  /** Folder holding `<api>/openapi.yaml`; defaults to `$API_SPEC_DIR` or the repo's `api-spec/`. */
  specDir?: string;
  /** Both daemons default to macaroons on; off lets protected calls through without `X-Macaroon`. */
  macaroons?: boolean;
  /** Pause between two stream lines, in ms. */
  streamIntervalMs?: number;
  /**
   * With macaroons on, the releases refuse some calls whatever header is sent: every arkd indexer call (no
   * IndexerService method is in arkd's permissions.go), fulmine's notifications stream (its stream interceptor checks
   * context.Background()) and its /healthz (not in fulmine's permissions.go). False pretends those were fixed.
   */
  releaseFaults?: boolean;
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

interface Route {
  method: string;
  pattern: RegExp;
  operation: JsonObject;
  /** The names of the path's `{parameters}`, in order: the pattern captures them as p0, p1, … */
  pathNames: string[];
  /** The path item's parameters and the operation's own. */
  parameters: JsonObject[];
  /** Whether the operation requires `X-Macaroon` by the spec's `security`. */
  protected: boolean;
}

/** `/v1/round/{txid}` → a regex capturing `txid`; a parameter is one path segment, as grpc-gateway's `{name}` binds. */
function patternOf(template: string): RegExp {
  const literals = template.split(/\{[^}/]+\}/).map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const source = literals.map((literal, i) => (i < literals.length - 1 ? `${literal}(?<p${i}>[^/]+)` : literal));
  return new RegExp(`^${source.join('')}$`);
}

/**
 * The first error the generated handler gives a bad path or query parameter (HTTP 400, code 3): path parameters first,
 * through runtime/convert.go or, for a nested field, runtime.PopulateFieldFromPath; then the query, through
 * runtime/query.go, which takes the proto or the JSON name, ignores unknown names and names the field by its proto
 * name. Only integers and booleans can fail: every other parameter of both specs is a string.
 */
function parametersError(route: Route, pathname: string, query: URLSearchParams): string | undefined {
  const captured = route.pattern.exec(pathname)?.groups ?? {};
  const declared = (place: string, name: string) =>
    route.parameters.find((parameter) => parameter.in === place && parameter.name === name);
  for (const [i, name] of route.pathNames.entries()) {
    const parameter = declared('path', name);
    if (!parameter || !isObject(parameter.schema)) continue;
    // The field path the generated code names, in proto names (`batch_outpoint.vout`): the spec gives the path, in
    // JSON names, where it names the parameter otherwise.
    const note = typeof parameter['x-upstream-difference'] === 'string' ? parameter['x-upstream-difference'] : '';
    const upstream = (/Upstream names it ([\w.]+)/.exec(note)?.[1] ?? name).split('.').map(protoNameOf).join('.');
    const error = parameterError(captured[`p${i}`] ?? '', parameter.schema);
    if (!error) continue;
    const nested = upstream.includes('.') ? `parsing field "${upstream.split('.').pop()!}": ` : '';
    return `type mismatch, parameter: ${upstream}, error: ${nested}${error}`;
  }
  for (const key of new Set(query.keys())) {
    const name = key.split('.').map(jsonNameOf).join('.');
    const parameter = declared('query', name);
    if (!parameter || !isObject(parameter.schema)) continue;
    const values = query.getAll(key);
    const field = protoNameOf(name.split('.').pop()!);
    const {schema} = parameter;
    if (schema.type === 'array') {
      const items = isObject(schema.items) ? schema.items : {};
      const error = values.map((value) => parameterError(value, items)).find(Boolean);
      if (error) return `parsing list "${field}": ${error}`;
      continue;
    }
    if (values.length > 1) return `too many values for field "${field}": ${values.join(', ')}`;
    const error = parameterError(values[0]!, schema);
    if (error) return `parsing field "${field}": ${error}`;
  }
  return undefined;
}

function routesOf(document: JsonObject): Route[] {
  const globalSecurity = Array.isArray(document.security) ? document.security : [];
  const routes: Route[] = [];
  for (const [template, item] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const security = Array.isArray(operation.security) ? operation.security : globalSecurity;
      // `security: [{macaroon: []}]` protects; `[]`, or a list with an empty alternative `{}`, lets anyone through.
      const isProtected = security.length > 0 && security.every((entry) => isObject(entry) && 'macaroon' in entry);
      const parameters = [item.parameters, operation.parameters].flatMap((list) => (Array.isArray(list) ? list : []));
      routes.push({
        method: method.toUpperCase(),
        pattern: patternOf(template),
        pathNames: [...template.matchAll(/\{([^}/]+)\}/g)].map((match) => match[1]!),
        operation,
        parameters: parameters.filter(isObject),
        protected: isProtected,
      });
    }
  }
  // grpc-gateway tries the newest handler first, so a later `{param}` route can shadow an earlier literal one
  // (GET /v1/round/registerInputs is GetRound). The spec keeps no registration order; spec order is the stand-in.
  return routes.reverse();
}

/** The JSON a 200 answer sends: the media type's example, as the spec (api-spec/README.md § Conventions) keeps it. */
function successExample(operation: JsonObject): JsonObject | undefined {
  return jsonMediaOf(isObject(operation.responses) ? operation.responses['200'] : undefined);
}

function requestSchemaOf(operation: JsonObject): JsonObject | undefined {
  const media = jsonMediaOf(operation.requestBody);
  return media && isObject(media.schema) ? media.schema : undefined;
}

/** The gateway's error body (runtime/errors.go): a google.rpc.Status with every field, `details` always present. */
function sendStatus(response: http.ServerResponse, httpStatus: number, code: number, message: string): void {
  const body = JSON.stringify({code, message, details: []});
  response.writeHead(httpStatus, {'content-type': 'application/json', 'content-length': Buffer.byteLength(body)});
  response.end(body);
}

function sendPlain(
  response: http.ServerResponse,
  status: number,
  text: string,
  headers: http.OutgoingHttpHeaders = {},
) {
  response.writeHead(status, {'content-type': 'text/plain; charset=utf-8', ...headers});
  response.end(text);
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * A stream line as the gateway writes it (runtime/handler.go ForwardResponseStream): encoding/json.Marshal compacts it
 * and escapes `<`, `>`, `&`, U+2028 and U+2029.
 */
function streamLine(message: Json): string {
  const escaped = JSON.stringify(message).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `${escaped}\n`;
}

/**
 * Replays the example body line by line, looping, until the client goes: the real daemons keep a stream open, send
 * each message as it happens and send no heartbeat.
 */
function serveStream(request: http.IncomingMessage, response: http.ServerResponse, lines: Json[], intervalMs: number) {
  // A quiet server: grpc-gateway sends no status line and no headers before the first message (the generated
  // handler waits in stream.Header() until grpc-go sends headers with the first message).
  if (lines.length === 0) return;
  let index = 0;
  let timer: NodeJS.Timeout | undefined;
  const writeNext = () => {
    if (response.destroyed) return;
    if (index === 0 && !response.headersSent) {
      // No Content-Length, so Node sends `Transfer-Encoding: chunked`, as the gateway does.
      response.writeHead(200, {'content-type': 'application/json', 'grpc-metadata-content-type': 'application/grpc'});
    }
    // One compact line per write; Node flushes each write as its own chunk, the gateway's flush per message.
    response.write(streamLine(lines[index % lines.length]!));
    index += 1;
    timer = setTimeout(writeNext, intervalMs);
  };
  const stop = () => clearTimeout(timer);
  request.on('close', stop);
  response.on('close', stop);
  writeNext();
}

/** v0.1.12's wallet handler answers these with `fmt.Errorf("not implemented")` (handlers/wallet_handler.go L83-116). */
const FULMINE_NOT_IMPLEMENTED = ['changePassword', 'restoreWallet', 'authWallet'];

/** The error a release gives this operation whatever is sent: its permission check's, or a handler not written. */
function releaseFaultOf(api: MockedApi, operation: JsonObject, macaroons: boolean): string | undefined {
  const id = typeof operation.operationId === 'string' ? operation.operationId : '';
  if (api === 'fulmine' && FULMINE_NOT_IMPLEMENTED.includes(id)) return 'not implemented';
  if (!macaroons) return undefined;
  const tags = Array.isArray(operation.tags) ? operation.tags : [];
  // arkd's permissions.go lists no IndexerService method, so auth.go fails each as unknown.
  if (api === 'arkd' && tags.includes('indexer')) {
    return `/ark.v1.IndexerService/${id.charAt(0).toUpperCase()}${id.slice(1)}: unknown permissions required for method`;
  }
  // fulmine's stream interceptor checks context.Background(), which never holds the request's metadata.
  if (api === 'fulmine' && id === 'getVtxoNotifications') return 'unable to get metadata from context';
  if (api === 'fulmine' && id === 'checkHealth') {
    return '/grpc.health.v1.Health/Check: unknown permissions required for method';
  }
  return undefined;
}

/** A stream's error before its first message: the status of the code, and the body as one `{"error":…}` line. */
function sendStreamError(response: http.ServerResponse, httpStatus: number, code: number, message: string): void {
  response.writeHead(httpStatus, {'content-type': 'application/json'});
  response.end(`${JSON.stringify({error: {code, message, details: []}})}\n`);
}

function describeSchemaError(error: SchemaError, api: MockedApi): string {
  // protojson's texts (encoding/protojson/decode.go unmarshalScalar): arkd's protobuf-go v1.36.3 names the field by
  // its JSON name; fulmine's go.mod replaces protobuf-go with a v1.30.0 fork, whose text names the kind only.
  // Both also print "(line L:C) " after "proto: "; see SchemaError for why the sandbox leaves it out.
  return api === 'arkd'
    ? `proto: invalid value for ${error.kind} field ${error.field}: ${error.raw}`
    : `proto: invalid value for ${error.kind} type: ${error.raw}`;
}

function handler(api: MockedApi, routes: Route[], options: Required<Omit<SandboxOptions, 'port' | 'specDir'>>) {
  const {basePath} = MOCK_DEFAULTS[api];
  const cors = api === 'arkd' || options.fulmineCors;

  const gateway = async (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    pathname: string,
    query: URLSearchParams,
  ) => {
    const method = request.method ?? 'GET';
    const onPath = routes.filter((route) => route.pattern.test(pathname));
    const route = onPath.find((candidate) => candidate.method === method);
    if (!route) {
      // mux.go: a path another method serves is 501 Unimplemented, no path at all 404 NotFound.
      if (onPath.length > 0) return sendStatus(response, 501, 12, 'Method Not Allowed');
      return sendStatus(response, 404, 5, 'Not Found');
    }
    // The generated handlers decode the body, then path and query parameters, all before the gRPC call, so a bad
    // request is a 400 even on a protected operation; GET handlers discard any body.
    const text = await readBody(request);
    if (method !== 'GET') {
      const decoded = decodeBody(text, requestSchemaOf(route.operation));
      if (!decoded.ok) {
        const message = 'error' in decoded ? decoded.error : describeSchemaError(decoded.schemaError, api);
        return sendStatus(response, 400, 3, message);
      }
    }
    const parameterProblem = parametersError(route, pathname, query);
    if (parameterProblem) return sendStatus(response, 400, 3, parameterProblem);
    // Auth errors come from the gRPC call. grpc-go's clientStream.Header() hides them (stream.go), so a stream reports
    // them at its first Recv(), as a status and one `{"error":…}` line (runtime/handler.go).
    const fail = route.operation['x-stream'] ? sendStreamError : sendStatus;
    const fault = options.releaseFaults ? releaseFaultOf(api, route.operation, options.macaroons) : undefined;
    if (fault) return fail(response, 500, 2, fault);
    if (options.macaroons) {
      const count = request.headersDistinct['x-macaroon']?.length ?? 0;
      // A plain Go error in the macaroon check (server/pkg/macaroons/service.go RawMacaroonFromContext): gRPC code 2
      // Unknown, HTTP 500 (runtime/errors.go HTTPStatusFromCode).
      if (route.protected && count !== 1) return fail(response, 500, 2, `expected 1 macaroon, got ${count}`);
    }
    const media = successExample(route.operation);
    if (route.operation['x-stream'])
      return serveStream(request, response, media ? streamExampleOf(media) : [], options.streamIntervalMs);
    const body = JSON.stringify(media?.example ?? {});
    // /healthz is the mux's own handler (runtime/mux.go WithHealthzEndpoint): a json.Encoder line with no gRPC
    // metadata. Everything else goes through ForwardResponseMessage (runtime/handler.go), which forwards it.
    const healthz = route.operation.operationId === 'checkHealth';
    response.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body) + (healthz ? 1 : 0),
      ...(healthz ? {} : {'grpc-metadata-content-type': 'application/grpc'}),
    });
    response.end(healthz ? `${body}\n` : body);
  };

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
    const method = request.method ?? 'GET';
    if (cors && method === 'OPTIONS') {
      // arkd answers every preflight itself, on any path, with an empty 200.
      response.writeHead(200, {...ARKD_CORS, 'content-length': 0});
      return response.end();
    }
    let restPath = pathname;
    if (basePath) {
      // fulmine mounts the gateway at /api/ (Go's ServeMux redirects /api) and gin's web UI everywhere else.
      if (pathname === basePath) return sendPlain(response, 301, '', {location: `${basePath}/`});
      if (!pathname.startsWith(`${basePath}/`)) return sendPlain(response, 404, '404 page not found');
      restPath = pathname.slice(basePath.length);
    }
    if (api === 'arkd') {
      const isJson = (request.headers['content-type'] ?? '').includes('application/json');
      if (method !== 'GET' && !isJson) {
        // Not for the gateway: grpc-go's ServeHTTP answers in plain text and without CORS.
        if (method !== 'POST') {
          return sendPlain(response, 405, `invalid gRPC request method "${method}"\n`, {allow: 'POST'});
        }
        return sendPlain(
          response,
          415,
          `invalid gRPC request content-type "${request.headers['content-type'] ?? ''}"\n`,
        );
      }
    }
    if (cors) for (const [name, value] of Object.entries(ARKD_CORS)) response.setHeader(name, value);
    gateway(request, response, restPath, url.searchParams).catch((error: unknown) => {
      if (!response.headersSent) sendStatus(response, 500, 13, error instanceof Error ? error.message : String(error));
    });
  };
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
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
  const {document} = await bundleSpecFile(specFileFor(api, options.specDir), {dereference: true});
  const routes = routesOf(document);
  const listener = handler(api, routes, {
    macaroons: options.macaroons ?? true,
    releaseFaults: options.releaseFaults ?? true,
    streamIntervalMs: options.streamIntervalMs ?? 1000,
    fulmineCors: options.fulmineCors ?? true,
  });
  const servers = await listenOnLocalhost(listener, options.port ?? MOCK_DEFAULTS[api].port);
  const {port} = servers[0]!.address() as net.AddressInfo;
  return {
    api,
    port,
    baseUrl: `http://${IPV4_LOOPBACK}:${port}${MOCK_DEFAULTS[api].basePath}`,
    hosts: servers.map((server) => (server.address() as net.AddressInfo).address),
    stop: async () => {
      await Promise.all(servers.map(close));
    },
  };
}
