/**
 * call_sandbox: one request to an API's sandbox (sandbox/), which answers from the same specs as the references. The
 * server starts the sandbox in its own process on a free port the first time, unless an environment variable names
 * one already running; it never sends a request to another machine.
 */
import type {RunningSandbox} from '../sandbox/server';
import {LOOPBACK_HOSTS} from '../src/features/apiReference/console/request';
import {nearestNames} from '../src/lib/nearest';
import {REQUEST_TIMEOUT_MS, SANDBOX_URL_ENV, STREAM_READ, SUGGESTIONS} from './options';
import type {ApiId, OperationEntry} from './operations';

export interface SandboxCall {
  params?: Record<string, unknown>;
  body?: unknown;
  macaroon?: string;
}

/** The sandbox's base URL from the environment, if it names one; throws if it names a host off this machine. */
export function sandboxUrlFromEnv(api: ApiId, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const variable = SANDBOX_URL_ENV[api];
  const value = env[variable];
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${variable} is not a URL: ${JSON.stringify(value)}`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new Error(
      `${variable} points at ${url.host || value}: call_sandbox calls only a sandbox on this machine (${[...LOOPBACK_HOSTS].join(', ')} over http).`,
    );
  }
  return value.replace(/\/+$/, '');
}

const started = new Map<ApiId, Promise<RunningSandbox>>();

async function baseUrlOf(api: ApiId): Promise<string> {
  const fromEnv = sandboxUrlFromEnv(api);
  if (fromEnv) return fromEnv;
  // Loaded on first use: the sandbox bundles its spec as it starts, which only this tool needs.
  if (!started.has(api))
    started.set(
      api,
      import('../sandbox/server').then(({startSandbox}) => startSandbox(api, {port: 0})),
    );
  return (await started.get(api)!).baseUrl;
}

/** Stops the sandboxes this process started. */
export async function stopSandboxes(): Promise<void> {
  await Promise.all([...started.values()].map(async (sandbox) => (await sandbox).stop()));
}

/** The request line and headers an operation's parameters make: path values substituted, the others as sent. */
function requestOf({view}: OperationEntry, {params = {}, macaroon}: SandboxCall) {
  const known = view.parameters.map((parameter) => parameter.name);
  for (const name of Object.keys(params)) {
    if (!known.includes(name)) {
      const near = nearestNames(name, known, SUGGESTIONS);
      throw new Error(
        `${view.operationId} has no parameter "${name}"; ${near.length > 0 ? `its parameters: ${near.join(', ')}` : 'it takes none'}.`,
      );
    }
  }
  const query = new URLSearchParams();
  const headers: Record<string, string> = macaroon ? {'x-macaroon': macaroon} : {};
  let urlPath = view.path;
  for (const parameter of view.parameters) {
    const value = params[parameter.name];
    if (value === undefined) {
      if (parameter.in === 'path') throw new Error(`${view.operationId} needs the path parameter "${parameter.name}".`);
      continue;
    }
    const values = (Array.isArray(value) ? value : [value]).map((item) =>
      typeof item === 'object' ? JSON.stringify(item) : String(item),
    );
    const joined = values.join(',');
    if (parameter.in === 'path') urlPath = urlPath.replace(`{${parameter.name}}`, encodeURIComponent(joined));
    else if (parameter.in === 'header') headers[parameter.name.toLowerCase()] = joined;
    else if (parameter.commaSeparated) query.append(parameter.name, joined);
    else for (const item of values) query.append(parameter.name, item);
  }
  const search = query.toString();
  return {path: `${urlPath}${search ? `?${search}` : ''}`, headers};
}

/** The first lines of a stream, as many as arrive within the wait; then the connection is closed. */
async function readStream(response: Response, abort: AbortController): Promise<{lines: unknown[]; complete: boolean}> {
  const lines: unknown[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  const timer = setTimeout(() => abort.abort(), STREAM_READ.waitMs);
  try {
    while (lines.length < STREAM_READ.maxLines) {
      const {value, done} = await reader.read();
      if (done) return {lines, complete: true};
      buffered += value;
      let newline: number;
      while ((newline = buffered.indexOf('\n')) >= 0 && lines.length < STREAM_READ.maxLines) {
        lines.push(parsed(buffered.slice(0, newline)));
        buffered = buffered.slice(newline + 1);
      }
    }
  } catch (error) {
    if (!abort.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
  return {lines, complete: false};
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Headers a reader of the answer needs; the connection's own (date, keep-alive, chunking) are left out. */
const CONNECTION_HEADERS = ['date', 'connection', 'keep-alive', 'transfer-encoding'];

export async function callSandbox(api: ApiId, entry: OperationEntry, call: SandboxCall) {
  const {path, headers} = requestOf(entry, call);
  const method = entry.view.method.toUpperCase();
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(method);
  // The base URL holds the API's REST prefix (fulmine's /api); the spec's paths come after it.
  const url = `${await baseUrlOf(api)}${path}`;
  const waitMs = entry.view.streams ? STREAM_READ.waitMs : REQUEST_TIMEOUT_MS;
  const abort = new AbortController();
  const timeout = setTimeout(() => abort.abort(), waitMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: hasBody ? {...headers, 'content-type': 'application/json'} : headers,
      body: hasBody ? JSON.stringify(call.body ?? {}) : undefined,
      // The sandbox's redirects are part of its answer, as they are the real server's.
      redirect: 'manual',
      signal: abort.signal,
    });
  } catch (error) {
    if (!abort.signal.aborted) throw error;
    // A stream's server sends its status with its first message: none came.
    return {request: `${method} ${url}`, status: null, note: `No answer within ${waitMs} ms.`};
  } finally {
    clearTimeout(timeout);
  }
  const kept: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!CONNECTION_HEADERS.includes(name)) kept[name] = value;
  });
  const answer = {request: `${method} ${url}`, status: response.status, headers: kept};
  if (entry.view.streams && response.ok) {
    const {lines, complete} = await readStream(response, abort);
    const note = complete
      ? 'The stream ended.'
      : `A stream: these are its first ${lines.length} lines (at most ${STREAM_READ.maxLines}, within ${STREAM_READ.waitMs} ms); it then stayed open and was closed.`;
    return {...answer, lines, note};
  }
  const text = await response.text();
  return {...answer, body: parsed(text)};
}
