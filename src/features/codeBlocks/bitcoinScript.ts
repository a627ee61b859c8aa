/** A Prism grammar for Bitcoin Script: each opcode family's token is aliased to a standard type any theme colours. */
import type {Grammar} from 'prismjs';

/** Opcodes grouped the way the Bitcoin wiki's Script reference groups them, each family as one line of names. */
const FAMILIES = {
  constants: `OP_0 OP_FALSE OP_PUSHDATA1 OP_PUSHDATA2 OP_PUSHDATA4 OP_1NEGATE OP_TRUE ${Array.from({length: 16}, (_, index) => `OP_${index + 1}`).join(' ')}`,
  flowControl: 'OP_NOP OP_IF OP_NOTIF OP_ELSE OP_ENDIF OP_VERIFY OP_RETURN',
  stack:
    'OP_TOALTSTACK OP_FROMALTSTACK OP_IFDUP OP_DEPTH OP_DROP OP_DUP OP_NIP OP_OVER OP_PICK OP_ROLL OP_ROT OP_SWAP OP_TUCK OP_2DROP OP_2DUP OP_3DUP OP_2OVER OP_2ROT OP_2SWAP',
  splice: 'OP_CAT OP_SUBSTR OP_LEFT OP_RIGHT OP_SIZE',
  bitwise: 'OP_INVERT OP_AND OP_OR OP_XOR OP_EQUAL OP_EQUALVERIFY',
  arithmetic:
    'OP_1ADD OP_1SUB OP_2MUL OP_2DIV OP_NEGATE OP_ABS OP_NOT OP_0NOTEQUAL OP_ADD OP_SUB OP_MUL OP_DIV OP_MOD OP_LSHIFT OP_RSHIFT OP_BOOLAND OP_BOOLOR OP_NUMEQUAL OP_NUMEQUALVERIFY OP_NUMNOTEQUAL OP_LESSTHAN OP_GREATERTHAN OP_LESSTHANOREQUAL OP_GREATERTHANOREQUAL OP_MIN OP_MAX OP_WITHIN',
  crypto:
    'OP_RIPEMD160 OP_SHA1 OP_SHA256 OP_HASH160 OP_HASH256 OP_CODESEPARATOR OP_CHECKSIG OP_CHECKSIGVERIFY OP_CHECKMULTISIG OP_CHECKMULTISIGVERIFY OP_CHECKSIGADD',
  locktime: 'OP_CHECKLOCKTIMEVERIFY OP_CHECKSEQUENCEVERIFY OP_NOP2 OP_NOP3',
  reserved:
    'OP_RESERVED OP_VER OP_VERIF OP_VERNOTIF OP_RESERVED1 OP_RESERVED2 OP_NOP1 OP_NOP4 OP_NOP5 OP_NOP6 OP_NOP7 OP_NOP8 OP_NOP9 OP_NOP10 OP_INVALIDOPCODE',
};

export type OpcodeFamily = keyof typeof FAMILIES;

export const OPCODES = Object.fromEntries(
  Object.entries(FAMILIES).map(([family, names]) => [family, names.split(' ')]),
) as unknown as Record<OpcodeFamily, readonly string[]>;

/** The Prism token name of each opcode family, and the standard type it is coloured as. */
export const OPCODE_TOKENS: Record<OpcodeFamily, {token: string; alias: string}> = {
  constants: {token: 'push-opcode', alias: 'constant'},
  flowControl: {token: 'flow-opcode', alias: 'keyword'},
  stack: {token: 'stack-opcode', alias: 'builtin'},
  splice: {token: 'splice-opcode', alias: 'operator'},
  bitwise: {token: 'bitwise-opcode', alias: 'operator'},
  arithmetic: {token: 'arithmetic-opcode', alias: 'operator'},
  crypto: {token: 'crypto-opcode', alias: 'function'},
  locktime: {token: 'locktime-opcode', alias: 'keyword'},
  reserved: {token: 'reserved-opcode', alias: 'deleted'},
};

function wholeWords(words: readonly string[]): RegExp {
  // Longest first, so that `OP_0` never matches the start of `OP_0NOTEQUAL`.
  const sorted = [...words].sort((a, b) => b.length - a.length);
  return new RegExp(`\\b(?:${sorted.join('|')})\\b`);
}

function opcodeTokens(): Grammar {
  return Object.fromEntries(
    (Object.keys(OPCODES) as OpcodeFamily[]).map((family) => [
      OPCODE_TOKENS[family].token,
      {pattern: wholeWords(OPCODES[family]), alias: OPCODE_TOKENS[family].alias},
    ]),
  );
}

export const bitcoinScriptGrammar: Grammar = {
  comment: {pattern: /(?:#|\/\/).*/, greedy: true},
  // Arguments written in angle brackets: <pubkey>, <server>, <hash160(preimage)>.
  placeholder: {pattern: /<[^<>\s]+>/, alias: 'variable'},
  ...opcodeTokens(),
  // Data pushes written as hex: 0x-prefixed, or even-length hex that has a letter in it (a80040).
  'hex-data': {pattern: /\b0x[\da-f]+\b|\b(?=[\da-f]*[a-f])(?:[\da-f]{2})+\b/i, alias: 'string'},
  number: /(?:\B-)?\b\d+\b/,
};

/** Registers the grammar on a Prism instance (Docusaurus passes its own). */
export function registerBitcoinScript(prism: {languages: Record<string, unknown>}, name: string): void {
  prism.languages[name] = bitcoinScriptGrammar;
}
