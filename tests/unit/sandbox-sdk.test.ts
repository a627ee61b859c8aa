/**
 * The sandbox (sandbox/) against the pinned TypeScript SDK: every call of @arkade-os/sdk 0.1.1's
 * RestArkProvider must succeed on it, as it would on arkd v0.6.3, plus the gateway's wire rules the SDK never
 * exercises (proto names, type errors, CORS preflight, streams that stay open).
 */
import os from 'node:os';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSandbox, type RunningSandbox} from '../../sandbox/server';

type Sdk = typeof import('@arkade-os/sdk');

const TXID = 'd52f6220b5c381a477c2d6f99313f0c3a8b97155cd2f91a5785cca76f52374de';
const PUBKEY = '0248be03c5f4d8c53b11eba9dbca9ca95d2597b1fd05607756db37720701ae0847';
const TXID_SHAPE = /^[0-9a-f]{64}$/;
const ADDRESS =
  'tark1lyxv37saxmqjcjqvsv4wvatqxzju9r4y5lh750ylw4zxc0htr98t6s8dlstdnrcgy6vz5606edkuctms6umtjvffcwsvzekzgncpjaqgr55xf';

/** Whether this machine has ::1, where the sandbox then listens too. */
const hasIpv6Loopback = Object.values(os.networkInterfaces()).some((addresses) =>
  addresses?.some((address) => address.address === '::1'),
);

let sandbox: RunningSandbox;
let sdk: Sdk;

beforeAll(async () => {
  sdk = await import('@arkade-os/sdk');
  // A short interval keeps the stream tests quick; the default is a second, like a slow round.
  sandbox = await startSandbox('arkd', {port: 0, streamIntervalMs: 20});
});

afterAll(async () => {
  await sandbox?.stop();
});

/** The first `count` values of an async iterator, then the abort the SDK's callers use to stop it. */
async function take<T>(iterator: AsyncIterable<T>, count: number, controller: AbortController): Promise<T[]> {
  const values: T[] = [];
  for await (const value of iterator) {
    values.push(value);
    if (values.length >= count) break;
  }
  controller.abort();
  return values;
}

describe('RestArkProvider 0.1.1 on the arkd sandbox', () => {
  const provider = () => new sdk.RestArkProvider(sandbox.baseUrl);

  it('getInfo', async () => {
    const info = await provider().getInfo();
    expect(info.pubkey).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(typeof info.batchExpiry).toBe('bigint');
  });

  it('getVirtualCoins', async () => {
    const coins = await provider().getVirtualCoins(ADDRESS);
    expect(coins.spendableVtxos.length).toBeGreaterThan(0);
    expect(Array.isArray(coins.spentVtxos)).toBe(true);
    for (const coin of coins.spendableVtxos) expect(coin.txid).toMatch(TXID_SHAPE);
  });

  it('getRound', async () => {
    const round = await provider().getRound(TXID);
    expect(round.id).toBeTruthy();
    expect(round.start).toBeInstanceOf(Date);
  });

  it('registerInputsForNextRound', async () => {
    const {requestId} = await provider().registerInputsForNextRound([
      {outpoint: {txid: TXID, vout: 0}, tapscripts: ['51']},
    ]);
    expect(requestId).toBeTruthy();
  });

  it('registerOutputsForNextRound', async () => {
    await expect(
      provider().registerOutputsForNextRound('e1f2a3b4', [{address: ADDRESS, amount: 79800n}], [PUBKEY], true),
    ).resolves.toBeUndefined();
  });

  it('submitTreeNonces', async () => {
    const nonces = [[{pubNonce: new Uint8Array(66)}]];
    await expect(provider().submitTreeNonces('round', PUBKEY, nonces)).resolves.toBeUndefined();
  });

  it('submitTreeSignatures', async () => {
    // Only `encode()` is read: a stand-in for musig2.PartialSig keeps the test free of real signing.
    const signatures = [[{encode: () => new Uint8Array(32)}]] as unknown as Parameters<
      InstanceType<Sdk['RestArkProvider']>['submitTreeSignatures']
    >[2];
    await expect(provider().submitTreeSignatures('round', PUBKEY, signatures)).resolves.toBeUndefined();
  });

  it('submitSignedForfeitTxs', async () => {
    await expect(provider().submitSignedForfeitTxs(['cHNidP8BAA=='])).resolves.toBeUndefined();
  });

  it('ping', async () => {
    await expect(provider().ping('e1f2a3b4')).resolves.toBeUndefined();
  });

  it('submitVirtualTx (sends the proto name redeem_tx)', async () => {
    await expect(provider().submitVirtualTx('cHNidP8BAA==')).resolves.toMatch(/\S/);
  });

  it('getEventStream yields each event of a round, parsed, while connected', async () => {
    const controller = new AbortController();
    const events = await take(provider().getEventStream(controller.signal), 4, controller);
    // The spec's example round, in the SDK's names: the SDK skips (returns null for) an event it cannot read.
    expect(events.map((event) => event.type)).toEqual([
      'signing_start',
      'signing_nonces_generated',
      'finalization',
      'finalized',
    ]);
  });

  it('subscribeForAddress yields parsed updates while connected', async () => {
    const controller = new AbortController();
    const updates = await take(provider().subscribeForAddress(ADDRESS, controller.signal), 2, controller);
    expect(updates).toHaveLength(2);
    for (const update of updates) {
      // The SDK puts [] in place of a missing list, so empty lists would mean the fields were not read.
      const coins = [...update.newVtxos, ...update.spentVtxos];
      expect(coins.length).toBeGreaterThan(0);
      for (const coin of coins) expect(coin.txid).toMatch(TXID_SHAPE);
    }
  });
});

