/** Sends a prepared request and reports each step: the answer, a stream's lines as they come, or why it failed. */
import {readLines, refusalOf, unreachableReason, type PreparedRequest, type Refusal} from './request';
import type {ConsoleOperation} from './types';

interface Answer {
  status: number;
  statusText: string;
  /** Until the status and headers arrived. */
  ms: number;
  headers: Array<[string, string]>;
  /** The browser then shows the page only the CORS-safelisted headers. */
  isCrossOrigin: boolean;
}

type FailureReason = Refusal | 'not-running' | 'cors' | 'redirect' | 'other';

export type ConsoleResult =
  | {kind: 'idle'}
  | {kind: 'pending'}
  /** Aborted before any answer came: a quiet stream stopped, or closed with its panel. */
  | {kind: 'stopped'}
  | ({kind: 'answer'; text: string} & Answer)
  | ({kind: 'stream'; lines: string[]; state: 'open' | 'ended' | 'stopped' | 'failed'} & Answer)
  /** `toSandbox` as the request was sent: the message stays true when the reader picks another server after it. */
  | {kind: 'failure'; reason: FailureReason; url: string; toSandbox: boolean; detail?: string};

interface SendContext {
  operation: ConsoleOperation;
  /** As the reader chose it: what the refusals are about. */
  baseUrl: string;
  toSandbox: boolean;
  signal: AbortSignal;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export async function sendRequest(
  request: PreparedRequest,
  {operation, baseUrl, toSandbox, signal}: SendContext,
  report: (update: ConsoleResult | ((current: ConsoleResult) => ConsoleResult)) => void,
): Promise<void> {
  const failure = (reason: FailureReason, detail?: string): ConsoleResult => ({
    kind: 'failure',
    reason,
    url: request.url,
    toSandbox,
    detail,
  });
  const refusal = refusalOf(baseUrl, window.location.protocol);
  if (refusal) return report(failure(refusal));
  report({kind: 'pending'});
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal,
      cache: 'no-store',
      // Not followed, as by curl without -L: a redirect would carry X-Macaroon to wherever it points.
      redirect: 'manual',
    });
  } catch (error) {
    // Stopped, or replaced (then the console no longer listens), before any answer.
    if (isAbort(error) || signal.aborted) return report({kind: 'stopped'});
    const reason = error instanceof TypeError ? await unreachableReason(request.url, signal) : 'other';
    // Or while the probe ran.
    return report(signal.aborted ? {kind: 'stopped'} : failure(reason, String(error)));
  }
  // A redirect that carries CORS headers; one without them failed above, as any answer without them does.
  if (response.type === 'opaqueredirect') return report(failure('redirect'));
  const headers: Answer['headers'] = [];
  response.headers.forEach((value, name) => headers.push([name, value]));
  const answer: Answer = {
    status: response.status,
    statusText: response.statusText,
    ms: Math.round(performance.now() - started),
    headers,
    isCrossOrigin: new URL(request.url).origin !== window.location.origin,
  };
  // A stream that failed before its first line is one `{"error":…}` body: shown as an answer.
  if (!operation.streams || !response.ok || !response.body) {
    const text = await response.text().catch(() => '');
    return report({kind: 'answer', text, ...answer});
  }
  report({kind: 'stream', lines: [], state: 'open', ...answer});
  const withStream = (change: (stream: Extract<ConsoleResult, {kind: 'stream'}>) => ConsoleResult) =>
    report((current) => (current.kind === 'stream' ? change(current) : current));
  try {
    await readLines(response.body, (line) => withStream((stream) => ({...stream, lines: [...stream.lines, line]})));
    withStream((stream) => ({...stream, state: 'ended'}));
  } catch (error) {
    withStream((stream) => ({...stream, state: isAbort(error) || signal.aborted ? 'stopped' : 'failed'}));
  }
  return undefined;
}
