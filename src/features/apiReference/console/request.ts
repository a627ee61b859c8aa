/** A console's request: the URL and headers it sends, the same as curl, and what sending it needs. */
import type {ConsoleOperation} from './types';

export interface RequestInput {
  baseUrl: string;
  /** The text of each parameter field, by name. */
  parameters: Record<string, string>;
  body: string;
  credential: string;
}

export interface PreparedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export function prepareRequest(operation: ConsoleOperation, input: RequestInput): PreparedRequest {
  let path = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    const text = input.parameters[parameter.name] ?? '';
    if (parameter.in === 'path') {
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(text));
    } else if (text !== '') {
      // A list goes as repeated parameters unless the spec sends it comma-separated (`explode: false`).
      const repeats = parameter.schema.type === 'array' && !parameter.commaSeparated;
      for (const value of repeats ? text.split(',').map((item) => item.trim()) : [text])
        query.append(parameter.name, value);
    }
  }
  const search = query.toString();
  const headers: Record<string, string> = {};
  const sendsBody = operation.method !== 'get' && operation.method !== 'delete';
  // arkd hands a POST to its gateway only as JSON; anything else reaches the raw gRPC server (415).
  if (sendsBody) headers['Content-Type'] = 'application/json';
  if (operation.credential && input.credential !== '') headers[operation.credential.header] = input.credential;
  return {
    method: operation.method.toUpperCase(),
    url: `${input.baseUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`,
    headers,
    body: sendsBody ? (input.body.trim() === '' ? '{}' : input.body) : undefined,
  };
}

/** Quoted for POSIX shells: inside single quotes nothing is special but the quote itself. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The shell variable a shown command reads a credential from: `X-Macaroon` is `$MACAROON`. */
export function credentialVariable(header: string): string {
  return header
    .replace(/^X-/i, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '_');
}

/**
 * The request as a curl command. With `hiddenHeader`, that header's value is left to a shell variable, so that a
 * command shown on screen never shows the credential; double quotes let the shell expand it.
 */
export function curlCommand(request: PreparedRequest, streams: boolean, hiddenHeader?: string): string {
  const parts = ['curl', ...(streams ? ['-N'] : []), '-X', request.method, shellQuote(request.url)];
  for (const [name, value] of Object.entries(request.headers))
    parts.push(
      '-H',
      name === hiddenHeader ? `"${name}: $${credentialVariable(name)}"` : shellQuote(`${name}: ${value}`),
    );
  if (request.body !== undefined) parts.push('--data-raw', shellQuote(request.body));
  return parts.join(' ');
}

/** This machine, as URL.hostname writes it (an IPv6 address keeps its brackets); the docs MCP server uses it too. */
export const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function parsedUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** `user:pass@host`, which fetch refuses and the console never stores. */
function holdsCredentials(url: URL): boolean {
  return url.username !== '' || url.password !== '';
}

export function isLoopback(url: string): boolean {
  const parsed = parsedUrl(url);
  return parsed !== undefined && LOOPBACK_HOSTS.has(parsed.hostname);
}

/** Chrome's Local Network Access asks before a page on the web reaches this machine; a refusal looks like no server. */
export function needsLocalNetworkHint(targetUrl: string, pageUrl: string): boolean {
  return isLoopback(targetUrl) && !isLoopback(pageUrl);
}

/** Empty, or a URL without user name or password; not one that does not parse yet (`http://admin:hunter2`). */
export function isStorableServerUrl(url: string): boolean {
  const typed = url.trim();
  if (typed === '') return true;
  const parsed = parsedUrl(typed);
  return parsed !== undefined && !holdsCredentials(parsed);
}

export type Refusal = 'invalid-url' | 'credentials-in-url' | 'query-or-fragment-in-url' | 'mixed-content';

/** Why the browser will refuse to send to a server's base URL, or why the console would build a wrong URL on it. */
export function refusalOf(baseUrl: string, pageProtocol: string): Refusal | undefined {
  const url = parsedUrl(baseUrl);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return 'invalid-url';
  if (holdsCredentials(url)) return 'credentials-in-url';
  // The operation's path goes after the base URL: after a query or a fragment it would no longer be a path.
  if (/[?#]/.test(baseUrl)) return 'query-or-fragment-in-url';
  // Browsers treat loopback as secure, so an https page may still call http://localhost.
  if (pageProtocol === 'https:' && url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname))
    return 'mixed-content';
  return undefined;
}

/** A server that answers at all does so at once. */
const PROBE_TIMEOUT_MS = 5000;

/** The request's signal, which also aborts after `ms`: by hand, since `AbortSignal.any` is missing in older browsers. */
function withTimeout(signal: AbortSignal, ms: number): {signal: AbortSignal; clear: () => void} {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, ms);
  signal.addEventListener('abort', abort, {once: true});
  if (signal.aborted) abort();
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
    },
  };
}

/**
 * A failed fetch is either no server or an answer the browser hid (CORS): a `no-cors` HEAD resolves, opaque, whenever
 * the server answers at all (HEAD: a stream's GET would never end). A redirect without CORS headers reads as `cors`.
 */
export async function unreachableReason(url: string, signal: AbortSignal): Promise<'not-running' | 'cors'> {
  const probe = withTimeout(signal, PROBE_TIMEOUT_MS);
  try {
    const response = await fetch(url, {method: 'HEAD', mode: 'no-cors', cache: 'no-store', signal: probe.signal});
    await response.body?.cancel();
    return 'cors';
  } catch {
    return 'not-running';
  } finally {
    probe.clear();
  }
}

/** Each complete line of a streamed body, as it arrives; an abort of its fetch ends it with an AbortError. */
export async function readLines(body: ReadableStream<Uint8Array>, onLine: (line: string) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    pending += decoder.decode(value, {stream: true});
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') onLine(line);
  }
  if (pending.trim() !== '') onLine(pending);
}

/** JSON pretty-printed, or the text as it came. */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