describe('the arkd sandbox on the wire', () => {
  const post = (urlPath: string, body: string) =>
    fetch(`${sandbox.baseUrl}${urlPath}`, {method: 'POST', headers: {'content-type': 'application/json'}, body});

  it('accepts proto (snake_case) field names, and reads them as the field', async () => {
    expect((await post('/v1/round/submitForfeitTxs', '{"signed_forfeit_txs":["cHNidP8BAA=="]}')).status).toBe(200);
    // The same key with a wrong type fails: the sandbox took it for signedForfeitTxs, not for an unknown key.
    const wrong = await post('/v1/round/submitForfeitTxs', '{"signed_forfeit_txs":[5]}');
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as {message: string}).message).toContain('signedForfeitTxs');
  });

  it('rejects the same field under both names, naming the second as it was sent, where it was sent', async () => {
    const response = await post('/v1/redeem-tx', '{"redeemTx":"a","redeem_tx":"b"}');
    expect(response.status).toBe(400);
    // protojson's text (decode.go unmarshalMessage), with the line and column of the key.
    expect(await response.json()).toEqual({
      code: 3,
      message: 'proto: (line 1:17): duplicate field "redeem_tx"',
      details: [],
    });
  });

  it('drops unknown keys and takes uint64 as a number or a string', async () => {
    const body = (amount: number | string) =>
      JSON.stringify({requestId: 'r', outputs: [{address: ADDRESS, amount}], unknownKey: {deep: [1]}});
    expect((await post('/v1/round/registerOutputs', body(79800))).status).toBe(200);
    expect((await post('/v1/round/registerOutputs', body('79800'))).status).toBe(200);
  });

  it('answers a wrong-typed field with 400 code 3 naming the field by its JSON name', async () => {
    const response = await post('/v1/redeem-tx', '{"redeem_tx": 123}');
    expect(response.status).toBe(400);
    const body = (await response.json()) as {code: number; message: string; details: unknown[]};
    expect(body.code).toBe(3);
    expect(body.message).toContain('redeemTx');
    expect(body.details).toEqual([]);
  });

  it('answers bad JSON with 400 code 3', async () => {
    const response = await post('/v1/redeem-tx', '{"redeemTx":');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({code: 3, message: 'unexpected EOF', details: []});
    const unquoted = await post('/v1/redeem-tx', '{redeemTx: "x"}');
    expect(await unquoted.json()).toEqual({
      code: 3,
      message: "invalid character 'r' looking for beginning of object key string",
      details: [],
    });
    // The gateway's decoder reads one JSON value and ignores the bytes after it.
    expect((await post('/v1/redeem-tx', '{"redeemTx":"cHNidP8BAA=="}} trailing')).status).toBe(200);
  });

  it('answers unknown paths 404 code 5 and other methods 501 code 12, with CORS', async () => {
    const missing = await fetch(`${sandbox.baseUrl}/v1/no-such-endpoint`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({code: 5, message: 'Not Found', details: []});
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
    const wrongMethod = await post('/v1/info', '{}');
    expect(wrongMethod.status).toBe(501);
    expect(await wrongMethod.json()).toEqual({code: 12, message: 'Method Not Allowed', details: []});
  });

  it('sends non-gateway requests to the gRPC server: 405/415 plain text, no CORS', async () => {
    const deleted = await fetch(`${sandbox.baseUrl}/v1/info`, {method: 'DELETE'});
    expect(deleted.status).toBe(405);
    expect(deleted.headers.get('access-control-allow-origin')).toBeNull();
    const untyped = await fetch(`${sandbox.baseUrl}/v1/info`, {method: 'POST'});
    expect(untyped.status).toBe(415);
  });

  it('answers a preflight on any path with 200 and the three CORS headers', async () => {
    const response = await fetch(`${sandbox.baseUrl}/anything/at/all`, {
      method: 'OPTIONS',
      headers: {origin: 'https://docs.example', 'access-control-request-method': 'POST'},
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, GET, OPTIONS');
    expect(await response.text()).toBe('');
  });

  it('reads query parameters by proto or JSON name and answers a bad value as the gateway does', async () => {
    const query = (search: string) =>
      fetch(`${sandbox.baseUrl}/v1/history/${ADDRESS}?${search}`, {headers: {'x-macaroon': '0201'}});
    const status = async (response: Response) => ({status: response.status, body: (await response.json()) as unknown});
    const badRequest = (message: string) => ({status: 400, body: {code: 3, message, details: []}});
    expect(await status(await query('page.size=abc'))).toEqual(
      badRequest('parsing field "size": strconv.ParseInt: parsing "abc": invalid syntax'),
    );
    expect(await status(await query('start_time=1.5'))).toEqual(
      badRequest('parsing field "start_time": strconv.ParseInt: parsing "1.5": invalid syntax'),
    );
    expect(await status(await query('page.size=3000000000'))).toEqual(
      badRequest('parsing field "size": strconv.ParseInt: parsing "3000000000": value out of range'),
    );
    expect(await status(await query('page.size=1&page.size=2'))).toEqual(
      badRequest('too many values for field "size": 1, 2'),
    );
    expect((await query('no_such_parameter=x&page.size=%2B5')).status).not.toBe(400);
  });

  it.each([
    [`/v1/vtxo/${TXID}/-1/chain`, 'outpoint.vout', '-1'],
    // arkd's indexer.pb.gw.go names the field by its proto path, whose first part the JSON name spells otherwise.
    [`/v1/batch/${TXID}/x/tree`, 'batch_outpoint.vout', 'x'],
  ])('answers a bad path parameter (%s) as the gateway does, naming the proto field', async (path, field, value) => {
    const response = await fetch(`${sandbox.baseUrl}${path}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 3,
      message: `type mismatch, parameter: ${field}, error: parsing field "vout": strconv.ParseUint: parsing "${value}": invalid syntax`,
      details: [],
    });
  });

  it("answers /healthz from the mux's own handler: one line, no gRPC metadata", async () => {
    const response = await fetch(`${sandbox.baseUrl}/healthz`);
    expect(await response.text()).toBe('{"status":"SERVING"}\n');
    expect(response.headers.get('grpc-metadata-content-type')).toBeNull();
  });

  it.skipIf(!hasIpv6Loopback)('answers on both addresses localhost may resolve to', async () => {
    expect(sandbox.hosts).toEqual(['127.0.0.1', '::1']);
    for (const host of ['127.0.0.1', '[::1]']) {
      expect((await fetch(`http://${host}:${sandbox.port}/v1/info`)).status).toBe(200);
    }
  });

  it('sends int64 fields as strings, as the spec examples do', async () => {
    const info = (await (await fetch(`${sandbox.baseUrl}/v1/info`)).json()) as Record<string, unknown>;
    expect(typeof info.vtxoTreeExpiry).toBe('string');
  });

  it('keeps a stream open, one compact {"result":…} line at a time', async () => {
    const controller = new AbortController();
    const response = await fetch(`${sandbox.baseUrl}/v1/events`, {signal: controller.signal});
    expect(response.headers.get('content-type')).toBe('application/json');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    // More lines than the transcript holds: the sandbox must not close after the examples.
    while (text.split('\n').length - 1 < 6) {
      const {value, done} = await reader.read();
      expect(done).toBe(false);
      text += decoder.decode(value, {stream: true});
    }
    controller.abort();
    const lines = text.split('\n').slice(0, 6);
    for (const line of lines) {
      expect(line).toBe(JSON.stringify(JSON.parse(line)));
      expect(Object.keys(JSON.parse(line) as object)).toEqual(['result']);
    }
  });
});

describe('the macaroon check', () => {
  it('answers a protected call without X-Macaroon as arkd does: HTTP 500, code 2', async () => {
    const response = await fetch(`${sandbox.baseUrl}/v1/admin/sweeps`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({code: 2, message: 'expected 1 macaroon, got 0', details: []});
    const withMacaroon = await fetch(`${sandbox.baseUrl}/v1/admin/sweeps`, {headers: {'x-macaroon': '0201'}});
    expect(withMacaroon.status).toBe(200);
  });
});

describe('the release faults with macaroons on', () => {
  it('refuses every arkd indexer call whatever header is sent', async () => {
    const response = await fetch(`${sandbox.baseUrl}/v1/commitmentTx/${TXID}`, {headers: {'x-macaroon': '0201'}});
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: 2,
      message: '/ark.v1.IndexerService/GetCommitmentTx: unknown permissions required for method',
      details: [],
    });
  });
});

