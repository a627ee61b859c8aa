import {execFileSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import {API_REFERENCES} from '../../src/constants';
import {generateReference} from '../../src/features/apiReference/generate';
import {
  curlCommand,
  isLoopback,
  isStorableServerUrl,
  needsLocalNetworkHint,
  prepareRequest,
  refusalOf,
  shellQuote,
} from '../../src/features/apiReference/console/request';
import {bodyProblems, parameterProblems} from '../../src/features/apiReference/console/validation';
import type {ConsoleOperation} from '../../src/features/apiReference/console/types';

const commitmentTxConnectors: ConsoleOperation = {
  method: 'get',
  path: '/v1/commitmentTx/{txid}/connectors',
  summary: 'Connectors',
  streams: false,
  changesState: false,
  parameters: [
    {name: 'txid', in: 'path', required: true, schema: {type: 'string'}, example: 'ab', commaSeparated: false},
    {
      name: 'ids',
      in: 'query',
      required: false,
      schema: {type: 'array', items: {type: 'integer'}},
      example: '',
      commaSeparated: false,
    },
    {name: 'page.size', in: 'query', required: false, schema: {type: 'integer'}, example: '', commaSeparated: false},
  ],
};

describe('the request console', () => {
  it('quotes for the shell so that what it runs is what was typed', () => {
    const text = `it's "$HOME" \`id\` \\ \n`;
    expect(execFileSync('sh', ['-c', `printf %s ${shellQuote(text)}`], {encoding: 'utf8'})).toBe(text);
  });

  it('builds the URL from path and query parameters: a path segment escaped, a list repeated, an empty one left out', () => {
    const request = prepareRequest(commitmentTxConnectors, {
      baseUrl: 'http://localhost:7070/',
      parameters: {txid: 'a/b c', ids: '1, 2', 'page.size': ''},
      body: '',
      credential: 'secret',
    });
    expect(request).toEqual({
      method: 'GET',
      url: 'http://localhost:7070/v1/commitmentTx/a%2Fb%20c/connectors?ids=1&ids=2',
      headers: {},
      body: undefined,
    });
  });

  it('sends JSON with its content type, and the credential only in its own header', () => {
    const operation: ConsoleOperation = {
      method: 'post',
      path: '/v1/send',
      summary: 'Send',
      streams: true,
      changesState: true,
      parameters: [],
      body: {required: true, example: '{}'},
      credential: {header: 'X-Macaroon', required: true},
    };
    const request = prepareRequest(operation, {
      baseUrl: 'http://h:1/api',
      parameters: {},
      body: `{"a":"it's"}`,
      credential: 'ab',
    });
    expect(curlCommand(request, true)).toBe(
      `curl -N -X POST 'http://h:1/api/v1/send' -H 'Content-Type: application/json' -H 'X-Macaroon: ab' --data-raw '{"a":"it'\\''s"}'`,
    );
  });

  it('shows a command that leaves the credential to a shell variable, which the shell expands', () => {
    const request = {method: 'GET', url: 'http://h:1/v1/info', headers: {'X-Macaroon': 'secret'}};
    const shown = curlCommand(request, false, 'X-Macaroon');
    expect(shown).toBe(`curl -X GET 'http://h:1/v1/info' -H "X-Macaroon: $MACAROON"`);
    expect(shown).not.toContain('secret');
    const header = shown.slice(shown.indexOf('-H ') + 3);
    expect(
      execFileSync('sh', ['-c', `printf %s ${header}`], {encoding: 'utf8', env: {MACAROON: 'from the shell'}}),
    ).toBe('X-Macaroon: from the shell');
  });

  it('checks a body against its schema and names the field at fault', () => {
    const schema = {type: 'object', properties: {redeemTx: {type: 'string'}}, required: ['redeemTx']};
    expect(bodyProblems('{"redeemTx": 1}', schema, {})).toEqual([expect.stringMatching(/^redeemTx: /)]);
    expect(bodyProblems('{"redeemTx": "x"}', schema, {})).toEqual([]);
    expect(bodyProblems('{', schema, {})).toEqual([expect.stringMatching(/^Not JSON: /)]);
    expect(parameterProblems(commitmentTxConnectors.parameters[1]!, '1,x', {})).toEqual([
      expect.stringMatching(/^1: /),
    ]);
    expect(parameterProblems(commitmentTxConnectors.parameters[0]!, '', {})).toEqual(['Required.']);
  });

  it('says before sending when the browser would refuse: a bad URL, or http from an https page but for loopback', () => {
    expect(refusalOf('localhost:7070', 'https:')).toBe('invalid-url');
    expect(refusalOf('http://example.com:7070', 'https:')).toBe('mixed-content');
    expect(refusalOf('http://localhost:7070', 'https:')).toBeUndefined();
    expect(refusalOf('http://example.com:7070', 'http:')).toBeUndefined();
  });

  it('refuses a base URL with a user name or password, or with a query or fragment the path would follow', () => {
    expect(refusalOf('http://admin:secret@localhost:7070', 'http:')).toBe('credentials-in-url');
    expect(refusalOf('http://admin@localhost:7070', 'http:')).toBe('credentials-in-url');
    expect(refusalOf('http://localhost:7001/api?x=1', 'http:')).toBe('query-or-fragment-in-url');
    expect(refusalOf('http://localhost:7001/api?', 'http:')).toBe('query-or-fragment-in-url');
    expect(refusalOf('http://localhost:7001/api#top', 'http:')).toBe('query-or-fragment-in-url');
    expect(refusalOf('http://localhost:7001/api', 'http:')).toBeUndefined();
  });

  it('knows a URL on this machine, for the hint about blocked local network access', () => {
    expect(isLoopback('http://localhost:7070/v1/info')).toBe(true);
    expect(isLoopback('http://127.0.0.1:7070')).toBe(true);
    expect(isLoopback('http://[::1]:7070')).toBe(true);
    expect(isLoopback('https://docs.example.com/api/arkd')).toBe(false);
    expect(isLoopback('localhost:7070')).toBe(false);
  });

  it('hints at blocked local network access only from a page elsewhere to a server on this machine', () => {
    expect(needsLocalNetworkHint('http://localhost:7070/v1/info', 'https://docs.example.com/api/arkd')).toBe(true);
    expect(needsLocalNetworkHint('http://localhost:7070/v1/info', 'http://127.0.0.1:3000/api/arkd')).toBe(false);
    expect(needsLocalNetworkHint('https://ark.example.com/v1/info', 'https://docs.example.com/api/arkd')).toBe(false);
  });

  it('stores a server URL only when empty or without a user name or password, even half typed', () => {
    expect(isStorableServerUrl('')).toBe(true);
    expect(isStorableServerUrl('http://localhost:7070')).toBe(true);
    expect(isStorableServerUrl('http://admin:hunter2@localhost:7070')).toBe(false);
    // Half typed: a password where the port goes, or no host yet after it.
    expect(isStorableServerUrl('http://admin:hunter2')).toBe(false);
    expect(isStorableServerUrl('http://admin:hunter2@')).toBe(false);
  });

  it.each(API_REFERENCES)(
    'has the data of every operation of $id, with valid examples and its sandbox',
    async (reference) => {
      const {consoleData} = await generateReference(reference);
      const {port, basePath} = reference.localServer;
      expect(consoleData.sandboxUrl).toBe(`http://localhost:${port}${basePath}`);
      expect(Object.keys(consoleData.operations).length).toBeGreaterThan(0);
      for (const [operationId, operation] of Object.entries(consoleData.operations)) {
        // The prefilled request is one the console would send without a complaint.
        if (operation.body)
          expect(bodyProblems(operation.body.example, operation.body.schema, consoleData.defs), operationId).toEqual(
            [],
          );
        for (const parameter of operation.parameters)
          expect(
            parameterProblems(parameter, parameter.example, consoleData.defs),
            `${operationId} ${parameter.name}`,
          ).toEqual([]);
      }
    },
  );

  it('marks as state-changing every method but GET, and the GETs that act; a GET it cannot find stops the build', async () => {
    const changing = async (reference: (typeof API_REFERENCES)[number]) => {
      const {consoleData} = await generateReference(reference);
      const operations = Object.entries(consoleData.operations);
      return operations.filter(([, operation]) => operation.changesState).map(([id]) => id);
    };
    const [arkd, fulmine] = await Promise.all(API_REFERENCES.map(changing));
    expect(arkd).toEqual(expect.arrayContaining(['withdrawFunds', 'ping', 'deriveAddress']));
    expect(arkd).not.toContain('getInfo');
    expect(fulmine).toEqual(expect.arrayContaining(['settle', 'sendOffChain']));
    expect(fulmine).not.toContain('getInfo');
    const wrong = {...API_REFERENCES[0], getsThatAct: ['getInfo', 'withdrawFunds']};
    await expect(generateReference(wrong)).rejects.toThrow(
      "src/constants.ts: arkd's getsThatAct names what is no GET of its spec: withdrawFunds",
    );
  });
});
