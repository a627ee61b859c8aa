/**
 * The string formats our API specs use for bitcoin and Ark values, each with a decoder, so that every example
 * carrying one is checked to decode (tests/support/api-examples.ts registers them with the validator). The decoding is done
 * by maintained libraries (@scure/btc-signer, @scure/base, @noble/curves, light-bolt11-decoder); only Ark's own
 * framings, which no library knows, are read here, after their Go code at the documented commit: the note
 * (common/note/note.go), the MuSig2 matrix (common/tree/musig2.go), the taproot tree (common/tree/taptree.go) and
 * the intent message (common/tree/message.go).
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

/** Reads a Bitcoin compact-size integer at `offset`; returns it and the offset after it. */
function readCompactSize(bytes: Uint8Array, offset: number): [number, number] {
  const first = bytes[offset];
  if (first === undefined) throw new Error(`ends at byte ${offset}, where a length was expected`);
  const width = first < 0xfd ? 0 : first === 0xfd ? 2 : first === 0xfe ? 4 : 8;
  if (offset + 1 + width > bytes.length) throw new Error(`ends inside the length at byte ${offset}`);
  let value = width === 0 ? first : 0;
  for (let i = width; i >= 1; i -= 1) value = value * 256 + bytes[offset + i]!;
  return [value, offset + 1 + width];
}

/**
 * Reads a taproot script tree as Ark encodes it (common/tree/taptree.go, TapTree.Encode): a compact-size leaf count,
 * then per leaf a depth byte, a leaf-version byte, a compact-size length and the script. Returns the scripts.
 */
function decodeArkTapTree(bytes: Uint8Array): Uint8Array[] {
  const [count, start] = readCompactSize(bytes, 0);
  if (count === 0) throw new Error('a tree without leaves');
  const scripts: Uint8Array[] = [];
  let offset = start;
  for (let leaf = 0; leaf < count; leaf += 1) {
    if (offset + 2 > bytes.length) throw new Error(`ends before leaf ${leaf}`);
    const [length, scriptStart] = readCompactSize(bytes, offset + 2);
    if (scriptStart + length > bytes.length) throw new Error(`leaf ${leaf} runs past the end`);
    scripts.push(bytes.subarray(scriptStart, scriptStart + length));
    offset = scriptStart + length;
  }
  if (offset !== bytes.length) throw new Error(`${bytes.length - offset} bytes left after the tree`);
  return scripts;
}

function decodeTapscript(script: Uint8Array): void {
  if (Script.decode(script).length === 0) throw new Error('an empty script');
}

function isInteger(value: unknown, minimum = 0): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= minimum;
}

/**
 * The JSON message a BIP-322 intent signs (common/tree/message.go, IntentMessage), with the encodings the server
 * decodes: one Ark-encoded taproot tree per proven input, output indexes, Unix times, and the MuSig2 cosigners.
 */
function decodeIntentMessage(value: string): Decoded {
  const message = JSON.parse(value) as Record<string, unknown>;
  const keys = ['input_tap_trees', 'onchain_output_indexes', 'valid_at', 'expire_at', 'musig2_data'];
  const unexpected = Object.keys(message).filter((key) => !keys.includes(key));
  if (unexpected.length > 0) throw new Error(`unexpected keys ${unexpected.join(', ')}`);
  const trees = message.input_tap_trees;
  if (!Array.isArray(trees) || trees.length === 0) throw new Error('input_tap_trees is not a list of trees');
  for (const tree of trees) decodeArkTapTree(bytesOfHex(String(tree))).forEach(decodeTapscript);
  const indexes = message.onchain_output_indexes;
  if (!Array.isArray(indexes) || !indexes.every((index) => isInteger(index)))
    throw new Error('onchain_output_indexes is not a list of indexes');
  if (!isInteger(message.valid_at) || !isInteger(message.expire_at))
    throw new Error('valid_at and expire_at must be Unix times (0 for unbounded)');
  const musig2 = message.musig2_data as {cosigners_public_keys?: unknown; signing_type?: unknown} | null | undefined;
  if (musig2 !== null && musig2 !== undefined) {
    const cosigners = musig2.cosigners_public_keys;
    if (!Array.isArray(cosigners) || cosigners.length === 0)
      throw new Error('musig2_data.cosigners_public_keys is empty');
    for (const key of cosigners) secp256k1.Point.fromHex(hex.encode(bytesOfHex(String(key), 33)));
    if (musig2.signing_type !== 0 && musig2.signing_type !== 1)
      throw new Error('musig2_data.signing_type must be 0 (all) or 1 (branch)');
  }
  const serverEncoding = goEncodingOfIntentMessage(message);
  if (value !== serverEncoding)
    throw new Error(`is not in the encoding the server verifies the proof against: ${serverEncoding}`);
  return {};
}

