/**
 * The examples of both specs agree with each other, as values from one real server would: a transaction's txid is
 * the id of the transaction shown beside it, a tree node's parent is what it spends, an nsec holds the key printed
 * beside it, a preimage hashes to its hash and an invoice carries it, every Ark address names the server's key,
 * and every address is of one network. (That each value decodes at all is checked with its schema, through the
 * formats of tests/support/api-formats.ts.)
 */
import {ripemd160} from '@noble/hashes/legacy.js';
import {sha256} from '@noble/hashes/sha2.js';
import {hex} from '@scure/base';
import {describe, expect, it} from 'vitest';
import {baseFormat, decodeFormat, LOOKS_LIKE, type Decoded} from '../support/api-formats';
import {
  EACH_API,
  bundleSpec,
  isObject,
  nameOf,
  operationsOf,
  streamExampleOf,
  type Json,
  type JsonObject,
} from '../support/api-specs';
import {STREAM_EXTENSION} from '../support/api-conformance';
import {propertiesOf} from '../../sandbox/openapi';

/** One object of an example, with the format each of its string fields has in the schema. */
interface ExampleObject {
  where: string;
  operation: string;
  fields: Record<string, {value: Json; format?: string; decoded?: Decoded}>;
}

function decodedOrUndefined(format: string | undefined, value: Json): Decoded | undefined {
  if (!format || typeof value !== 'string') return undefined;
  try {
    return decodeFormat(format, value);
  } catch {
    return undefined; // reported by the schema test
  }
}

function collect(value: Json, schema: JsonObject, where: string, operation: string, out: ExampleObject[]): void {
  if (Array.isArray(value)) {
    if (isObject(schema.items))
      value.forEach((item, index) => collect(item, schema.items as JsonObject, `${where}[${index}]`, operation, out));
    return;
  }
  if (!isObject(value)) return;
  const properties = propertiesOf(schema);
  const fields: ExampleObject['fields'] = {};
  for (const [key, fieldValue] of Object.entries(value)) {
    const fieldSchema =
      properties[key] ?? (isObject(schema.additionalProperties) ? schema.additionalProperties : undefined);
    if (!fieldSchema) continue;
    const format = typeof fieldSchema.format === 'string' ? fieldSchema.format : undefined;
    fields[key] = {value: fieldValue, format, decoded: decodedOrUndefined(format, fieldValue)};
    collect(fieldValue, fieldSchema, `${where}.${key}`, operation, out);
  }
  out.push({where, operation, fields});
}

/** Every example object of every operation (streams line by line), with where it is. */
function exampleObjects(document: JsonObject): ExampleObject[] {
  const out: ExampleObject[] = [];
  for (const operation of operationsOf(document)) {
    const name = nameOf(operation);
    const contents: Array<[Json | undefined, string, boolean]> = [];
    const body = operation.operation.requestBody;
    if (isObject(body)) contents.push([body.content, 'request', false]);
    const responses = isObject(operation.operation.responses) ? operation.operation.responses : {};
    for (const [status, response] of Object.entries(responses)) {
      if (isObject(response))
        contents.push([
          response.content,
          `response ${status}`,
          status === '200' && operation.operation[STREAM_EXTENSION] === 'ndjson',
        ]);
    }
    for (const [content, label, isStream] of contents) {
      if (!isObject(content)) continue;
      for (const media of Object.values(content)) {
        if (!isObject(media) || !isObject(media.schema) || !('example' in media)) continue;
        const values = isStream ? streamExampleOf(media) : [media.example!];
        values.forEach((value, index) =>
          collect(
            value,
            media.schema as JsonObject,
            `${name} › ${label}${values.length > 1 ? ` line ${index + 1}` : ''}`,
            name,
            out,
          ),
        );
      }
    }
  }
  return out;
}

const TRANSACTION_FORMATS = new Set(['psbt', 'tx-hex']);

/**
 * A preimage hash is SHA-256 (32 bytes) or, in fulmine, HASH160 (20 bytes): fulmine reports RIPEMD-160 of the
 * Lightning payment hash, the hash its VHTLC scripts check (internal/infrastructure/lnd/service.go, cln/service.go).
 */
