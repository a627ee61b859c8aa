/**
 * The docs MCP server's Streamable HTTP mode (`npm run mcp -- --http`), through the SDK's own HTTP client: it listens
 * on 127.0.0.1 only and refuses a request whose Host names another machine (DNS rebinding).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {once} from 'node:events';
import http from 'node:http';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {HTTP_READY_LINE} from '../../mcp/options';
import {REPO_ROOT} from '../support/docs';
import {callTool, mcpCommand} from '../support/mcp';

let server: ChildProcess;
let url: URL;

beforeAll(async () => {
  const {command, args} = mcpCommand('--http', '--port', '0');
  server = spawn(command, args, {cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'pipe']});
  let stderr = '';
  url = await new Promise<URL>((resolve, reject) => {
    server.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      const ready = new RegExp(`${HTTP_READY_LINE} (\\S+)`).exec(stderr);
      if (ready) resolve(new URL(ready[1]!));
    });
    server.on('exit', (code) => reject(new Error(`the server stopped (${code}) before it listened:\n${stderr}`)));
  });
});

afterAll(async () => {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await once(server, 'exit');
});

it('listens on 127.0.0.1 and answers the SDK client', async () => {
  expect(url.hostname).toBe('127.0.0.1');
  const client = new Client({name: 'ark-docs-tests', version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(url));
  try {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name)).toContain('search_docs');
    const {value, error} = await callTool(client, 'search_docs', {query: 'boarding deadline'});
    expect(error).toBeUndefined();
    expect((value.hits as unknown[]).length).toBeGreaterThan(0);
  } finally {
    await client.close();
  }
});

it('refuses a request whose Host is another machine', async () => {
  const request = http.request(url, {
    method: 'POST',
    headers: {host: 'docs.example.com', 'content-type': 'application/json'},
  });
  request.end(JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list'}));
  const [response] = (await once(request, 'response')) as [http.IncomingMessage];
  response.resume();
  expect(response.statusCode).toBe(403);
});
