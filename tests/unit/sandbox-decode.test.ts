/**
 * The sandbox's body decoder (sandbox/decode.ts) takes the numbers protobuf-go's protojson takes and refuses
 * the rest (encoding/protojson/decode.go unmarshalInt/unmarshalUint/unmarshalFloat, internal/encoding/json
 * decode_number.go), and words JSON syntax errors as Go's encoding/json does, whatever V8's JSON.parse says.
 */
import {describe, expect, it} from 'vitest';
import {bodyError, goSyntaxError, type Protojson} from '../../sandbox/decode';
import type {JsonObject} from '../../sandbox/openapi';

/** arkd's protobuf-go v1.36.3. */
const PROTOJSON: Protojson = {namesField: true, dropsUnknownEnumNames: true};

/** The spec's schema of a field of each proto kind: 64-bit integers are strings with a format, as the gateway sends them. */
const SCHEMAS: Record<string, JsonObject> = {
  int32: {type: 'integer', format: 'int32'},
  uint32: {type: 'integer', format: 'uint32'},
  int64: {type: 'string', format: 'int64'},
  uint64: {type: 'string', format: 'uint64'},
  float: {type: 'number', format: 'float'},
  double: {type: 'number', format: 'double'},
};

function accepts(kind: string, value: unknown): boolean {
  const schema = {type: 'object', properties: {value: SCHEMAS[kind]!}};
  return bodyError(JSON.stringify({value}), schema, PROTOJSON) === undefined;
}

describe('integers in a body', () => {
  it.each([
    ['int64', 5],
    ['int64', '-5'],
    ['int64', '9223372036854775807'],
    ['int64', '-9223372036854775808'],
    ['uint64', '18446744073709551615'],
    // Fractions and exponents that cancel out (normalizeToIntString).
    ['int64', '1e3'],
    ['int64', '1.0'],
    ['int64', '100e-2'],
    ['int32', 1e3],
    // The sign of a zero is dropped before ParseUint.
    ['uint64', '-0'],
    // The decoder reads one token from the string and ignores what follows a delimiter.
    ['int64', '7 apples'],
    ['uint32', '4294967295'],
  ])('%s takes %j', (kind, value) => {
    expect(accepts(kind, value)).toBe(true);
  });

  it.each([
    // Not JSON numbers: Number() would take the first five.
    ['int64', '0x10'],
    ['int64', '0b1'],
    ['int64', '0o17'],
    ['int64', 'Infinity'],
    ['int64', '+1'],
    ['int64', '1_0'],
    ['int64', '01'],
    ['int64', ''],
    // strings.TrimSpace must leave the string as it is.
    ['int64', ' 1'],
    ['int64', '1\n'],
    ['int64', '1\u00a0'],
    ['int64', '1.5'],
    ['int64', 1.5],
    ['int64', '9223372036854775808'],
    ['int64', '-9223372036854775809'],
    ['uint64', '18446744073709551616'],
    ['uint64', '-1'],
    ['uint32', '4294967296'],
    ['int32', 2147483648],
    ['int32', '-2147483649'],
    // More than 20 digits after the exponent is applied.
    ['uint64', '1e21'],
    ['int64', true],
  ])('%s refuses %j', (kind, value) => {
    expect(accepts(kind, value)).toBe(false);
  });
});

describe('floats in a body', () => {
  it.each([
    ['double', 1.5],
    ['double', '1.5'],
    ['double', '-2e-3'],
    ['double', 'NaN'],
    ['double', '-Infinity'],
    ['double', '1e39'],
    ['float', '3.4e38'],
  ])('%s takes %j', (kind, value) => {
    expect(accepts(kind, value)).toBe(true);
  });

  it.each([
    ['double', ''],
    ['double', ' 1.5'],
    ['double', '0x10'],
    ['double', 'inf'],
    ['double', '.5'],
    // strconv.ParseFloat reports these as out of range.
    ['double', '1e400'],
    ['float', '1e39'],
    ['double', false],
  ])('%s refuses %j', (kind, value) => {
    expect(accepts(kind, value)).toBe(false);
  });
});

describe('JSON syntax errors', () => {
  const errorOf = (text: string) => bodyError(text, undefined, PROTOJSON);

  it('words the common ones as encoding/json does', () => {
    expect(errorOf('{"redeemTx":')).toBe('unexpected EOF');
    expect(errorOf('{redeemTx: "x"}')).toBe("invalid character 'r' looking for beginning of object key string");
    expect(errorOf('{"a":tru}')).toBe("invalid character '}' looking for beginning of value");
    expect(errorOf('{"a":\\}')).toBe("invalid character '\\\\' looking for beginning of value");
  });

  it('names a character outside ASCII by its first UTF-8 byte, as quoteChar does', () => {
    // U+2028 is E2 80 A8, and 😀 is F0 9F 98 80: Go prints the first byte read as a rune.
    expect(errorOf('{"a":\u2028}')).toBe("invalid character 'â' looking for beginning of value");
    expect(errorOf('{"a":😀}')).toBe("invalid character 'ð' looking for beginning of value");
  });

  it("falls back to Go's text, not V8's, for a message it does not know", () => {
    const v8Message = 'Some future V8 wording, "  @" is not valid JSON';
    expect(goSyntaxError(v8Message, '  @')).toBe("invalid character '@' looking for beginning of value");
    expect(goSyntaxError(v8Message, '  \u0001')).toBe("invalid character '\\x01' looking for beginning of value");
  });
});

describe('enum names', () => {
  const schema = {type: 'object', properties: {type: {type: 'string', enum: ['KIND_UNSPECIFIED', 'KIND_A']}}};
  const body = '{"type":"KIND_B"}';

  it("are dropped when unknown by arkd's protobuf-go v1.36.3 under DiscardUnknown", () => {
    expect(bodyError(body, schema, PROTOJSON)).toBeUndefined();
  });

  it("are refused when unknown by fulmine's v1.30.0 fork", () => {
    expect(bodyError(body, schema, {namesField: false, dropsUnknownEnumNames: false})).toBe(
      'proto: (line 1:9): invalid value for enum type: "KIND_B"',
    );
    expect(bodyError('{"type":1}', schema, {namesField: false, dropsUnknownEnumNames: false})).toBeUndefined();
  });
});
