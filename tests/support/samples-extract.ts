/**
 * Pulls the checked code samples out of the integrate and fulmine pages:
 * TypeScript blocks (type-checked against the pinned SDK) and the curl
 * commands that target a local arkd or fulmine (run against the mocks).
 */
import {INTEGRATE_ROUTES, PRODUCT_ROUTES} from '../../src/constants';
import {docFileForRoute, parseDoc, type CodeBlock, type ParsedDoc} from './docs';
import {shellWords} from './shell';

/** The eight pages whose samples are checked. */
const SAMPLE_ROUTES = [...INTEGRATE_ROUTES, ...PRODUCT_ROUTES] as const;

export function samplePages(): {route: string; doc: ParsedDoc}[] {
  return SAMPLE_ROUTES.map((route) => ({route, doc: parseDoc(docFileForRoute(route))}));
}

const TYPESCRIPT_LANGUAGES = ['ts', 'typescript'];
export const SHELL_LANGUAGES = ['bash', 'shell', 'sh'];

/** `title="x" prelude="wallet,receiver"` → {title: 'x', prelude: 'wallet,receiver'}. */
function parseMeta(meta: string): Record<string, string> {
  const attributes = shellWords(meta)
    .map((word) => /^([\w-]+)=(.*)$/s.exec(word))
    .filter((match) => match !== null);
  return Object.fromEntries(attributes.map((match) => [match[1]!, match[2]!]));
}

export interface TypeScriptSample {
  /** Repo-relative page file. */
  file: string;
  /** 1-based page line of the first line of code (the line after the fence). */
  line: number;
  code: string;
  /** Names of files in tests/samples/preludes/ to prepend, in order. */
  preludes: string[];
}

export function typeScriptSamples(doc: ParsedDoc): TypeScriptSample[] {
  return doc.codeBlocks
    .filter((block) => TYPESCRIPT_LANGUAGES.includes(block.language))
    .map((block) => ({
      file: doc.relativeFile,
      line: block.line + 1,
      code: block.code,
      preludes: (parseMeta(block.meta).prelude ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    }));
}

export interface ShellCommand {
  file: string;
  /** 1-based page line where the command starts. */
  line: number;
  /** The command with `\` continuations joined into one line. */
  command: string;
}

/** Every command of a shell block, with backslash-newline continuations joined. */
export function shellCommands(doc: ParsedDoc, block: CodeBlock): ShellCommand[] {
  const commands: ShellCommand[] = [];
  const lines = block.code.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const startLine = block.line + 1 + index;
    let command = lines[index]!.trim();
    while (command.endsWith('\\') && index + 1 < lines.length) {
      index += 1;
      command = `${command.slice(0, -1).trimEnd()} ${lines[index]!.trim()}`;
    }
    if (command && !command.startsWith('#')) {
      commands.push({file: doc.relativeFile, line: startLine, command});
    }
  }
  return commands;
}

export function shellBlocks(doc: ParsedDoc): CodeBlock[] {
  return doc.codeBlocks.filter((block) => SHELL_LANGUAGES.includes(block.language));
}

/** The local API endpoints the curl samples may target, and the mock that stands in for each. */
export const LOCAL_API_HOSTS = {'localhost:7070': 'arkd', 'localhost:7001': 'fulmine'} as const;
const LOCAL_API = /\blocalhost:(7070|7001)\b/;

function isLocalApiCurl(command: string): boolean {
  return shellWords(command)[0] === 'curl' && LOCAL_API.test(command);
}

export function localApiCurls(doc: ParsedDoc): ShellCommand[] {
  return shellBlocks(doc)
    .flatMap((block) => shellCommands(doc, block))
    .filter((command) => isLocalApiCurl(command.command));
}
