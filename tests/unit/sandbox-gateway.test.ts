/**
 * The sandbox (sandbox/) where the API review of 2026-12-06 (section 5) found it unlike the real servers: each
 * request is sent over HTTP and the answer checked as the release gives it, with the source of each fact.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {LOCAL_SERVERS} from '../../sandbox/apis';
import {startSandbox, type RunningSandbox} from '../../sandbox/server';
import {apiReferenceById} from '../../src/constants';

let arkd: RunningSandbox;
let fulmine: RunningSandbox;

beforeAll(async () => {
  [arkd, fulmine] = await Promise.all([
    startSandbox('arkd', {port: 0, streamIntervalMs: 20}),
    startSandbox('fulmine', {port: 0, streamIntervalMs: 20}),
  ]);
});

afterAll(async () => {
  await Promise.all([arkd?.stop(), fulmine?.stop()]);
});

const MACAROON = {'x-macaroon': '0201'};

function post(sandbox: RunningSandbox, urlPath: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${sandbox.baseUrl}${urlPath}`, {
    method: 'POST',
    headers: {'content-type': 'application/json', ...MACAROON, ...headers},
    body,
  });
}

/** The status and the JSON body of an answer. */
async function answer(response: Response) {
  return {status: response.status, body: (await response.json()) as unknown};
}

const badRequest = (message: string) => ({status: 400, body: {code: 3, message, details: []}});

it('listens where the site says the releases do', () => {
  expect(LOCAL_SERVERS.arkd).toEqual(apiReferenceById('arkd').localServer);
  expect(LOCAL_SERVERS.fulmine).toEqual(apiReferenceById('fulmine').localServer);
});

describe('an empty last path segment binds "" (runtime/pattern.go), and the handler decides (S2)', () => {
  it('arkd answers GET /v1/round/ with the round in progress (handlers/arkservice.go GetRound)', async () => {
    const response = await fetch(`${arkd.baseUrl}/v1/round/`);
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveProperty('round.id');
  });

  it("arkd's Ping and fulmine's GetRoundInfo refuse it with their InvalidArgument", async () => {
    expect(await answer(await fetch(`${arkd.baseUrl}/v1/round/ping/`))).toEqual(badRequest('missing request id'));
    const round = await fetch(`${fulmine.baseUrl}/v1/round/`, {headers: MACAROON});
    expect(await answer(round)).toEqual(badRequest('missing round id'));
  });

  it("Go's ServeMux redirects a path with an empty segment inside it to its clean form", async () => {
    const response = await fetch(`${arkd.baseUrl}/v1//info?x=1`, {redirect: 'manual'});
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/v1/info?x=1');
    expect(await response.text()).toBe('<a href="/v1/info?x=1">Moved Permanently</a>.\n\n');
  });
});

describe('protojson (encoding/protojson/decode.go) with the line and column of the token at fault', () => {
  it('refuses a field sent twice, even under one name (S3)', async () => {
    expect(await answer(await post(arkd, '/v1/boarding', '{"pubkey":"02ab",\n "pubkey":"03cd"}'))).toEqual(
      badRequest('proto: (line 2:2): duplicate field "pubkey"'),
    );
  });

  it('refuses both branches of a oneof (S4)', async () => {
    const input = {outpoint: {txid: 'ab', vout: 0}, descriptor: 'tr(…)', tapscripts: {scripts: ['51']}};
    expect(await answer(await post(arkd, '/v1/round/registerInputs', JSON.stringify({inputs: [input]})))).toEqual(
      badRequest('proto: (line 1:68): error parsing "tapscripts", oneof ark.v1.Input.taproot_tree is already set'),
    );
    // A branch sent as null is left unset, and does not count.
    const oneBranch = {...input, descriptor: null};
    expect((await post(arkd, '/v1/round/registerInputs', JSON.stringify({inputs: [oneBranch]}))).status).toBe(200);
  });

  it('refuses a Duration or a Timestamp that is not in its JSON form, or out of range (S5, well_known_types.go)', async () => {
    const config = (fields: object) => JSON.stringify({config: fields});
    const marketHour = (fields: object) => post(arkd, '/v1/admin/market-hour', config(fields));
    expect(await answer(await marketHour({period: '86400'}))).toEqual(
      badRequest('proto: (line 1:21): invalid google.protobuf.Duration value "86400"'),
    );
    expect(await answer(await marketHour({roundInterval: '315576000001s'}))).toEqual(
      badRequest('proto: (line 1:28): google.protobuf.Duration value out of range: "315576000001s"'),
    );
    expect(await answer(await marketHour({startTime: '2025-02-29T09:00:00Z'}))).toEqual(
      badRequest('proto: (line 1:24): invalid google.protobuf.Timestamp value "2025-02-29T09:00:00Z"'),
    );
    expect(await answer(await marketHour({startTime: 1749805200}))).toEqual(
      badRequest('proto: syntax error (line 1:24): unexpected token 1749805200'),
    );
    // What Go's time.Parse and parseDuration take beyond the usual forms.
    const unusual = {startTime: '2024-02-29T9:00:00,5+01:00', endTime: '2025-06-13T10:00:00.123456789Z', period: '.5s'};
    expect((await marketHour({...unusual, roundInterval: '+1.s'})).status).toBe(200);
  });

  it('refuses an enum name it does not know on fulmine, whose v1.30.0 fork has no DiscardUnknown for enums (S6)', async () => {
    const vhtlc = (type: string) =>
      post(fulmine, '/v1/vhtlc', `{"preimageHash":"ab","unilateralClaimDelay":{"type":"${type}","value":512}}`);
    expect(await answer(await vhtlc('FOO'))).toEqual(
      badRequest('proto: (line 1:53): invalid value for enum type: "FOO"'),
    );
    expect((await vhtlc('LOCKTIME_TYPE_SECOND')).status).toBe(200);
  });
});

