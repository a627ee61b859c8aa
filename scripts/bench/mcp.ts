/**
 * `npm run bench:mcp [starts]`: the docs MCP server as an assistant meets it, through the SDK's client over stdio.
 * Start: from spawning `npm run mcp`'s command to the tool list, then to the first search answered (the docs read).
 * Search: the round trip of search_docs for every heading of every page, every operation's summary and every known
 * issue's title, on one warm server. A benchmark prints figures; it fails nothing, whatever they are.
 */
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {API_IDS} from '../../mcp/operations';
import {PAGE_URI_PREFIX} from '../../mcp/options';
import {callTool, connectOverStdio} from '../../tests/support/mcp';
import {median, printTable} from './stats';

const STARTS = Math.max(3, Number(process.argv[2] ?? 5));
/** The targets of issue 34, on this machine. */
const TARGETS = {startMs: 2000, searchMs: 50};

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await work();
  return [value, performance.now() - start];
}

/** The queries: what the corpus holds, as a reader would type it. */
async function corpusQueries(client: Client): Promise<string[]> {
  const {resources} = await client.listResources();
  const headings = await Promise.all(
    resources
      .filter((resource) => resource.uri.startsWith(`${PAGE_URI_PREFIX}/`))
      .map(async (resource) => {
        const {value} = await callTool(client, 'read_page', {path: resource.uri.slice(PAGE_URI_PREFIX.length)});
        return (value.sections as Array<{heading: string}>).map((section) => section.heading);
      }),
  );
  const operations = await Promise.all(
    API_IDS.map(async (api) => {
      const {value} = await callTool(client, 'list_operations', {api});
      return (value.operations as Array<{summary: string}>).map((operation) => operation.summary);
    }),
  );
  const {value} = await callTool(client, 'known_issues', {});
  const issues = (value.issues as Array<{title: string}>).map((issue) => issue.title);
  return [...new Set([...headings.flat(), ...operations.flat(), ...issues])];
}

async function main(): Promise<void> {
  const starts: Array<{listed: number; ready: number}> = [];
  for (let run = 0; run < STARTS; run += 1) {
    const spawned = performance.now();
    const client = await connectOverStdio();
    await client.listTools();
    const listed = performance.now() - spawned;
    await callTool(client, 'search_docs', {query: 'round'});
    starts.push({listed, ready: performance.now() - spawned});
    await client.close();
  }

  const client = await connectOverStdio();
  const queries = await corpusQueries(client);
  const latencies: number[] = [];
  for (const query of queries) {
    const [, ms] = await timed(() => callTool(client, 'search_docs', {query}));
    latencies.push(ms);
  }
  await client.close();

  console.log(`Docs MCP server, ${STARTS} starts, ${queries.length} searches (${new Date().toISOString()})\n`);
  printTable(
    ['measure', 'median', 'p95', 'max', 'target'],
    [
      row(
        'start: spawn → tools listed',
        starts.map((start) => start.listed),
        0,
        `< ${TARGETS.startMs} ms`,
      ),
      row(
        'start: spawn → first search answered',
        starts.map((start) => start.ready),
        0,
        '',
      ),
      row('search_docs round trip', latencies, 1, `< ${TARGETS.searchMs} ms`),
    ],
  );
}

/** A table row: the median, 95th percentile and maximum of some durations, in milliseconds. */
function row(measure: string, values: number[], digits: number, target: string): string[] {
  const ms = (value: number) => `${value.toFixed(digits)} ms`;
  return [measure, ms(median(values)), ms(percentile(values, 0.95)), ms(Math.max(...values)), target];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
