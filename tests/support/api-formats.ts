/**
 * The string formats our API specs use for bitcoin and Ark values, each with a decoder, so that every example
 * carrying one is checked to decode (tests/support/api-examples.ts registers them with ajv). The decoding is done
 * by maintained libraries (@scure/btc-signer, @scure/base, @noble/curves, light-bolt11-decoder); only the two
 * formats with no library, Ark's note and MuSig2 matrix framings, are read here, after their Go code at the
 * documented commit (common/note/note.go, common/tree/musig2.go).
 */
import {secp256k1, schnorr} from '@noble/curves/secp256k1.js';
import {base58, base64, bech32, bech32m, hex} from '@scure/base';
import {Address, NETWORK, Script, TEST_NETWORK, Transaction} from '@scure/btc-signer';
import {decode as decodeBolt11} from 'light-bolt11-decoder';

/** What a value of the format decodes to, for the tests that check relations between examples. */
export interface Decoded {
  txid?: string;
  /** The txid each input spends (for PSBTs and raw transactions). */
  inputTxids?: string[];
  /** An Ark address's server key, x-only hex. */
  serverKey?: string;
  /** A bitcoin address's network: mainnet, testnet (also signet) or regtest. */
  network?: 'mainnet' | 'testnet' | 'regtest';
  /** An Ark address's prefix says only mainnet (ark) or one of the test networks (tark). */
  arkNetwork?: 'mainnet' | 'test';
  /** The 32 bytes an nsec or a key holds, hex. */
  bytes?: string;
  /** A BOLT11 invoice's payment hash, hex. */
  paymentHash?: string;
}

export interface StringFormat {
  /** What a reader sees in the reference next to the field (the renderer shows the format name). */
  description: string;
  /** Throws with the reason when the value does not decode. */
  decode(value: string): Decoded;
}

const REGTEST_NETWORK = {...TEST_NETWORK, bech32: 'bcrt'};
const BECH32_NO_LIMIT = 10_000;
const HEX = /^(?:[0-9a-f]{2})+$/;

function bytesOfHex(value: string, length?: number): Uint8Array {
  if (!HEX.test(value)) throw new Error('not lowercase hex of whole bytes');
  const bytes = hex.decode(value);
  if (length !== undefined && bytes.length !== length) throw new Error(`${bytes.length} bytes, expected ${length}`);
  return bytes;
}

function inputTxids(tx: Transaction): string[] {
  return Array.from({length: tx.inputsLength}, (_, index) => hex.encode(tx.getInput(index).txid!));
}

function xOnlyPoint(bytes: Uint8Array): string {
  schnorr.utils.lift_x(BigInt(`0x${hex.encode(bytes)}`));
  return hex.encode(bytes);
}

function networkOfBitcoinAddress(value: string): Decoded['network'] {
  for (const [network, params] of [
    ['regtest', REGTEST_NETWORK],
    ['mainnet', NETWORK],
    ['testnet', TEST_NETWORK],
  ] as const) {
    try {
      Address(params).decode(value);
      return network;
    } catch {
      // not an address of this network: try the next
    }
  }
  throw new Error('not a valid mainnet, testnet/signet or regtest address (checksum, prefix or program)');
}

/**
 * Reads a serialized MuSig2 matrix (common/tree/musig2.go, encodeMatrix): a u32 little-endian row count, then per
 * row a u32 little-endian cell count and per cell a one-byte not-nil flag followed, when set, by a cell of
 * `cellLength` bytes (a 66-byte public nonce or a 32-byte partial signature).
 */
export function decodeMusig2Matrix(value: string, cellLength: number): Array<Array<Uint8Array | null>> {
  const bytes = bytesOfHex(value);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  const take = (length: number, what: string) => {
    if (offset + length > bytes.length) throw new Error(`ends inside ${what} at byte ${offset}`);
    const start = offset;
    offset += length;
    return start;
  };
  const rows: Array<Array<Uint8Array | null>> = [];
  const rowCount = view.getUint32(take(4, 'the row count'), true);
  for (let row = 0; row < rowCount; row += 1) {
    const cells: Array<Uint8Array | null> = [];
    const cellCount = view.getUint32(take(4, `the cell count of row ${row}`), true);
    for (let cell = 0; cell < cellCount; cell += 1) {
      const flag = view.getUint8(take(1, `the flag of cell ${row}/${cell}`));
      if (flag > 1) throw new Error(`cell ${row}/${cell} has flag ${flag}, expected 0 or 1`);
      if (flag === 0) {
        cells.push(null);
        continue;
      }
      const start = take(cellLength, `cell ${row}/${cell}`);
      cells.push(bytes.subarray(start, start + cellLength));
    }
    rows.push(cells);
  }
  if (offset !== bytes.length) throw new Error(`${bytes.length - offset} bytes left after the matrix`);
  return rows;
}