/**
 * What arkd v0.6.3 verifies an intent's BIP-322 proof against: not the string the client sent, but Go's
 * `json.Marshal` of the `tree.IntentMessage` decoded from it (common/tree/message.go; application/service.go,
 * RegisterIntent): its five fields in declaration order, no whitespace, a missing list or object as `null`, a
 * missing time as 0, unknown keys gone. (Go also escapes `<`, `>` and `&`, which hex strings never hold.)
 */
function goEncodingOfIntentMessage(message: Record<string, unknown>): string {
  const musig2 = message.musig2_data as {cosigners_public_keys?: unknown; signing_type?: unknown} | null | undefined;
  return JSON.stringify({
    input_tap_trees: message.input_tap_trees ?? null,
    onchain_output_indexes: message.onchain_output_indexes ?? null,
    valid_at: message.valid_at ?? 0,
    expire_at: message.expire_at ?? 0,
    musig2_data:
      musig2 === null || musig2 === undefined
        ? null
        : {cosigners_public_keys: musig2.cosigners_public_keys ?? null, signing_type: musig2.signing_type ?? 0},
  });
}

const FORMATS: Record<string, StringFormat> = {
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
      const tx = Transaction.fromPSBT(base64.decode(value), {
        allowUnknownOutputs: true,
        allowUnknownInputs: true,
        allowUnknown: true,
      });
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
    description: "a bitcoin address of the server's network",
    decode: (value) => ({network: networkOfBitcoinAddress(value)}),
  },
  'ark-address': {
    description:
      "an Ark address: bech32m, prefix ark (mainnet) or tark, holding the server's and the VTXO's x-only keys",
    decode: (value) => {
      const {prefix, words} = bech32m.decode(value as `${string}1${string}`, BECH32_NO_LIMIT);
      if (prefix !== 'ark' && prefix !== 'tark') throw new Error(`prefix ${prefix}, expected ark or tark`);
      const payload = bech32m.fromWords(words);
      if (payload.length !== 64) throw new Error(`${payload.length} bytes, expected 64 (server key, VTXO key)`);
      return {serverKey: xOnlyPoint(payload.subarray(0, 32)), arkNetwork: prefix === 'ark' ? 'mainnet' : 'test'};
    },
  },
  'ark-note': {
    description:
      'an Ark note: "arknote" then base58 of an 8-byte id, a 4-byte value in sats (big-endian) and the server\'s signature',
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
    description: "a private key in Nostr's bech32 nsec encoding (NIP-19)",
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
      if (!secp256k1.utils.isValidSecretKey(bytesOfHex(value, 32)))
        throw new Error('not a valid secp256k1 private key');
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
    description: 'one tapscript, the script of a taproot leaf: hex',
    decode: (value) => {
      decodeTapscript(bytesOfHex(value));
      return {};
    },
  },
  'bip322-signature': {
    description:
      'a BIP-322 proof of funds: the signed "to_sign" transaction, raw, base64 (input 0 spends the "to_spend" transaction)',
    decode: (value) => {
      const tx = Transaction.fromRaw(base64.decode(value), {allowUnknownOutputs: true, allowUnknownInputs: true});
      if (tx.inputsLength < 2)
        throw new Error(`${tx.inputsLength} input(s): a proof spends "to_spend" and at least one coin`);
      for (let index = 0; index < tx.inputsLength; index += 1) {
        if (!tx.getInput(index).finalScriptWitness?.length)
          throw new Error(`input ${index} carries no witness: the proof is not signed`);
      }
      return {inputTxids: inputTxids(tx)};
    },
  },
  'ark-or-bitcoin-address': {
    description: 'where an output goes: an Ark address for a VTXO, or a bitcoin address for an on-chain output',
    decode: (value) => (/^t?ark1/.test(value) ? FORMATS['ark-address']! : FORMATS['bitcoin-address']!).decode(value),
  },
  'intent-message': {
    description:
      'the message of a BIP-322 intent: JSON with the Ark-encoded taproot tree of each input, on-chain output indexes, validity window and MuSig2 cosigners',
    decode: decodeIntentMessage,
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
  if (ark !== null) Object.assign(decoded, FORMATS['ark-address']!.decode(ark));
  if (onchain === '' && ark === null) throw new Error('names neither an on-chain nor an Ark address');
  return decoded;
}

