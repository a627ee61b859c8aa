// grpc-gateway v2.25.1's ServeMux (runtime/mux.go, handler.go, errors.go, query.go, marshaler_registry.go) over the
// operations of a bundled spec, with each gRPC call answered by the spec's example or by the error the release gives.
import type http from 'node:http';
import {text as readBody} from 'node:stream/consumers';
import type {MockedApi} from './apis';
import {bodyError, jsonNameOf, parameterError, protoNameOf, type Protojson} from './decode';
import {
  HTTP_METHODS,
  isObject,
  jsonMediaOf,
  propertiesOf,
  streamExampleOf,
  type Json,
  type JsonObject,
} from './openapi';

export type GatewayOptions = {macaroons: boolean; releaseFaults: boolean; streamIntervalMs: number};

/** arkd's protobuf-go v1.36.3, and the v1.30.0 fork that fulmine's go.mod puts in its place. */
const PROTOJSON: Record<MockedApi, Protojson> = {
  arkd: {namesField: true, dropsUnknownEnumNames: true},
  fulmine: {namesField: false, dropsUnknownEnumNames: false},
};

interface Route {
  /** The operationId, which names the gRPC method. */
  id: string;
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

/**
 * `/v1/round/{txid}` → a regex capturing `txid`. A parameter is one path segment, which may be empty: the gateway
 * binds `""` to `/v1/round/` (runtime/pattern.go MatchAndEscape), and the handler decides.
 */
function patternOf(template: string): RegExp {
  const literals = template.split(/\{[^}/]+\}/).map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const source = literals.map((literal, i) => (i < literals.length - 1 ? `${literal}(?<p${i}>[^/]*)` : literal));
  return new RegExp(`^${source.join('')}$`);
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
        id: typeof operation.operationId === 'string' ? operation.operationId : '',
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

/** v0.1.12's wallet handler answers these with `fmt.Errorf("not implemented")` (handlers/wallet_handler.go L83-116). */
const FULMINE_NOT_IMPLEMENTED = ['changePassword', 'restoreWallet', 'authWallet'];

/** The error a release gives this operation whatever is sent: its permission check's, or a handler not written. */
function releaseFaultOf(api: MockedApi, {id, operation}: Route, macaroons: boolean): string | undefined {
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

/**
 * The handlers' InvalidArgument for a path parameter bound to `""` (a trailing `/`), by operationId: arkd's
 * handlers/arkservice.go, adminservice.go and indexer.go, fulmine's handlers/service_handler.go. A `{list}` parameter
 * binds `[""]`. Others take `""`: GetRound answers the round in progress.
 */
const EMPTY_PATH_PARAMETER_ERRORS: Record<string, string> = {
  ping: 'missing request id',
  getRoundById: 'missing round id',
  getRoundDetails: 'missing round id',
  getRoundInfo: 'missing round id',
  listVtxos: 'missing address',
  getTransactionHistory: 'missing address',
  getVtxos: 'missing address',
  getCommitmentTx: 'missing txid',
  getVirtualTxs: 'missing txid',
  getVtxosByOutpoint: 'invalid outpoint format',
  getSubscription: 'missing subscription id',
};

/**
 * How the answer is written: the default marshaler, or the `application/json+pretty` one both daemons register
 * (protojson with Indent and without EmitUnpopulated), chosen by an `Accept` line equal to it or by the request's
 * `Content-Type` (runtime/marshaler_registry.go MarshalerForRequest).
 */
function isPretty(request: http.IncomingMessage): boolean {
  const accept = request.headersDistinct.accept ?? [];
  const contentTypes = request.headersDistinct['content-type'] ?? [];
  const mediaType = (value: string) => value.split(';')[0]!.trim().toLowerCase();
  return accept.includes(PRETTY) || contentTypes.some((value) => mediaType(value) === PRETTY);
}
const PRETTY = 'application/json+pretty';

/**
 * A message as protojson writes it without EmitUnpopulated: no field at its zero value (`""`, 0, false, `"0"` for a
 * 64-bit integer, an enum's *_UNSPECIFIED, an empty list or map, an unset message), guided by the schema.
 */
function withoutZeroFields(value: Json, schema: JsonObject | undefined): Json | undefined {
  if (value === null || value === false || value === 0 || value === '') return undefined;
  if (Array.isArray(value)) {
    const items = isObject(schema?.items) ? schema.items : undefined;
    return value.length === 0 ? undefined : value.map((item) => withoutZeroFields(item, items) ?? item);
  }
  if (typeof value === 'string') {
    // An enum's zero is its *_UNSPECIFIED name; a 64-bit integer's is "0".
    const isZeroEnum = Array.isArray(schema?.enum) && value.endsWith('_UNSPECIFIED');
    const isZeroInteger = (schema?.format === 'int64' || schema?.format === 'uint64') && value === '0';
    return isZeroEnum || isZeroInteger ? undefined : value;
  }
  if (!isObject(value)) return value;
  const mapValues = isObject(schema?.additionalProperties) ? schema.additionalProperties : undefined;
  if (mapValues && Object.keys(value).length === 0) return undefined;
  const properties = schema ? propertiesOf(schema) : {};
  const kept = Object.entries(value).flatMap(([key, field]) => {
    const written = withoutZeroFields(field, mapValues ?? properties[key]);
    return written === undefined ? [] : [[key, written] as const];
  });
  return Object.fromEntries(kept);
}

/** A message's JSON: compact, or indented by two spaces as protojson's Multiline writes it. */
function jsonOf(message: Json, pretty: boolean): string {
  return pretty ? JSON.stringify(message, null, 2) : JSON.stringify(message);
}

type Fault = [httpStatus: number, code: number, message: string];

/**
 * A stream line as the gateway writes it (runtime/handler.go ForwardResponseStream): encoding/json.Marshal compacts it
 * (or json.Indent indents it) and escapes `<`, `>`, `&`, U+2028 and U+2029.
 */
function streamLine(message: Json, pretty: boolean): string {
  const escaped = jsonOf(message, pretty).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `${escaped}\n`;
}

/**
 * An error answer, with its length; a stream's before its first message as one `{"error":…}` line, chunked, as
 * ForwardResponseStream has set `Transfer-Encoding` before the call (runtime/handler.go). The body is a
 * google.rpc.Status (runtime/errors.go), `details` always present but for the pretty marshaler, which leaves the empty
 * list out. A gRPC error comes as a trailers-only answer, whose metadata grpc-go gives as trailers, not headers
 * (internal/transport/http2_client.go closeStream), so no `Grpc-Metadata-*` header.
 */
function sendError(
  response: http.ServerResponse,
  pretty: boolean,
  stream: boolean,
  [httpStatus, code, message]: Fault,
) {
  const status: JsonObject = pretty ? {code, message} : {code, message, details: []};
  const body = stream ? streamLine({error: status}, pretty) : jsonOf(status, pretty);
  const length = stream ? {} : {'content-length': Buffer.byteLength(body)};
  response.writeHead(httpStatus, {'content-type': 'application/json', ...length});
  response.end(body);
}

/**
 * Replays the example body line by line, looping, until the client goes: the real daemons keep a stream open, send
 * each message as it happens and send no heartbeat.
 */
function serveStream(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  lines: Json[],
  intervalMs: number,
  pretty: boolean,
) {
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
    // One line per write; Node flushes each write as its own chunk, the gateway's flush per message.
    response.write(streamLine(lines[index % lines.length]!, pretty));
    index += 1;
    timer = setTimeout(writeNext, intervalMs);
  };
  const stop = () => clearTimeout(timer);
  request.on('close', stop);
  response.on('close', stop);
  writeNext();
}

/** Go's url.ParseQuery refusals, which r.ParseForm() returns for a form body. */
function formError(body: string): string | undefined {
  const badEscape = /%(?![0-9a-fA-F]{2}).{0,2}/s.exec(body)?.[0];
  if (badEscape !== undefined) return `invalid URL escape ${JSON.stringify(badEscape)}`;
  return body.includes(';') ? 'invalid semicolon separator in query' : undefined;
}

/** The gateway's handler for the path under the API's REST prefix. */
export function gatewayHandler(api: MockedApi, document: JsonObject, options: GatewayOptions) {
  const routes = routesOf(document);
  const serve = async (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    pathname: string,
    search: string,
  ) => {
    const pretty = isPretty(request);
    const fail = (fault: Fault) => sendError(response, pretty, false, fault);
    let method = request.method ?? 'GET';
    let query = new URLSearchParams(search);
    const onPath = routes.filter((route) => route.pattern.test(pathname));
    let route = onPath.find((candidate) => candidate.method === method);
    const text = await readBody(request);
    // mux.go's path-length fallback: a form POST to a GET route runs the GET handler with the form as its query.
    const isForm = method === 'POST' && request.headers['content-type'] === 'application/x-www-form-urlencoded';
    if (!route && isForm && onPath.some((candidate) => candidate.method === 'GET')) {
      const problem = formError(text);
      if (problem) return fail([400, 3, problem]);
      route = onPath.find((candidate) => candidate.method === 'GET')!;
      method = 'GET';
      query = new URLSearchParams([...new URLSearchParams(text), ...query]);
    }
    if (!route) {
      // A path another method serves is 501 Unimplemented, no path at all 404 NotFound.
      return fail(onPath.length > 0 ? [501, 12, 'Method Not Allowed'] : [404, 5, 'Not Found']);
    }
    // The generated handlers decode the body, then path and query parameters, all before the gRPC call, so a bad
    // request is a 400 even on a protected operation; GET handlers discard any body.
    const requestMedia = jsonMediaOf(route.operation.requestBody);
    const requestSchema = isObject(requestMedia?.schema) ? requestMedia.schema : undefined;
    const badRequest =
      (method !== 'GET' ? bodyError(text, requestSchema, PROTOJSON[api]) : undefined) ??
      parametersError(route, pathname, query);
    if (badRequest) return fail([400, 3, badRequest]);
    // The gRPC call. Its auth errors reach a stream only at its first Recv(): grpc-go's clientStream.Header() hides
    // them (stream.go), so they come as a status and one `{"error":…}` line (runtime/handler.go).
    const failCall = (fault: Fault) => sendError(response, pretty, Boolean(route.operation['x-stream']), fault);
    const fault = options.releaseFaults ? releaseFaultOf(api, route, options.macaroons) : undefined;
    if (fault) return failCall([500, 2, fault]);
    const macaroons = request.headersDistinct['x-macaroon']?.length ?? 0;
    // A plain Go error in the macaroon check (server/pkg/macaroons/service.go RawMacaroonFromContext): gRPC code 2
    // Unknown, HTTP 500 (runtime/errors.go HTTPStatusFromCode).
    if (options.macaroons && route.protected && macaroons !== 1) {
      return failCall([500, 2, `expected 1 macaroon, got ${macaroons}`]);
    }
    const emptyParameterError = EMPTY_PATH_PARAMETER_ERRORS[route.id];
    const captured = Object.values(route.pattern.exec(pathname)?.groups ?? {});
    if (emptyParameterError && captured.includes('')) return failCall([400, 3, emptyParameterError]);
    const media = jsonMediaOf(isObject(route.operation.responses) ? route.operation.responses['200'] : undefined);
    const schema = isObject(media?.schema) ? media.schema : undefined;
    const written = (message: Json) => (pretty ? (withoutZeroFields(message, schema) ?? {}) : message);
    if (route.operation['x-stream']) {
      const lines = (media ? streamExampleOf(media) : []).map(written);
      return serveStream(request, response, lines, options.streamIntervalMs, pretty);
    }
    // /healthz is the mux's own handler (runtime/mux.go WithHealthzEndpoint): the marshaler's encoder, a line with no
    // gRPC metadata. Everything else goes through ForwardResponseMessage (runtime/handler.go), which forwards it.
    const healthz = route.id === 'checkHealth';
    const body = `${jsonOf(written(media?.example ?? {}), pretty)}${healthz ? '\n' : ''}`;
    response.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      ...(healthz ? {} : {'grpc-metadata-content-type': 'application/grpc'}),
    });
    response.end(body);
  };
  return (request: http.IncomingMessage, response: http.ServerResponse, pathname: string, search: string) => {
    serve(request, response, pathname, search).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (!response.headersSent) sendError(response, isPretty(request), false, [500, 13, message]);
    });
  };
}
