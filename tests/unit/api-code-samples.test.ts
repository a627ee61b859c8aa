import {isDeepStrictEqual} from 'node:util';
import {describe, expect, it} from 'vitest';
import {STREAM_EXTENSION} from '../support/api-conformance';
import {
  EACH_API,
  bundleSpec,
  isObject,
  jsonMediaOf,
  matchesTemplate,
  nameOf,
  operationsOf,
  textOf,
  type JsonObject,
  type Operation,
} from '../support/api-specs';
import {parseCurl, shellWords} from '../support/shell';

/** The request example of an operation's JSON body, if it has one. */
function requestExample(operation: JsonObject): {found: boolean; value?: unknown} {
  const media = jsonMediaOf(operation.requestBody);
  if (!media) return {found: false};
  if ('example' in media) return {found: true, value: media.example};
  const first = isObject(media.examples) ? Object.values(media.examples)[0] : undefined;
  return isObject(first) && 'value' in first ? {found: true, value: first.value} : {found: false};
}

/** Whether a success response streams line-delimited JSON: marked `x-stream` (the convention), or by its media type. */
function isStream(operation: JsonObject): boolean {
  if (operation[STREAM_EXTENSION] === 'ndjson') return true;
  const responses = isObject(operation.responses) ? operation.responses : {};
  return Object.entries(responses).some(
    ([status, response]) =>
      /^2/.test(status) &&
      isObject(response) &&
      isObject(response.content) &&
      Object.keys(response.content).some((type) => /ndjson|jsonl/.test(type)),
  );
}

/** Header names the operation needs in every case (apiKey schemes in a header that no alternative avoids). */
function requiredHeaders(document: JsonObject, operation: JsonObject): string[] {
  const requirements = Array.isArray(operation.security)
    ? operation.security
    : Array.isArray(document.security)
      ? document.security
      : [];
  if (
    requirements.length === 0 ||
    requirements.some((requirement) => isObject(requirement) && Object.keys(requirement).length === 0)
  )
    return [];
  const schemes =
    isObject(document.components) && isObject(document.components.securitySchemes)
      ? document.components.securitySchemes
      : {};
  const headerSets = requirements.filter(isObject).map((requirement) =>
    Object.keys(requirement).flatMap((name) => {
      const scheme = schemes[name];
      return isObject(scheme) && scheme.type === 'apiKey' && scheme.in === 'header'
        ? [textOf(scheme.name).toLowerCase()]
        : [];
    }),
  );
  // Headers common to every alternative.
  return headerSets.reduce((common, set) => common.filter((header) => set.includes(header)));
}

function checkSample(document: JsonObject, serverUrl: string, entry: Operation, source: string): string[] {
  const problems: string[] = [];
  const name = nameOf(entry);
  let curl;
  try {
    curl = parseCurl(source);
  } catch (error) {
    return [`${name}: cannot read the curl sample (${(error as Error).message})`];
  }
  if (curl.method !== entry.method.toUpperCase()) problems.push(`${name}: the curl sample sends ${curl.method}`);
  const server = new URL(serverUrl);
  const serverPath = server.pathname.replace(/\/$/, '');
  if (curl.url.origin !== server.origin || !curl.url.pathname.startsWith(serverPath)) {
    problems.push(`${name}: the curl sample calls ${curl.url.href}, not the server ${serverUrl}`);
  } else {
    const pathPart = decodeURI(curl.url.pathname.slice(serverPath.length));
    if (!matchesTemplate(entry.path, pathPart))
      problems.push(`${name}: the curl sample's path ${pathPart} does not match ${entry.path}`);
    const declared = new Set(
      entry.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => textOf(parameter.name)),
    );
    for (const key of curl.url.searchParams.keys())
      if (!declared.has(key)) problems.push(`${name}: the curl sample sends the undeclared query parameter "${key}"`);
  }
  const example = requestExample(entry.operation);
  if (isObject(entry.operation.requestBody)) {
    if (curl.body === undefined) problems.push(`${name}: the curl sample sends no body`);
    else if (example.found) {
      let sent: unknown;
      try {
        sent = JSON.parse(curl.body);
      } catch {
        problems.push(`${name}: the curl sample's body is not JSON: ${curl.body}`);
      }
      if (sent !== undefined && !isDeepStrictEqual(sent, example.value))
        problems.push(
          `${name}: the curl sample's body differs from the request example\n  curl:    ${curl.body}\n  example: ${JSON.stringify(example.value)}`,
        );
      if (!curl.headers.some((header) => /^content-type:\s*application\/json/i.test(header)))
        problems.push(`${name}: the curl sample does not send Content-Type: application/json`);
    }
  } else if (curl.body !== undefined) {
    problems.push(`${name}: the curl sample sends a body, but the operation takes none`);
  }
  if (isStream(entry.operation) && !curl.noBuffer)
    problems.push(`${name}: the operation streams, but its curl sample lacks -N (curl would buffer the lines)`);
  const sentHeaders = curl.headers.map((header) => header.split(':')[0]!.trim().toLowerCase());
  for (const header of requiredHeaders(document, entry.operation)) {
    if (!sentHeaders.includes(header))
      problems.push(`${name}: the operation requires the ${header} header, but its curl sample does not send it`);
  }
  return problems;
}

describe.each(EACH_API)('the %s API specification', (_id, reference) => {
  it('gives every operation a curl sample that matches it', async () => {
    const {file, document} = await bundleSpec(reference);
    const servers = Array.isArray(document.servers) ? document.servers : [];
    const serverUrl = isObject(servers[0]) ? textOf(servers[0].url).replace(/\/$/, '') : '';
    const problems: string[] = serverUrl ? [] : ['no server URL in "servers"'];
    const operations = operationsOf(document);
    expect(operations.length, `${file} has no operation`).toBeGreaterThan(0);
    for (const entry of operations) {
      const samples = Array.isArray(entry.operation['x-codeSamples'])
        ? entry.operation['x-codeSamples'].filter(isObject)
        : [];
      const curls = samples
        .map((sample) => textOf(sample.source ?? ''))
        .filter((source) => shellWords(source)[0] === 'curl');
      if (curls.length === 0) problems.push(`${nameOf(entry)}: no curl sample in x-codeSamples`);
      for (const source of curls) problems.push(...checkSample(document, serverUrl, entry, source));
    }
    expect(problems, `${file}:\n${problems.join('\n')}`).toEqual([]);
  });
});