/**
 * Protobuf strings have no null: an unset one is sent as "". `<format>-or-empty` is a field that holds a value of the
 * format once it is set (a spending txid, a redeem transaction) and "" until then.
 */
const OR_EMPTY = '-or-empty';

export const STRING_FORMATS: Record<string, StringFormat> = {
  ...FORMATS,
  ...Object.fromEntries(
    Object.entries(FORMATS).map(([name, format]) => [
      `${name}${OR_EMPTY}`,
      {
        description: `${format.description}, or "" when unset`,
        decode: (value: string): Decoded => (value === '' ? {} : format.decode(value)),
      },
    ]),
  ),
};

/**
 * What values of each format look like, to find a bitcoin or Ark value in an example whose field names no format:
 * such a value would go unchecked. Hex of 32 bytes may be any of several formats.
 */
const RECOGNISABLE: Array<{pattern: RegExp; formats: string[]}> = [
  {pattern: /^cHNidP8/, formats: ['psbt']},
  {pattern: /^bitcoin:/, formats: ['bip21']},
  {pattern: /^AgAAAA[A-Za-z0-9+/]{60,}={0,2}$/, formats: ['bip322-signature']},
  {pattern: /^\{"input_tap_trees"/, formats: ['intent-message']},
  {pattern: /^(bc|tb|bcrt)1[02-9ac-hj-np-z]{8,}$/, formats: ['bitcoin-address', 'ark-or-bitcoin-address']},
  {pattern: /^t?ark1[02-9ac-hj-np-z]{8,}$/, formats: ['ark-address', 'ark-or-bitcoin-address']},
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

/** A value that looks like a format may also sit in a field of that format or "". */
export const LOOKS_LIKE = RECOGNISABLE.map(({pattern, formats}) => ({
  pattern,
  formats: formats.flatMap((format) => [format, `${format}${OR_EMPTY}`]),
}));

/** Decodes a value of a named format; throws for an unknown format so that a typo in a spec cannot pass. */
export function decodeFormat(format: string, value: string): Decoded {
  const known = STRING_FORMATS[format];
  if (!known) throw new Error(`unknown format ${format}`);
  const key = `${format}:${value}`;
  if (!decodedValues.has(key)) {
    try {
      decodedValues.set(key, known.decode(value));
    } catch (error) {
      decodedValues.set(key, error as Error);
    }
  }
  const decoded = decodedValues.get(key)!;
  if (decoded instanceof Error) throw decoded;
  return decoded;
}

/**
 * Decoding is pure, and the same values recur across a spec's examples (a redeem PSBT sits in every VTXO it
 * created, a signed tree in every round that shows it): each value is decoded once per test run.
 */
const decodedValues = new Map<string, Decoded | Error>();
