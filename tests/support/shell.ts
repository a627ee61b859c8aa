/**
 * Reads the shell commands of the docs and of the specs' code samples: the words a POSIX shell would pass to the
 * program (split by shell-quote), and, for curl, the request it sends. Pure Node.
 */
import {parse} from 'shell-quote';

/**
 * The words of the first command of a line, as the shell splits and unquotes them, up to its first operator
 * (`|`, `;`, `&&`, `>`, …) or comment: what the program itself receives. Backslash-newline continuations are
 * joined. Without `variables`, `$NAME` stays as it is written; with them, it is expanded, and a variable they do
 * not hold is an error (as under `set -u`).
 */
export function shellWords(command: string, variables?: Record<string, string>): string[] {
  const expand = (name: string): string => {
    if (!variables) return `$${name}`;
    const value = variables[name];
    if (value === undefined) throw new Error(`$${name} is not set in: ${command}`);
    return value;
  };
  const words: string[] = [];
  for (const entry of parse(command.replace(/\\\r?\n/g, ' '), expand)) {
    if (typeof entry === 'string') words.push(entry);
    // An unquoted word with * or ? (a URL with a query, say) is a glob pattern that matches no file: the shell passes it on as written.
    else if ('op' in entry && entry.op === 'glob') words.push(entry.pattern);
    else break;
  }
  return words;
}

export interface CurlRequest {
  method: string;
  url: URL;
  headers: string[];
  body?: string;
  /** `-N`/`--no-buffer`: curl prints each line as it arrives (for streams). */
  noBuffer: boolean;
  /** Every word after `curl`. */
  args: string[];
}

/** curl options that take the next word as their value. */
const WITH_VALUE = new Set([
  '-X',
  '--request',
  '-H',
  '--header',
  '-d',
  '--data',
  '--data-raw',
  '--data-binary',
  '--json',
  '-o',
  '--output',
  '-u',
  '--user',
  '-w',
  '--write-out',
  '-m',
  '--max-time',
]);
const DATA_OPTIONS = new Set(['-d', '--data', '--data-raw', '--data-binary', '--json']);

/** The request a curl command line sends: method (curl's default: POST with a body, else GET), URL, headers, body. */
export function parseCurl(command: string, variables?: Record<string, string>): CurlRequest {
  const [program, ...args] = shellWords(command.trim(), variables);
  if (program !== 'curl') throw new Error(`not a curl command: ${command}`);
  let method: string | undefined;
  let url: string | undefined;
  let body: string | undefined;
  let noBuffer = false;
  const headers: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    const value = WITH_VALUE.has(arg) ? args[++index] : undefined;
    if (WITH_VALUE.has(arg) && value === undefined) throw new Error(`${arg} has no value in: ${command}`);
    if (arg === '-X' || arg === '--request') method = value!.toUpperCase();
    else if (arg === '-H' || arg === '--header') headers.push(value!);
    else if (DATA_OPTIONS.has(arg)) body = value;
    else if (arg === '--no-buffer' || /^-[a-zA-Z]*N[a-zA-Z]*$/.test(arg)) noBuffer = true;
    else if (/^https?:\/\//.test(arg)) url = arg;
    if (arg === '--json') headers.push('Content-Type: application/json');
  }
  if (!url) throw new Error(`no URL in: ${command}`);
  return {method: method ?? (body === undefined ? 'GET' : 'POST'), url: new URL(url), headers, body, noBuffer, args};
}
