/**
 * Reads a curl command line as a shell would split it, enough to check the code samples of the
 * API specs: method, URL, headers, body and whether output is unbuffered (`-N`, for streams).
 */

export interface CurlCommand {
  method: string;
  url: string;
  headers: string[];
  body?: string;
  noBuffer: boolean;
}

/** Splits a command into words: single quotes are literal, double quotes honour \" \\ \$ \`. */
export function shellWords(command: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  let i = 0;
  const text = command.replace(/\\\n/g, ' ');
  while (i < text.length) {
    const char = text[i]!;
    if (/\s/.test(char)) {
      if (word !== null) words.push(word);
      word = null;
      i += 1;
    } else if (char === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) throw new Error(`unterminated single quote in: ${command}`);
      word = (word ?? '') + text.slice(i + 1, end);
      i = end + 1;
    } else if (char === '"') {
      let j = i + 1;
      let value = '';
      while (j < text.length && text[j] !== '"') {
        if (text[j] === '\\' && /["\\$`]/.test(text[j + 1] ?? '')) j += 1;
        value += text[j];
        j += 1;
      }
      if (j >= text.length) throw new Error(`unterminated double quote in: ${command}`);
      word = (word ?? '') + value;
      i = j + 1;
    } else if (char === '\\') {
      word = (word ?? '') + (text[i + 1] ?? '');
      i += 2;
    } else {
      word = (word ?? '') + char;
      i += 1;
    }
  }
  if (word !== null) words.push(word);
  return words;
}

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
  '--max-time',
  '-m',
]);

export function parseCurl(command: string): CurlCommand {
  const [program, ...args] = shellWords(command.trim());
  if (program !== 'curl') throw new Error(`not a curl command: ${command}`);
  let method: string | undefined;
  let url: string | undefined;
  let body: string | undefined;
  let noBuffer = false;
  const headers: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const value = WITH_VALUE.has(arg) ? args[++i] : undefined;
    if (arg === '-X' || arg === '--request') method = value!.toUpperCase();
    else if (arg === '-H' || arg === '--header') headers.push(value!);
    else if (arg === '-d' || arg === '--data' || arg === '--data-raw' || arg === '--data-binary') body = value;
    else if (arg === '--json') {
      body = value;
      headers.push('Content-Type: application/json');
    } else if (arg === '--no-buffer' || (/^-[a-zA-Z]+$/.test(arg) && arg.includes('N'))) noBuffer = true;
    else if (/^https?:\/\//.test(arg)) url = arg;
  }
  if (!url) throw new Error(`no URL in: ${command}`);
  return {method: method ?? (body !== undefined ? 'POST' : 'GET'), url, headers, body, noBuffer};
}