const BASE_FORMATS: Record<string, StringFormat> = {
  txid: {
    description: 'transaction id: 32 bytes, hex, in the byte order block explorers show',
    decode: (value) => {
      bytesOfHex(value, 32);
      return {txid: value};
    },
  },
  psbt: {
    description: 'a PSBT (BIP-174), base64',
    decode: (value) => {
      const tx = Transaction.fromPSBT(base64.decode(value), {allowUnknownOutputs: true, allowUnknownInputs: true, allowUnknown: true});
      return {txid: tx.id, inputTxids: inputTxids(tx)};
    },
  },
  'tx-hex': {
    description: 'a raw bitcoin transaction, hex',
    decode: (value) => {
      const tx = Transaction.fromRaw(bytesOfHex(value), {allowUnknownOutputs: true, allowUnknownInputs: true});
      return {txid: tx.id, inputTxids: inputTxids(tx)};
    },
  },
  pubkey: {
    description: 'a compressed secp256k1 public key: 33 bytes, hex',
    decode: (value) => {
      secp256k1.Point.fromHex(hex.encode(bytesOfHex(value, 33)));
      return {bytes: value.slice(2)};
    },
  },
  'xonly-pubkey': {
    description: 'an x-only (BIP-340) public key: 32 bytes, hex',
    decode: (value) => ({bytes: xOnlyPoint(bytesOfHex(value, 32))}),
  },
  'bitcoin-address': {
    description: 'a bitcoin address of the server\'s network',
    decode: (value) => ({network: networkOfBitcoinAddress(value)}),
  },
  'ark-address': {
    description: 'an Ark address: bech32m, prefix ark (mainnet) or tark, holding the server\'s and the VTXO\'s x-only keys',
    decode: (value) => {
      const {prefix, words} = bech32m.decode(value as `${string}1${string}`, BECH32_NO_LIMIT);
      if (prefix !== 'ark' && prefix !== 'tark') throw new Error(`prefix ${prefix}, expected ark or tark`);
      const payload = bech32m.fromWords(words);
      if (payload.length !== 64) throw new Error(`${payload.length} bytes, expected 64 (server key, VTXO key)`);
      return {serverKey: xOnlyPoint(payload.subarray(0, 32)), arkNetwork: prefix === 'ark' ? 'mainnet' : 'test'};
    },
  },
  'ark-note': {
    description: 'an Ark note: "arknote" then base58 of an 8-byte id, a 4-byte value in sats (big-endian) and the server\'s signature',
    decode: (value) => {
      if (!value.startsWith('arknote')) throw new Error('does not start with arknote');
      const bytes = base58.decode(value.slice('arknote'.length));
      if (bytes.length < 12) throw new Error(`${bytes.length} bytes, expected at least 12`);
      return {};
    },
  },
  bolt11: {
    description: 'a BOLT11 Lightning invoice',
    decode: (value) => {
      const invoice = decodeBolt11(value);
      const hash = invoice.sections.find((section) => section.name === 'payment_hash');
      return {paymentHash: hash && 'value' in hash ? String(hash.value) : undefined};
    },
  },
  nsec: {
    description: 'a private key in Nostr\'s bech32 nsec encoding (NIP-19)',
    decode: (value) => {
      const {prefix, words} = bech32.decode(value as `${string}1${string}`);
      if (prefix !== 'nsec') throw new Error(`prefix ${prefix}, expected nsec`);
      const bytes = bech32.fromWords(words);
      if (bytes.length !== 32) throw new Error(`${bytes.length} bytes, expected 32`);
      return {bytes: hex.encode(bytes)};
    },
  },
  sha256: {
    description: 'a SHA-256 hash: 32 bytes, hex',
    decode: (value) => ({bytes: hex.encode(bytesOfHex(value, 32))}),
  },
  preimage: {
    description: 'a payment preimage: 32 bytes, hex (its SHA-256 is the payment hash)',
    decode: (value) => ({bytes: hex.encode(bytesOfHex(value, 32))}),
  },
  'private-key': {
    description: 'a secp256k1 private key: 32 bytes, hex',
    decode: (value) => {
      if (!secp256k1.utils.isValidSecretKey(bytesOfHex(value, 32))) throw new Error('not a valid secp256k1 private key');
      return {bytes: value};
    },
  },
  'musig2-nonces': {
    description: 'the MuSig2 public nonces of the VTXO tree, one per transaction: a serialized matrix, hex',
    decode: (value) => {
      decodeMusig2Matrix(value, 66);
      return {};
    },
  },
  'musig2-partial-signatures': {
    description: 'the MuSig2 partial signatures of the VTXO tree, one per transaction: a serialized matrix, hex',
    decode: (value) => {
      decodeMusig2Matrix(value, 32);
      return {};
    },
  },
  hash160: {
    description: 'a HASH160 (RIPEMD-160 of SHA-256): 20 bytes, hex',
    decode: (value) => ({bytes: hex.encode(bytesOfHex(value, 20))}),
  },
  tapscript: {
    description: 'a tapscript, the script of one leaf of a taproot tree: hex',
    decode: (value) => {
      const ops = Script.decode(bytesOfHex(value));
      if (ops.length === 0) throw new Error('an empty script');
      return {};
    },
  },
  bip21: {
    description: 'a BIP-21 URI, bitcoin:<on-chain address>?ark=<Ark address>',
    decode: (value) => decodeBip21(value),
  },
};