function hashOfPreimage(preimage: Uint8Array, hashHex: string): string {
  return hex.encode(hashHex.length === 40 ? ripemd160(sha256(preimage)) : sha256(preimage));
}

function asPreimageHash(paymentHash: string, hashHex: string): string {
  return hashHex.length === 40 ? hex.encode(ripemd160(hex.decode(paymentHash))) : paymentHash;
}

type Relation =
  | 'txid of a transaction'
  | 'parent of a tree node'
  | 'nsec and its hex'
  | 'preimage and its hash'
  | 'invoice and its hash'
  | 'server key of an Ark address';

/** The relations each spec's examples must exercise at least once, so that the test cannot pass by finding none. */
const EXPECTED_RELATIONS: Record<string, Relation[]> = {
  arkd: ['txid of a transaction', 'parent of a tree node', 'server key of an Ark address'],
  fulmine: ['nsec and its hex', 'preimage and its hash', 'invoice and its hash', 'server key of an Ark address'],
};

describe.each(EACH_API)('the examples of the %s API specification', (id, reference) => {
  it('agree with each other', async () => {
    const {file, document} = await bundleSpec(reference);
    const objects = exampleObjects(document);
    expect(objects.length, `${file} has no example objects`).toBeGreaterThan(0);
    const problems: string[] = [];
    const checked = new Map<Relation, number>();
    const count = (relation: Relation) => checked.set(relation, (checked.get(relation) ?? 0) + 1);

    for (const {where, fields} of objects) {
      const transactions = Object.entries(fields).filter(
        ([, field]) => field.format && TRANSACTION_FORMATS.has(baseFormat(field.format)) && field.decoded?.txid,
      );
      const txid = fields.txid?.value;
      if (transactions.length === 1 && typeof txid === 'string') {
        const [key, {decoded}] = transactions[0]!;
        count('txid of a transaction');
        if (decoded!.txid !== txid) problems.push(`${where}: txid ${txid} is not the id of ${key} (${decoded!.txid})`);
        const parent = fields.parentTxid?.value;
        if (typeof parent === 'string' && parent !== '') count('parent of a tree node');
        if (typeof parent === 'string' && parent !== '' && !decoded!.inputTxids!.includes(parent)) {
          problems.push(
            `${where}: parentTxid ${parent} is not spent by ${key} (it spends ${decoded!.inputTxids!.join(', ')})`,
          );
        }
      }
      if (fields.nsec?.decoded && typeof fields.hex?.value === 'string') count('nsec and its hex');
      if (
        fields.nsec?.decoded &&
        typeof fields.hex?.value === 'string' &&
        fields.nsec.decoded.bytes !== fields.hex.value
      ) {
        problems.push(`${where}: nsec holds ${fields.nsec.decoded.bytes}, not hex ${fields.hex.value}`);
      }
      const hash = fields.preimageHash?.value;
      const invoiceHash = fields.invoice?.decoded?.paymentHash;
      if (typeof hash === 'string' && invoiceHash) count('invoice and its hash');
      if (typeof hash === 'string' && invoiceHash && asPreimageHash(invoiceHash, hash) !== hash) {
        problems.push(`${where}: the invoice pays hash ${invoiceHash}, not preimageHash ${hash}`);
      }
    }

    // A bitcoin or Ark value in a field that names no format (or another kind of format) is not checked at all.
    for (const {where, fields} of objects) {
      for (const [key, {value, format}] of Object.entries(fields)) {
        if (typeof value !== 'string') continue;
        const kind = LOOKS_LIKE.find(({pattern}) => pattern.test(value));
        if (kind && !kind.formats.includes(baseFormat(format ?? ''))) {
          problems.push(
            `${where}.${key}: ${value.slice(0, 24)}… looks like ${kind.formats.join(' or ')}, but its schema has ${format ? `format ${format}` : 'no format'}`,
          );
        }
      }
    }

    // A preimage and its hash in one operation's request and response: a preimageHash field, or an invoice's payment hash.
    for (const operation of new Set(objects.map((object) => object.operation))) {
      const inOperation = objects.filter((object) => object.operation === operation);
      const preimages = inOperation.flatMap((object) =>
        typeof object.fields.preimage?.value === 'string' ? [object.fields.preimage.value] : [],
      );
      const hashes = inOperation.flatMap((object) =>
        typeof object.fields.preimageHash?.value === 'string' ? [object.fields.preimageHash.value] : [],
      );
      const paymentHashes = inOperation.flatMap((object) =>
        object.fields.invoice?.decoded?.paymentHash ? [object.fields.invoice.decoded.paymentHash] : [],
      );
      for (const preimage of preimages) {
        for (const hash of hashes) {
          count('preimage and its hash');
          const expected = hashOfPreimage(hex.decode(preimage), hash);
          if (hash !== expected)
            problems.push(
              `${operation}: preimageHash ${hash} is not ${hash.length === 40 ? 'HASH160' : 'SHA-256'} of preimage ${preimage} (${expected})`,
            );
        }
        for (const paymentHash of paymentHashes) {
          count('preimage and its hash');
          const expected = hex.encode(sha256(hex.decode(preimage)));
          if (paymentHash !== expected)
            problems.push(
              `${operation}: the invoice pays hash ${paymentHash}, not SHA-256 of preimage ${preimage} (${expected})`,
            );
        }
      }
    }

    // One server, one network.
    const serverKeys = new Map<string, string[]>();
    const networks = new Map<string, string[]>();
    const note = (map: Map<string, string[]>, key: string, where: string) =>
      map.set(key, [...(map.get(key) ?? []), where]);
    for (const {where, fields} of objects) {
      for (const [key, field] of Object.entries(fields)) {
        // Any format that decodes to an Ark address (ark-address, ark-or-bitcoin-address, one inside a BIP-21 URI)
        // names a server key.
        if (field.decoded?.serverKey) count('server key of an Ark address');
        if (field.decoded?.serverKey) note(serverKeys, field.decoded.serverKey, `${where}.${key}`);
        if (field.decoded?.network) note(networks, field.decoded.network, `${where}.${key}`);
        if (field.decoded?.arkNetwork) note(networks, `ark ${field.decoded.arkNetwork}`, `${where}.${key}`);
      }
      const serverPubkey =
        fields.serverPubkey?.decoded?.bytes ??
        (id === 'arkd' && where.startsWith('GET /v1/info') ? fields.pubkey?.decoded?.bytes : undefined);
      if (serverPubkey) note(serverKeys, serverPubkey, `${where} (the server's key)`);
    }
    if (serverKeys.size > 1) {
      problems.push(
        `Ark addresses and server keys name ${serverKeys.size} different server keys:\n${[...serverKeys].map(([key, at]) => `    ${key}: ${at.join(', ')}`).join('\n')}`,
      );
    }
    const arkOnMainnet = [...networks.keys()]
      .filter((network) => network.startsWith('ark '))
      .map((network) => network === 'ark mainnet');
    const bitcoinNetworks = [...networks.keys()].filter((network) => !network.startsWith('ark '));
    const mixed =
      bitcoinNetworks.length > 1 ||
      new Set(arkOnMainnet).size > 1 ||
      (arkOnMainnet.length > 0 &&
        bitcoinNetworks.length === 1 &&
        arkOnMainnet[0] !== (bitcoinNetworks[0] === 'mainnet'));
    if (mixed) {
      problems.push(
        `addresses of more than one network (tark serves testnet, signet and regtest):\n${[...networks].map(([network, at]) => `    ${network}: ${at.join(', ')}`).join('\n')}`,
      );
    }

    expect(problems, `${file}:\n${problems.join('\n')}`).toEqual([]);
    const unexercised = EXPECTED_RELATIONS[id]!.filter((relation) => !checked.get(relation));
    expect(
      unexercised,
      `${file}: no example shows these relations, so nothing checked them (mark the fields' formats)`,
    ).toEqual([]);
  });
});
