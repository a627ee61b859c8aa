/**
 * Every curl command on the integrate and fulmine pages that targets a local
 * arkd (localhost:7070) or fulmine (localhost:7001) runs, with the real curl
 * binary, against the sandbox (sandbox/) built from api-spec/, and gets
 * a 2xx answer; a stream must send its first lines. The sandbox checks path,
 * method and body types as the gateways decode them, and nothing more, as
 * docs/integrate/api.mdx says. So this test also validates each JSON body
 * against its operation's request schema, formats and `required` included:
 * the daemons' handlers refuse a request without a field the spec requires
 * (arkd: `missing redeem tx`), where the sandbox answers it. It also rejects
 * fields the spec does not declare: the real gateways drop unknown fields, so
 * a typo would pass silently.
 *
 * Set API_SPEC_DIR to check against a spec tree outside the repository.
 */
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {LOCAL_SERVERS, specFileFor, type MockedApi} from '../../sandbox/apis';
import {startSandbox, type RunningSandbox} from '../../sandbox/server';
import {ExampleValidator} from '../support/api-examples';
import {bundleSpecFile, isObject, operationFor, type Json, type JsonObject} from '../support/api-specs';
import {
  LOCAL_API_HOSTS,
  localApiCurls,
  samplePages,
  SHELL_LANGUAGES,
  type ShellCommand,
} from '../support/samples-extract';
import {parseCurl, shellWords} from '../support/shell';

/** Shell variables the samples expect the reader to have set in an earlier step. */
const SAMPLE_SHELL_ENV = {
  /** /integrate/api reads it from admin.macaroon with xxd; any hex stands in for it. */
  MACAROON: '02010361726b02047465737400000620b1e4c5f9a0d3e7b2c6f1a5d9e3b7c2f6a0d4e8b3c7f1a5d9e3b7c2f6a0d4e8b3',
};

/** A bound on any one curl, so that a request the sandbox never answers fails instead of hanging. */
const CURL_TIMEOUT_SECONDS = 10;
/** How many `{"result":…}` lines a stream sample must get before curl is stopped. */
const STREAM_LINES = 2;
const STREAM_LINE = /^\{"result":.*\}$/;

const pages = samplePages();
const curls = pages.flatMap(({doc}) => localApiCurls(doc));
const apis: MockedApi[] = Object.values(LOCAL_API_HOSTS);
const specsPresent = apis.every((api) => existsSync(specFileFor(api)));

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  additionalProperties?: unknown;
};

/** Body fields the schema does not declare, as dotted paths. Objects without declared properties accept anything. */
function undeclaredFields(value: unknown, schema: JsonSchema | undefined, at = ''): string[] {
  if (!schema || value === null || typeof value !== 'object') return [];
  const variants = [schema, ...(schema.allOf ?? [])];
  const alternatives = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  if (alternatives.length > 0) {
    const results = alternatives.map((alternative) => undeclaredFields(value, alternative, at));
    return results.find((result) => result.length === 0) ?? results[0]!;
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => undeclaredFields(item, schema.items, `${at}[${index}]`));
  }
  const properties = Object.assign({}, ...variants.map((variant) => variant.properties ?? {})) as Record<
    string,
    JsonSchema
  >;
  if (Object.keys(properties).length === 0) return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => {
    const path = at ? `${at}.${key}` : key;
    return key in properties ? undeclaredFields(child, properties[key], path) : [path];
  });
}

/** The JSON schema of the body of the operation that serves a request, if the document has that operation. */
function requestSchema(document: JsonObject, method: string, pathname: string): {found: boolean; schema?: JsonObject} {
  const entry = operationFor(document, method, pathname);
  if (!entry) return {found: false};
  const body = entry.operation.requestBody;
  const content = isObject(body) && isObject(body.content) ? body.content : {};
  const media = Object.entries(content).find(([type]) => type.includes('json'))?.[1];
  return {found: true, schema: isObject(media) && isObject(media.schema) ? media.schema : undefined};
}

/** How a body breaks its request schema (types, formats, `required`), as the request console's validator says. */
function schemaProblems(body: Json, schema: JsonObject, where: string): string[] {
  const validator = new ExampleValidator();
  validator.check(body, schema, where, 'all');
  return validator.problems.map((problem) => problem.message);
}

interface CurlResult {
  /** The final status line's code; NaN if curl got none. */
  status: number;
  /** curl's exit code; null when the test stopped it, as it does a stream once enough lines came. */
  exitCode: number | null;
  body: string;
  stderr: string;
}

/**
 * Splits curl's `--dump-header -` output into the final status and the body. An interim 1xx answer (Node's own
 * `100 Continue` when curl sends `Expect: 100-continue` with a large body) comes first, with its own header block.
 */