/**
 * A BIP-21 URI as fulmine writes it (`bitcoin:<boarding address>?ark=<Ark address>`, the on-chain address empty when
 * the server disables boarding): each address must decode, and the result carries the network and server key of both.
 */
function decodeBip21(value: string): Decoded {
  const match = /^bitcoin:([^?]*)(?:\?(.*))?$/.exec(value);
  if (!match) throw new Error('does not start with bitcoin:');
  const [, onchain = '', query = ''] = match;
  const decoded: Decoded = onchain === '' ? {} : {network: networkOfBitcoinAddress(onchain)};
  const ark = new URLSearchParams(query).get('ark');
  if (ark !== null) Object.assign(decoded, BASE_FORMATS['ark-address']!.decode(ark));
  if (onchain === '' && ark === null) throw new Error('names neither an on-chain nor an Ark address');
  return decoded;
}

/**
 * Protobuf strings are never absent: an unset one is "". A field that holds a value of format F when set and is empty
 * otherwise (a txid of a transaction that did not happen yet) says `format: F-or-empty`.
 */
const OR_EMPTY = '-or-empty';

export const STRING_FORMATS: Record<string, StringFormat> = {
  ...BASE_FORMATS,
  ...Object.fromEntries(
    Object.entries(BASE_FORMATS).map(([name, format]) => [
      `${name}${OR_EMPTY}`,
      {description: `${format.description}; empty when unset`, decode: (value: string) => (value === '' ? {} : format.decode(value))},
    ]),
  ),
};

/**
 * What values of each format look like, to find a bitcoin or Ark value in an example whose field names no format:
 * such a value would go unchecked. Hex of 32 bytes may be any of several formats.
 */
export const LOOKS_LIKE: Array<{pattern: RegExp; formats: string[]}> = [
  {pattern: /^cHNidP8/, formats: ['psbt']},
  {pattern: /^bitcoin:/, formats: ['bip21']},
  {pattern: /^(bc|tb|bcrt)1[02-9ac-hj-np-z]{8,}$/, formats: ['bitcoin-address']},
  {pattern: /^t?ark1[02-9ac-hj-np-z]{8,}$/, formats: ['ark-address']},
  {pattern: /^ln(bc|tb|bcrt|tbs)[0-9a-z]+$/, formats: ['bolt11']},
  {pattern: /^arknote/, formats: ['ark-note']},
  {pattern: /^nsec1/, formats: ['nsec']},
  {pattern: /^0[23][0-9a-f]{64}$/, formats: ['pubkey']},
  {pattern: /^[0-9a-f]{64}$/, formats: ['txid', 'xonly-pubkey', 'sha256', 'preimage', 'private-key']},
  {pattern: /^0[12]000000(00)?[0-9a-f]{100,}$/, formats: ['tx-hex', 'musig2-nonces', 'musig2-partial-signatures']},
];

/** The format a value is of, whether or not its field may be empty: `txid` for both `txid` and `txid-or-empty`. */
export function baseFormat(format: string): string {
  return format.endsWith(OR_EMPTY) ? format.slice(0, -OR_EMPTY.length) : format;
}

/** Decodes a value of a named format; throws for an unknown format so that a typo in a spec cannot pass. */
export function decodeFormat(format: string, value: string): Decoded {
  const known = STRING_FORMATS[format];
  if (!known) throw new Error(`unknown format ${format}`);
  return known.decode(value);
}
