import {Prism} from 'prism-react-renderer';
import type {TokenStream} from 'prismjs';
import {describe, expect, it} from 'vitest';
import {BITCOIN_SCRIPT_LANGUAGE} from '../../src/features/codeBlocks/options';
import {
  bitcoinScriptGrammar,
  OPCODE_TOKENS,
  OPCODES,
  registerBitcoinScript,
  type OpcodeFamily,
} from '../../src/features/codeBlocks/bitcoinScript';

/** The text a token covers, nested tokens included. */
function textOfTokens(content: TokenStream): string {
  if (typeof content === 'string') return content;
  return Array.isArray(content) ? content.map(textOfTokens).join('') : textOfTokens(content.content);
}

/** The flat list of [token type, text] pairs Prism produces, white space dropped. */
function tokenize(code: string): Array<[string, string]> {
  return Prism.tokenize(code, bitcoinScriptGrammar).flatMap((token) =>
    typeof token === 'string'
      ? token.trim()
        ? [['plain', token.trim()] as [string, string]]
        : []
      : [[token.type, textOfTokens(token.content)] as [string, string]],
  );
}

describe('the Bitcoin Script grammar', () => {
  it.each(
    (Object.keys(OPCODES) as OpcodeFamily[]).flatMap((family) => OPCODES[family].map((opcode) => ({family, opcode}))),
  )('reads $opcode as a $family opcode', ({family, opcode}) => {
    expect(tokenize(opcode)).toEqual([[OPCODE_TOKENS[family].token, opcode]]);
  });

  it('knows every small-number push from OP_0 to OP_16 and the boolean aliases', () => {
    const constants = new Set<string>(OPCODES.constants);
    for (let n = 0; n <= 16; n += 1) expect(constants.has(`OP_${n}`)).toBe(true);
    expect(constants.has('OP_FALSE') && constants.has('OP_TRUE')).toBe(true);
  });

  it('never reads the start of a longer opcode as a shorter one', () => {
    expect(tokenize('OP_0NOTEQUAL OP_1ADD OP_2DROP OP_CHECKSIGVERIFY OP_NUMEQUALVERIFY')).toEqual([
      ['arithmetic-opcode', 'OP_0NOTEQUAL'],
      ['arithmetic-opcode', 'OP_1ADD'],
      ['stack-opcode', 'OP_2DROP'],
      ['crypto-opcode', 'OP_CHECKSIGVERIFY'],
      ['arithmetic-opcode', 'OP_NUMEQUALVERIFY'],
    ]);
  });

  it('tokenizes an Ark exit leaf: hex sequence push, locktime, stack and crypto opcodes, placeholder', () => {
    expect(tokenize('a80040 OP_CHECKSEQUENCEVERIFY OP_DROP <owner> OP_CHECKSIG # exit after 86016 s')).toEqual([
      ['hex-data', 'a80040'],
      ['locktime-opcode', 'OP_CHECKSEQUENCEVERIFY'],
      ['stack-opcode', 'OP_DROP'],
      ['placeholder', '<owner>'],
      ['crypto-opcode', 'OP_CHECKSIG'],
      ['comment', '# exit after 86016 s'],
    ]);
  });

  it('tokenizes a VHTLC claim leaf with a hash lock', () => {
    expect(
      tokenize('OP_HASH160 <hash160(preimage)> OP_EQUAL OP_VERIFY <receiver> OP_CHECKSIGVERIFY <server> OP_CHECKSIG'),
    ).toEqual([
      ['crypto-opcode', 'OP_HASH160'],
      ['placeholder', '<hash160(preimage)>'],
      ['bitwise-opcode', 'OP_EQUAL'],
      ['flow-opcode', 'OP_VERIFY'],
      ['placeholder', '<receiver>'],
      ['crypto-opcode', 'OP_CHECKSIGVERIFY'],
      ['placeholder', '<server>'],
      ['crypto-opcode', 'OP_CHECKSIG'],
    ]);
  });

  it('reads decimal numbers, 0x-prefixed hex and OP_CHECKSIGADD multisig', () => {
    expect(tokenize('<k1> OP_CHECKSIG <k2> OP_CHECKSIGADD 2 OP_NUMEQUAL 0x14 144 OP_CHECKLOCKTIMEVERIFY')).toEqual([
      ['placeholder', '<k1>'],
      ['crypto-opcode', 'OP_CHECKSIG'],
      ['placeholder', '<k2>'],
      ['crypto-opcode', 'OP_CHECKSIGADD'],
      ['number', '2'],
      ['arithmetic-opcode', 'OP_NUMEQUAL'],
      ['hex-data', '0x14'],
      ['number', '144'],
      ['locktime-opcode', 'OP_CHECKLOCKTIMEVERIFY'],
    ]);
  });

  it('leaves words that are not opcodes as plain text', () => {
    expect(tokenize('OP_NOTANOPCODE')).toEqual([['plain', 'OP_NOTANOPCODE']]);
  });

  it('registers under its language name on the Prism instance it is given', () => {
    const prism = {languages: {} as Record<string, unknown>};
    registerBitcoinScript(prism, BITCOIN_SCRIPT_LANGUAGE);
    expect(prism.languages[BITCOIN_SCRIPT_LANGUAGE]).toBe(bitcoinScriptGrammar);
  });
});