function splitResponse(stdout: string): {status: number; body: string} {
  let rest = stdout;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    const status = Number(/^HTTP\/[\d.]+ (\d{3})/.exec(rest)?.[1] ?? Number.NaN);
    if (end < 0) return {status, body: ''};
    rest = rest.slice(end + 4);
    if (status >= 200 || Number.isNaN(status)) return {status, body: rest};
  }
}

/** The complete lines of a streamed body (each ended by a newline). */
function completeLines(body: string): string[] {
  return body.split('\n').slice(0, -1);
}

describe('the curl samples', () => {
  const mocks = new Map<MockedApi, RunningSandbox>();
  const documents = new Map<MockedApi, JsonObject>();

  beforeAll(async () => {
    if (!specsPresent) return;
    for (const api of apis) {
      // Macaroons on, as the daemons default, so a sample that forgets X-Macaroon fails; the release faults off, since
      // the pages document indexer and notification calls for daemons where they work (macaroons off).
      mocks.set(api, await startSandbox(api, {port: 0, streamIntervalMs: 200, releaseFaults: false}));
      documents.set(api, (await bundleSpecFile(specFileFor(api))).document);
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all([...mocks.values()].map((mock) => mock.stop()));
  });

  /**
   * Runs the command's curl with the words the reader's shell would give it, with only host and port rewritten to
   * the mock's. Asynchronously: the sandboxes live in this process and must keep serving while curl waits. A stream
   * never ends, so curl is stopped once `untilLines` complete lines have come.
   */
  async function run(sample: ShellCommand, untilLines?: number): Promise<CurlResult> {
    let command = sample.command;
    for (const [host, api] of Object.entries(LOCAL_API_HOSTS)) {
      command = command.split(host).join(`127.0.0.1:${mocks.get(api)!.port}`);
    }
    // Only the curl part runs (no `| jq`); the appended options bound the time and put the headers before the body.
    const [program, ...args] = shellWords(command, SAMPLE_SHELL_ENV);
    const options = ['--silent', '--show-error', '--max-time', String(CURL_TIMEOUT_SECONDS), '--dump-header', '-'];
    return new Promise((resolve, reject) => {
      const curl = spawn(program!, [...args, ...options]);
      let stdout = '';
      let stderr = '';
      curl.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk;
        if (untilLines && completeLines(splitResponse(stdout).body).length >= untilLines) curl.kill();
      });
      curl.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      curl.on('error', reject);
      curl.on('close', (exitCode) => resolve({...splitResponse(stdout), exitCode, stderr}));
    });
  }

  /** Whether the sample calls a streaming operation: its answer is NDJSON that stays open. */
  function isStream(sample: ShellCommand): boolean {
    const request = parseCurl(sample.command, SAMPLE_SHELL_ENV);
    const api = apiOf(sample);
    const pathname = request.url.pathname.slice(LOCAL_SERVERS[api].basePath.length);
    return Boolean(operationFor(documents.get(api)!, request.method, pathname)?.operation['x-stream']);
  }

  function apiOf(sample: ShellCommand): MockedApi {
    return Object.entries(LOCAL_API_HOSTS).find(([host]) => sample.command.includes(host))![1];
  }

  it('have the OpenAPI specs to run against', () => {
    expect(
      specsPresent,
      `missing ${apis.map((api) => specFileFor(api)).join(' or ')}: the curl samples cannot be checked (set API_SPEC_DIR to a spec tree)`,
    ).toBe(true);
  });

  it('are found on the pages, so this check is not vacuous', () => {
    expect(curls.filter((sample) => sample.command.includes('localhost:7070')).length).toBeGreaterThanOrEqual(3);
    expect(curls.filter((sample) => sample.command.includes('localhost:7001')).length).toBeGreaterThanOrEqual(25);
    expect(
      curls.filter((sample) => parseCurl(sample.command, SAMPLE_SHELL_ENV).body !== undefined).length,
      'curl samples with a body',
    ).toBeGreaterThan(0);
  });

  it('are all in bash or shell blocks, where this test finds them', () => {
    const hidden = pages.flatMap(({doc}) =>
      doc.codeBlocks
        .filter(
          (block) =>
            !SHELL_LANGUAGES.includes(block.language) && /^\s*curl\s[^\n]*localhost:(7070|7001)/m.test(block.code),
        )
        .map((block) => `${doc.relativeFile}:${block.line} has a curl command in a "${block.language}" block`),
    );
    expect(hidden).toEqual([]);
  });

  it.skipIf(!specsPresent).each(curls.map((sample) => ({...sample, label: `${sample.file}:${sample.line}`})))(
    '$label answers 2xx from the mock',
    async (sample) => {
      const stream = isStream(sample);
      const result = await run(sample, stream ? STREAM_LINES : undefined);
      const lines = completeLines(result.body);
      // A stream stays open like the daemon's: the test stops curl (exit code null) once its lines have come.
      const finished = stream
        ? result.exitCode === null && lines.length >= STREAM_LINES && lines.every((line) => STREAM_LINE.test(line))
        : result.exitCode === 0;
      expect(
        finished && result.status >= 200 && result.status < 300,
        `${sample.file}:${sample.line}: ${sample.command}\n→ curl exit ${result.exitCode}, HTTP ${result.status}\n${result.body}${result.stderr}`,
      ).toBe(true);
    },
    (CURL_TIMEOUT_SECONDS + 10) * 1000,
  );

  it
    .skipIf(!specsPresent)
    .each(
      curls
        .filter((sample) => parseCurl(sample.command, SAMPLE_SHELL_ENV).body !== undefined)
        .map((sample) => ({...sample, label: `${sample.file}:${sample.line}`})),
    )('$label sends a body its request schema accepts, with only fields the spec declares', (sample) => {
    const request = parseCurl(sample.command, SAMPLE_SHELL_ENV);
    const api = apiOf(sample);
    const pathname = request.url.pathname.slice(LOCAL_SERVERS[api].basePath.length);
    const {found, schema} = requestSchema(documents.get(api)!, request.method, pathname);
    const where = `${sample.file}:${sample.line}`;
    expect(found, `${where}: no ${request.method} ${pathname} in the ${api} spec`).toBe(true);
    expect(schema, `${where}: ${request.method} ${pathname} has no JSON request schema`).toBeDefined();
    const body = JSON.parse(request.body!) as Json;
    expect(schemaProblems(body, schema!, where), `${where}: ${sample.command}\n→ body against the schema`).toEqual([]);
    const extra = undeclaredFields(body, schema);
    expect(extra, `${where}: ${sample.command}\n→ fields not in the spec`).toEqual([]);
  });

  describe.skipIf(!specsPresent)('runner', () => {
    const probe = (command: string): ShellCommand => ({file: 'probe', line: 0, command});

    it('fails a wrong path, a wrong method and a wrongly typed body', async () => {
      expect((await run(probe('curl http://localhost:7001/api/v1/no-such-endpoint'))).status).toBe(404);
      // grpc-gateway: a path another method serves is 501 (code 12), not 405.
      expect((await run(probe('curl -X DELETE http://localhost:7001/api/v1/wallet/status'))).status).toBe(501);
      expect(
        (
          await run(
            probe(
              `curl -X POST http://localhost:7001/api/v1/wallet/unlock -H 'Content-Type: application/json' -d '{"password": 42}'`,
            ),
          )
        ).status,
      ).toBe(400);
      // No JSON Content-Type: arkd's router hands it to the gRPC server, which rejects the content type.
      expect((await run(probe('curl -X POST http://localhost:7070/v1/info'))).status).toBe(415);
    });

    it('serves fulmine only under /api, like the real daemon', async () => {
      // A wallet call: the Service calls need the X-Macaroon header, which this probe does not send.
      expect((await run(probe('curl http://localhost:7001/api/v1/wallet/status'))).status).toBe(200);
      expect((await run(probe('curl http://localhost:7001/v1/wallet/status'))).status).toBe(404);
    });

    it('flags a misspelt body field', () => {
      const {schema} = requestSchema(documents.get('fulmine')!, 'POST', '/v1/wallet/unlock');
      expect(undeclaredFields({pasword: 'x'}, schema as JsonSchema)).toEqual(['pasword']);
    });

    it('flags a body that misses a required field or has one of the wrong type', () => {
      const {schema} = requestSchema(documents.get('arkd')!, 'POST', '/v1/redeem-tx');
      expect(schemaProblems({}, schema!, 'probe')).toEqual([
        expect.stringContaining('does not have required property "redeemTx"'),
      ]);
      expect(schemaProblems({redeemTx: 5}, schema!, 'probe')).toEqual([
        expect.stringContaining('example/redeemTx: Instance type "number" is invalid. Expected "string".'),
      ]);
    });

    it('stops a stream once its first lines have come, without waiting for the time bound', async () => {
      const started = performance.now();
      const result = await run(probe('curl -N http://localhost:7070/v1/events'), STREAM_LINES);
      expect(result.status).toBe(200);
      expect(result.exitCode).toBeNull();
      expect(completeLines(result.body).length).toBeGreaterThanOrEqual(STREAM_LINES);
      expect(performance.now() - started).toBeLessThan(CURL_TIMEOUT_SECONDS * 1000);
    });
  });
});
