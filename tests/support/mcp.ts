/** The docs MCP server as `npm run mcp` starts it, for the tests and the benchmark that talk to it as a client does. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {getDefaultEnvironment, StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {REPO_ROOT} from './docs';

/** The `mcp` script of package.json, without npm: its program from node_modules/.bin, so the test runs what npm runs. */
export function mcpCommand(...extraArgs: string[]): {command: string; args: string[]} {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [program, ...args] = manifest.scripts.mcp!.split(' ');
  return {command: path.join(REPO_ROOT, 'node_modules/.bin', program!), args: [...args, ...extraArgs]};
}

/** A client connected over stdio to a server of its own; the server ends when the client closes. */
export async function connectOverStdio(): Promise<Client> {
  const client = new Client({name: 'ark-docs-tests', version: '1.0.0'});
  await client.connect(
    // Without ARK_DOCS_MCP_* from the caller's environment: the server starts its own sandboxes.
    new StdioClientTransport({...mcpCommand(), cwd: REPO_ROOT, env: getDefaultEnvironment(), stderr: 'inherit'}),
  );
  return client;
}

export interface ToolAnswer {
  /** The error's text when the tool answered with an error (`isError`). */
  error?: string;
  text: string;
  value: Record<string, unknown>;
}

/** A tool's answer: its text, its structured content, and its error if it answered with one. */
export async function callTool(client: Client, name: string, args: Record<string, unknown>): Promise<ToolAnswer> {
  const result = (await client.callTool({name, arguments: args})) as CallToolResult;
  const text = result.content.map((item) => (item.type === 'text' ? item.text : '')).join('');
  return {error: result.isError ? text : undefined, text, value: result.structuredContent ?? {}};
}
