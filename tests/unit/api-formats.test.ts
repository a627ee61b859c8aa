/** The decoders behind the specs' bitcoin and Ark string formats accept real values and reject broken ones. */
import {schnorr, secp256k1} from '@noble/curves/secp256k1.js';
import {base58, base64, bech32, bech32m, hex} from '@scure/base';
import {p2tr, Transaction} from '@scure/btc-signer';
import {describe, expect, it} from 'vitest';
import {decodeFormat, decodeMusig2Matrix} from '../support/api-formats';

const REGTEST = {bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef};
const serverKey = schnorr.getPublicKey(new Uint8Array(32).fill(1));
const vtxoKey = schnorr.getPublicKey(new Uint8Array(32).fill(2));

function flipLastCharacter(value: string): string {
  return value.slice(0, -1) + (value.endsWith('q') ? 'p' : 'q');
}

describe('the string formats of the API specs', () => {
  it('read an Ark address into its server key, and reject a broken checksum', () => {
    const address = bech32m.encode('tark', bech32m.toWords(new Uint8Array([...serverKey, ...vtxoKey])), 1000);
    expect(decodeFormat('ark-address', address).serverKey).toBe(hex.encode(serverKey));
    expect(() => decodeFormat('ark-address', flipLastCharacter(address))).toThrow();
  });

  it('tell a regtest address from a mainnet one, and reject a broken checksum', () => {
    const address = p2tr(vtxoKey, undefined, REGTEST).address;
    expect(address.startsWith('bcrt1p')).toBe(true);
    expect(decodeFormat('bitcoin-address', address).network).toBe('regtest');
    expect(decodeFormat('bitcoin-address', p2tr(vtxoKey).address).network).toBe('mainnet');
    expect(() => decodeFormat('bitcoin-address', flipLastCharacter(address))).toThrow();
  });

  it('read a PSBT and a raw transaction to the same txid, and reject hex where base64 belongs', () => {
    const tx = new Transaction();
    tx.addInput({
      txid: new Uint8Array(32).fill(7),
      index: 0,
      witnessUtxo: {script: p2tr(vtxoKey).script, amount: 1000n},
    });
    tx.addOutputAddress(p2tr(serverKey).address, 900n);
    const psbt = base64.encode(tx.toPSBT());
    expect(decodeFormat('psbt', psbt)).toEqual({txid: tx.id, inputTxids: ['07'.repeat(32)]});
    expect(decodeFormat('tx-hex', hex.encode(tx.toBytes(true, false))).txid).toBe(tx.id);
    expect(() => decodeFormat('psbt', hex.encode(tx.toPSBT()))).toThrow();
  });

  it('accept keys on the curve only', () => {
    expect(() => decodeFormat('xonly-pubkey', hex.encode(serverKey))).not.toThrow();
    expect(() => decodeFormat('pubkey', hex.encode(secp256k1.getPublicKey(new Uint8Array(32).fill(3))))).not.toThrow();
    expect(() => decodeFormat('xonly-pubkey', 'ff'.repeat(32))).toThrow();
    expect(() => decodeFormat('pubkey', `02${'ff'.repeat(32)}`)).toThrow();
  });

  it('read an nsec into the key it holds', () => {
    const key = new Uint8Array(32).fill(9);
    expect(decodeFormat('nsec', bech32.encode('nsec', bech32.toWords(key))).bytes).toBe(hex.encode(key));
    expect(() => decodeFormat('nsec', flipLastCharacter(bech32.encode('nsec', bech32.toWords(key))))).toThrow();
  });

  it('accept an Ark note of 12 bytes and a signature, and reject one without the arknote prefix', () => {
    const note = `arknote${base58.encode(new Uint8Array(12 + 64).fill(5))}`;
    expect(() => decodeFormat('ark-note', note)).not.toThrow();
    expect(() => decodeFormat('ark-note', note.slice('arknote'.length))).toThrow();
  });

  it('accept an intent message only in the encoding arkd verifies the proof against (Go json.Marshal)', () => {
    // A tree in Ark's encoding: 1 leaf; depth 1, version c0, a 34-byte `<x-only key> OP_CHECKSIG` script.
    const tree = `0101c02220${hex.encode(serverKey)}ac`;
    const cosigner = hex.encode(secp256k1.getPublicKey(new Uint8Array(32).fill(3)));
    const canonical = `{"input_tap_trees":["${tree}"],"onchain_output_indexes":[],"valid_at":1749804365,"expire_at":1749804485,"musig2_data":{"cosigners_public_keys":["${cosigner}"],"signing_type":0}}`;
    expect(() => decodeFormat('intent-message', canonical)).not.toThrow();
    const message = JSON.parse(canonical) as Record<string, unknown>;
    // The same JSON with spaces, with another key order, and without onchain_output_indexes (Go writes null there).
    expect(() => decodeFormat('intent-message', JSON.stringify(message, null, 1))).toThrow(/encoding/);
    const {valid_at: validAt, ...rest} = message;
    expect(() => decodeFormat('intent-message', JSON.stringify({valid_at: validAt, ...rest}))).toThrow(/encoding/);
    const {onchain_output_indexes: _indexes, ...withoutIndexes} = message;
    expect(() => decodeFormat('intent-message', JSON.stringify(withoutIndexes))).toThrow();
  });

  it('reject an invoice that is not BOLT11', () => {
    expect(() => decodeFormat('bolt11', 'lnbcrt1invalid')).toThrow();
  });

  it('read the MuSig2 matrix framing of common/tree/musig2.go, nil cells included', () => {
    // Two rows: [nonce], [nil, nonce].
    const nonce = 'ab'.repeat(66);
    const framed = `02000000` + `01000000` + `01${nonce}` + `02000000` + `00` + `01${nonce}`;
    const matrix = decodeMusig2Matrix(framed, 66);
    expect(matrix.map((row) => row.map((cell) => (cell ? hex.encode(cell) : null)))).toEqual([[nonce], [null, nonce]]);
    expect(() => decodeFormat('musig2-nonces', nonce)).toThrow();
    expect(() => decodeFormat('musig2-partial-signatures', framed)).toThrow();
  });

  it('read a HASH160 of 20 bytes only', () => {
    expect(decodeFormat('hash160', 'ab'.repeat(20)).bytes).toBe('ab'.repeat(20));
    expect(() => decodeFormat('hash160', 'ab'.repeat(32))).toThrow();
  });

  it('read a BIP-21 URI into the network and server key of its addresses, and reject a broken Ark address', () => {
    const onchain = p2tr(vtxoKey, undefined, REGTEST).address;
    const ark = bech32m.encode('tark', bech32m.toWords(new Uint8Array([...serverKey, ...vtxoKey])), 1000);
    expect(decodeFormat('bip21', `bitcoin:${onchain}?ark=${ark}`)).toEqual({
      network: 'regtest',
      serverKey: hex.encode(serverKey),
      arkNetwork: 'test',
    });
    expect(decodeFormat('bip21', `bitcoin:?ark=${ark}`).network).toBeUndefined();
    expect(() => decodeFormat('bip21', `bitcoin:${onchain}?ark=${flipLastCharacter(ark)}`)).toThrow();
    expect(() => decodeFormat('bip21', ark)).toThrow();
  });

  it('accept a tapscript and reject one whose push runs past its end', () => {
    const multisig = `20${hex.encode(vtxoKey)}ad20${hex.encode(serverKey)}ac`;
    expect(() => decodeFormat('tapscript', multisig)).not.toThrow();
    expect(() => decodeFormat('tapscript', multisig.slice(0, 50))).toThrow();
  });

  it('read an intent message with Ark-encoded taproot trees, and reject a tree given as a bare script', () => {
    const script = `20${hex.encode(vtxoKey)}ac`;
    const tree = `01` + `01c0` + `22` + script; // one leaf: depth 1, version 0xc0, 34 bytes
    const message = (tapTree: string) =>
      JSON.stringify({
        input_tap_trees: [tapTree],
        onchain_output_indexes: [],
        valid_at: 1749804365,
        expire_at: 1749804485,
        musig2_data: {
          cosigners_public_keys: [hex.encode(secp256k1.getPublicKey(new Uint8Array(32).fill(4)))],
          signing_type: 0,
        },
      });
    expect(() => decodeFormat('intent-message', message(tree))).not.toThrow();
    expect(() => decodeFormat('intent-message', message(script))).toThrow();
    expect(() => decodeFormat('intent-message', message(tree).replace('"signing_type":0', '"signing_type":2'))).toThrow(
      /signing_type/,
    );
  });

  it('accept a signed BIP-322 proof of two inputs, and reject one without witnesses', () => {
    const proof = new Transaction({allowUnknownInputs: true});
    for (const fill of [1, 2]) proof.addInput({txid: new Uint8Array(32).fill(fill), index: 0});
    proof.addOutput({script: p2tr(vtxoKey).script, amount: 1000n});
    for (const index of [0, 1])
      proof.updateInput(index, {finalScriptWitness: [new Uint8Array(64).fill(index + 1)]}, true);
    expect(decodeFormat('bip322-signature', base64.encode(proof.toBytes(true, true))).inputTxids).toEqual([
      '01'.repeat(32),
      '02'.repeat(32),
    ]);
    expect(() => decodeFormat('bip322-signature', base64.encode(proof.toBytes(true, false)))).toThrow(/not signed/);
  });

  it('read an output address as an Ark address or a bitcoin address, whichever it is', () => {
    const ark = bech32m.encode('tark', bech32m.toWords(new Uint8Array([...serverKey, ...vtxoKey])), 1000);
    expect(decodeFormat('ark-or-bitcoin-address', ark).serverKey).toBe(hex.encode(serverKey));
    expect(decodeFormat('ark-or-bitcoin-address', p2tr(vtxoKey, undefined, REGTEST).address).network).toBe('regtest');
    expect(() => decodeFormat('ark-or-bitcoin-address', flipLastCharacter(ark))).toThrow();
  });

  it('let a format-or-empty field be empty, and hold a value in it to the format', () => {
    expect(decodeFormat('txid-or-empty', '')).toEqual({});
    expect(decodeFormat('txid-or-empty', 'cd'.repeat(32))).toEqual({txid: 'cd'.repeat(32)});
    expect(() => decodeFormat('txid-or-empty', 'cd'.repeat(20))).toThrow();
    expect(() => decodeFormat('txid', '')).toThrow();
  });

  it('refuse a format nobody defined', () => {
    expect(() => decodeFormat('psbt64', 'cHNidP8=')).toThrow(/unknown format/);
  });
});