describe('the fulmine sandbox on the wire', () => {
  let fulmine: RunningSandbox;
  beforeAll(async () => {
    fulmine = await startSandbox('fulmine', {port: 0, streamIntervalMs: 20});
  });
  afterAll(async () => {
    await fulmine?.stop();
  });

  it('serves REST only under /api; elsewhere the web UI answers 404 in plain text', async () => {
    expect((await fetch(`${fulmine.baseUrl}/v1/wallet/status`)).status).toBe(200);
    const outside = await fetch(`${fulmine.baseUrl.replace(/\/api$/, '')}/v1/wallet/status`);
    expect(outside.status).toBe(404);
    expect(await outside.text()).toBe('404 page not found');
  });

  it("sends arkd's CORS headers by default, and none with the real fulmine's behaviour", async () => {
    const preflight = await fetch(`${fulmine.baseUrl}/v1/wallet/status`, {method: 'OPTIONS'});
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const faithful = await startSandbox('fulmine', {port: 0, fulmineCors: false});
    try {
      const response = await fetch(`${faithful.baseUrl}/v1/wallet/status`, {method: 'OPTIONS'});
      expect(response.status).toBe(501);
      expect(await response.json()).toEqual({code: 12, message: 'Method Not Allowed', details: []});
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await faithful.stop();
    }
  });

  it('does not name the field in a type error (protobuf-go v1.30.0)', async () => {
    const response = await fetch(`${fulmine.baseUrl}/v1/wallet/unlock`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: '{"password": 42}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 3,
      message: 'proto: (line 1:14): invalid value for string type: 42',
      details: [],
    });
  });

  it('answers the handlers v0.1.12 leaves unwritten with "not implemented", a stream as one {"error":…} line', async () => {
    const post = (urlPath: string, body: object) =>
      fetch(`${fulmine.baseUrl}${urlPath}`, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify(body),
      });
    const auth = await post('/v1/wallet/auth', {password: 'x'});
    expect(auth.status).toBe(500);
    expect(await auth.json()).toEqual({code: 2, message: 'not implemented', details: []});
    const restore = await post('/v1/wallet/restore', {mnemonic: 'a', password: 'b', serverUrl: 'c'});
    expect(restore.status).toBe(500);
    expect(await restore.text()).toBe('{"error":{"code":2,"message":"not implemented","details":[]}}\n');
  });

  it('fails the notifications stream with one {"error":…} line whatever header is sent', async () => {
    const response = await fetch(`${fulmine.baseUrl}/v1/notifications`, {headers: {'x-macaroon': '0201'}});
    expect(response.status).toBe(500);
    expect(await response.text()).toBe(
      '{"error":{"code":2,"message":"unable to get metadata from context","details":[]}}\n',
    );
  });
});