it('runs the GET handler for a form POST to a GET route, with the form as its query, on fulmine (S7, mux.go)', async () => {
  const form = (body: string) =>
    fetch(`${fulmine.baseUrl}/v1/settle`, {
      method: 'POST',
      headers: {'content-type': 'application/x-www-form-urlencoded', ...MACAROON},
      body,
    });
  expect((await form('')).status).toBe(200);
  expect(await answer(await form('a=%zz'))).toEqual(badRequest('invalid URL escape "%zz"'));
  // Another content type is no fallback: the path serves GET only.
  const json = await post(fulmine, '/v1/settle', '{}');
  expect(await answer(json)).toEqual({status: 501, body: {code: 12, message: 'Method Not Allowed', details: []}});
});

describe('Accept: application/json+pretty (S8, marshaler_registry.go)', () => {
  const pretty = {accept: 'application/json+pretty'};

  it('indents the answer and leaves out every zero field', async () => {
    const round = (headers = {}) => fetch(`${arkd.baseUrl}/v1/round/${'ab'.repeat(32)}`, {headers});
    const compact = (await (await round()).json()) as {round: Record<string, unknown>};
    expect(compact.round.forfeitTxs, 'a zero field of the example').toEqual([]);
    const text = await (await round(pretty)).text();
    expect(text).toMatch(/^\{\n {2}"round": \{\n {4}"id": "/);
    expect((JSON.parse(text) as typeof compact).round).not.toHaveProperty('forfeitTxs');
  });

  it('indents an error and leaves out its empty details, chosen by Content-Type too', async () => {
    const missing = await fetch(`${arkd.baseUrl}/v1/no-such-endpoint`, {headers: pretty});
    expect(await missing.text()).toBe('{\n  "code": 5,\n  "message": "Not Found"\n}');
    const typed = await post(fulmine, '/v1/wallet/unlock', '{"password": 42}', {
      'content-type': 'application/json+pretty',
    });
    expect(await typed.text()).toBe(
      '{\n  "code": 3,\n  "message": "proto: (line 1:14): invalid value for string type: 42"\n}',
    );
  });

  it('indents each line of a stream', async () => {
    const controller = new AbortController();
    const response = await fetch(`${arkd.baseUrl}/v1/events`, {headers: pretty, signal: controller.signal});
    const {value} = await response.body!.getReader().read();
    controller.abort();
    expect(new TextDecoder().decode(value)).toMatch(/^\{\n {2}"result": \{\n {4}"roundSigning": \{\n/);
  });
});

describe("fulmine's web server outside /api (S13, internal/interface/web)", () => {
  const root = () => fulmine.baseUrl.replace(/\/api$/, '');

  it('answers / with a page, as its web UI does', async () => {
    const page = await fetch(`${root()}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it("answers any other path with gin's plain 404", async () => {
    const missing = await fetch(`${root()}/v1/info`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('text/plain');
    expect(await missing.text()).toBe('404 page not found');
  });
});

it('sends no Grpc-Metadata-* header with an error, which grpc-go gets as a trailers-only answer (S14)', async () => {
  // A handler's error, the macaroon check's, and the gateway's own.
  for (const response of [
    await fetch(`${arkd.baseUrl}/v1/round/ping/`),
    await fetch(`${arkd.baseUrl}/v1/admin/sweeps`),
    await fetch(`${arkd.baseUrl}/v1/no-such-endpoint`),
  ]) {
    expect(response.status).toBeGreaterThanOrEqual(400);
    const names: string[] = [];
    response.headers.forEach((_, name) => names.push(name));
    expect(names.filter((name) => name.startsWith('grpc-metadata-'))).toEqual([]);
  }
  // A success carries the header metadata of the gRPC answer.
  expect((await fetch(`${arkd.baseUrl}/v1/info`)).headers.get('grpc-metadata-content-type')).toBe('application/grpc');
});
